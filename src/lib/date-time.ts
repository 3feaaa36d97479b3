import { LOCALE_TAG, type Locale } from '../i18n/locales.ts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(style: 'dateTime' | 'longDate', locale: Locale): Intl.DateTimeFormat {
  const tag = LOCALE_TAG[locale];
  const key = `${tag} ${style}`;
  let format = formatters.get(key);
  if (!format) {
    format =
      style === 'dateTime'
        ? new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'Africa/Nairobi' })
        : new Intl.DateTimeFormat(tag, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
    formatters.set(key, format);
  }
  return format;
}

/** A timestamp as shoppers in Kenya read it (East Africa Time): "21 Nov 2026, 14:05", in Kiswahili "21 Nov 2026, 14:05". */
export function formatDateTime(iso: string, locale: Locale): string {
  return formatter('dateTime', locale).format(new Date(iso));
}

/** A calendar day (`2026-11-21`): "21 November 2026", in Kiswahili "21 Novemba 2026". */
export function formatLongDate(day: string, locale: Locale): string {
  return formatter('longDate', locale).format(new Date(`${day}T00:00:00Z`));
}
