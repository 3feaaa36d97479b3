import type { Translate } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { escapeHtml } from '../html.ts';
import { formatKes } from '../money.ts';
import { orderReference, paymentMethodName } from '../order-display.ts';
import { paymentReceipt, receiptLabel } from '../orders/receipt.ts';
import type { PaymentView } from './payment-query.ts';

/**
 * /payment/return without scripts: Pesapal sends the shopper back here after the form (framed or
 * on its own page), and the island that checks the payment never runs. The page's noscript part
 * holds a slot the server fills (src/server/pages/payment-return.ts) with what the island shows:
 * the payment in the shop's words, its M-PESA code once paid, what to do next, and the way to the
 * order on /track. With scripts on a browser never reads what a noscript holds.
 */
export const PAYMENT_RETURN_SLOT = 'payment-return';

type ReturnedPayment = Pick<
  PaymentView,
  'status' | 'paymentMethod' | 'chosenMethod' | 'amountCents' | 'outcome' | 'confirmationCode' | 'orderId'
>;

const row = (term: string, value: string) => `<dt>${escapeHtml(term)}</dt><dd>${escapeHtml(value)}</dd>`;

/** The payment as the return page states it; `again` is this page's own address, to check once more while it waits. */
export function paymentReturnHtml(payment: ReturnedPayment, again: string, t: Translate): string {
  const receipt = paymentReceipt({ ...payment, reportedMethod: payment.paymentMethod }, payment.chosenMethod);
  const details =
    row(t('payment.method'), paymentMethodName(payment.paymentMethod, payment.chosenMethod, t)) +
    row(t('payment.amount'), formatKes(payment.amountCents, t.locale)) +
    (receipt ? row(receiptLabel(receipt, t), receipt.code) : '') +
    row(t('payment.message'), t(`payment.outcome.${payment.outcome}`));
  const next =
    payment.status === 'PENDING'
      ? `<p>${escapeHtml(t('payment.return.waitingNext'))} <a href="${escapeHtml(again)}">${escapeHtml(t('payment.problem.checkAgain'))}</a></p>`
      : payment.status === 'FAILED' || payment.status === 'CANCELLED'
        ? `<p>${escapeHtml(t('payment.return.failedNext'))}</p>`
        : '';
  const reference = orderReference(payment.orderId);
  const track = `${localizedPath('/track', t.locale)}?ref=${reference}`;
  return (
    `<section class="payment-details" aria-label="${escapeHtml(t('payment.details'))}"><dl>${details}</dl></section>` +
    next +
    `<p><a href="${escapeHtml(track)}">${escapeHtml(t('payment.noScript.follow', { reference }))}</a></p>`
  );
}

/** The check could not be made: what went wrong and what to do, in the shop's words. */
export function paymentReturnProblemHtml(words: string, again: string, t: Translate): string {
  return `<p>${escapeHtml(words)}</p><p><a href="${escapeHtml(again)}">${escapeHtml(t('payment.problem.checkAgain'))}</a></p>`;
}
