import { LOCALE_TAG, type Locale } from '../i18n/locales.ts';

const dateFormats = (locale: Locale) => ({
  dateTime: new Intl.DateTimeFormat(LOCALE_TAG[locale], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' }),
  longDate: new Intl.DateTimeFormat(LOCALE_TAG[locale], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
});

/** Each language's formats, made once as the module loads (no cache that fills as it runs: src/lib keeps no state). */
const FORMATS: Record<Locale, ReturnType<typeof dateFormats>> = { en: dateFormats('en'), sw: dateFormats('sw') };

const formatter = (style: 'dateTime' | 'longDate', locale: Locale): Intl.DateTimeFormat => FORMATS[locale][style];

/** A timestamp as shoppers in Kenya read it (East Africa Time): "21 Nov 2026, 14:05", in Kiswahili "21 Nov 2026, 14:05". */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatter('dateTime', locale).format(new Date(iso));
}

/** A calendar day (`2026-11-21`): "21 November 2026", in Kiswahili "21 Novemba 2026". */
export function formatLongDate(day: string, locale: Locale): string {
  return formatter('longDate', locale).format(new Date(`${day}T00:00:00Z`));
}
