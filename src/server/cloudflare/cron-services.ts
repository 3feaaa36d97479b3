import { fetchCatalogueSource } from '../catalogue-source.ts';
import { paymentServices } from '../checkout/payment-services.ts';
import { createStatusChecks } from '../checkout/status-checks.ts';
import { createDatabase } from '../db/index.ts';
import { openPostgres } from '../db/postgres.ts';
import { orderEvents, type OrderEvents } from '../messages/order-events.ts';
import type { SettleDeps } from '../orders/settle.ts';
import { pesapalClientFromEnv } from '../pesapal/index.ts';
import { requestMessages, settingsOf } from './messages.ts';

/**
 * What the cron Worker's sweeps over orders need (workers/outbox-sweep/, every minute): the
 * database, Pesapal (PESAPAL_*), the messages they queue (named from the deployed site's
 * catalogue, SITE_URL/catalogue.json, and sent as a request would) and the settling services.
 * Opened for one sweep and closed after it, its messages settled. Throws naming a missing setting,
 * so the run is marked failed in Cloudflare's logs; `what` says what the sweep reads.
 */
export async function withCronServices<T>(
  env: Record<string, unknown>,
  what: string,
  sweep: (services: { settling: SettleDeps; events: OrderEvents }) => Promise<T>,
): Promise<T> {
  const settings = settingsOf(env);
  if (!settings.DATABASE_URL) throw new Error(`DATABASE_URL is not set: the sweep has no ${what} to read`);
  if (!settings.SITE_URL) throw new Error('SITE_URL is not set: the messages it queues link to the shop');
  const siteUrl = settings.SITE_URL;
  const pesapal = pesapalClientFromEnv(settings);
  const catalogue = fetchCatalogueSource((path) => fetch(new URL(path, siteUrl)));
  const messages = requestMessages(env, siteUrl);
  const sql = openPostgres(settings.DATABASE_URL, { max: 1 });
  try {
    const db = createDatabase(sql);
    const events = orderEvents(catalogue, siteUrl, db, messages?.dispatch);
    const { settling } = paymentServices({ db, pesapal, checks: createStatusChecks(pesapal), events });
    return await sweep({ settling, events });
  } finally {
    await messages?.settled();
    await sql.close();
  }
}
