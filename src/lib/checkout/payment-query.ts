import { z } from 'zod';
import { CHECKOUT_PAYMENT_METHODS } from '../order-types.ts';
import { PAYMENT_STATUSES } from '../payment-status.ts';

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

/** The API's payment status answer (GET /api/payments/status and /api/pesapal/verify). */
export const paymentView = z.object({
  status: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string().nullable(),
  /** The method chosen at checkout (MPESA, Card, Bank, Cash). */
  orderPaymentMethod: z.enum(CHECKOUT_PAYMENT_METHODS),
  amount: z.number(),
  amountCents: z.number().int(),
  currency: z.string(),
  message: z.string(),
  orderId: z.string(),
  orderTrackingId: z.string(),
  /** Origin of Pesapal's hosted payment page in use: the only host the frame page may frame. */
  paymentPageOrigin: z.url(),
});
export type PaymentView = z.infer<typeof paymentView>;

/** The frame page frames redirectUrl only when it is on the Pesapal host the server uses. */
export function isPaymentPageUrl(redirectUrl: string, paymentPageOrigin: string): boolean {
  try {
    return new URL(redirectUrl).origin === paymentPageOrigin;
  } catch {
    return false;
  }
}

/** Asks the API for the status; throws with the server's message (or none) on failure. */
export async function fetchPaymentStatus(path: '/api/payments/status' | '/api/pesapal/verify', orderTrackingId: string, fetcher: typeof fetch = fetch): Promise<PaymentView> {
  const response = await fetcher(`${path}?${new URLSearchParams({ orderTrackingId })}`, { headers: { accept: 'application/json' }, cache: 'no-store' });
  const json = (await response.json().catch(() => null)) as { error?: { message?: unknown } } | null;
  if (!response.ok) throw new Error(typeof json?.error?.message === 'string' ? json.error.message : '');
  return paymentView.parse(json);
}
