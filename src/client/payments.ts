import type { PaymentView } from '../lib/checkout/payment-query.ts';
import { call, type ApiResult } from './api.ts';

/**
 * A payment's status in the shop's words. The spec's payment status result names Pesapal's method
 * `paymentMethod` on the wire; this door reads it once, as `reportedMethod`, and leaves out the
 * spec's `amount` in shillings: the pages show `amountCents` (docs/glossary.md).
 */
export type PaymentStatusView = Omit<PaymentView, 'paymentMethod' | 'amount'> & { reportedMethod: string | null };

/**
 * A payment's status: `poll` is what the frame page asks every 3 s, `verify` the return page's
 * check once Pesapal sent the shopper back.
 */
export async function paymentStatus(check: 'poll' | 'verify', orderTrackingId: string): Promise<ApiResult<PaymentStatusView>> {
  const path = check === 'poll' ? '/api/payments/status' : '/api/pesapal/verify';
  const answer = await call<PaymentView>(`${path}?${new URLSearchParams({ orderTrackingId })}`);
  if (!answer.ok) return answer;
  const { paymentMethod: reportedMethod, amount: _shillings, ...view } = answer.data;
  return { ok: true, data: { ...view, reportedMethod } };
}
