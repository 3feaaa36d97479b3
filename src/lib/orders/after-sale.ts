import { paymentMethodKind } from '../order-display.ts';
import type { DeliveryStatus, OrderStatus, PaymentMethod } from '../order-types.ts';
import type { PaymentStatus } from '../payment-status.ts';
import { moveOrder } from './lifecycle.ts';

/**
 * Who may cancel an order and refund its payment, and how (issue 29), pure. The refund policy lets a
 * customer cancel within its change window (CMS site settings, "2 hours" in the policy's words)
 * and before dispatch; the team may cancel any order not yet delivered (a dispatched one can still
 * be called back). Pesapal refunds only a completed payment, mobile money only in full, card
 * payments in full or in part, never more than was collected, once per payment.
 */

export type Actor = 'customer' | 'admin';

/** What cancelling does: a cash order is simply cancelled; an unpaid online one is cancelled at Pesapal too; a paid one is refunded. */
export const CANCEL_PLANS = ['cancel', 'cancel_at_pesapal', 'cancel_and_refund'] as const;
export type CancelPlan = (typeof CANCEL_PLANS)[number];

/** Why not; `paying` only under the order's lock (cancelUnderLock): it was paid between the plan and the lock. */
export const CANCEL_REFUSALS = ['already_cancelled', 'dispatched', 'delivered', 'too_late', 'paying'] as const;
export type CancelRefusal = (typeof CANCEL_REFUSALS)[number];

export interface CancellableOrder {
  orderStatus: OrderStatus;
  deliveryStatus: DeliveryStatus;
  chosenMethod: PaymentMethod;
  createdAt: string;
  /** When it was cancelled, if it was (an Order's own field). */
  cancellation: { at: string } | null;
}

/** The last moment a customer may cancel: the change window after placing. */
export function customerCancelDeadline(createdAt: string, windowHours: number): Date {
  return new Date(Date.parse(createdAt) + windowHours * 3_600_000);
}

export type CancelVerdict = { ok: true; plan: CancelPlan } | { ok: false; refusal: CancelRefusal };

export function cancelVerdict(order: CancellableOrder, actor: Actor, now: Date, windowHours: number): CancelVerdict {
  const move = moveOrder(order, 'cancel');
  if (order.cancellation || (move.ok && !move.changes)) return { ok: false, refusal: 'already_cancelled' };
  if (!move.ok) return { ok: false, refusal: move.stage === 'delivered' ? 'delivered' : 'already_cancelled' };
  if (order.deliveryStatus === 'shipped' && actor === 'customer') return { ok: false, refusal: 'dispatched' };
  if (actor === 'customer' && now.getTime() > customerCancelDeadline(order.createdAt, windowHours).getTime())
    return { ok: false, refusal: 'too_late' };
  // A cash order paid to the driver is refunded by hand, not through Pesapal.
  if (order.orderStatus === 'paid' && order.chosenMethod !== 'Cash') return { ok: true, plan: 'cancel_and_refund' };
  if (order.orderStatus === 'cash_on_delivery' || order.chosenMethod === 'Cash') return { ok: true, plan: 'cancel' };
  return { ok: true, plan: 'cancel_at_pesapal' };
}

/**
 * The cancel judged again under the order's row lock, on the order as it stands there (`now`, from
 * cancelVerdict), by one rule: a payment confirmed before the cancel took hold wins. So a cancel
 * planned on an unpaid order that is paid by now is refused as `paying` (409: the customer looks
 * again and may cancel the paid order, which refunds it); one the order no longer allows is
 * refused as cancelVerdict says; any other goes ahead as planned.
 */
export function cancelUnderLock(planned: CancelPlan, now: CancelVerdict): CancelVerdict {
  if (!now.ok) return now;
  if (now.plan === 'cancel_and_refund' && planned !== 'cancel_and_refund') return { ok: false, refusal: 'paying' };
  return now;
}

/** The payment a refund would return, as recorded. */
export interface RefundablePayment {
  status: PaymentStatus;
  amountCents: number;
  /** What Pesapal reported it was paid with (MpesaKE, Visa…), or null. */
  reportedMethod: string | null;
  confirmationCode: string | null;
}

export type RefundRefusal = 'not_paid' | 'already_refunded' | 'partial_not_card' | 'more_than_collected';

export type RefundVerdict = { ok: true; amountCents: number; confirmationCode: string } | { ok: false; refusal: RefundRefusal };

/**
 * The payment a refund returns: the completed one (or the one already reversed), newest first.
 * Only a payment made through Pesapal: a cash order's record, completed once the driver's cash
 * came in, is returned by hand, never asked of Pesapal.
 */
export function refundablePayment<P extends Pick<RefundablePayment, 'status'> & { provider?: 'pesapal' | 'cash' }>(
  payments: readonly P[],
): P | null {
  const online = payments.filter((p) => p.provider !== 'cash');
  return online.find((p) => p.status === 'COMPLETED') ?? online.find((p) => p.status === 'REVERSED') ?? null;
}

/** Whether Pesapal can refund part of this payment: cards only (mobile money and bank payments are refunded in full). */
export function refundsInPart(payment: Pick<RefundablePayment, 'reportedMethod'>, chosen: PaymentMethod): boolean {
  const kind = paymentMethodKind(payment.reportedMethod, chosen);
  return kind === 'visa' || kind === 'mastercard' || kind === 'card';
}

/**
 * Whether `payment` may be refunded by `amountCents` (the whole payment when not given). A payment
 * with a refund asked, done, or being asked is refused here; the database's one-per-payment index
 * decides between requests that race.
 */
export function refundVerdict(
  payment: RefundablePayment | null,
  chosen: PaymentMethod,
  amountCents: number | undefined,
  hasLiveRefund: boolean,
): RefundVerdict {
  if (payment?.status === 'REVERSED' || hasLiveRefund) return { ok: false, refusal: 'already_refunded' };
  if (!payment || payment.status !== 'COMPLETED' || !payment.confirmationCode) return { ok: false, refusal: 'not_paid' };
  const amount = amountCents ?? payment.amountCents;
  if (amount > payment.amountCents) return { ok: false, refusal: 'more_than_collected' };
  if (amount < payment.amountCents && !refundsInPart(payment, chosen)) return { ok: false, refusal: 'partial_not_card' };
  return { ok: true, amountCents: amount, confirmationCode: payment.confirmationCode };
}
