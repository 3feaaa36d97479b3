import { LOCALE_TAG, type Locale } from '../i18n/locales.ts';

/** Money is an integer number of cents (KES). These helpers are the only place that formats it. */

const formats = new Map<Locale, { whole: Intl.NumberFormat; withCents: Intl.NumberFormat }>();

function numberFormats(locale: Locale): { whole: Intl.NumberFormat; withCents: Intl.NumberFormat } {
  let pair = formats.get(locale);
  if (!pair) {
    const tag = LOCALE_TAG[locale];
    pair = {
      whole: new Intl.NumberFormat(tag, { maximumFractionDigits: 0 }),
      withCents: new Intl.NumberFormat(tag, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    formats.set(locale, pair);
  }
  return pair;
}

/**
 * `KSh 12,345`, or `KSh 12,345.50` when there are cents: the number in the page's language (en-KE
 * and sw-KE group alike), the shop's "KSh" in both, as on its price tags.
 */
export function formatKes(cents: number, locale: Locale): string {
  const shillings = cents / 100;
  const { whole, withCents } = numberFormats(locale);
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
