import type { Database } from '../db/index.ts';

/** Holds released per statement: a backlog after a long stop goes in a few. */
const BATCH = 100;

export interface StockSweepCounts {
  /** Holds of online orders left unpaid past their time, released to available. */
  released: number;
}

/**
 * The stock's part of the sweep that sends messages, on both hosts (the Node worker's round every
 * 2 s, the Cloudflare cron Worker every minute): the units of online orders still unpaid when their
 * hold ends go back to what shoppers can buy. A payment that arrives later still sells them
 * (supabase/migrations/20261130000100_stock.sql); two sweeps at once never release one hold twice.
 */
export async function sweepStock(db: Database, now: Date = new Date()): Promise<StockSweepCounts> {
  let released = 0;
  for (;;) {
    const count = await db.stock.releaseExpired(now, BATCH);
    released += count;
    if (count < BATCH) return { released };
  }
}
