import type { DeliveryStatus, OrderStatus } from '../order-types.ts';

/** The steps of an order's life a shopper follows (DESIGN: one life, told the same everywhere). */
export const TIMELINE_EVENTS = [
  'placed',
  'paid',
  'payOnDelivery',
  'awaitingConfirmation',
  'awaitingPayment',
  'dispatched',
  'delivered',
  'cancelled',
  'refundRequested',
  'refunded',
] as const;
type TimelineEvent = (typeof TIMELINE_EVENTS)[number];

export interface TimelineStep {
  event: TimelineEvent;
  /** When it happened (ISO 8601); null for a step still to come that has no date (to pay on delivery). */
  at: string | null;
}

export interface TimelineOrder {
  orderStatus: OrderStatus;
  createdAt: string;
  paidAt: string | null;
  /** When it was cancelled, or null. */
  cancelledAt: string | null;
  /** Its refund: when Pesapal took the request, and when it reported the money returned. */
  refund: { requestedAt: string | null; completedAt: string | null } | null;
}

/** One change of the delivery status, as recorded. */
export interface DeliveryStep {
  to: DeliveryStatus;
  changedAt: string;
}

const DELIVERY_EVENT: Partial<Record<DeliveryStatus, TimelineEvent>> = {
  shipped: 'dispatched',
  delivered: 'delivered',
  cancelled: 'cancelled',
};

/**
 * What has happened to an order, oldest first: placed; paid, or (while it stands) to pay on
 * delivery, to be confirmed by phone (cash above the shop's limit) or awaiting its payment; then each delivery change (dispatched, delivered, cancelled) as
 * the team recorded it, each step once at its latest date, a cancellation at its own time; then its
 * refund, asked and done. A status reached with no recorded date (older orders) shows undated.
 */
export function orderTimeline(order: TimelineOrder, deliveries: readonly DeliveryStep[]): TimelineStep[] {
  const steps: TimelineStep[] = [{ event: 'placed', at: order.createdAt }];
  const stands = !order.cancelledAt && order.orderStatus !== 'cancelled';
  if (order.paidAt) steps.push({ event: 'paid', at: order.paidAt });
  else if (stands && order.orderStatus === 'cash_on_delivery') steps.push({ event: 'payOnDelivery', at: null });
  else if (stands && order.orderStatus === 'awaiting_confirmation') steps.push({ event: 'awaitingConfirmation', at: null });
  else if (stands && (order.orderStatus === 'awaiting_payment' || order.orderStatus === 'payment_failed'))
    steps.push({ event: 'awaitingPayment', at: null });
  const latest = new Map<TimelineEvent, string>();
  for (const change of deliveries) {
    const event = DELIVERY_EVENT[change.to];
    if (event) latest.set(event, change.changedAt);
  }
  if (order.cancelledAt) latest.set('cancelled', order.cancelledAt);
  for (const [event, at] of [...latest].sort((a, b) => a[1].localeCompare(b[1]))) steps.push({ event, at });
  if (order.orderStatus === 'cancelled' && !latest.has('cancelled')) steps.push({ event: 'cancelled', at: null });
  const refund = order.refund;
  if (refund || order.orderStatus === 'refund_requested') steps.push({ event: 'refundRequested', at: refund?.requestedAt ?? null });
  if (refund?.completedAt || order.orderStatus === 'refunded') steps.push({ event: 'refunded', at: refund?.completedAt ?? null });
  return steps;
}
