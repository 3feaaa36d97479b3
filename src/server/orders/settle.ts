import { everyRound, type Rounds } from '../rounds.ts';
import { hasEnded } from '../../lib/orders/lifecycle.ts';
import { SETTLE_MAX_TRIES, settleRetryDelayMs, settleStep } from '../../lib/orders/settle.ts';
import type { PaymentStatus } from '../../lib/payment-status.ts';
import { pageVerdict } from '../checkout/reuse-attempt.ts';
import type { Database, Order, PaymentAttempt } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import type { PesapalClient } from '../pesapal/index.ts';
import { CUSTOMER_CANCELLATION, refundOrder } from './refund.ts';

/**
 * A cancelled order never keeps the customer's money (issue 43, item 12). Once an order has ended,
 * what it still owes on its payments (lib/orders/settle.ts) is done here: every page still open at
 * Pesapal is closed (CancelOrder), and every payment that completed without a refund is returned
 * (RefundRequest, refund.ts). It runs at once where an order ends or a late payment is recorded
 * (the cancel, the payment's report, a payment page submitted while the order was cancelled), and
 * from a sweep (Node's worker, Cloudflare's cron) for what Pesapal could not take then, after a
 * growing wait. Every step is in the order's audit, where the team sees what failed and why.
 */
export interface SettleDeps {
  db: Database;
  pesapal: PesapalClient | undefined;
  events?: OrderEvents | undefined;
  /** Asks Pesapal for a payment's status and records it (payment-update.ts): how a page Pesapal would not close is found paid or closed. */
  refreshPayment?: ((orderTrackingId: string) => Promise<unknown>) | undefined;
  now?: (() => Date) | undefined;
}

/** Kept as the refund's reason, and sent to Pesapal as `username`, for a payment that completed after its order was cancelled. */
export const LATE_PAYMENT_REASON = 'Paid after the order was cancelled: returned in full';
const LATE_PAYMENT_USERNAME = 'automatic refund: paid after the order was cancelled';

const clock = (deps: SettleDeps) => (deps.now ?? (() => new Date()))();

/** What became of a page the shop asked Pesapal to close. */
export type CloseOutcome = 'closed' | 'gone' | 'failed';

/**
 * Closes one payment page at Pesapal, so that it can take no money: recorded CANCELLED (and in the
 * order's audit). When Pesapal will not close it, it was paid or closed already: Pesapal is asked
 * which and the answer recorded (a payment found completed then goes back, payment-update.ts).
 * Pesapal unreachable, or a page it neither closes nor reports finished: the failure is kept on
 * the payment (the first one in the audit too) and the sweep tries again later.
 */
export async function closePage(
  deps: SettleDeps,
  attempt: Pick<PaymentAttempt, 'id' | 'orderId' | 'orderTrackingId' | 'merchantReference'>,
): Promise<CloseOutcome> {
  const { db } = deps;
  const trackingId = attempt.orderTrackingId;
  if (!trackingId) return 'gone';
  const answer = deps.pesapal ? await deps.pesapal.cancelOrder(trackingId) : null;
  if (answer?.ok) {
    await db.transaction(async (tx) => {
      // The order's row before the payment's, as every writer of both takes them.
      await tx.orders.lockState(attempt.orderId);
      if (await tx.paymentAttempts.closed(attempt.id, `Closed at Pesapal after the order was cancelled: ${answer.data.message}`))
        await tx.orderActions.record(attempt.orderId, {
          action: 'page_closed',
          actor: null,
          actorRole: 'system',
          reason: null,
          detail: { paymentId: attempt.id, orderTrackingId: trackingId },
        });
    });
    return 'closed';
  }
  if (answer && answer.error.kind === 'rejected') {
    const now = await askWhyNotClosed(deps, { ...attempt, orderTrackingId: trackingId });
    if (now !== null && now !== 'PENDING' && now !== 'FAILED') return 'gone';
  }
  const why = answer ? `${answer.error.kind}: ${answer.error.message}` : 'Pesapal is not configured';
  console.error(`Order ${attempt.orderId}: payment page ${trackingId} not closed (${why}); tried again later`);
  await db.transaction(async (tx) => {
    await tx.orders.lockState(attempt.orderId);
    const tries = await tx.paymentAttempts.settleFailed(attempt.id, why, clock(deps), settleRetryDelayMs);
    if (tries === 1)
      await tx.orderActions.record(attempt.orderId, {
        action: 'page_close_failed',
        actor: null,
        actorRole: 'system',
        reason: why.slice(0, 500),
        detail: { paymentId: attempt.id, orderTrackingId: trackingId },
      });
  });
  return 'failed';
}

