import type { LaybyCashAnswer, LaybyExtendAnswer, LaybyListAnswer, LaybyOrderAnswer } from '../api/admin-layby.ts';
import type { CashMethod } from '../lib/orders/cash-collection.ts';
import { call, type ApiResult } from './api.ts';

/** The owner's lay-by calls (issue 47), with the session's token; the server decides whether the caller is an admin at aal2. */

/** What the payment form sends: the amount, how it was paid, the receipt for M-PESA, a note, and its press's key. */
export interface LaybyPaymentInput {
  amountCents: number;
  method: CashMethod;
  mpesaReceipt?: string;
  note?: string;
  requestKey: string;
}

/** GET /api/admin/layby?view=: the view's plans and each view's count. */
export function loadLaybyList(path: string): Promise<ApiResult<LaybyListAnswer>> {
  return call<LaybyListAnswer>(path, { auth: 'required' });
}

/** GET /api/admin/layby/{orderId}: the order's plan, or null. */
export function loadLaybyPlan(path: string): Promise<ApiResult<LaybyOrderAnswer>> {
  return call<LaybyOrderAnswer>(path, { auth: 'required' });
}

/** POST /api/admin/layby/{orderId}/cash: a payment made at the shop. */
export function recordLaybyPayment(orderId: string, body: LaybyPaymentInput): Promise<ApiResult<LaybyCashAnswer>> {
  return call<LaybyCashAnswer>(`/api/admin/layby/${encodeURIComponent(orderId)}/cash`, { method: 'POST', body, auth: 'required' });
}

/** POST /api/admin/layby/{orderId}/extend: a later end date, with why. */
export function extendLaybyPlan(orderId: string, body: { endsOn: string; reason: string }): Promise<ApiResult<LaybyExtendAnswer>> {
  return call<LaybyExtendAnswer>(`/api/admin/layby/${encodeURIComponent(orderId)}/extend`, { method: 'POST', body, auth: 'required' });
}
