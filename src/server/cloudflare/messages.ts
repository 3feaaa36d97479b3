import { createDatabase } from '../db/index.ts';
import { sweepStock } from '../stock/sweep.ts';
import { fetchCatalogueSource } from '../catalogue-source.ts';
import { openPostgres } from '../db/postgres.ts';
import type { MessageDispatch } from '../messages/order-events.ts';
import { drainDueMessages, type RoundCounts } from '../messages/outbox-worker.ts';
import { messageSendersFromEnv } from '../messages/senders.ts';

/**
 * Order messages on Cloudflare, with no second host: a request sends what it queued once its
 * change commits, kept alive past the answer with waitUntil (RequestMessages), and the cron
 * Worker (workers/outbox-sweep/) sends what failed or was left behind (sweepOutbox). Both read
 * the same settings as Node (SMTP_URL, MAIL_FROM, AT_*), with the e-mail door connecting through
 * the runtime.
 */

/** A worker's bindings that are settings (text). */
export function settingsOf(env: Record<string, unknown>): Record<string, string> {
  return Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
}

export interface RequestMessages {
  dispatch: MessageDispatch;
  /** Settles once every send the request started has ended, and lets the doors go. */
  settled(): Promise<void>;
}

/**
 * The doors for one request (a Worker may not keep a socket between requests) and its background
 * sends. Null, with the reason logged, when a message setting is wrong: the request then answers
 * as usual and its messages wait in the outbox, where the sweep (logging the same reason) and the
 * health check's backlog show them.
 */
export function requestMessages(env: Record<string, unknown>, siteUrl: string): RequestMessages | null {
  let senders: ReturnType<typeof messageSendersFromEnv>;
  try {
    senders = messageSendersFromEnv(settingsOf(env), 'workerd');
  } catch (error) {
    console.error('Order messages wait for the sweep: the doors are not configured:', error instanceof Error ? error.message : error);
    return null;
  }
  const work: Promise<unknown>[] = [];
  return {
    dispatch: { senders, messageIdDomain: new URL(siteUrl).hostname, background: (promise) => void work.push(promise) },
    async settled() {
      await Promise.allSettled(work);
      await senders.close();
    },
  };
}

/** How long one sweep may send; a run is due every minute (workers/outbox-sweep/wrangler.jsonc). */
const SWEEP_BUDGET_MS = 45_000;

/**
 * One run of the scheduled sweep: the due messages of every order, through the same rounds as
 * Node's worker (claimed under a lease, checked against the order, retried with backoff), until
 * none are due or the budget is spent. Throws naming a missing or wrong setting, so the run is
 * marked failed in Cloudflare's logs.
 */
export async function sweepOutbox(env: Record<string, unknown>, budgetMs = SWEEP_BUDGET_MS): Promise<RoundCounts & { rounds: number }> {
  const settings = settingsOf(env);
  if (!settings.DATABASE_URL) throw new Error('DATABASE_URL is not set: the sweep has no outbox to read');
  if (!settings.SITE_URL) throw new Error('SITE_URL is not set: it gives the e-mails their Message-ID domain, the same as the shop');
  const messageIdDomain = new URL(settings.SITE_URL).hostname;
  const senders = messageSendersFromEnv(settings, 'workerd');
  const sql = openPostgres(settings.DATABASE_URL, { max: 1 });
  try {
    const db = createDatabase(sql);
    // The stock's part of the sweep first: unpaid holds past their time go back on sale (stock/sweep.ts).
    // Its messages name products from the deployed catalogue (SITE_URL/catalogue.json), as the settlements' do.
    const catalogue = fetchCatalogueSource((path) => fetch(new URL(path, settings.SITE_URL)));
    await sweepStock(db, new Date(), { catalogue, siteUrl: settings.SITE_URL });
    return await drainDueMessages(db, senders, { batch: 20, messageIdDomain, budgetMs });
  } finally {
    await senders.close();
    await sql.close();
  }
}
