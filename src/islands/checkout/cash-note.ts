import type { Translate } from '../../i18n/index.ts';
import type { Quote } from '../../api/checkout.ts';
import { cashOfferFor, type CashLimit, type CashOffer } from '../../lib/checkout/cash-limit.ts';
import { formatKes } from '../../lib/money.ts';

/** Cash on delivery for the order as the server priced it: the shop's limit, and what it means for this order. */
export interface CashTerms {
  limit: CashLimit | null;
  offer: CashOffer;
  driverCents: number;
}

/** The rule (lib/checkout/cash-limit.ts) on a quote: the figure the server holds to when the order is placed. */
export function cashTerms(quote: Quote | null): CashTerms | null {
  return quote ? { limit: quote.cashLimit, ...cashOfferFor(quote, quote.cashLimit) } : null;
}

/**
 * What the payment step says beside Cash on delivery: the limit and what happens above it, or, for
 * an order above it, that the team will call first, or why cash is not offered. Null without a limit.
 */
export function cashNote(terms: CashTerms | null, t: Translate): { text: string; above: boolean } | null {
  if (!terms?.limit) return null;
  const limit = formatKes(terms.limit.limitCents, t.locale);
  if (terms.offer === 'offered') return { text: t(`checkout.cash.upTo.${terms.limit.above}`, { limit }), above: false };
  return { text: t(`checkout.cash.above.${terms.offer}`, { limit, amount: formatKes(terms.driverCents, t.locale) }), above: true };
}
