import type { Database, Order } from '../db/index.ts';
import type { StockShortage } from '../db/stock.ts';
import { ApiError } from '../errors.ts';
import { DEFAULT_STOCK_HOLD_MINUTES } from '../../lib/stock/hold.ts';

/** How long an online order's units are held for its payment unless configured (STOCK_HOLD_MINUTES). */
export const DEFAULT_STOCK_HOLD_MS = DEFAULT_STOCK_HOLD_MINUTES * 60_000;

/**
 * 409 OUT_OF_STOCK for a line the stores cannot fill: the product and how many are left, in the
 * shopper's language ("Line 2: only 1 of … left"), with `productId` and `available` for a client to
 * act on. `index` is the line's place in what the shopper sent (0-based), the field it names.
 */
export function outOfStock(short: StockShortage, index: number, name: string): ApiError {
  return new ApiError(
    409,
    'OUT_OF_STOCK',
    short.available > 0 ? 'order.error.outOfStockLeft' : 'order.error.outOfStock',
    `items.${index}`,
    { line: index + 1, name, left: short.available },
    { productId: short.productId, available: short.available },
  );
}

/**
 * Before an online order's payment page opens again (Pay now, /track): its units are held again
 * from now, those whose hold had ended taken anew; 409 OUT_OF_STOCK when they are gone meanwhile,
 * and nothing changes.
 */
export async function holdForPayment(db: Database, order: Order, holdMs: number = DEFAULT_STOCK_HOLD_MS, now = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    const short = await tx.stock.rehold(order.id, new Date(now.getTime() + holdMs));
    if (!short) return;
    const index = Math.max(
      0,
      order.items.findIndex((item) => item.productId === short.productId),
    );
    throw outOfStock(short, index, order.items[index]?.productName ?? short.productId);
  });
}
