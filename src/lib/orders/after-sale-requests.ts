import { z } from 'zod';
import { lazyMessage } from '../../i18n/index.ts';
import { trackRequest } from './tracked-order.ts';

/** Why an order is cancelled or refunded, in the words of whoever does it: kept in the audit. */
const reason = z
  .string(lazyMessage('cancel.error.reason'))
  .trim()
  .min(1, lazyMessage('cancel.error.reason'))
  .max(500, lazyMessage('cancel.error.reason'))
  .refine((text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(text), lazyMessage('form.error.controlCharacters'));

/**
 * POST /api/orders/{id}/cancel: a reason, and for a guest the phone and reference that open the
 * order on /track (a signed-in owner or an admin sends a bearer token instead).
 */
export const cancelRequest = z
  .object({ reason, phone: trackRequest.shape.phone.optional(), reference: trackRequest.shape.reference.optional() })
  .refine((body) => (body.phone === undefined) === (body.reference === undefined), { ...lazyMessage('cancel.error.phoneAndReference'), path: ['reference'] });
export type CancelRequest = z.output<typeof cancelRequest>;

/** POST /api/orders/{id}/refund (admins): the amount in cents, the whole payment when left out, and why. */
export const refundRequest = z.object({
  amountCents: z.number(lazyMessage('refund.error.amount')).int(lazyMessage('refund.error.amount')).min(1, lazyMessage('refund.error.amount')).max(100_000_000_00, lazyMessage('refund.error.amount')).optional(),
  reason,
});
export type RefundRequest = z.output<typeof refundRequest>;
