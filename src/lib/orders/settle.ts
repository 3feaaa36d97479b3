import type { OrderStatus, PaymentStatus } from '../order-types.ts';
import { hasEnded, moveOrder, type OrderMove, type OrderState } from './lifecycle.ts';

/**
 * A cancelled order never keeps the customer's money (issue 43, item 12), pure. What Pesapal
 * reports moves the order only as its life allows (lifecycle.ts); a payment that completes for an
 * order that has ended is recorded and goes back at once. An ended order owes its customer two
 * things until they are done: every payment page it has is closed at Pesapal (so none can take
 * money), and every payment that completed is refunded. What cannot be done at once is tried again
 * after a growing wait, and then left to the team, who see it on the order's page.
 */

/** The order status a report asks for (payment-decision.ts): paid, failed, or refunded (the payment reads REVERSED). */
export type ReportedOrderStatus = 'paid' | 'payment_failed' | 'refunded';

export type ReportEffect =
  /** The order moves to `to`. */
  | { kind: 'move'; to: OrderStatus }
  /** The payment completed for an order that has ended: its money goes back. */
  | { kind: 'return_payment' }
  | { kind: 'none' };

const MOVES: Record<ReportedOrderStatus, OrderMove> = {
  paid: 'payment_completed',
  payment_failed: 'payment_failed',
  refunded: 'refund_completed',
};

const NONE: ReportEffect = { kind: 'none' };

/**
 * What one report does to the order in `from`, as the lifecycle decides it. `newlyCompleted`: this
 * report is the one that makes the payment COMPLETED (a repeat asks nothing more). A reversal the
 * shop did not ask for (a refund made in Pesapal's dashboard) is a refund asked and done at once.
 */
export function reportEffect(from: OrderState, reported: ReportedOrderStatus | null, newlyCompleted: boolean): ReportEffect {
  if (!reported) return NONE;
  const move = MOVES[reported];
  const verdict = moveOrder(from, move);
  if (verdict.ok) return verdict.changes ? { kind: 'move', to: verdict.to.orderStatus } : NONE;
  if (move === 'payment_completed') return newlyCompleted && hasEnded(from) ? { kind: 'return_payment' } : NONE;
  if (move === 'refund_completed') {
    const asked = moveOrder(from, 'refund_requested');
    const done = asked.ok && asked.changes ? moveOrder(asked.to, 'refund_completed') : null;
    if (done?.ok) return { kind: 'move', to: done.to.orderStatus };
  }
  return NONE;
}

/** A payment attempt as far as settling it goes. */
export interface SettlingPayment {
  provider: 'pesapal' | 'cash';
  status: PaymentStatus;
  /** Where its SubmitOrderRequest stands: only an answered one has a page Pesapal knows. */
  submitState: 'submitting' | 'answered' | 'failed';
  orderTrackingId: string | null;
  /** Kept as a lay-by's cancellation fee (lib/layby/refunds.ts): not returned. */
  keptAsFee?: boolean;
}

export type SettleStep = 'close_page' | 'return_payment';

/**
 * What an order still owes on one of its payments: nothing while it stands; once it has ended, a
 * page that could still take money (pending, or failed: the shopper may try again on it) is
 * closed, and a completed payment without a refund asked (or being asked) is returned. A page that
 * is being submitted is closed by the request submitting it, once Pesapal answers (submit-payment.ts).
 */
export function settleStep(order: OrderState, payment: SettlingPayment, hasLiveRefund: boolean): SettleStep | null {
  if (!hasEnded(order) || payment.provider !== 'pesapal') return null;
  if (payment.status === 'COMPLETED') return hasLiveRefund || payment.keptAsFee ? null : 'return_payment';
  const open = payment.submitState === 'answered' && payment.orderTrackingId !== null;
  return open && (payment.status === 'PENDING' || payment.status === 'FAILED') ? 'close_page' : null;
}

/** The waits before trying again, by how many tries failed: half a minute, growing to an hour. */
export const SETTLE_RETRY_DELAYS_MS = [30_000, 60_000, 120_000, 300_000, 600_000, 1_800_000, 3_600_000] as const;

/** After this many failed tries the sweep stops and the team takes over (the order's audit says why). */
export const SETTLE_MAX_TRIES = 20;

/** How long to wait after the `tries`-th failure (1 for the first). */
export function settleRetryDelayMs(tries: number): number {
  const index = Math.min(Math.max(tries, 1), SETTLE_RETRY_DELAYS_MS.length) - 1;
  return SETTLE_RETRY_DELAYS_MS[index]!;
}
