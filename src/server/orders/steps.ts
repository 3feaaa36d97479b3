import type { MessageKey } from '../../i18n/index.ts';
import { orderReference, orderStageName } from '../../lib/order-display.ts';
import { moveOrder, type AdminStep, type OrderStage } from '../../lib/orders/lifecycle.ts';
import type { AdminActor, Database } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { OrderEvents } from '../messages/order-events.ts';

/** 409 naming where the order stands and the step it cannot take from there, in the request's language. */
export function refusedStep(orderId: string, stage: OrderStage, step: AdminStep | 'pending', field?: string): ApiError {
  return new ApiError(
    409,
    'ORDER_STEP_REFUSED',
    (t) =>
      t('order.move.refused', {
        id: orderReference(orderId),
        stage: orderStageName(stage, t),
        step: t(`order.move.${step}` satisfies MessageKey),
      }),
    field,
  );
}

export interface StepDeps {
  db: Database;
  events?: OrderEvents | undefined;
}

/**
 * The team dispatches an order or records its delivery (the lifecycle's ship and deliver). Judged
 * under the order's row lock, so a cancel racing with it is decided one way or the other, never
 * both; recorded in the delivery history and the admin audit, and the customer told, in the same
 * transaction. Shipping names the driver who takes the goods out, when given (the day's cash is
 * reconciled by it). False when the order was already there (nothing changed, nobody told again);
 * null when there is no such order.
 */
export async function takeDeliveryStep(
  deps: StepDeps,
  orderId: string,
  step: 'ship' | 'deliver',
  actor: AdminActor,
  driver?: string | undefined,
): Promise<boolean | null> {
  const moved = await deps.db.transaction(async (tx) => {
    const from = await tx.orders.lockState(orderId);
    if (!from) return null;
    const verdict = moveOrder(from, step);
    if (!verdict.ok) throw refusedStep(orderId, verdict.stage, step, 'delivery_status');
    if (!verdict.changes) return false;
    const to = verdict.to.deliveryStatus as 'shipped' | 'delivered';
    await tx.orders.setDeliveryStatus(orderId, to, actor.id);
    if (step === 'ship' && driver) await tx.orders.setDriver(orderId, driver);
    await tx.adminActions.record(actor, {
      action: 'order.delivery',
      target: { kind: 'order', id: orderId },
      details: { from: from.deliveryStatus, to, ...(step === 'ship' && driver ? { driver } : {}) },
    });
    await deps.events?.queue(tx, orderId, `delivery_${to}`);
    return true;
  });
  if (moved) deps.events?.sendNow(orderId);
  return moved;
}
