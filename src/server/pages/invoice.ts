import type { Context } from 'hono';
import type { Translate } from '../../i18n/index.ts';
import { orderReference } from '../../lib/order-display.ts';
import { orderFigures } from '../../lib/orders/figures.ts';
import { invoiceFormHtml, invoicePageHtml } from '../../lib/tax/invoice-html.ts';
import type { TrustProxy } from '../client-address.ts';
import { orderInvoice, type InvoiceDeps } from '../orders/invoice.ts';
import type { RateLimits } from '../rate-limit/limiter.ts';
import { qrSvg } from '../tax/qr-svg.ts';
import type { PageSource } from './page-source.ts';
import { lookupPage, postedOrder, type Shown } from './lookup-page.ts';

/** Where /invoice leaves room for the server's form and the invoice. */
export const INVOICE_FORM_SLOT = 'invoice-form';
export const INVOICE_RESULT_SLOT = 'invoice-result';

export type InvoicePageDeps = InvoiceDeps & {
  limits: RateLimits;
  /** Whose word is taken for the client's address, by which wrong phones are counted. */
  trustProxy: TrustProxy;
  pages: PageSource;
};

/** The built /invoice page with the form (and the invoice) the server fills in. */
function invoicePage(c: Context, pages: PageSource, shown: Shown): Promise<Response> {
  return lookupPage(
    c,
    pages,
    { path: '/invoice', formSlot: INVOICE_FORM_SLOT, resultSlot: INVOICE_RESULT_SLOT, formHtml: invoiceFormHtml },
    shown,
  );
}

/** GET /invoice?ref=: the form with the reference from an e-mail's link typed in. Null without one: the static page answers. */
export async function invoiceLinkPage(c: Context, pages: PageSource): Promise<Response | null> {
  const reference = c.req.query('ref')?.trim();
  if (!reference) return null;
  return invoicePage(c, pages, { status: 200, reference: reference.slice(0, 40) });
}

/**
 * POST /invoice {phone, reference} (the form, and the tax invoice links of /track, /orders and
 * /account): the order found as /track finds it, each wrong phone counted against the client who
 * tried it, then its tax invoices and credit notes as the customer keeps them.
 */
export async function invoiceFormPost(c: Context, deps: InvoicePageDeps, fields: Record<string, string>): Promise<Response> {
  const t: Translate = c.get('t');
  const found = await postedOrder(c, deps, fields, (shown) => invoicePage(c, deps.pages, shown));
  if ('page' in found) return found.page;
  const { order, shown } = found;
  const answer = await orderInvoice(deps, order);
  const orderRef = orderReference(order.id);
  if (!answer) return invoicePage(c, deps.pages, { status: 404, ...shown, notice: t('invoice.error.none', { reference: orderRef }) });
  const result = invoicePageHtml(
    { answer, reference: orderRef, order: { items: order.items, vatIncludedCents: orderFigures(order).vatIncludedCents }, qr: qrSvg },
    t,
  );
  return invoicePage(c, deps.pages, { status: 200, ...shown, result });
}
