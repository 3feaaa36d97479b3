import { moveOrder } from '../../lib/orders/lifecycle.ts';
import type { AdminActor } from '../db/index.ts';
import { refusedStep, type StepDeps } from './steps.ts';

/**
 * The team has called the customer of a cash order above the shop's limit and the customer
 * confirmed it (the lifecycle's confirm: to be confirmed by phone → cash on delivery, after which it
 * may be packed and shipped). Judged under the order's row lock, so a cancel racing with it is
 * decided one way or the other; audited as order.confirm and the customer told by e-mail and SMS in
 * the same transaction. False when there is no such order; a 409 naming the stage for an order
 * that is not waiting for the call (a second confirm included: the order is cash on delivery by then).
 */
export async function confirmByPhone(deps: StepDeps, orderId: string, actor: AdminActor): Promise<boolean> {
  const moved = await deps.db.transaction(async (tx) => {
    const from = await tx.orders.lockState(orderId);
    if (!from) return false;
    const verdict = moveOrder(from, 'confirm');
    if (!verdict.ok) throw refusedStep(orderId, verdict.stage, 'confirm');
    await tx.orders.setStatus(orderId, verdict.to.orderStatus);
    await tx.adminActions.record(actor, {
      action: 'order.confirm',
      target: { kind: 'order', id: orderId },
      details: { from: from.orderStatus, to: verdict.to.orderStatus },
    });
    await deps.events?.queue(tx, orderId, 'order_confirmed');
    return true;
  });
  if (moved) deps.events?.sendNow(orderId);
  return moved;
}
