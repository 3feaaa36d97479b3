import { z } from 'zod';
import type { MessageKey } from '../../i18n/index.ts';
import { normaliseKenyanPhone } from '../phone.ts';
import { parseOrderReference } from '../orders/reference.ts';

const says = (key: MessageKey) => ({ error: key });

/**
 * POST /api/orders/{id}/instalments and the /track pay form (issue 47): the amount, in cents of
 * whole shillings, and who pays it: the phone the order was placed with and its reference, or
 * (without them) the signed-in owner's token.
 */
export const instalmentRequest = z.object({
  amountCents: z
    .number(says('layby.error.not_whole_shillings'))
    .int(says('layby.error.not_whole_shillings'))
    .positive(says('layby.error.not_whole_shillings'))
    .max(100_000_000_00),
  phone: z
    .string(says('track.error.phone'))
    .max(40, says('track.error.phone'))
    .refine((phone) => normaliseKenyanPhone(phone) !== null, says('track.error.phone'))
    .transform((phone) => normaliseKenyanPhone(phone)!)
    .optional(),
  reference: z
    .string(says('track.error.reference'))
    .max(40, says('track.error.reference'))
    .refine((reference) => parseOrderReference(reference) !== null, says('track.error.reference'))
    .transform((reference) => parseOrderReference(reference)!)
    .optional(),
});
export type InstalmentRequest = z.infer<typeof instalmentRequest>;
