import type { Context } from 'hono';
import { localeOfPath, localizedPath } from '../../i18n/locales.ts';
import { PAYMENT_FRAME_SLOT, paymentFrameHtml } from '../../lib/checkout/payment-frame-html.ts';
import { isPaymentPageUrl, readPaymentQuery } from '../../lib/checkout/payment-query.ts';
import { fillSlot } from '../../lib/server-slot.ts';
import type { Database } from '../db/index.ts';
import { isTrackingId, type PesapalClient } from '../pesapal/index.ts';
import type { PageSource } from './page-source.ts';
import { NO_STORE } from '../no-store.ts';

export interface PaymentFramePageDeps {
  db: Database;
  pesapal: Pick<PesapalClient, 'paymentPageOrigin'>;
  pages: PageSource;
}

/**
 * GET /payment/iframe?orderTrackingId=… (where /track's Pay now and checkout send the shopper):
 * the built page with Pesapal's form for that payment in its noscript part, so it can be paid
 * without scripts (payment-frame-html.ts). The form's address is the one Pesapal gave for this
 * tracking id, from our record, never the one in the address. Null (the static page answers) for
 * a payment the shop does not know.
 */
export async function paymentFramePage(c: Context, deps: PaymentFramePageDeps): Promise<Response | null> {
  const { orderTrackingId } = readPaymentQuery(new URL(c.req.url).search);
  if (!orderTrackingId || !isTrackingId(orderTrackingId)) return null;
  const payment = await deps.db.payments.byTrackingId(orderTrackingId);
  const attempt = payment && (await deps.db.paymentAttempts.forOrder(payment.orderId)).find((a) => a.id === payment.id);
  if (!attempt?.redirectUrl || !isPaymentPageUrl(attempt.redirectUrl, deps.pesapal.paymentPageOrigin)) return null;
  const page = await deps.pages(localizedPath('/payment/iframe', localeOfPath(c.req.path)));
  const html = page && fillSlot(page, PAYMENT_FRAME_SLOT, paymentFrameHtml(attempt.redirectUrl, c.get('t')));
  return html ? c.html(html, 200, NO_STORE) : null;
}
