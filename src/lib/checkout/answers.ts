import { z } from 'zod';
import { orderDeliveryAnswer } from '../delivery/delivery-answer.ts';
import { snapshotPolicy, type SnapshotPolicy } from '../catalogue/snapshot.ts';

/** What the checkout API answers (policies, quote, initiate): built by the server, checked by the checkout page. */

export const policiesAnswer = z.object({ policies: z.array(snapshotPolicy) });

export const quoteAnswer = z.object({
  currency: z.literal('KES'),
  lines: z.array(z.object({ productId: z.string(), productName: z.string(), unitPriceCents: z.number().int(), quantity: z.number().int(), lineTotalCents: z.number().int() })),
  subtotal: z.number().int(),
  shipping: z.number().int(),
  tax: z.number().int(),
  total: z.number().int(),
  /** Present when a county was asked; null when the shop publishes no delivery settings. */
  delivery: orderDeliveryAnswer.nullable().optional(),
});
export type Quote = z.infer<typeof quoteAnswer>;

export const initiateAnswer = z.union([
  z.object({ cod: z.literal(true), orderId: z.string() }),
  z.object({ redirectUrl: z.url(), orderTrackingId: z.string().min(1), orderId: z.string() }),
]);
export type InitiateAnswer = z.infer<typeof initiateAnswer>;

/** Policy type → hash of every current policy: what the shopper accepts by confirming. */
export function policyHashes(policies: readonly SnapshotPolicy[]): Record<string, string> {
  return Object.fromEntries(policies.map((policy) => [policy.type, policy.hash]));
}
