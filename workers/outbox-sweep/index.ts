import { sweepOutbox } from '../../src/server/cloudflare/messages.ts';

/**
 * The outbox's scheduled sweep on Cloudflare: a Worker with a Cron Trigger (wrangler.jsonc, every
 * minute) beside the Pages project, over the same database. The API sends each order's messages
 * as soon as they are queued; this run sends what failed then and is due again, and what a request
 * left behind (a worker stopped mid-send), with the same code as Node's worker. Its settings are
 * its own secrets (README, "Deploy"): DATABASE_URL, SITE_URL, SMTP_URL, MAIL_FROM, AT_*.
 */

interface ScheduledController {
  cron: string;
  scheduledTime: number;
}

export default {
  async scheduled(controller: ScheduledController, env: Record<string, unknown>): Promise<void> {
    const counts = await sweepOutbox(env);
    console.log(
      `Outbox sweep (${controller.cron}): ${counts.sent} sent, ${counts.retried} to retry, ${counts.failed} failed, ${counts.superseded} superseded in ${counts.rounds} round(s)`,
    );
  },
};
