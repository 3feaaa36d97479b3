import { createDatabase } from '../db/index.ts';
import { openPostgres } from '../db/postgres.ts';
import { publishConfigFromEnv } from '../publish/config.ts';
import { deployHookAt } from '../publish/deploy-hook.ts';
import { closeDueBursts, type CloseCounts } from '../publish/rebuilds.ts';
import { settingsOf } from './messages.ts';

/**
 * Publish → live on Cloudflare: the cron Worker (workers/outbox-sweep/, every minute) closes the
 * bursts of publishes that are due, as Node's worker does every 2 s; the webhook itself closes
 * those due when it arrives. So on Cloudflare a rebuild starts up to a minute after its burst
 * closes when no later publish comes. Null when publish → live is not configured (the reason is
 * returned for the log); throws without DATABASE_URL.
 */
export async function sweepBursts(env: Record<string, unknown>): Promise<CloseCounts | { skipped: string }> {
  const settings = settingsOf(env);
  const config = publishConfigFromEnv(settings);
  if (!config.ok) return { skipped: config.reason };
  if (!settings.DATABASE_URL) throw new Error('DATABASE_URL is not set: the sweep has no bursts to read');
  const sql = openPostgres(settings.DATABASE_URL, { max: 1 });
  try {
    return await closeDueBursts(createDatabase(sql), deployHookAt(config.settings.deployHookUrl));
  } finally {
    await sql.close();
  }
}
