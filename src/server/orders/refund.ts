import { formatKes } from '../../lib/money.ts';
import { refundablePayment, refundVerdict, type RefundRefusal } from '../../lib/orders/after-sale.ts';
import type { AdminActor, Database, Order, Payment, Refund } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import type { PesapalClient } from '../pesapal/index.ts';
import { settleRetryDelayMs } from '../../lib/orders/settle.ts';

/** Pesapal's `username` for a refund the customer started by cancelling. */
export const CUSTOMER_CANCELLATION = 'online cancellation by the customer';

/** Who asks for a refund: an admin on the order page, or the customer by cancelling a paid order. */
export interface RefundActor {
  id: string | null;
  role: 'customer' | 'admin';
  /** Sent to Pesapal as `username`: the admin's e-mail, or the shop's for a customer's own cancellation. */
  username: string;
  /** An admin's audit identity: their refunds and cancellations are recorded in admin_actions. */
  audit?: AdminActor | undefined;
}

export interface RefundDeps {
  db: Database;
  pesapal: PesapalClient | undefined;
  events?: OrderEvents | undefined;
  /** Asks Pesapal for a payment's status and records it (the IPN's path): how a refund is found done. */
  refreshPayment?: ((orderTrackingId: string) => Promise<unknown>) | undefined;
}

export type RefundOutcome =
  /** Pesapal took the request (or had it already): the refund as it now stands. */
  | { ok: true; refund: Refund; repeated: boolean }
  /** Pesapal refused it or could not be reached: nothing was refunded, and it may be asked again. */
  | { ok: false; refund: Refund; detail: string };

function refusal(refusal: RefundRefusal, payment: Payment | null): ApiError {
  const field = refusal === 'partial_not_card' || refusal === 'more_than_collected' ? 'amountCents' : undefined;
  return new ApiError(
    409,
    `REFUND_${refusal.toUpperCase()}`,
    (t) => t(`refund.error.${refusal}`, { amount: formatKes(payment?.amountCents ?? 0, t.locale) }),
    field,
  );
}

/**
 * Refunds an order's payment through Pesapal's RefundRequest (issue 29): the whole payment, or part
 * of a card payment. The refund row is written first (`sending`), so of any number of racing
 * requests one asks Pesapal and the others answer with that refund; then Pesapal's answer moves it
 * to `requested` or `failed`. It is `completed` only when Pesapal, asked, reports the payment
 * REVERSED (payment-update.ts), never on a request's answer alone. Every step is in the order's audit.
 * A refund Pesapal did not take is scheduled on its payment: for an order that has ended, the
 * sweep asks again (orders/settle.ts). `paymentId` names the payment (one that completed after
 * the order was cancelled); `tell: false` queues no "refund on its way", for the caller has said so.
 */
export async function refundOrder(
  deps: RefundDeps,
  order: Order,
  input: {
    amountCents?: number | undefined;
    reason: string;
    actor: RefundActor;
    paymentId?: string | undefined;
    tell?: boolean | undefined;
  },
): Promise<RefundOutcome> {
  const { db } = deps;
  const payments = await db.payments.listForOrder(order.id);
  const payment = input.paymentId ? (payments.find((p) => p.id === input.paymentId) ?? null) : refundablePayment(payments);
  const live = payment && (await db.refunds.live(payment.id));
  if (live) {
    if (input.amountCents !== undefined && input.amountCents !== live.amountCents) throw refusal('already_refunded', payment);
    // A repeat asks Pesapal how the refund stands, so a retry also finds it done.
    if (live.status === 'requested' && payment.orderTrackingId && deps.refreshPayment)
      await deps.refreshPayment(payment.orderTrackingId).catch(() => undefined);
    return { ok: true, refund: (await db.refunds.live(payment.id)) ?? live, repeated: true };
  }
  const verdict = refundVerdict(payment, order.chosenMethod, input.amountCents, false);
  if (!verdict.ok) throw refusal(verdict.refusal, payment);
  if (!deps.pesapal) throw new ApiError(503, 'PAYMENTS_UNAVAILABLE', 'refund.error.unavailable');
  const paid = payment!;
  const { actor } = input;
  const started = await db.transaction(async (tx) => {
    const refund = await tx.refunds.start({
      orderId: order.id,
      paymentId: paid.id,
      amountCents: verdict.amountCents,
      reason: input.reason,
      requestedBy: actor.id,
      requestedByRole: actor.role,
      confirmationCode: verdict.confirmationCode,
    });
    if (refund) {
      await tx.orderActions.record(order.id, {
        action: 'refund_request',
        actor: actor.id,
        actorRole: actor.role,
        reason: input.reason,
        detail: { amountCents: refund.amountCents },
      });
      // Recorded as asked: Pesapal's answer (taken, refused) moves the refund, not the audit.
      if (actor.audit)
        await tx.adminActions.record(actor.audit, {
          action: 'order.refund',
          target: { kind: 'order', id: order.id },
          details: { amountCents: refund.amountCents, reason: input.reason.slice(0, 500), refundId: refund.id },
        });
    }
    return refund;
  });
  if (!started) {
    // Another request started this payment's refund a moment ago: answer with it.
    const other = await db.refunds.live(paid.id);
    if (other) return { ok: true, refund: other, repeated: true };
    throw refusal('already_refunded', paid);
  }

  const answer = await deps.pesapal.refund({
    confirmationCode: verdict.confirmationCode,
    amountCents: verdict.amountCents,
    username: actor.username,
    remarks: input.reason,
  });
  if (!answer.ok) {
    const detail = answer.error.message;
    console.error(`Order ${order.id}: Pesapal did not take the refund of ${verdict.amountCents} cents (${answer.error.kind}): ${detail}`);
    const failed = await db.transaction(async (tx) => {
      const refund = await tx.refunds.failed(started.id, detail);
      await tx.orderActions.record(order.id, {
        action: 'refund_failed',
        actor: null,
        actorRole: 'system',
        reason: null,
        detail: { refundId: started.id, kind: answer.error.kind, message: detail.slice(0, 300) },
      });
      await tx.paymentAttempts.settleFailed(paid.id, detail, new Date(), settleRetryDelayMs);
      return refund;
    });
    return { ok: false, refund: failed ?? started, detail };
  }
  const queued = await db.transaction(async (tx) => {
    const refund = await tx.refunds.requested(started.id, answer.data.message);
    await tx.orders.refundRequested(order.id);
    await tx.paymentAttempts.settled(paid.id);
    const count = deps.events && input.tell !== false ? await deps.events.queue(tx, order.id, 'refund_requested') : 0;
    return { refund, count };
  });
  if (queued.count > 0) deps.events?.sendNow(order.id);
  return { ok: true, refund: queued.refund ?? started, repeated: false };
}
