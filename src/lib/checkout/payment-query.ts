import type { z } from 'zod';
import type { paymentView } from '../../api/checkout.ts';

/** What the payment pages read from their address (checkout spec section 2). */
export interface PaymentQuery {
  /** orderTrackingId, or Pesapal's spelling OrderTrackingId; null when absent. */
  orderTrackingId: string | null;
  /** The hosted payment page to frame: only an http(s) address, else null. */
  redirectUrl: string | null;
}

export function readPaymentQuery(search: string): PaymentQuery {
  const query = new URLSearchParams(search);
  const id = (query.get('orderTrackingId') ?? query.get('OrderTrackingId') ?? '').trim();
  const raw = (query.get('redirectUrl') ?? '').trim();
  let redirectUrl: string | null = null;
  try {
    const url = new URL(raw);
    if (url.protocol === 'https:' || url.protocol === 'http:') redirectUrl = url.href;
  } catch {
    redirectUrl = null;
  }
  return { orderTrackingId: id || null, redirectUrl };
}

/** The API's payment status answer (src/api/checkout.ts). */
export type PaymentView = z.infer<typeof paymentView>;

/** The frame page frames redirectUrl only when it is on the Pesapal host the server uses. */
export function isPaymentPageUrl(redirectUrl: string, paymentPageOrigin: string): boolean {
  try {
    return new URL(redirectUrl).origin === paymentPageOrigin;
  } catch {
    return false;
  }
}

/**
 * Whether a failed status check means the shop has no such payment: 404 for a tracking id it never
 * issued, 400 for one that cannot be a tracking id at all. Asking again cannot change either; any
 * other failure (no answer, 429, 502 from Pesapal) may pass.
 */
export function isUnknownPayment(failure: { status: number }): boolean {
  return failure.status === 404 || failure.status === 400;
}
