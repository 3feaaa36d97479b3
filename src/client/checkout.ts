import type { SnapshotPolicy } from '../lib/catalogue/snapshot.ts';
import type { initiateAnswer, policiesAnswer, InitiateAnswer, Quote } from '../api/checkout.ts';
import type { OrderRequestInput } from '../lib/checkout/order-schema.ts';
import { call, type AnswerOf, type ApiResult } from './api.ts';

/** The checkout page's calls: the current policies, the server's prices, and placing the order. */

export async function loadPolicies(): Promise<ApiResult<SnapshotPolicy[]>> {
  const answer = await call<AnswerOf<typeof policiesAnswer>>('/api/policies/latest');
  return answer.ok ? { ok: true, data: answer.data.policies } : answer;
}

/**
 * The server's prices, and with a county the delivery fee, zone and size class it will charge;
 * with `installation` (issue 48) its line in the totals where the county is served.
 */
export function quoteOrder(
  items: OrderRequestInput['items'],
  delivery?: { county: string; express: boolean; weekend: boolean },
  installation = false,
): Promise<ApiResult<Quote>> {
  return call('/api/checkout/quote', {
    method: 'POST',
    body: { items, ...(delivery ? { delivery } : {}), ...(installation ? { installation } : {}) },
  });
}

/** Places the order; a signed-in shopper's token goes with it, so the order is recorded as theirs. */
export function initiateOrder(order: OrderRequestInput): Promise<ApiResult<InitiateAnswer>> {
  return call<AnswerOf<typeof initiateAnswer>>('/api/checkout/initiate', { method: 'POST', body: order, auth: 'optional' });
}
