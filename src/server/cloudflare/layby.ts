import { sweepLayby, type LaybySweepCounts } from '../layby/sweep.ts';
import { withCronServices } from './cron-services.ts';

/**
 * Lay-by's sweep on Cloudflare (issue 47): the cron Worker (workers/outbox-sweep/, every minute)
 * queues the plans' reminders and ends the plans whose end date and grace passed or whose deposit
 * never came (layby/sweep.ts), as Node's server does every minute; its refunds go through Pesapal.
 */
export function sweepLaybyPlans(env: Record<string, unknown>): Promise<LaybySweepCounts> {
  return withCronServices(env, 'plans', ({ settling, events }) => sweepLayby({ ...settling, events, now: () => new Date() }));
}
