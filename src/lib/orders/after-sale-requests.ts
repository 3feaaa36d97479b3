import { z } from 'zod';
import type { MessageKey } from '../../i18n/index.ts';
import { reasonProblem } from './reason.ts';
import { trackRequest } from '../../api/tracked-order.ts';

/** A check's message: a key of the tables, translated where the error is shown. */
const says = (key: MessageKey) => ({ error: key });

/** Why an order is cancelled or refunded, in the words of whoever does it: kept in the audit (the rule: ./reason.ts). */
const reason = z
  .string(says('cancel.error.reason'))
  .trim()
  .superRefine((text, context) => {
    const problem = reasonProblem(text);
    if (problem) context.addIssue({ code: 'custom', message: problem });
  });

/**
 * POST /api/orders/{id}/cancel: a reason, and for a guest the phone and reference that open the
 * order on /track (a signed-in owner or an admin sends a bearer token instead).
 */
export const cancelRequest = z
  .object({ reason, phone: trackRequest.shape.phone.optional(), reference: trackRequest.shape.reference.optional() })
  .refine((body) => (body.phone === undefined) === (body.reference === undefined), {
    ...says('cancel.error.phoneAndReference'),
    path: ['reference'],
  });

/** POST /api/orders/{id}/refund (admins): the amount in cents, the whole payment when left out, and why. */
export const refundRequest = z.object({
  amountCents: z
    .number(says('refund.error.amount'))
    .int(says('refund.error.amount'))
    .min(1, says('refund.error.amount'))
    .max(100_000_000_00, says('refund.error.amount'))
    .optional(),
  reason,
});
