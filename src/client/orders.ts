import { z } from 'zod';
import { accountOrder, type AccountOrder } from '../lib/account/answers.ts';
import { REFUND_STATUSES } from '../lib/order-types.ts';
import { call, type ApiResult } from './api.ts';

/** One order of the shopper's outside the account pages: its confirmation, "Pay now" and Cancel. */

const confirmationAnswer = z.object({ order: accountOrder });
const payAnswer = z.object({ redirectUrl: z.url(), orderTrackingId: z.string().min(1), orderId: z.string() });
export type PayAnswer = z.infer<typeof payAnswer>;
/** The order as it now stands, and the refund its cancellation started (null when nothing was paid): `ok` false when Pesapal did not take it yet. */
const cancelAnswer = z.object({
  order: accountOrder,
  refund: z.object({ ok: z.boolean(), status: z.enum(REFUND_STATUSES), amountCents: z.number().int() }).nullable(),
});
export type CancelAnswer = z.infer<typeof cancelAnswer>;

export async function orderConfirmation(orderId: string): Promise<ApiResult<AccountOrder>> {
  const answer = await call(confirmationAnswer, `/api/orders/${encodeURIComponent(orderId)}/confirmation`);
  return answer.ok ? { ok: true, data: answer.data.order } : answer;
}

/** Opens the payment of the signed-in customer's order that awaits it: the payment page to go to. */
export function payOrder(orderId: string): Promise<ApiResult<PayAnswer>> {
  return call(payAnswer, `/api/orders/${encodeURIComponent(orderId)}/pay`, { method: 'POST', auth: 'required' });
}

/** Cancels the signed-in customer's order, with the reason they gave; the API says in words why when it may not. */
export function cancelOrder(orderId: string, reason: string): Promise<ApiResult<CancelAnswer>> {
  return call(cancelAnswer, `/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', auth: 'required', body: { reason } });
}
