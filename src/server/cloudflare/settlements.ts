import { fetchCatalogueSource } from '../catalogue-source.ts';
import { paymentServices } from '../checkout/payment-services.ts';
import { createStatusChecks } from '../checkout/status-checks.ts';
import { createDatabase } from '../db/index.ts';
import { openPostgres } from '../db/postgres.ts';
import { orderEvents } from '../messages/order-events.ts';
import { settleDue } from '../orders/settle.ts';
import { pesapalClientFromEnv } from '../pesapal/index.ts';
import { requestMessages, settingsOf } from './messages.ts';

/**
 * Cancelled orders on Cloudflare (issue 43, item 12): the cron Worker (workers/outbox-sweep/, every
 * minute) closes the payment pages and returns the late payments that Pesapal could not take when
 * the request that found them tried (orders/settle.ts), as Node's worker does every 5 s. It reads
 * the Pesapal settings of the Pages project (PESAPAL_*), and the catalogue from the deployed site
 * (SITE_URL/catalogue.json) for the shop's name in the messages it queues; it sends them as a
 * request would. Throws naming a missing setting, so the run is marked failed in Cloudflare's logs.
 */
export async function sweepSettlements(env: Record<string, unknown>): Promise<{ orders: number }> {
  const settings = settingsOf(env);
  if (!settings.DATABASE_URL) throw new Error('DATABASE_URL is not set: the sweep has no orders to read');
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
    return await settleDue(settling, 50);
  } finally {
    await messages?.settled();
    await sql.close();
  }
}
