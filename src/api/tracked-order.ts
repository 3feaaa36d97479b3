import { z } from 'zod';
import type { MessageKey } from '../i18n/index.ts';
import { accountOrder, type AccountOrder } from './account.ts';
import { normaliseKenyanPhone } from '../lib/phone.ts';
import { parseOrderReference } from '../lib/orders/reference.ts';
import { TIMELINE_EVENTS } from '../lib/orders/timeline.ts';

/** A check's message: a key of the tables, translated where the error is shown. */
const says = (key: MessageKey) => ({ error: key });

/** POST /api/orders/track and the /track form: the phone used at checkout and the order's reference. */
export const trackRequest = z.object({
  phone: z
    .string(says('track.error.phone'))
    .max(40, says('track.error.phone'))
    .refine((phone) => normaliseKenyanPhone(phone) !== null, says('track.error.phone'))
    .transform((phone) => normaliseKenyanPhone(phone)!),
  reference: z
    .string(says('track.error.reference'))
    .max(40, says('track.error.reference'))
    .refine((reference) => parseOrderReference(reference) !== null, says('track.error.reference'))
    .transform((reference) => parseOrderReference(reference)!),
});
export type TrackRequest = z.output<typeof trackRequest>;

/** The order found, as its owner follows it: no one's name or address (nor the tax invoice's business), the steps it went through. */
export const trackedOrder = z.object({
  order: accountOrder.omit({ buyer: true }),
  timeline: z.array(z.object({ event: z.enum(TIMELINE_EVENTS), at: z.string().nullable() })),
});
export type TrackedOrder = z.infer<typeof trackedOrder>;

/** The /track answer for an order: the order, and its timeline beside it as the route has always answered. */
export function trackedOf({ buyer: _business, ...order }: AccountOrder): TrackedOrder {
  return { order, timeline: order.timeline };
}
