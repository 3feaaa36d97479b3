import type { deliveryUpdateAnswer, messageUpdateAnswer, notificationResendAnswer, AdminNotification, AdminOrder, RefundAnswer } from '../lib/admin/answers.ts';
import type { CancelAnswer } from './orders.ts';
import type { DeliveryStatus } from '../lib/order-types.ts';
import { call, type AnswerOf, type ApiResult } from './api.ts';

/** The admin area's calls, with the session's token; the server decides whether the caller is an admin. */

export function adminGet<T>(path: string): Promise<ApiResult<T>> {
  return call(path, { auth: 'required' });
}

export async function setDeliveryStatus(orderId: string, status: DeliveryStatus): Promise<ApiResult<AdminOrder>> {
  const answer = await call<AnswerOf<typeof deliveryUpdateAnswer>>(`/api/orders/${encodeURIComponent(orderId)}`, { method: 'PATCH', body: { delivery_status: status }, auth: 'required' });
  return answer.ok ? { ok: true, data: answer.data.order } : answer;
}

export function markMessageRead(messageId: string): Promise<ApiResult<{ id: string; read: boolean }>> {
  return call<AnswerOf<typeof messageUpdateAnswer>>(`/api/admin/messages/${encodeURIComponent(messageId)}`, { method: 'PATCH', body: { read: true }, auth: 'required' });
}

/** Sends an order e-mail or SMS again (one that was sent or failed): it is due again at once. */
export async function resendNotification(orderId: string, notificationId: string): Promise<ApiResult<AdminNotification>> {
  const path = `/api/orders/${encodeURIComponent(orderId)}/notifications/${encodeURIComponent(notificationId)}/resend`;
  const answer = await call<AnswerOf<typeof notificationResendAnswer>>(path, { method: 'POST', auth: 'required' });
  return answer.ok ? { ok: true, data: answer.data.notification } : answer;
}

/** Cancels an order (an admin may until it is delivered); a paid one is refunded in full as well. */
export function cancelOrderAsAdmin(orderId: string, reason: string): Promise<ApiResult<CancelAnswer>> {
  return call(`/api/orders/${encodeURIComponent(orderId)}/cancel`, { method: 'POST', body: { reason }, auth: 'required' });
}

/** Asks Pesapal to refund the order's payment: `amountCents` undefined refunds all of it. */
export function refundOrder(orderId: string, input: { amountCents: number | undefined; reason: string }): Promise<ApiResult<RefundAnswer>> {
  const body = input.amountCents === undefined ? { reason: input.reason } : { amountCents: input.amountCents, reason: input.reason };
  return call(`/api/orders/${encodeURIComponent(orderId)}/refund`, { method: 'POST', body, auth: 'required' });
}
