import type {
  confirmAnswer,
  deliveryUpdateAnswer,
  messageUpdateAnswer,
  notificationResendAnswer,
  AdminDashboard,
  AdminNotification,
  AdminOrder,
  AdminOrderPage,
  RefundAnswer,
  CashAnswer,
} from '../api/admin.ts';
import type { CashDayAnswer } from '../api/admin-cash.ts';
import type { AdminOrderWithInvoices } from '../api/admin-invoices.ts';
import type { CashRequestInput } from '../lib/orders/cash-collection.ts';
import type { CancelAnswer } from './orders.ts';
import type { DeliveryStatus, OrderStatus, PaymentMethod } from '../lib/order-types.ts';
import { call, type AnswerOf, type ApiResult } from './api.ts';

/** The admin area's calls, with the session's token; the server decides whether the caller is an admin. */

/**
 * An admin order in the shop's words. The spec's admin order names the order's status
 * `payment_status` on the wire, and the answer names the shopper's choice `payment_method`; this
 * door reads them once, as `orderStatus` and `chosenMethod` (docs/glossary.md).
 */
export type AdminOrderView = Omit<AdminOrder, 'payment_status' | 'payment_method'> & {
  orderStatus: OrderStatus;
  chosenMethod: PaymentMethod;
};
export type AdminOrderPageView = Omit<AdminOrderPage, 'orders'> & { orders: AdminOrderView[] };
/** The order's page: everything about it (AdminOrderDetail), with its tax invoices and credit notes. */
export type AdminOrderDetailView = Omit<AdminOrderWithInvoices, 'order'> & { order: AdminOrderView };
export type AdminDashboardView = Omit<AdminDashboard, 'latestOrders'> & { latestOrders: AdminOrderView[] };
export type RefundAnswerView = Omit<RefundAnswer, 'order'> & { order: AdminOrderView };
export type CashAnswerView = Omit<CashAnswer, 'order'> & { order: AdminOrderView };

function orderView({ payment_status: orderStatus, payment_method: chosenMethod, ...order }: AdminOrder): AdminOrderView {
  return { ...order, orderStatus, chosenMethod };
}

async function adminGet<T, V>(path: string, view: (answer: T) => V): Promise<ApiResult<V>> {
  const answer = await call<T>(path, { auth: 'required' });
  return answer.ok ? { ok: true, data: view(answer.data) } : answer;
}

/** GET /api/orders{search}: one page of the orders table. */
export function loadOrderPage(path: string): Promise<ApiResult<AdminOrderPageView>> {
  return adminGet(path, (page: AdminOrderPage) => ({ ...page, orders: page.orders.map(orderView) }));
}

/** GET /api/orders/{id}: everything about one order. */
export function loadOrderDetail(path: string): Promise<ApiResult<AdminOrderDetailView>> {
  return adminGet(path, (detail: AdminOrderWithInvoices) => ({ ...detail, order: orderView(detail.order) }));
}

/** GET /api/admin/dashboard. */
export function loadDashboard(path: string): Promise<ApiResult<AdminDashboardView>> {
  return adminGet(path, (dashboard: AdminDashboard) => ({ ...dashboard, latestOrders: dashboard.latestOrders.map(orderView) }));
}

/** Moves the order's delivery on; shipping may name the driver who takes it out. */
export async function setDeliveryStatus(orderId: string, status: DeliveryStatus, driver?: string): Promise<ApiResult<AdminOrderView>> {
  const answer = await call<AnswerOf<typeof deliveryUpdateAnswer>>(`/api/orders/${encodeURIComponent(orderId)}`, {
    method: 'PATCH',
    body: driver ? { delivery_status: status, driver } : { delivery_status: status },
    auth: 'required',
  });
  return answer.ok ? { ok: true, data: orderView(answer.data.order) } : answer;
}

/** The team called the customer of a cash order above the limit, who confirmed it: it may now be packed and shipped. */
export async function confirmOrder(orderId: string): Promise<ApiResult<AdminOrderView>> {
  const answer = await call<AnswerOf<typeof confirmAnswer>>(`/api/orders/${encodeURIComponent(orderId)}/confirm`, {
    method: 'POST',
    auth: 'required',
  });
  return answer.ok ? { ok: true, data: orderView(answer.data.order) } : answer;
}

export function markMessageRead(messageId: string): Promise<ApiResult<{ id: string; read: boolean }>> {
  return call<AnswerOf<typeof messageUpdateAnswer>>(`/api/admin/messages/${encodeURIComponent(messageId)}`, {
    method: 'PATCH',
    body: { read: true },
    auth: 'required',
  });
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

/** Records what a driver brought back for a cash order (POST /api/orders/{id}/cash): in full it pays the order. */
export async function recordCash(orderId: string, body: CashRequestInput): Promise<ApiResult<CashAnswerView>> {
  const answer = await call<CashAnswer>(`/api/orders/${encodeURIComponent(orderId)}/cash`, { method: 'POST', body, auth: 'required' });
  return answer.ok ? { ok: true, data: { ...answer.data, order: orderView(answer.data.order) } } : answer;
}

/** GET /api/admin/cash?day=…: the day's cash per driver. */
export function loadCashDay(path: string): Promise<ApiResult<CashDayAnswer>> {
  return adminGet(path, (day: CashDayAnswer) => day);
}

/** Asks Pesapal to refund the order's payment: `amountCents` undefined refunds all of it. */
export async function refundOrder(
  orderId: string,
  input: { amountCents: number | undefined; reason: string },
): Promise<ApiResult<RefundAnswerView>> {
  const body = input.amountCents === undefined ? { reason: input.reason } : { amountCents: input.amountCents, reason: input.reason };
  const answer = await call<RefundAnswer>(`/api/orders/${encodeURIComponent(orderId)}/refund`, { method: 'POST', body, auth: 'required' });
  return answer.ok ? { ok: true, data: { ...answer.data, order: orderView(answer.data.order) } } : answer;
}
