import type { OrderDelivery } from '../delivery/order-delivery.ts';
import type { PaymentMethod } from '../order-types.ts';

/**
 * Who is paid what for an order: "Pay now" (online, through Pesapal) and "Pay the driver" (cash or
 * M-PESA to the driver on delivery), and the sum of both. One rule for the review step, the
 * confirmation, /orders and the e-mails.
 */
export interface AmountsDue {
  /** Paid online when the order is placed: the order's total, or nothing for cash on delivery. */
  nowCents: number;
  /** Paid to the driver: the goods of a cash order, and the delivery fee when it is collected on delivery. */
  driverCents: number;
  /** The driver also collects a delivery fee our team has still to quote (Zone 4, a product without a weight). */
  driverFeeToQuote: boolean;
  /** nowCents + driverCents: everything the order costs that is known today. */
  sumCents: number;
}

export interface DueInput {
  chosenMethod: PaymentMethod;
  /** The order's total as priced: the goods, plus the delivery fee when it is charged online. */
  totalCents: number;
  delivery: Pick<OrderDelivery, 'feeCents' | 'collect'> | null;
  /** A cancelled or refunded order: no one is to pay anything (its total is still its total). */
  ended?: boolean;
}

export function amountsDue({ chosenMethod, totalCents, delivery, ended = false }: DueInput): AmountsDue {
  const feeAtDoor = delivery?.collect === 'on-delivery' ? delivery.feeCents : 0;
  const cash = chosenMethod === 'Cash';
  const nowCents = cash ? 0 : totalCents;
  const driverCents = (cash ? totalCents : 0) + (feeAtDoor ?? 0);
  const sumCents = nowCents + driverCents;
  return ended
    ? { nowCents: 0, driverCents: 0, driverFeeToQuote: false, sumCents }
    : { nowCents, driverCents, driverFeeToQuote: feeAtDoor === null, sumCents };
}

/** Whether an order has ended: cancelled, or its money being (or been) returned. Nothing is due on it. */
export function orderEnded(order: { status: string; cancellation?: unknown }): boolean {
  return Boolean(order.cancellation) || order.status === 'cancelled' || order.status === 'refund_requested' || order.status === 'refunded';
}

/** Whether an order waits for its online payment: Pay now (on /orders and /track) opens it. */
export function payableOnline(order: { chosenMethod: PaymentMethod; status: string }): boolean {
  return order.chosenMethod !== 'Cash' && (order.status === 'awaiting_payment' || order.status === 'payment_failed');
}
