import type { AccountOrder } from '../api/account.ts';
import type { cancelAnswer, confirmationAnswer, payAnswer } from '../api/orders.ts';
import type { RescheduleAnswer, SlotsAnswer } from '../api/installation.ts';
import { call, type AnswerOf, type ApiResult } from './api.ts';

/** One order of the shopper's outside the account pages: its confirmation, "Pay now", a lay-by's next amount and Cancel. */

export type PayAnswer = AnswerOf<typeof payAnswer>;
export type CancelAnswer = AnswerOf<typeof cancelAnswer>;

export async function orderConfirmation(orderId: string): Promise<ApiResult<AccountOrder>> {
  const answer = await call<AnswerOf<typeof confirmationAnswer>>(`/api/orders/${encodeURIComponent(orderId)}/confirmation`);
  return answer.ok ? { ok: true, data: answer.data.order } : answer;
}

/** Opens the payment of the signed-in customer's order that awaits it: the payment page to go to. */
export function payOrder(orderId: string): Promise<ApiResult<PayAnswer>> {
  return call(`/api/orders/${encodeURIComponent(orderId)}/pay`, { method: 'POST', auth: 'required' });
}

/** Starts a payment of `amountCents` on the signed-in customer's lay-by (issue 47): the payment page to go to, or the rule the amount breaks. */
export function payInstalment(orderId: string, amountCents: number): Promise<ApiResult<PayAnswer>> {
  return call(`/api/orders/${encodeURIComponent(orderId)}/instalments`, { method: 'POST', auth: 'required', body: { amountCents } });
}

/** Cancels the signed-in customer's order, with the reason they gave; the API says in words why when it may not. */
export function cancelOrder(orderId: string, reason: string): Promise<ApiResult<CancelAnswer>> {
  return call(`/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', auth: 'required', body: { reason } });
}

/** The open installation days of a county's zone (issue 48), each with its places left: what the day may be moved to. */
export function installationSlots(county: string): Promise<ApiResult<SlotsAnswer>> {
  return call(`/api/installations/slots?${new URLSearchParams({ county })}`);
}

/** Moves (or, for a lay-by paid in full, chooses) the signed-in customer's installation day; the API says in words why when it may not. */
export function rescheduleInstallation(orderId: string, date: string): Promise<ApiResult<RescheduleAnswer>> {
  return call(`/api/orders/${encodeURIComponent(orderId)}/installation`, { method: 'POST', auth: 'required', body: { date } });
}
