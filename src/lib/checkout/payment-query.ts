import { z } from 'zod';
import { PAYMENT_METHODS } from '../order-types.ts';
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

/**
 * The API's payment status answer (GET /api/payments/status and /api/pesapal/verify; checkout spec
 * section 3, "Payment status result"): the server builds it, the pages check it with this schema.
 */
export const paymentView = z.object({
  status: z.enum(PAYMENT_STATUSES),
  /** Pesapal's name of the method (MpesaKE, Visa...), null while nothing was paid. */
  paymentMethod: z.string().nullable(),
  /** The method chosen at checkout (MPESA, Card, Bank, Cash). */
  orderPaymentMethod: z.enum(PAYMENT_METHODS),
  /** In shillings, for display; amountCents is exact. */
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

/**
 * Whether a failed status check means the shop has no such payment: 404 for a tracking id it never
 * issued, 400 for one that cannot be a tracking id at all. Asking again cannot change either; any
 * other failure (no answer, 429, 502 from Pesapal) may pass.
 */
export function isUnknownPayment(failure: { status: number }): boolean {
  return failure.status === 404 || failure.status === 400;
}
