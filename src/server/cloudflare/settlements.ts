import { settleDue } from '../orders/settle.ts';
import { withCronServices } from './cron-services.ts';

/**
 * Cancelled orders on Cloudflare (issue 43, item 12): the cron Worker (workers/outbox-sweep/, every
 * minute) closes the payment pages and returns the late payments that Pesapal could not take when
 * the request that found them tried (orders/settle.ts), as Node's worker does every 5 s.
 */
export function sweepSettlements(env: Record<string, unknown>): Promise<{ orders: number }> {
  return withCronServices(env, 'orders', ({ settling }) => settleDue(settling, 50));
}
