import type { Context } from 'hono';
import { localeOfPath, localizedPath } from '../../i18n/locales.ts';
import { PAYMENT_RETURN_SLOT, paymentReturnHtml, paymentReturnProblemHtml } from '../../lib/checkout/payment-return-html.ts';
import { readPaymentQuery } from '../../lib/checkout/payment-query.ts';
import { fillSlot } from '../../lib/server-slot.ts';
import { refreshPayment, type PaymentDeps } from '../checkout/payment-update.ts';
import { ApiError } from '../errors.ts';
import { isTrackingId } from '../pesapal/index.ts';
import type { PageSource } from './page-source.ts';
import { NO_STORE } from '../no-store.ts';

export interface PaymentReturnPageDeps {
  payments: PaymentDeps;
  pages: PageSource;
}

/**
 * GET /payment/return?OrderTrackingId=… (Pesapal's callback): the built page with the payment's
 * status in its noscript part, for a browser without scripts (payment-return-html.ts). The status
 * is read as the frame page's polls read it (shared with a recent answer, or our record once the
 * payment is settled), so a browser with scripts, whose island asks again, costs Pesapal at most
 * one more question. Null (the static page answers) without a tracking id the shop could have issued.
 */
export async function paymentReturnPage(c: Context, deps: PaymentReturnPageDeps): Promise<Response | null> {
  const url = new URL(c.req.url);
  const { orderTrackingId } = readPaymentQuery(url.search);
  if (!orderTrackingId || !isTrackingId(orderTrackingId)) return null;
  const t = c.get('t');
  const again = `${url.pathname}${url.search}`;
  let part: string;
  try {
    const { view } = await refreshPayment(deps.payments, orderTrackingId, 'poll');
    part = paymentReturnHtml(view, again, t);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    part = paymentReturnProblemHtml(error.text(t), again, t);
  }
  const page = await deps.pages(localizedPath('/payment/return', localeOfPath(c.req.path)));
  const html = page && fillSlot(page, PAYMENT_RETURN_SLOT, part);
  return html ? c.html(html, 200, NO_STORE) : null;
}
