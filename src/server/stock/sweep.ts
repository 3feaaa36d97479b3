import type { Database } from '../db/index.ts';
import { sweepBackInStock, type StockAlertContext } from './back-in-stock.ts';
import { queueLowStockAlert, type LowStockAlertRun } from './low-stock-alert.ts';

/** Holds released per statement: a backlog after a long stop goes in a few. */
const BATCH = 100;

export interface StockSweepCounts {
  /** Holds of online orders left unpaid past their time, released to available. */
  released: number;
  /** Back-in-stock messages queued for products available again by another road (with `messages` only). */
  told?: number;
  /** The day's low-stock alert, when this sweep was the one that checked it (with `messages` only). */
  lowStock?: LowStockAlertRun | null;
}

/**
 * The stock's part of the sweep that sends messages, on both hosts (the Node worker's round every
 * 2 s, the Cloudflare cron Worker every minute): the units of online orders still unpaid when their
 * hold ends go back to what shoppers can buy. A payment that arrives later still sells them
 * (supabase/migrations/20261130000100_stock.sql); two sweeps at once never release one hold twice.
 * With `messages` (the catalogue and the shop's address), it also sends the stock's messages.
 */
export async function sweepStock(db: Database, now: Date = new Date(), messages?: StockAlertContext): Promise<StockSweepCounts> {
  let released = 0;
  for (;;) {
    const count = await db.stock.releaseExpired(now, BATCH);
    released += count;
    if (count < BATCH) break;
  }
  if (!messages) return { released };
  return { released, ...(await stockMessages(db, now, messages)) };
}

/**
 * The stock's messages (back-in-stock.ts, low-stock-alert.ts): subscribers of what is available
 * again by a road no request tells of (a hold released above, a product put back on sale), and the
 * shop's daily low-stock alert. A failure here (no catalogue yet) is logged and left to the next
 * sweep: it never holds up the releases or the outbox round that follows.
 */
async function stockMessages(db: Database, now: Date, messages: StockAlertContext): Promise<Pick<StockSweepCounts, 'told' | 'lowStock'>> {
  try {
    return { told: await sweepBackInStock(db, messages), lowStock: await queueLowStockAlert(db, messages, now) };
  } catch (error) {
    console.error('Stock messages: this sweep could not check them; the next one will', error);
    return {};
  }
}
