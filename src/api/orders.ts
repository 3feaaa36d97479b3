import { z } from 'zod';
import { accountOrder } from './account.ts';
import { REFUND_STATUSES } from '../lib/order-types.ts';

/** What the API answers about one order of the shopper's outside the account pages: its confirmation, "Pay now" and Cancel. */

/** GET /api/orders/{id}/confirmation. */
export const confirmationAnswer = z.object({ order: accountOrder });

/** POST /api/orders/{id}/pay: the payment page to go to. */
export const payAnswer = z.object({ redirectUrl: z.url(), orderTrackingId: z.string().min(1), orderId: z.string() });

/**
 * POST /api/orders/{id}/cancel, for the customer and the admin alike: the order as it now stands,
 * and the refund its cancellation started (null when nothing was paid): `ok` false when Pesapal did not take it yet.
 */
export const cancelAnswer = z.object({
  order: accountOrder,
  refund: z.object({ ok: z.boolean(), status: z.enum(REFUND_STATUSES), amountCents: z.number().int() }).nullable(),
});
