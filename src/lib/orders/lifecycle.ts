import type { DeliveryStatus, OrderStatus } from '../order-types.ts';

/**
 * An order's life, written once (issue 43): its payment (orders.status) and its delivery
 * (orders.delivery_status) together, the moves between them, and who may make each. Every route
 * that changes an order asks `moveOrder` first and refuses with 409 naming the stage when it says
 * no; the admin's order page offers exactly `adminSteps`; the database's guarded updates then
 * settle what two requests racing for one order decide (src/server/db/orders.ts).
 *
 *   awaiting payment ─paid→ paid ──────────ship→ shipped ─deliver→ delivered
 *        │  ↑ └failed→ payment failed ─paid→┘      │    ↑                 │ (cash: collect → paid)
 *   awaiting confirmation ─confirm→ cash on delivery ─ship┘                 │
 *   any stage before delivered ─cancel→ cancelled ─(paid: refund)→ refund requested → refunded
 *   lay-by (issue 47): awaiting payment ─deposit→ layby ─instalments→ layby ─last shilling→ paid
 *     (a lay-by order never ships before it is paid; cancelling it refunds what was paid, less the fee)
 */

/** The state the moves read: what the order row holds. */
export interface OrderState {
  orderStatus: OrderStatus;
  deliveryStatus: DeliveryStatus;
}

/** Where an order stands, in one word for people: the admin's badge, the 409's message. */
export type OrderStage =
  | 'awaiting_payment'
  | 'payment_failed'
  | 'awaiting_confirmation'
  | 'cash_on_delivery'
  | 'layby'
  | 'paid'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'refund_requested'
  | 'refunded';

/** Whatever happens to an order: the team's steps, and what Pesapal, a driver or a refund report. */
export const ORDER_MOVES = [
  // The team, on the order's page:
  'confirm',
  'ship',
  'deliver',
  'cancel',
  'collect_cash',
  // Reported by Pesapal (payment) and by the refund's progress:
  'payment_completed',
  /** A lay-by payment that leaves a balance: the deposit, or an instalment. */
  'layby_payment',
  'payment_failed',
  'refund_requested',
  'refund_completed',
  'refund_failed',
] as const;
export type OrderMove = (typeof ORDER_MOVES)[number];

/** The moves the team makes from the order's page, in the order they are offered. */
const ADMIN_STEPS = ['confirm', 'ship', 'deliver', 'collect_cash', 'cancel'] as const satisfies readonly OrderMove[];
export type AdminStep = (typeof ADMIN_STEPS)[number];

const ENDED: readonly OrderStatus[] = ['cancelled', 'refund_requested', 'refunded'];

export function stageOf({ orderStatus: status, deliveryStatus }: OrderState): OrderStage {
  if (ENDED.includes(status) || deliveryStatus === 'cancelled')
    return status === 'refund_requested' || status === 'refunded' ? status : 'cancelled';
  if (deliveryStatus === 'delivered') return 'delivered';
  if (deliveryStatus === 'shipped') return 'shipped';
  return status;
}

/** The outcome of a move: the state after it (the same when it changes nothing), or no. */
export type MoveVerdict = { ok: true; to: OrderState; changes: boolean } | { ok: false; stage: OrderStage };

const to = (from: OrderState, next: Partial<OrderState>): MoveVerdict => {
  const after = { ...from, ...next };
  return { ok: true, to: after, changes: after.orderStatus !== from.orderStatus || after.deliveryStatus !== from.deliveryStatus };
};
const stay = (from: OrderState): MoveVerdict => ({ ok: true, to: from, changes: false });
const no = (from: OrderState): MoveVerdict => ({ ok: false, stage: stageOf(from) });

/**
 * Whether `move` may happen to an order in `from`, and where it leaves it. A move that is already
 * done (a repeated IPN, a second "shipped") is allowed and changes nothing; a move the order's stage
 * does not allow is refused with that stage.
 */
