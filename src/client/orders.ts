import { z } from 'zod';
import { accountOrder, type AccountOrder } from '../lib/account/answers.ts';
import { call, type ApiResult } from './api.ts';

/** One order of the shopper's outside the account pages: its confirmation, and "Pay now". */

const confirmationAnswer = z.object({ order: accountOrder });
const payAnswer = z.object({ redirectUrl: z.url(), orderTrackingId: z.string().min(1), orderId: z.string() });
export type PayAnswer = z.infer<typeof payAnswer>;

export async function orderConfirmation(orderId: string): Promise<ApiResult<AccountOrder>> {
  const answer = await call(confirmationAnswer, `/api/orders/${encodeURIComponent(orderId)}/confirmation`);
  return answer.ok ? { ok: true, data: answer.data.order } : answer;
}

/** Opens the payment of the signed-in customer's order that awaits it: the payment page to go to. */
export function payOrder(orderId: string): Promise<ApiResult<PayAnswer>> {
  return call(payAnswer, `/api/orders/${encodeURIComponent(orderId)}/pay`, { method: 'POST', auth: 'required' });
}
