import { cancelUnderLock, cancelVerdict, type Actor, type CancelRefusal } from '../../lib/orders/after-sale.ts';
import type { Database, Order } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import type { PesapalClient } from '../pesapal/index.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { CancelWindow } from '../../lib/account/account-order.ts';
import { refundOrder, type RefundActor, type RefundOutcome } from './refund.ts';
import { askWhyNotClosed, settleOrder } from './settle.ts';
import { isOpen } from '../../lib/layby/plan.ts';
import { endPlan } from '../layby/end.ts';

export interface CancelDeps {
  db: Database;
  pesapal: PesapalClient | undefined;
  events?: OrderEvents | undefined;
  refreshPayment?: ((orderTrackingId: string) => Promise<unknown>) | undefined;
  /** The time, and the refund policy's change window in hours (CMS site settings; 0 when customers may not cancel online). */
  cancelWindow: () => Promise<CancelWindow>;
}

export { CUSTOMER_CANCELLATION } from './refund.ts';

/** The change window from the CMS site settings the build published (none: customers cancel by calling), and an installation's reschedule hours. */
export function cancelWindowFrom(catalogue: CatalogueSource, now: () => Date): () => Promise<CancelWindow> {
  return async () => {
    const snapshot = await catalogue();
    return { now: now(), hours: snapshot.shop?.orderChangeHours ?? 0, rescheduleHours: snapshot.installation?.rescheduleHours ?? null };
  };
}

export interface CancelOutcome {
  order: Order;
  /** The refund a paid order's cancellation started, or null for an order with nothing paid. */
  refund: RefundOutcome | null;
}

/**
 * Cancels an order (issue 29): a cash order at once; an unpaid online order at Pesapal first
 * (CancelOrder, so its payment pages can no longer take money), then here; a paid one here, then
 * its refund through Pesapal. The customer may do it within the policy's change window and before
 * dispatch, an admin until delivery. The order's cancellation, its audit entry and its messages (the
 * customer's, and the shop's alert when a customer cancels) are written in one transaction.
 *
 * A cancelled order never keeps the customer's money (issue 43, item 12): the cancel is decided
 * again under the order's row lock, on what the order is there (after-sale.ts, cancelUnderLock: a
 * payment confirmed before the cancel took hold wins, and the cancel is a 409 CANCEL_PAYING). Once
 * it is cancelled, every page the order still has open (one opened while this request was closing
 * the others) is closed, and a payment that completes afterwards goes back at once (settle.ts).
 */
export async function cancelOrder(deps: CancelDeps, order: Order, input: { reason: string; actor: RefundActor }): Promise<CancelOutcome> {
  const role: Actor = input.actor.role;
  const { now, hours } = await deps.cancelWindow();
  // A lay-by still being paid ends as its terms say (issue 47): any time before it is paid in full, the fee kept, the rest returned.
  if (order.plan && isOpen(order.plan))
    return {
      order: await endPlan({ ...deps, now: () => now }, order, { status: 'cancelled', actor: input.actor, reason: input.reason }),
      refund: null,
    };
  const refused = (refusal: CancelRefusal) =>
    new ApiError(409, `CANCEL_${refusal.toUpperCase()}`, `cancel.error.${refusal}`, undefined, { hours, count: hours });
  const verdict = cancelVerdict(order, role, now, hours);
  if (!verdict.ok) throw refused(verdict.refusal);

  if (verdict.plan === 'cancel_at_pesapal') await closePagesFirst(deps, order);

  const refusal = await deps.db.transaction(async (tx) => {
    const state = await tx.orders.lockState(order.id);
    if (!state) return 'already_cancelled';
    // Judged again on the order as it is now, under its lock: paid, shipped or cancelled by another request meanwhile.
    const judged = cancelUnderLock(verdict.plan, cancelVerdict({ ...order, ...state }, role, now, hours));
    if (!judged.ok) return judged.refusal;
    const raced = await tx.orders.cancel(order.id, { by: role, actor: input.actor.id, reason: input.reason });
    if (raced) return raced;
    await tx.orderActions.record(order.id, {
      action: 'cancel',
      actor: input.actor.id,
      actorRole: role,
      reason: input.reason,
      detail: { plan: verdict.plan },
    });
    if (input.actor.audit)
      await tx.adminActions.record(input.actor.audit, {
        action: 'order.cancel',
        target: { kind: 'order', id: order.id },
        details: { reason: input.reason.slice(0, 500), plan: verdict.plan },
      });
    if (deps.events) {
      await deps.events.queue(tx, order.id, 'order_cancelled');
      if (role === 'customer') await deps.events.queue(tx, order.id, 'shop_order_cancelled');
    }
    return null;
  });
  if (refusal) throw refused(refusal);
  deps.events?.sendNow(order.id);

  const refund = verdict.plan === 'cancel_and_refund' ? await refundOrder(deps, order, { reason: input.reason, actor: input.actor }) : null;
  // Whatever is still open: a page opened while the cancel was under way. A refund that just failed waits for its next try.
  await settleOrder(deps, order.id, { dueOnly: true });
  const after = await deps.db.orders.byId(order.id);
  return { order: after ?? order, refund };
}

/**
 * Closes every payment page of an unpaid order at Pesapal before it is cancelled here, each then
 * recorded CANCELLED. A page Pesapal will not close was paid or closed meanwhile (or Pesapal does
 * not know it): Pesapal is asked and its answer recorded; unless the page can take no money, the
 * cancel is refused (409, look again: a paid order is then cancelled with a refund). Pesapal
 * unreachable leaves the order as it was (502). A page still being submitted is closed by its own request once Pesapal answers it
 * (submit-payment.ts), which finds the order cancelled.
 */
async function closePagesFirst(deps: CancelDeps, order: Order): Promise<void> {
  const open = (await deps.db.paymentAttempts.forOrder(order.id)).filter(
    (a) => a.submitState === 'answered' && a.orderTrackingId && (a.status === 'PENDING' || a.status === 'FAILED'),
  );
  if (open.length === 0) return;
  if (!deps.pesapal) throw new ApiError(503, 'PAYMENTS_UNAVAILABLE', 'cancel.error.provider');
  for (const payment of open) {
    const trackingId = payment.orderTrackingId!;
    const answer = await deps.pesapal.cancelOrder(trackingId);
    if (answer.ok) {
      await deps.db.paymentAttempts.closed(payment.id, `Closed at Pesapal as the order was cancelled: ${answer.data.message}`);
      continue;
    }
    console.error(`Order ${order.id}: Pesapal did not cancel ${trackingId} (${answer.error.kind}): ${answer.error.message}`);
    if (answer.error.kind !== 'rejected') throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'cancel.error.provider');
    // Refused: the page was paid or closed meanwhile, or Pesapal does not know it. Only a page that can take no money lets the cancel go on.
    const now = await askWhyNotClosed(deps, { ...payment, orderTrackingId: trackingId });
    if (now === null) throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'cancel.error.provider');
    if (now !== 'CANCELLED') throw new ApiError(409, 'CANCEL_PAYING', 'cancel.error.paying');
  }
}