export function moveOrder(from: OrderState, move: OrderMove): MoveVerdict {
  const { orderStatus: status, deliveryStatus } = from;
  const ended = ENDED.includes(status) || deliveryStatus === 'cancelled';
  switch (move) {
    case 'confirm':
      return status === 'awaiting_confirmation' && !ended ? to(from, { orderStatus: 'cash_on_delivery' }) : no(from);
    case 'ship':
      if (deliveryStatus === 'shipped' && !ended) return stay(from);
      // Goods leave once paid online, or to be paid to the driver; never while an online payment is awaited.
      return deliveryStatus === 'pending' && (status === 'paid' || status === 'cash_on_delivery')
        ? to(from, { deliveryStatus: 'shipped' })
        : no(from);
    case 'deliver':
      if (deliveryStatus === 'delivered') return stay(from);
      return deliveryStatus === 'shipped' && !ended ? to(from, { deliveryStatus: 'delivered' }) : no(from);
    case 'collect_cash':
      // What the driver brought back, recorded once the goods have left; paid in full ends what is owed.
      return status === 'cash_on_delivery' && (deliveryStatus === 'shipped' || deliveryStatus === 'delivered')
        ? to(from, { orderStatus: 'paid' })
        : no(from);
    case 'cancel':
      if (status === 'cancelled' && deliveryStatus === 'cancelled') return stay(from);
      return ended || deliveryStatus === 'delivered' ? no(from) : to(from, { orderStatus: 'cancelled', deliveryStatus: 'cancelled' });
    case 'payment_completed':
      if (status === 'paid') return stay(from);
      return status === 'awaiting_payment' || status === 'payment_failed' || status === 'layby'
        ? to(from, { orderStatus: 'paid' })
        : no(from);
    case 'layby_payment':
      if (status === 'layby') return stay(from);
      return status === 'awaiting_payment' || status === 'payment_failed' ? to(from, { orderStatus: 'layby' }) : no(from);
    case 'payment_failed':
      if (status === 'payment_failed') return stay(from);
      return status === 'awaiting_payment' ? to(from, { orderStatus: 'payment_failed' }) : no(from);
    case 'refund_requested':
      if (status === 'refund_requested') return stay(from);
      return status === 'paid' || status === 'cancelled' ? to(from, { orderStatus: 'refund_requested' }) : no(from);
    case 'refund_completed':
      if (status === 'refunded') return stay(from);
      return status === 'refund_requested' ? to(from, { orderStatus: 'refunded' }) : no(from);
    case 'refund_failed':
      // Pesapal refused: the order is again what it was, cancelled or paid, and may be refunded again.
      return status === 'refund_requested' ? to(from, { orderStatus: deliveryStatus === 'cancelled' ? 'cancelled' : 'paid' }) : no(from);
  }
}

/**
 * Whether the order has ended: cancelled, or its refund asked or done. Nothing may pay it any more
 * (payment_completed is refused), so a payment Pesapal confirms for it now is not the shop's to
 * keep: it goes back at once (src/lib/orders/settle.ts).
 */
export function hasEnded(from: OrderState): boolean {
  const stage = stageOf(from);
  return stage === 'cancelled' || stage === 'refund_requested' || stage === 'refunded';
}

/** Whether `move` would change the order: allowed and not already done. */
export function movesOrder(from: OrderState, move: OrderMove): boolean {
  const verdict = moveOrder(from, move);
  return verdict.ok && verdict.changes;
}

/** The team's next steps on an order, as its page offers them: each allowed and not yet done. */
export function adminSteps(from: OrderState): AdminStep[] {
  return ADMIN_STEPS.filter((step) => movesOrder(from, step));
}

/** The delivery status a step sets, for the routes that speak in delivery statuses (PATCH /api/orders/{id}). */
export function stepForDeliveryStatus(deliveryStatus: DeliveryStatus): Extract<AdminStep, 'ship' | 'deliver' | 'cancel'> | null {
  if (deliveryStatus === 'shipped') return 'ship';
  if (deliveryStatus === 'delivered') return 'deliver';
  if (deliveryStatus === 'cancelled') return 'cancel';
  return null;
}
