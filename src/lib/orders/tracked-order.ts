import { z } from 'zod';
import { lazyMessage } from '../../i18n/index.ts';
import { accountOrder, type AccountOrder } from '../account/answers.ts';
import { normaliseKenyanPhone } from '../phone.ts';
import { parseOrderReference } from './reference.ts';
import { TIMELINE_EVENTS } from './timeline.ts';

/** POST /api/orders/track and the /track form: the phone used at checkout and the order's reference. */
export const trackRequest = z.object({
  phone: z
    .string(lazyMessage('track.error.phone'))
    .max(40, lazyMessage('track.error.phone'))
    .refine((phone) => normaliseKenyanPhone(phone) !== null, lazyMessage('track.error.phone'))
    .transform((phone) => normaliseKenyanPhone(phone)!),
  reference: z
    .string(lazyMessage('track.error.reference'))
    .max(40, lazyMessage('track.error.reference'))
    .refine((reference) => parseOrderReference(reference) !== null, lazyMessage('track.error.reference'))
    .transform((reference) => parseOrderReference(reference)!),
});
export type TrackRequest = z.output<typeof trackRequest>;

/** The order found, as its owner follows it: no one's name or address, the steps it went through. */
export const trackedOrder = z.object({
  order: accountOrder,
  timeline: z.array(z.object({ event: z.enum(TIMELINE_EVENTS), at: z.string().nullable() })),
});
export type TrackedOrder = z.infer<typeof trackedOrder>;

/** The /track answer for an order: the order, and its timeline beside it as the route has always answered. */
export function trackedOf(order: AccountOrder): TrackedOrder {
  return { order, timeline: order.timeline };
}
