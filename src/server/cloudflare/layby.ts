import { fetchCatalogueSource } from '../catalogue-source.ts';
import { paymentServices } from '../checkout/payment-services.ts';
import { createStatusChecks } from '../checkout/status-checks.ts';
import { createDatabase } from '../db/index.ts';
import { openPostgres } from '../db/postgres.ts';
import { sweepLayby, type LaybySweepCounts } from '../layby/sweep.ts';
import { orderEvents } from '../messages/order-events.ts';
import { pesapalClientFromEnv } from '../pesapal/index.ts';
import { requestMessages, settingsOf } from './messages.ts';

/**
 * Lay-by's sweep on Cloudflare (issue 47): the cron Worker (workers/outbox-sweep/, every minute)
 * queues the plans' reminders and ends the plans whose end date and grace passed or whose deposit
 * never came (layby/sweep.ts), as Node's server does every minute. Its refunds go through Pesapal
 * (PESAPAL_*); the messages it queues name the shop from the deployed site's catalogue
 * (SITE_URL/catalogue.json) and are sent as a request would. Throws naming a missing setting.
 */
export async function sweepLaybyPlans(env: Record<string, unknown>): Promise<LaybySweepCounts> {
  const settings = settingsOf(env);
  if (!settings.DATABASE_URL) throw new Error('DATABASE_URL is not set: the sweep has no plans to read');
  if (!settings.SITE_URL) throw new Error('SITE_URL is not set: the reminders it queues link to the shop');
  const siteUrl = settings.SITE_URL;
  const pesapal = pesapalClientFromEnv(settings);
  const catalogue = fetchCatalogueSource((path) => fetch(new URL(path, siteUrl)));
  const messages = requestMessages(env, siteUrl);
  const sql = openPostgres(settings.DATABASE_URL, { max: 1 });
  try {
    const db = createDatabase(sql);
    const events = orderEvents(catalogue, siteUrl, db, messages?.dispatch);
    const { settling } = paymentServices({ db, pesapal, checks: createStatusChecks(pesapal), events });
    return await sweepLayby({ ...settling, events, now: () => new Date() });
  } finally {
    await messages?.settled();
    await sql.close();
  }
}
