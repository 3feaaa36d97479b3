import { cancelVerdict, type Actor } from '../../lib/orders/after-sale.ts';
import type { Database, Order } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import type { PesapalClient } from '../pesapal/index.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { CancelWindow } from '../../lib/account/account-order.ts';
import { refundOrder, type RefundActor, type RefundOutcome } from './refund.ts';

export interface CancelDeps {
  db: Database;
  pesapal: PesapalClient | undefined;
  events?: OrderEvents | undefined;
  refreshPayment?: ((orderTrackingId: string) => Promise<unknown>) | undefined;
  /** The time, and the refund policy's change window in hours (CMS site settings; 0 when customers may not cancel online). */
  cancelWindow: () => Promise<CancelWindow>;
}

/** Pesapal's `username` for a refund the customer started by cancelling. */
export const CUSTOMER_CANCELLATION = 'online cancellation by the customer';

/** The change window from the CMS site settings the build published: none, and customers cancel by calling. */
export function cancelWindowFrom(catalogue: CatalogueSource, now: () => Date): () => Promise<CancelWindow> {
  return async () => ({ now: now(), hours: (await catalogue()).shop?.orderChangeHours ?? 0 });
}

export interface CancelOutcome {
  order: Order;
  /** The refund a paid order's cancellation started, or null for an order with nothing paid. */
  refund: RefundOutcome | null;
}

/**
 * Cancels an order (issue 29): a cash order at once; an unpaid online order at Pesapal first
 * (CancelOrder, so its payment page can no longer take money), then here; a paid one here, then its
 * refund through Pesapal. The customer may do it within the policy's change window and before
 * dispatch, an admin until delivery. The order's cancellation, its audit entry and its messages (the
 * customer's, and the shop's alert when a customer cancels) are written in one transaction.
 */
export async function cancelOrder(deps: CancelDeps, order: Order, input: { reason: string; actor: RefundActor }): Promise<CancelOutcome> {
  const role: Actor = input.actor.role;
  const { now, hours } = await deps.cancelWindow();
  const verdict = cancelVerdict(order, role, now, hours);
  if (!verdict.ok)
    throw new ApiError(409, `CANCEL_${verdict.refusal.toUpperCase()}`, `cancel.error.${verdict.refusal}`, undefined, {
      hours,
      count: hours,
    });

  if (verdict.plan === 'cancel_at_pesapal') await cancelAtPesapal(deps, order);

  const refused = await deps.db.transaction(async (tx) => {
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
  // Shipped or cancelled by another request since the order was read: refused with that reason.
  if (refused) throw new ApiError(409, `CANCEL_${refused.toUpperCase()}`, `cancel.error.${refused}`, undefined, { hours, count: hours });
  deps.events?.sendNow(order.id);

  const refund = verdict.plan === 'cancel_and_refund' ? await refundOrder(deps, order, { reason: input.reason, actor: input.actor }) : null;
  const after = await deps.db.orders.byId(order.id);
  return { order: after ?? order, refund };
}

/**
 * Closes every payment page of an unpaid order at Pesapal. A page Pesapal will not close may have
 * been paid meanwhile: its status is asked and recorded, and the shopper told to look again (a
 * paid order is then cancelled with a refund). Pesapal unreachable leaves the order as it was.
 */
async function cancelAtPesapal(deps: CancelDeps, order: Order): Promise<void> {
  const open = (await deps.db.payments.listForOrder(order.id)).filter(
    (p) => p.orderTrackingId && (p.status === 'PENDING' || p.status === 'FAILED'),
  );
  if (open.length === 0) return;
  if (!deps.pesapal) throw new ApiError(503, 'PAYMENTS_UNAVAILABLE', 'cancel.error.provider');
  for (const payment of open) {
    const answer = await deps.pesapal.cancelOrder(payment.orderTrackingId!);
    if (answer.ok) continue;
    console.error(`Order ${order.id}: Pesapal did not cancel ${payment.orderTrackingId} (${answer.error.kind}): ${answer.error.message}`);
    if (answer.error.kind !== 'rejected') throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'cancel.error.provider');
    // Refused: the page was paid or closed meanwhile. Record what Pesapal says; a payment that went through wins.
    await deps.refreshPayment?.(payment.orderTrackingId!).catch(() => undefined);
    const now = await deps.db.orders.byId(order.id);
    if (now?.status === 'paid') throw new ApiError(409, 'CANCEL_PAYING', 'cancel.error.paying');
  }
}
