import { fetchCatalogueSource } from '../catalogue-source.ts';
import { createDatabase } from '../db/index.ts';
import { openPostgres } from '../db/postgres.ts';
import { createEtimsClient } from '../etims/client.ts';
import { etimsSettingsFromEnv } from '../etims/config.ts';
import { runEtimsRound, type EtimsRound } from '../etims/worker.ts';
import { settingsOf } from './messages.ts';

/**
 * Tax invoices on Cloudflare (issue 45): the cron Worker (workers/outbox-sweep/, every minute) runs
 * the same round as Node's eTIMS worker (etims/worker.ts) over the shared database, sending what
 * the database queued to KRA, in order, under the branch's lease (so a Node worker over the same
 * database never numbers at the same time). Its settings are the ETIMS_* secrets; with ETIMS_ENV
 * off or unset it does nothing, and the invoices wait. Throws naming a missing or wrong setting.
 */
export async function sweepTaxInvoices(env: Record<string, unknown>): Promise<EtimsRound | { skipped: string }> {
  const settings = settingsOf(env);
  if (!settings.DATABASE_URL) throw new Error('DATABASE_URL is not set: the sweep has no invoices to send');
  if (!settings.SITE_URL)
    throw new Error('SITE_URL is not set: products are registered with KRA under their category, read from its catalogue');
  // Not set up yet: said in every run's log, and the invoices wait in the database (the health line counts them).
  if (!settings.ETIMS_ENV) return { skipped: 'ETIMS_ENV is not set: tax invoices wait in the database' };
  // The Worker runs as production: the stand-in is not a choice here (etims/config.ts).
  const etims = etimsSettingsFromEnv({ NODE_ENV: 'production', ...settings });
  if (!etims) return { skipped: 'ETIMS_ENV is off' };
  const sql = openPostgres(settings.DATABASE_URL, { max: 1 });
  try {
    const siteUrl = settings.SITE_URL;
    return await runEtimsRound({
      db: createDatabase(sql),
      client: createEtimsClient(etims),
      catalogue: fetchCatalogueSource((path) => fetch(new URL(path, siteUrl))),
      leaseMs: 55_000,
    });
  } finally {
    await sql.close();
  }
}
