import { sweepLaybyPlans } from '../../src/server/cloudflare/layby.ts';
import { sweepOutbox } from '../../src/server/cloudflare/messages.ts';
import { sweepBursts } from '../../src/server/cloudflare/rebuilds.ts';
import { sweepSettlements } from '../../src/server/cloudflare/settlements.ts';
import { sweepTaxInvoices } from '../../src/server/cloudflare/tax-invoices.ts';

/**
 * The scheduled sweep on Cloudflare: a Worker with a Cron Trigger (wrangler.jsonc, every minute)
 * beside the Pages project, over the same database. The API sends each order's messages as soon
 * as they are queued; this run sends what failed then and is due again, and what a request left
 * behind (a worker stopped mid-send), with the same code as Node's worker. It also closes the
 * bursts of publishes that are due (publish → live, docs/deploy.md): the deploy hook is called
 * once per burst, retried here after a failure. And it closes the payment pages of cancelled
 * orders and returns their late payments when Pesapal could not take it at once (orders/settle.ts),
 * and sends the tax invoices and credit notes waiting for KRA (etims/worker.ts). And it queues the
 * lay-by plans' reminders and ends the plans whose end date and grace passed or whose deposit never
 * came (layby/sweep.ts).
 * Its settings are its own secrets (README, "Deploy"): DATABASE_URL, SITE_URL, SMTP_URL, MAIL_FROM,
 * AT_*, SANITY_WEBHOOK_SECRET, DEPLOY_HOOK_URL, DEPLOY_BURST_SECONDS, PESAPAL_*, ETIMS_*.
 */

interface ScheduledController {
  cron: string;
  scheduledTime: number;
}

export default {
  async scheduled(controller: ScheduledController, env: Record<string, unknown>): Promise<void> {
    // Each on its own: a broken mail setting does not hold up a rebuild, nor the other way round.
    const [outbox, bursts, settled, invoices, layby] = await Promise.allSettled([
      sweepOutbox(env),
      sweepBursts(env),
      sweepSettlements(env),
      sweepTaxInvoices(env),
      sweepLaybyPlans(env),
    ]);
    if (outbox.status === 'fulfilled') {
      const counts = outbox.value;
      console.log(
        `Outbox sweep (${controller.cron}): ${counts.sent} sent, ${counts.retried} to retry, ${counts.failed} failed, ${counts.superseded} superseded in ${counts.rounds} round(s)`,
      );
    }
    if (bursts.status === 'fulfilled') {
      const result = bursts.value;
      if ('skipped' in result) console.log(`Rebuilds: publish → live is not configured (${result.skipped})`);
      else if (result.bursts > 0)
        console.log(`Rebuilds: ${result.bursts} burst(s) due, ${result.requested ? 'rebuild requested' : `call failed: ${result.error}`}`);
    }
    if (settled.status === 'fulfilled' && settled.value.orders > 0)
      console.log(`Cancelled orders: ${settled.value.orders} with a page to close or a payment to return`);
    if (invoices.status === 'fulfilled') {
      const result = invoices.value;
      if ('skipped' in result) console.log(`Tax invoices: ${result.skipped}`);
      else if (result.signed + result.failed + result.prepared > 0 || result.blocked)
        console.log(
          `Tax invoices: ${result.signed} signed, ${result.failed} failed, ${result.prepared} prepared${result.blocked ? `; waiting: ${result.blocked}` : ''}`,
        );
    }
    if (layby.status === 'fulfilled') {
      const { reminded, expired, abandoned, failed } = layby.value;
      if (reminded + expired + abandoned + failed > 0)
        console.log(`Lay-by: ${reminded} reminded, ${expired} expired, ${abandoned} abandoned, ${failed} failed`);
    }
    const failed = [outbox, bursts, settled, invoices, layby].find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  },
};
