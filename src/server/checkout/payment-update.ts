import { translationsFor } from '../../i18n/index.ts';
import type { PaymentView } from '../../lib/checkout/payment-query.ts';
import { isSettled, paymentOutcome, type ReportedPayment } from '../../lib/payment-status.ts';
import type { PaymentMethod, Database, Payment, PaymentStatusUpdate } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { PesapalClient } from '../pesapal/index.ts';
import { decidePaymentUpdate } from './payment-decision.ts';
import { reportEffect } from '../../lib/orders/settle.ts';
import { formatKes } from '../../lib/money.ts';
import { latePaymentMessages } from '../../lib/messages/late-payment-messages.ts';
import type { StatusChecks } from './status-checks.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import { queuePlanMessage, recordPlanPayment } from '../layby/record-payment.ts';

export interface RefreshResult {
  /** The payment's status answer but for its `message`: the shop's words for its outcome, in the asker's language (the route's). */
  view: Omit<PaymentView, 'message'>;
  /** True for the one report that moved the order to paid. */
  markedPaid: boolean;
}

/** What Pesapal reported about one payment, as far as our records need it. */
export interface PaymentReport extends ReportedPayment {
  reportedMethod: string | null;
  confirmationCode: string | null;
  message: string;
  /** Pesapal's code for why it failed (request_terminated_by_user...); null when it gave none. */
  reason?: string | null;
}

export type PaymentDeps = {
  db: Database;
  pesapal: Pick<PesapalClient, 'paymentPageOrigin'>;
  checks: StatusChecks;
  events?: OrderEvents | undefined;
  /** After a payment completed for an order that had ended: returns its money at once (orders/settle.ts, settleOrder). */
  settle?: ((orderId: string) => Promise<unknown>) | undefined;
};

function viewOf(payment: Payment, chosenMethod: PaymentMethod, paymentPageOrigin: string, orderTrackingId: string): RefreshResult['view'] {
  const outcome = paymentOutcome(payment.status, { reason: payment.statusReason, message: payment.statusMessage });
  return {
    status: payment.status,
    // The spec's payment status result names Pesapal's method `paymentMethod`.
    paymentMethod: payment.reportedMethod,
    chosenMethod,
    amount: payment.amountCents / 100,
    amountCents: payment.amountCents,
    currency: payment.currency,
    // What happened in the shop's words, never Pesapal's (which stay with the attempt for the team).
    outcome,
    confirmationCode: outcome === 'paid' || outcome === 'refunded' ? payment.confirmationCode : null,
    orderId: payment.orderId,
    orderTrackingId,
    paymentPageOrigin,
  };
}

/**
 * Records one report under the payment's row lock: moves the payment's and the order's statuses
 * (paid once, only on an exact match; see payment-decision.ts) and appends the report to the
 * payment's history only when it changes something. Checkout's status checks and the demo data
 * both record reports through here.
 */
export async function recordReport(
  tx: Database,
  paymentId: string,
  report: PaymentReport & { raw: unknown },
  source: PaymentStatusUpdate['source'],
  events?: OrderEvents,
): Promise<{ payment: Payment; markedPaid: boolean; queued: number; returnPayment: boolean } | null> {
  // The order's row first, then the payment's, as every writer of both takes them: the order's move is decided under its lock.
  const orderId = await tx.paymentAttempts.orderIdOf(paymentId);
  const state = orderId ? await tx.orders.lockState(orderId) : null;
  const payment = await tx.paymentAttempts.lock(paymentId);
  if (!payment || !state) return null;
  const decision = decidePaymentUpdate(payment.status, report, payment);
  // Kept with the payment beside Pesapal's own words, which are English: the shop reads it.
  const message = (decision.problem ? translationsFor('en')('payment.mismatch') : report.message).slice(0, 500);
  const confirmationCode = decision.status === 'COMPLETED' ? report.confirmationCode : null;
  // Why it failed: ours when the payment does not match the order, else as Pesapal coded it; none once it completed.
  const reason = decision.problem ?? (decision.status === 'FAILED' || decision.status === 'CANCELLED' ? (report.reason ?? null) : null);
  const changed =
    decision.status !== payment.status ||
    message !== (payment.statusMessage ?? '') ||
    reason !== payment.statusReason ||
    (report.reportedMethod !== null && report.reportedMethod !== payment.reportedMethod) ||
    (confirmationCode !== null && confirmationCode !== payment.confirmationCode);
  const recorded = changed
    ? (
        await tx.payments.recordStatus(payment.id, {
          status: decision.status,
          reportedMethod: report.reportedMethod,
          confirmationCode,
          message,
          reason,
          source,
          raw: decision.problem ? { problem: decision.problem, report: report.raw } : report.raw,
        })
      ).after
    : payment;
  // The order moves only as its life allows (lifecycle.ts); setStatus's guard stays the last wall.
  const newlyCompleted = decision.status === 'COMPLETED' && payment.status !== 'COMPLETED';
  // A lay-by's payment (issue 47) moves its plan first: the deposit, an instalment, the last shilling.
  const planned = decision.orderStatus === 'paid' ? await recordPlanPayment(tx, payment.orderId, state) : null;
  // Refunded once every refund asked is done: a lay-by's payments (or a late payment) go back one by one.
  const othersGoingBack =
    decision.orderStatus === 'refunded' &&
    (await tx.refunds.forOrder(payment.orderId)).some(
      (r) => r.paymentId !== payment.id && (r.status === 'sending' || r.status === 'requested'),
    );
  const effect = planned
    ? planned.effect
    : othersGoingBack
      ? { kind: 'none' as const }
      : reportEffect(state, decision.orderStatus, newlyCompleted);
  const moved = effect.kind === 'move' ? await tx.orders.setStatus(payment.orderId, effect.to) : false;
  // Pesapal reports the payment reversed: its refund is done (asked here, or by hand in Pesapal's dashboard).
  if (decision.status === 'REVERSED' && payment.status !== 'REVERSED') {
    const refund = await tx.refunds.completed(payment.id);
    await tx.orderActions.record(payment.orderId, {
      action: 'refund_completed',
      actor: null,
      actorRole: 'system',
      reason: null,
      detail: { refundId: refund?.id ?? null, source },
    });
  }
  // The customer hears of the move in the same transaction: once, however many reports repeat it.
  const event =
    decision.orderStatus === 'paid'
      ? 'order_received'
      : decision.orderStatus === 'payment_failed'
        ? 'payment_failed'
        : decision.orderStatus === 'refunded'
          ? 'refund_completed'
          : null;
  const queued = planned
    ? newlyCompleted && planned.event && events
      ? await queuePlanMessage(
          tx,
          payment.orderId,
          planned.event,
          { id: recorded.id, amountCents: recorded.amountCents, code: recorded.confirmationCode },
          events,
        )
      : 0
    : moved && events && event
      ? await events.queue(tx, payment.orderId, event)
      : 0;
  const returned = effect.kind === 'return_payment' ? await latePayment(tx, recorded, source, events) : 0;
  const returnPayment = effect.kind === 'return_payment';
  const markedPaid = moved && effect.kind === 'move' && effect.to === 'paid';
  return { payment: recorded, markedPaid, queued: queued + returned, returnPayment };
}

