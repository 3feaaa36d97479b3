import { Hono } from 'hono';
import type { Database } from '../db/index.ts';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { isStale, oldestDueSeconds } from '../../lib/messages/backlog.ts';
import { DEFAULT_WAITING_ALERT_MINUTES, invoiceBacklogLine } from '../../lib/tax/waiting-alert.ts';

/**
 * GET /api/health: whether the API can do its work, for the launcher, monitors and tests. 200 when
 * the database answers, with the outbox's backlog (due, retrying, failed, superseded, and the age
 * of the oldest due message; `stale` past OUTBOX_STALE_MINUTES, lib/messages/backlog.ts) and the
 * rebuilds publishes are waiting for (how many bursts, how long past due, the deploy hook's last
 * error: docs/deploy.md "Publish to live") and the tax invoices waiting for KRA (how many, the oldest's
 * minutes, how many KRA refused; `late` past ETIMS_WAITING_ALERT_MINUTES, lib/tax/waiting-alert.ts);
 * `status` is `backlog` while messages are stale or invoices late; 503 when there is no database or
 * it does not answer: orders, payments and messages cannot be kept then.
 */
export function healthRoutes(
  db: Database | undefined,
  now: () => Date = () => new Date(),
  invoiceAlertMinutes: number = DEFAULT_WAITING_ALERT_MINUTES,
) {
  return new Hono().get('/', async (c) => {
    const time = now();
    const headers = { 'cache-control': 'no-store' };
    if (!db) return c.json({ status: 'down', time: time.toISOString(), database: { configured: false, reachable: false } }, 503, headers);
    let backlog;
    let rebuilds;
    let invoiceBacklog;
    try {
      [backlog, rebuilds, invoiceBacklog] = await Promise.all([db.outbox.backlog(), db.publishes.pending(), db.taxDocuments.backlog()]);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      return c.json({ status: 'down', time: time.toISOString(), database: { configured: true, reachable: false } }, 503, headers);
    }
    const waited = oldestDueSeconds(backlog.oldestDueAt, time);
    const stale = isStale(waited);
    const invoices = invoiceBacklogLine(invoiceBacklog, time, invoiceAlertMinutes);
    return c.json(
      {
        status: stale || invoices.late ? 'backlog' : 'ok',
        time: time.toISOString(),
        database: { configured: true, reachable: true, engine: db.sql.engine },
        outbox: {
          due: backlog.due,
          retrying: backlog.retrying,
          failed: backlog.failed,
          superseded: backlog.superseded,
          oldestDueSeconds: waited,
          stale,
        },
        rebuilds: {
          pending: rebuilds.pending,
          overdueSeconds: rebuilds.oldestDueAt ? Math.max(0, Math.floor((time.getTime() - Date.parse(rebuilds.oldestDueAt)) / 1000)) : null,
          lastError: rebuilds.lastError,
        },
        invoices,
      },
      200,
      headers,
    );
  });
}