/**
 * Pesapal would not close a page: it was paid, closed already, or Pesapal does not know it. Asks
 * which (reuse-attempt.ts reads the answer as Pay now does). A page Pesapal does not know or has
 * closed can take no money: recorded closed. Otherwise what it reports is recorded (a payment
 * found completed then goes back, payment-update.ts). Answers the payment's status now, or null
 * when Pesapal could not be asked (or its answer not recorded).
 */
export async function askWhyNotClosed(
  deps: SettleDeps,
  attempt: Pick<PaymentAttempt, 'id' | 'orderId' | 'merchantReference'> & { orderTrackingId: string },
): Promise<PaymentStatus | null> {
  if (!deps.pesapal) return null;
  const answer = await deps.pesapal.getStatus(attempt.orderTrackingId);
  const verdict = pageVerdict(attempt, answer);
  if (!verdict.reuse) {
    await deps.db.paymentAttempts.closed(attempt.id, verdict.reason);
    return 'CANCELLED';
  }
  if (!answer.ok || !deps.refreshPayment) return null;
  try {
    await deps.refreshPayment(attempt.orderTrackingId);
  } catch (error) {
    console.error(`Payment ${attempt.orderTrackingId}: its status could not be recorded`, error);
    return null;
  }
  return (await deps.db.paymentAttempts.forOrder(attempt.orderId)).find((a) => a.id === attempt.id)?.status ?? null;
}

/**
 * Returns a completed payment of an ended order through Pesapal's RefundRequest (refund.ts), in
 * full. One that completed after the cancellation goes back as such (its customer was told when
 * it was recorded); one the cancellation itself was refunding, asked again, in its own words.
 */
async function returnPayment(deps: SettleDeps, order: Order, payment: PaymentAttempt): Promise<void> {
  const cancelled = order.cancellation;
  const late = !cancelled || !payment.completedAt || Date.parse(payment.completedAt) >= Date.parse(cancelled.at);
  const role = cancelled?.by ?? 'customer';
  // A lay-by's payment goes back as the plan's end decided (its fee kept from a card payment: part of it); a later one in full.
  const planned = order.plan?.ended ? order.plan.refunds?.find((line) => line.id === payment.id) : undefined;
  if (planned && planned.refundCents === 0) return;
  try {
    await refundOrder(deps, order, {
      paymentId: payment.id,
      amountCents: planned?.refundCents,
      reason: late ? LATE_PAYMENT_REASON : cancelled.reason,
      actor: { id: null, role, username: late ? LATE_PAYMENT_USERNAME : role === 'customer' ? CUSTOMER_CANCELLATION : 'the shop' },
      // A lay-by's end told the customer what goes back (layby_ended).
      tell: !late && !order.plan,
    });
  } catch (error) {
    // Refunded meanwhile, or no longer completed: nothing left to return.
    if (!(error instanceof ApiError) || error.status !== 409) throw error;
  }
}

/**
 * Does what an ended order still owes on its payments; nothing for an order that stands. With
 * `dueOnly` (the sweep), a payment waits for its next try and is left to the team after
 * SETTLE_MAX_TRIES failures.
 */
export async function settleOrder(deps: SettleDeps, orderId: string, options: { dueOnly?: boolean } = {}): Promise<void> {
  const order = await deps.db.orders.byId(orderId);
  if (!order || !hasEnded(order)) return;
  const now = clock(deps).getTime();
  for (const attempt of await deps.db.paymentAttempts.forOrder(orderId)) {
    const { tries, nextAt } = attempt.settle;
    if (options.dueOnly && (tries >= SETTLE_MAX_TRIES || (nextAt !== null && Date.parse(nextAt) > now))) continue;
    const live = attempt.status === 'COMPLETED' && (await deps.db.paymentAttempts.hasLiveRefund(attempt.id));
    const step = settleStep(order, attempt, live);
    if (step === 'close_page') await closePage(deps, attempt);
    else if (step === 'return_payment') await returnPayment(deps, order, attempt);
  }
}

/** One round of the sweep: the orders due, at most `limit`, each settled on its own (a failure is logged and kept for the next round). */
export async function settleDue(deps: SettleDeps, limit = 20): Promise<{ orders: number }> {
  const ids = await deps.db.paymentAttempts.dueForSettling(clock(deps), limit, SETTLE_MAX_TRIES);
  for (const id of ids)
    await settleOrder(deps, id, { dueOnly: true }).catch((error: unknown) => console.error(`Order ${id}: not settled this round`, error));
  return { orders: ids.length };
}

export type SettleWorker = Pick<Rounds, 'stop'>;

/** The Node server's sweep: a round every `intervalMs` (default 5 s), one at a time. */
export function startSettleWorker(deps: SettleDeps, options: { intervalMs?: number } = {}): SettleWorker {
  return everyRound(() => settleDue(deps), {
    intervalMs: options.intervalMs ?? 5_000,
    onError: (error) => console.error('Settle round failed', error),
    firstAfterInterval: true,
  });
}
