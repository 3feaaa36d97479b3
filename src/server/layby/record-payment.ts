import { isOpen, statusAfterPayment, type LaybyPlan } from '../../lib/layby/plan.ts';
import { moveOrder, type OrderState } from '../../lib/orders/lifecycle.ts';
import type { ReportEffect } from '../../lib/orders/settle.ts';
import { laybyMessages, type PlanMessageEvent } from '../../lib/messages/layby-messages.ts';
import type { Database } from '../db/index.ts';
import type { OrderEvents } from '../messages/order-events.ts';

/** The money a plan has just received: a completed online payment or cash at the shop. */
export interface ReceivedPayment {
  id: string;
  amountCents: number;
  code: string | null;
}

/**
 * A payment completed on a lay-by order (issue 47), decided under the order's and the plan's row
 * locks, after the payment is recorded (so the plan's paid figure counts it): the deposit makes the
 * plan active and the order `layby`, and holds its units for the plan's life; a payment that
 * reaches the total makes the order `paid`, which sends it to delivery like any paid order; one in
 * between lowers the balance. Answers the move and the customer's message, which the caller
 * queues once the order has moved (queuePlanMessage), once per payment. A plan that has ended or
 * was paid already is not moved here: answers null, and the caller decides as for any order (a
 * payment for an ended order goes back).
 */
export async function recordPlanPayment(
  tx: Database,
  orderId: string,
  state: OrderState,
): Promise<{ effect: ReportEffect; event: PlanMessageEvent | null } | null> {
  const plan = await tx.layby.lock(orderId);
  if (!plan || !isOpen(plan)) return null;
  const next = statusAfterPayment(plan, plan.paidCents);
  if (next === 'awaiting_deposit') return { effect: { kind: 'none' }, event: null };
  const verdict = moveOrder(state, next === 'paid' ? 'payment_completed' : 'layby_payment');
  const effect: ReportEffect = verdict.ok && verdict.changes ? { kind: 'move', to: verdict.to.orderStatus } : { kind: 'none' };
  if (plan.status === 'awaiting_deposit') await tx.layby.holdStock(orderId);
  if (next !== plan.status && (next === 'active' || next === 'paid')) await tx.layby.setStatus(orderId, next);
  return { effect, event: eventOf(plan, next) };
}

function eventOf(plan: LaybyPlan, next: LaybyPlan['status']): PlanMessageEvent | null {
  if (next === 'paid') return 'layby_paid';
  return plan.status === 'awaiting_deposit' ? 'layby_started' : 'layby_payment';
}

/** Queues the customer's message for a payment a plan received, once the order has moved. */
export function queuePlanMessage(
  tx: Database,
  orderId: string,
  event: PlanMessageEvent,
  received: ReceivedPayment,
  events: OrderEvents,
): Promise<number> {
  return events.queueWritten(tx, orderId, (order, context) =>
    laybyMessages(order, event, received.id, context, { amountCents: received.amountCents, code: received.code }),
  );
}
