import type { Translate } from '../../i18n/index.ts';
import { escapeHtml } from '../html.ts';

/**
 * /payment/iframe without scripts: the island never runs, so the page's noscript part holds a slot
 * the server fills (src/server/pages/payment-frame.ts) with Pesapal's form for the payment in the
 * address, and a link to it on its own page. With scripts on, a browser never loads what a
 * noscript holds, so the form is not loaded twice.
 */
export const PAYMENT_FRAME_SLOT = 'payment-frame';

/** Pesapal's hosted form for `redirectUrl` (an address the server took from its own record), framed, and linked. */
export function paymentFrameHtml(redirectUrl: string, t: Translate): string {
  const src = escapeHtml(redirectUrl);
  return (
    `<div class="payment-frame"><iframe src="${src}" title="${escapeHtml(t('payment.frameTitle'))}" allow="payment"></iframe></div>` +
    `<p><a href="${src}">${escapeHtml(t('payment.noScript.open'))}</a></p>`
  );
}