/**
 * A payment completed for an order that has ended (issue 43, item 12): it stays recorded as
 * completed, the order's audit says so, and the customer is told that all of it is going back;
 * the refund itself is asked once this commits (settle.ts), never inside the lock. Answers how
 * many messages were queued.
 */
async function latePayment(tx: Database, payment: Payment, source: PaymentStatusUpdate['source'], events?: OrderEvents): Promise<number> {
  // What is owed on it now is its money: a close that failed before no longer counts against it.
  await tx.paymentAttempts.settled(payment.id);
  await tx.orderActions.record(payment.orderId, {
    action: 'late_payment',
    actor: null,
    actorRole: 'system',
    reason: `${formatKes(payment.amountCents, 'en')} paid by ${payment.reportedMethod ?? 'Pesapal'} (${payment.confirmationCode ?? 'no code'}) after the order was cancelled: returned in full`,
    detail: { paymentId: payment.id, amountCents: payment.amountCents, confirmationCode: payment.confirmationCode, source },
  });
  return events ? events.queueWritten(tx, payment.orderId, (order, context) => latePaymentMessages(order, payment, context)) : 0;
}

/**
 * The status of one of our payments. Every caller (IPN, the return page, the frame page's polling)
 * comes through here. A settled payment (completed or reversed) is answered from our record when
 * a page asks; otherwise Pesapal is asked (coalesced per tracking id, see status-checks.ts: polls may
 * share a recent answer, an IPN or the shopper's return never take an older one) and the answer
 * recorded.
 */
export async function refreshPayment(
  deps: PaymentDeps,
  orderTrackingId: string,
  source: PaymentStatusUpdate['source'],
): Promise<RefreshResult> {
  const known = await deps.db.payments.byTrackingId(orderTrackingId);
  if (!known) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'payment.error.unknown');
  const origin = deps.pesapal.paymentPageOrigin;
  // An IPN, and the team checking a refund, always ask: only they can learn of a reversal.
  if (source !== 'ipn' && source !== 'admin' && isSettled(known.status))
    return { view: viewOf(known, known.chosenMethod, origin, orderTrackingId), markedPaid: false };

  const answer = await deps.checks.status(orderTrackingId, { fresh: source !== 'poll' });
  if (!answer.ok) {
    console.error(`Payment ${orderTrackingId}: Pesapal's status could not be read: ${answer.error.message}`);
    throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'payment.error.provider');
  }
  const report = answer.data;

  const recorded = await deps.db.transaction((tx) => recordReport(tx, known.id, { ...report, raw: report }, source, deps.events));
  if (!recorded) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'payment.error.unknown');
  if (recorded.queued > 0) deps.events?.sendNow(known.orderId);
  // Paid after the order was cancelled: the money goes back now; what Pesapal cannot take now, the sweep asks again.
  if (recorded.returnPayment)
    await deps
      .settle?.(known.orderId)
      .catch((error: unknown) => console.error(`Order ${known.orderId}: the late payment is not returned yet`, error));
  return { view: viewOf(recorded.payment, known.chosenMethod, origin, orderTrackingId), markedPaid: recorded.markedPaid };
}
