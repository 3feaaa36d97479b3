import { z } from 'zod';
import { snapshotPolicy, type SnapshotPolicy } from '../catalogue/snapshot.ts';
import type { OrderRequestInput } from './order-schema.ts';

/** The checkout page's calls to the API, answers validated where they enter the browser. */

const errorAnswer = z.object({ error: z.object({ code: z.string(), message: z.string(), field: z.string().optional() }) });
export type ApiFailure = { ok: false; status: number; code: string; message: string; field?: string };
export type ApiResult<T> = { ok: true; data: T } | ApiFailure;

const policiesAnswer = z.object({ policies: z.array(snapshotPolicy) });

export const quoteAnswer = z.object({
  currency: z.literal('KES'),
  lines: z.array(z.object({ productId: z.string(), productName: z.string(), unitPriceCents: z.number().int(), quantity: z.number().int(), lineTotalCents: z.number().int() })),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
});
export type Quote = z.infer<typeof quoteAnswer>;

export const initiateAnswer = z.union([
  z.object({ cod: z.literal(true), orderId: z.string() }),
  z.object({ redirectUrl: z.url(), orderTrackingId: z.string().min(1), orderId: z.string() }),
]);
export type InitiateAnswer = z.infer<typeof initiateAnswer>;

/** status 0: no answer at all (offline, the request failed). */
async function call<S extends z.ZodType>(schema: S, path: string, init: RequestInit, fetcher: typeof fetch): Promise<ApiResult<z.output<S>>> {
  let response: Response;
  let json: unknown;
  try {
    response = await fetcher(path, { ...init, headers: { accept: 'application/json', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers } });
    json = await response.json();
  } catch (error) {
    return { ok: false, status: 0, code: 'NETWORK', message: error instanceof Error ? error.message : String(error) };
  }
  if (!response.ok) {
    const said = errorAnswer.safeParse(json);
    return said.success
      ? { ok: false, status: response.status, code: said.data.error.code, message: said.data.error.message, ...(said.data.error.field ? { field: said.data.error.field } : {}) }
      : { ok: false, status: response.status, code: 'HTTP', message: '' };
  }
  const parsed = schema.safeParse(json);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, status: response.status, code: 'BAD_ANSWER', message: '' };
}

export async function loadPolicies(fetcher: typeof fetch = fetch): Promise<ApiResult<SnapshotPolicy[]>> {
  const answer = await call(policiesAnswer, '/api/policies/latest', { cache: 'no-store' }, fetcher);
  return answer.ok ? { ok: true, data: answer.data.policies } : answer;
}

export function quoteOrder(items: OrderRequestInput['items'], fetcher: typeof fetch = fetch): Promise<ApiResult<Quote>> {
  return call(quoteAnswer, '/api/checkout/quote', { method: 'POST', body: JSON.stringify({ items }) }, fetcher);
}

export function initiateOrder(order: OrderRequestInput, accessToken: string | null, fetcher: typeof fetch = fetch): Promise<ApiResult<InitiateAnswer>> {
  return call(initiateAnswer, '/api/checkout/initiate', {
    method: 'POST',
    body: JSON.stringify(order),
    headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
  }, fetcher);
}

/** Policy type → hash of every current policy: what the shopper accepts by confirming. */
export function policyHashes(policies: readonly SnapshotPolicy[]): Record<string, string> {
  return Object.fromEntries(policies.map((policy) => [policy.type, policy.hash]));
}
