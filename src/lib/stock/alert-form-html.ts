import type { Translate } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { fieldHtml } from '../form-html.ts';
import { attr, escapeHtml } from '../html.ts';

/**
 * "Tell me when it's back" as HTML: the form on a sold-out product's page (BackInStockForm.astro)
 * and the answers the server fills into the built /stock-alerts page (src/server/pages/stock-alerts.ts).
 * The form posts to /stock-alerts and works without a script.
 */

/** Where /stock-alerts leaves room for the server's answer. */
export const STOCK_ALERT_SLOT = 'stock-alert';

export interface StockAlertFormState {
  productId: string;
  productName: string;
  /** What was typed in the one field (a phone number or an e-mail), when the server sends the form back. */
  contact?: string;
  /** What is wrong with it, beside the field. */
  error?: string;
  /** Above the button: why the form was not taken (too many tries). */
  notice?: string;
}

/** The form: the product as a hidden field, one labelled field for a phone number or an e-mail, the button. */
export function stockAlertFormHtml(state: StockAlertFormState, t: Translate): string {
  return (
    `<section class="stock-alert" aria-labelledby="stock-alert-heading">` +
    `<h2 id="stock-alert-heading">${escapeHtml(t('stockAlert.heading'))}</h2>` +
    `<p>${escapeHtml(t('stockAlert.intro', { product: state.productName }))}</p>` +
    `<form class="stock-alert__form" method="post"${attr('action', localizedPath('/stock-alerts', t.locale))}>` +
    `<input type="hidden" name="productId"${attr('value', state.productId)}>` +
    fieldHtml({
      form: 'stock-alert',
      name: 'contact',
      label: t('stockAlert.contact'),
      hint: t('stockAlert.contactHint'),
      required: true,
      value: state.contact,
      error: state.error,
    }) +
    `<button class="button" type="submit">${escapeHtml(t('stockAlert.submit'))}</button>` +
    `<p class="stock-alert__notice" role="status">${escapeHtml(state.notice ?? '')}</p>` +
    `</form></section>`
  );
}

/** A link back to the product's page, or on to the shop when there is none. */
export function productLinkHtml(product: { path: string; name: string } | null, t: Translate): string {
  return product
    ? `<p><a class="button" href="${escapeHtml(localizedPath(product.path, t.locale))}">${escapeHtml(t('stockAlert.backToProduct', { product: product.name }))}</a></p>`
    : `<p><a class="button" href="${escapeHtml(localizedPath('/shop', t.locale))}">${escapeHtml(t('stockAlert.continue'))}</a></p>`;
}

/** An answer in the slot: a heading (when there is one) and its paragraphs, each escaped, then `after` as it is. */
export function alertAnswerHtml(heading: string | null, paragraphs: readonly string[], after = ''): string {
  return (
    `<div class="stock-alert-answer">` +
    (heading ? `<h2>${escapeHtml(heading)}</h2>` : '') +
    paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`).join('') +
    after +
    `</div>`
  );
}

/** The unsubscribe page's question and its one button, which posts the token (a GET alone changes nothing). */
export function unsubscribeFormHtml(state: { token: string; address: string }, t: Translate): string {
  return alertAnswerHtml(
    t('stockAlert.unsubscribe.heading'),
    [t('stockAlert.unsubscribe.ask', { address: state.address })],
    `<form method="post"${attr('action', localizedPath('/stock-alerts/unsubscribe', t.locale))}>` +
      `<input type="hidden" name="token"${attr('value', state.token)}>` +
      `<button class="button" type="submit">${escapeHtml(t('stockAlert.unsubscribe.submit'))}</button></form>`,
  );
}
