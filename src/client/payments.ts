import type { PaymentView } from '../lib/checkout/payment-query.ts';
import { call, type ApiResult } from './api.ts';

/**
 * A payment's status: `poll` is what the frame page asks every 3 s, `verify` the return page's
 * check once Pesapal sent the shopper back.
 */
export function paymentStatus(check: 'poll' | 'verify', orderTrackingId: string): Promise<ApiResult<PaymentView>> {
  const path = check === 'poll' ? '/api/payments/status' : '/api/pesapal/verify';
  return call(`${path}?${new URLSearchParams({ orderTrackingId })}`);
}
