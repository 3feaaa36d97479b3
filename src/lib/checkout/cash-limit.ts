import type { OrderDelivery } from '../delivery/order-delivery.ts';
import { cashAtTheDoor } from '../orders/figures.ts';

/**
 * The shop's limit on cash on delivery (issue 43): above an amount the driver would carry back, cash
 * on delivery is either offered only after the team has confirmed the order by phone, or not
 * offered at all (CMS site settings). One rule for the checkout's payment step, the review and the
 * server, which enforces it when the order is placed.
 */

/** What happens above the limit, as the CMS names it. */
export const CASH_ABOVE_LIMIT = ['call-first', 'not-offered'] as const;
type CashAboveLimit = (typeof CASH_ABOVE_LIMIT)[number];

/** The setting, in cents (whole shillings); null in the snapshot where the shop sets no limit. */
export interface CashLimit {
  limitCents: number;
  above: CashAboveLimit;
}

/** Cash on delivery for one order: offered as it is, offered once the team has called, or not offered. */
export type CashOffer = 'offered' | CashAboveLimit;

/** The rule itself: up to and including the limit, cash on delivery is offered; above it, what the setting says. */
export function cashOffer(driverCents: number, limit: CashLimit | null | undefined): CashOffer {
  return !limit || driverCents <= limit.limitCents ? 'offered' : limit.above;
}

/** An order as the server priced it (a quote, or the order being placed). */
export interface PricedForCash {
  totalCents: number;
  delivery: Pick<OrderDelivery, 'feeCents' | 'collect'> | null;
}

/**
 * The rule for a priced order: the amount is what the driver would collect if it were paid in cash
 * (the goods, and the delivery fee where the driver collects it; a fee still to be quoted is not
 * known, so not counted).
 */
export function cashOfferFor(order: PricedForCash, limit: CashLimit | null | undefined): { offer: CashOffer; driverCents: number } {
  const driverCents = cashAtTheDoor(order);
  return { offer: cashOffer(driverCents, limit), driverCents };
}
