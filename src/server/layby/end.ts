import { shopDay } from '../../lib/layby/calendar.ts';
import { cancellationFee, isOpen, type PlanRecordStatus } from '../../lib/layby/plan.ts';
import { refundPlan } from '../../lib/layby/refunds.ts';
import { refundablePayments } from '../../lib/layby/cancel-quote.ts';
import { laybyMessages } from '../../lib/messages/layby-messages.ts';
import type { Database, Order } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import type { PesapalClient } from '../pesapal/index.ts';
import type { RefundActor } from '../orders/refund.ts';
import { settleOrder } from '../orders/settle.ts';

/** A plan paid in full ends as any paid order does, not as a lay-by. */
const PAID: PlanRecordStatus = 'paid';

export interface EndPlanDeps {
  db: Database;
  pesapal: PesapalClient | undefined;
  events?: OrderEvents | undefined;
  refreshPayment?: ((orderTrackingId: string) => Promise<unknown>) | undefined;
  now: () => Date;
}

/** Why a plan ends: the customer or the team cancelled it, or its end date and grace passed unpaid. */
export type PlanEnd = { status: 'cancelled'; actor: RefundActor; reason: string } | { status: 'expired'; reason: string };

/**
 * Ends a lay-by plan (issue 47, item 6): the customer cancels it, the team does (the fee waived: the
 * shop could not keep it), or the sweep finds its end date and grace passed. In one transaction,
 * under the order's and the plan's locks: the plan ends with the fee it keeps and what goes back of
 * each payment (lib/layby/refunds.ts), the order is cancelled (its units released by the stock
 * trigger), the audit says so, and the customer is told what comes back. Then every payment page
 * still open is closed and each payment returned as decided (orders/settle.ts, again by the sweep
 * for what Pesapal cannot take now). Nothing paid leaves the record: payments stay, refunds are rows.
 */
export async function endPlan(deps: EndPlanDeps, order: Order, end: PlanEnd): Promise<Order> {
  const now = deps.now();
  const by = end.status === 'expired' ? 'system' : end.actor.role;
  const ended = await deps.db.transaction(async (tx) => {
    const state = await tx.orders.lockState(order.id);
    const plan = state && (await tx.layby.lock(order.id));
    if (!plan || !isOpen(plan)) return false;
    const fee = cancellationFee(plan, by, shopDay(now));
    const decided = refundPlan(refundablePayments(plan, order.chosenMethod), fee);
    const kept = decided.lines.filter((line) => line.refundCents === 0).map((line) => line.id);
    await tx.layby.end(order.id, { status: end.status, by, reason: end.reason, feeCents: decided.keptCents, refunds: decided.lines });
    await tx.layby.keepAsFee(order.id, kept);
    const actor = end.status === 'cancelled' ? end.actor : null;
    await tx.orders.cancel(order.id, { by: actor?.role ?? 'admin', actor: actor?.id ?? null, reason: end.reason });
    await tx.orderActions.record(order.id, {
      action: 'layby_ended',
      actor: actor?.id ?? null,
      actorRole: actor?.role ?? 'system',
      reason: end.reason,
      detail: { status: end.status, feeCents: fee, keptCents: decided.keptCents, waivedCents: decided.waivedCents, refunds: decided.lines },
    });
    if (actor?.audit)
      await tx.adminActions.record(actor.audit, {
        action: 'order.cancel',
        target: { kind: 'order', id: order.id },
        details: { reason: end.reason.slice(0, 500), plan: 'layby', keptCents: decided.keptCents },
      });
    if (deps.events) {
      await deps.events.queueWritten(tx, order.id, (written, context) => laybyMessages(written, 'layby_ended', 'end', context));
      if (actor?.role === 'customer') await deps.events.queue(tx, order.id, 'shop_order_cancelled');
    }
    return true;
  });
  if (!ended) {
    const paidInFull = (await deps.db.layby.forOrder(order.id))?.status === PAID;
    throw new ApiError(409, 'LAYBY_CLOSED', paidInFull ? 'layby.error.paidInFull' : 'layby.error.ended');
  }
  deps.events?.sendNow(order.id);
  await settleOrder(deps, order.id);
  return (await deps.db.orders.byId(order.id)) ?? order;
}
