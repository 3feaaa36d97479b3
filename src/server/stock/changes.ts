import type { StockFigures } from '../../api/stock.ts';
import type { AdminActionName } from '../../lib/admin/admin-actions.ts';
import type { AdminActor } from '../db/admin-actions.ts';
import type { Database } from '../db/index.ts';

/** Something to do once a change has made units available again (the back-in-stock messages), in the change's transaction. */
export type AfterRestock = (tx: Database, productIds: string[]) => Promise<void>;

/**
 * One change the team makes to a product's stock (a count, a delivery, an adjustment, a
 * threshold, a return), applied with its audit entry in one transaction: a change never stands
 * without its entry, and one that fails leaves neither. When the product had none available and
 * now has some, `afterRestock` runs in the same transaction (the back-in-stock messages are queued
 * with the change that causes them).
 */
export async function changeStock(
  db: Database,
  actor: AdminActor,
  productId: string,
  action: AdminActionName,
  apply: (tx: Database) => Promise<StockFigures>,
  details: Record<string, unknown>,
  afterRestock?: AfterRestock,
): Promise<StockFigures> {
  return db.transaction(async (tx) => {
    const before = await tx.stock.figuresOf(productId);
    const after = await apply(tx);
    await tx.adminActions.record(actor, {
      action,
      target: { kind: 'product', id: productId },
      details: { ...details, before: pick(before), after: pick(after) },
    });
    if (afterRestock && after.available > 0 && (!before.tracked || before.available <= 0)) await afterRestock(tx, [productId]);
    return after;
  });
}

function pick(figures: StockFigures) {
  return { tracked: figures.tracked, onHand: figures.onHand, reserved: figures.reserved, lowThreshold: figures.lowThreshold };
}
