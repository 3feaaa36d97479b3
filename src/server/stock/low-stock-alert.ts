import { lowStockAlerts } from '../../lib/messages/stock-messages.ts';
import { isLow, lowStockAlertDay } from '../../lib/stock/low-stock-day.ts';
import type { Database } from '../db/index.ts';
import { messageContext } from '../messages/order-events.ts';
import type { StockAlertContext } from './back-in-stock.ts';

export interface LowStockAlertRun {
  /** The shop's calendar day checked (YYYY-MM-DD). */
  day: string;
  /** Counted products on sale at or below their threshold. */
  products: number;
  /** E-mails queued: one per alert address, none on a day with nothing low. */
  queued: number;
}

/**
 * The shop's daily low-stock alert, from the sweep on both hosts (stock/sweep.ts): the first sweep
 * of the day at or after its hour (lowStockAlertDay) claims the day and, when any counted product
 * the catalogue has on sale is at or below its threshold, queues one e-mail to each of the shop's
 * alert addresses in the same transaction. Null when not due, or when the day was checked already
 * by this host or the other (the day is claimed once: supabase/migrations/20261130000200_stock_alerts.sql).
 */
export async function queueLowStockAlert(db: Database, context: StockAlertContext, now: Date): Promise<LowStockAlertRun | null> {
  const day = lowStockAlertDay(now);
  if (!day || (await db.stockAlerts.lowStockDayTaken(day))) return null;
  const snapshot = await context.catalogue();
  const shop = messageContext(snapshot, context.siteUrl);
  return db.transaction(async (tx) => {
    const low = (await tx.stock.figures())
      .filter((figures) => isLow(figures) && Object.hasOwn(snapshot.products, figures.productId))
      .filter((figures) => snapshot.products[figures.productId]!.onSale);
    if (!(await tx.stockAlerts.claimLowStockDay(day, low.length))) return null;
    const lines = low.map((figures) => ({ ...figures, name: snapshot.products[figures.productId]!.name }));
    const queued = shop ? await tx.outbox.queue(lowStockAlerts(day, lines, shop)) : 0;
    return { day, products: low.length, queued };
  });
}
