import type { Translate } from '../../i18n/index.ts';
import { attr, escapeHtml } from '../html.ts';

/** A form that opens an order's tax invoice: posts its phone and reference to /invoice (no token, no script needed). */
export function invoiceLinkFormHtml(action: string, phone: string, reference: string, t: Translate): string {
  return (
    `<form class="invoice-link" method="post"${attr('action', action)}>` +
    `<input type="hidden" name="phone"${attr('value', phone)}><input type="hidden" name="reference"${attr('value', reference)}>` +
    `<button class="button button--ghost" type="submit">${escapeHtml(t('invoice.link'))}</button></form>`
  );
}
