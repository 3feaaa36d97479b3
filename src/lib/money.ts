import { LOCALE_TAG, type Locale } from '../i18n/locales.ts';

/** Money is an integer number of cents (KES). These helpers are the only place that formats it. */

const numberFormats = (locale: Locale) => ({
  whole: new Intl.NumberFormat(LOCALE_TAG[locale], { maximumFractionDigits: 0 }),
  withCents: new Intl.NumberFormat(LOCALE_TAG[locale], { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
});

/** Each language's two formats, made once as the module loads (no cache that fills as it runs: src/lib keeps no state). */
const FORMATS: Record<Locale, ReturnType<typeof numberFormats>> = { en: numberFormats('en'), sw: numberFormats('sw') };

/**
 * `KSh 12,345`, or `KSh 12,345.50` when there are cents: the number in the page's language (en-KE
 * and sw-KE group alike), the shop's "KSh" in both, as on its price tags.
 */
export function formatKes(cents: number, locale: Locale): string {
  const shillings = cents / 100;
  const { whole, withCents } = FORMATS[locale];
  return `KSh ${cents % 100 === 0 ? whole.format(shillings) : withCents.format(shillings)}`;
}

/** Whether `cents` is a whole number of shillings, as every price the shop makes is (src/lib/pricing.ts) and M-PESA moves. */
export function isWholeShillings(cents: number): boolean {
  return Number.isSafeInteger(cents) && cents % 100 === 0;
}

/** Shillings as a plain decimal string with two places, as payment APIs and JSON-LD want it. */
export function centsToDecimal(cents: number): string {
  return (cents / 100).toFixed(2);
}
