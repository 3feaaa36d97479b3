import type { Context } from 'hono';
import type { Translate } from '../../i18n/index.ts';
import { localeOfPath, localizedPath } from '../../i18n/locales.ts';
import { productPath } from '../../lib/catalogue/product-path.ts';
import { fillSlot } from '../../lib/server-slot.ts';
import { maskedAddress } from '../../lib/stock/alert-address.ts';
import {
  alertAnswerHtml,
  productLinkHtml,
  STOCK_ALERT_SLOT,
  stockAlertFormHtml,
  unsubscribeFormHtml,
} from '../../lib/stock/alert-form-html.ts';
import { alertContact, alertTarget, stockAlertRequest } from '../../lib/stock/alert-request.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { Database } from '../db/index.ts';
import type { StockAlert } from '../db/stock-alerts.ts';
import { ApiError } from '../errors.ts';
import { signUpForAlert } from '../stock/alert-signup.ts';
import { UNSUBSCRIBE_TOKEN, unsubscribeTokenHash } from '../stock/alert-token.ts';
import type { PageSource } from './page-source.ts';
import { NO_STORE } from '../no-store.ts';

export interface StockAlertPageDeps {
  db: Database;
  catalogue: CatalogueSource;
  pages: PageSource;
}

/** The built /stock-alerts page (in the path's language) with `html` in its slot, never cached: it speaks of one shopper's address. */
async function alertPage(c: Context, pages: PageSource, status: 200 | 400 | 404 | 409 | 429, html: string): Promise<Response> {
  const page = await pages(localizedPath('/stock-alerts', localeOfPath(c.req.path)));
  const filled = page && fillSlot(page, STOCK_ALERT_SLOT, html);
  if (!filled) return c.text(c.get('t')('page.error.unavailable'), 503, { 'retry-after': '60' });
  return c.html(filled, status, NO_STORE);
}

/** The product a form names, with its page, when the catalogue sells it. */
async function productOf(catalogue: CatalogueSource, productId: string): Promise<{ path: string; name: string } | null> {
  const { products } = await catalogue();
  const product = Object.hasOwn(products, productId) ? products[productId] : undefined;
  return product ? { path: productPath({ category: product.category, id: productId }), name: product.name } : null;
}

const unknownProduct = (t: Translate) => alertAnswerHtml(null, [t('stockAlert.error.unknownProduct')], productLinkHtml(null, t));

/**
 * POST /stock-alerts (and /sw/stock-alerts): the form on a sold-out product, taken as POST
 * /api/stock/alerts takes JSON (stock/alert-signup.ts), answered as a page in the form's language:
 * the promise of one message, the form again with what is wrong beside the field, "in stock now"
 * with the way back to it, or that the shop does not sell it.
 */
export async function stockAlertFormPost(c: Context, deps: StockAlertPageDeps, fields: Record<string, string>): Promise<Response> {
  const t: Translate = c.get('t');
  const productId = (fields.productId ?? '').slice(0, 200);
  const contact = (fields.contact ?? '').trim().slice(0, 320);
  const product = await productOf(deps.catalogue, productId);
  if (!product) return alertPage(c, deps.pages, 404, unknownProduct(t));
  const parsed = stockAlertRequest.safeParse({ productId, ...alertContact(contact) });
  if (!parsed.success)
    return alertPage(
      c,
      deps.pages,
      400,
      stockAlertFormHtml({ productId, productName: product.name, contact, error: t('stockAlert.error.contact') }, t),
    );
  try {
    await signUpForAlert(deps, parsed.data, t.locale);
  } catch (error) {
    if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 409)) throw error;
    if (error.status === 404) return alertPage(c, deps.pages, 404, unknownProduct(t));
    return alertPage(c, deps.pages, 409, alertAnswerHtml(t('stockAlert.inStockNow.heading'), [error.text(t)], productLinkHtml(product, t)));
  }
  const { channel, address } = alertTarget(parsed.data);
  const done = t(channel === 'sms' ? 'stockAlert.done.sms' : 'stockAlert.done.email', { address, product: product.name });
  return alertPage(
    c,
    deps.pages,
    200,
    alertAnswerHtml(t('stockAlert.done.heading'), [done, t('stockAlert.done.once')], productLinkHtml(product, t)),
  );
}

/** Past the form's limit: the form again as it was sent, with the time to wait above the button. */
export async function stockAlertFormRefused(c: Context, deps: StockAlertPageDeps, fields: Record<string, string>, notice: string) {
  const t: Translate = c.get('t');
  const productId = (fields.productId ?? '').slice(0, 200);
  const product = await productOf(deps.catalogue, productId);
  if (!product) return alertPage(c, deps.pages, 429, alertAnswerHtml(null, [notice]));
  const contact = (fields.contact ?? '').slice(0, 320);
  return alertPage(c, deps.pages, 429, stockAlertFormHtml({ productId, productName: product.name, contact, notice }, t));
}

/** The subscription a token in a link stands for; null for a token of the wrong shape or one the shop never wrote. */
async function alertOfToken(db: Database, token: string): Promise<StockAlert | null> {
  return UNSUBSCRIBE_TOKEN.test(token) ? db.stockAlerts.byTokenHash(await unsubscribeTokenHash(token)) : null;
}

const unsubscribed = (alert: StockAlert, t: Translate) =>
  alertAnswerHtml(
    t('stockAlert.unsubscribe.heading'),
    [t('stockAlert.unsubscribe.done', { address: maskedAddress(alert.channel, alert.address) }), t('stockAlert.unsubscribe.again')],
    productLinkHtml(null, t),
  );

/**
 * GET /stock-alerts/unsubscribe?token=… (the link in every back-in-stock message): asks, with one
 * button that posts. A GET changes nothing, because mail scanners and link previews open every link
 * in a message before its reader does (RFC 8058 makes one-click unsubscribing a POST for the same
 * reason). A link already used says it is done.
 */
export async function unsubscribePage(c: Context, deps: StockAlertPageDeps): Promise<Response> {
  const t: Translate = c.get('t');
  const token = c.req.query('token');
  if (token === undefined) return alertPage(c, deps.pages, 200, alertAnswerHtml(null, [t('stockAlert.unsubscribe.noToken')]));
  const alert = await alertOfToken(deps.db, token);
  if (!alert) return alertPage(c, deps.pages, 404, alertAnswerHtml(null, [t('stockAlert.unsubscribe.unknown')]));
  if (alert.unsubscribedAt) return alertPage(c, deps.pages, 200, unsubscribed(alert, t));
  return alertPage(c, deps.pages, 200, unsubscribeFormHtml({ token, address: maskedAddress(alert.channel, alert.address) }, t));
}

/** POST /stock-alerts/unsubscribe: the button. Ends the address's subscriptions; pressed again, says the same. */
export async function unsubscribePost(c: Context, deps: StockAlertPageDeps, fields: Record<string, string>): Promise<Response> {
  const t: Translate = c.get('t');
  const token = fields.token ?? '';
  const alert = UNSUBSCRIBE_TOKEN.test(token) ? await deps.db.stockAlerts.unsubscribe(await unsubscribeTokenHash(token)) : null;
  if (!alert) return alertPage(c, deps.pages, 404, alertAnswerHtml(null, [t('stockAlert.unsubscribe.unknown')]));
  return alertPage(c, deps.pages, 200, unsubscribed(alert, t));
}
