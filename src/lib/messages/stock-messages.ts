import { translationsFor } from '../../i18n/index.ts';
import { localizedPath, type Locale } from '../../i18n/locales.ts';
import { productPath } from '../catalogue/product-path.ts';
import { formatLongDate } from '../date-time.ts';
import type { MessageChannel, NewMessage } from './types.ts';
import { smsDraft, toHtml, type MessageContext } from './order-messages.ts';
import { fitSmsDraft } from './sms-fit.ts';

/**
 * The stock's messages, which belong to no order (issue 44): "back in stock" to a shopper who
 * asked, and the shop's daily list of what is low.
 */

/** The parts an SMS with two links (the product's and the unsubscribe link) may take: neither is ever cut. */
export const BACK_IN_STOCK_SMS_PARTS = 2;

/** The back-in-stock subscription being told, and the product it waits for. */
export interface BackInStockInput {
  alert: { id: string; channel: MessageChannel; address: string; locale: Locale };
  product: { id: string; name: string; category: string };
  /** The unsubscribe token: only its hash is kept with the subscription. */
  token: string;
}

/** /stock-alerts/unsubscribe?token=…, in the subscriber's language. */
function unsubscribeUrl(siteUrl: string, locale: Locale, token: string): string {
  return `${siteUrl}${localizedPath('/stock-alerts/unsubscribe', locale)}?token=${encodeURIComponent(token)}`;
}

/**
 * The one message to a subscriber whose product is available again: by the channel they gave, in
 * the language they signed up in, with the product's page and the unsubscribe link. Keyed by the
 * subscription, so it is queued once however often stock arrives.
 */
export function backInStockMessage(input: BackInStockInput, ctx: Pick<MessageContext, 'siteUrl' | 'shop'>): NewMessage {
  const { alert, product, token } = input;
  const t = translationsFor(alert.locale);
  const params = {
    shop: ctx.shop.name,
    product: product.name,
    url: `${ctx.siteUrl}${localizedPath(productPath(product), alert.locale)}`,
    unsubscribe: unsubscribeUrl(ctx.siteUrl, alert.locale, token),
  };
  const base = {
    orderId: null,
    event: 'back_in_stock',
    audience: 'customer',
    recipient: alert.address,
    dedupeKey: `stock-alert:${alert.id}`,
  } as const;
  if (alert.channel === 'sms') {
    // The names give way before either link (sms-fit.ts).
    const body = fitSmsDraft(smsDraft(t, 'messages.back_in_stock.sms', params, ['shop', 'product']), BACK_IN_STOCK_SMS_PARTS);
    return { ...base, channel: 'sms', subject: null, body, html: null };
  }
  const text = [
    t('messages.back_in_stock.greeting'),
    `${t('messages.back_in_stock.body', params)}\n${params.url}`,
    t('messages.back_in_stock.once'),
    [t('messages.contact', { phone: ctx.shop.phone, email: ctx.shop.email }), t('messages.back_in_stock.unsubscribe', params)].join('\n'),
    t('messages.back_in_stock.signoff', params),
  ].join('\n\n');
  return { ...base, channel: 'email', subject: t('messages.back_in_stock.subject', params), body: text, html: toHtml(text) };
}

/** A counted product at or below its threshold, as the daily alert lists it. */
export interface LowStockLine {
  productId: string;
  name: string;
  onHand: number;
  reserved: number;
  available: number;
  lowThreshold: number;
}

/** The most lines the daily alert lists (an e-mail's text is kept under 20,000 characters); the rest are counted. */
export const LOW_STOCK_ALERT_LINES = 50;

/**
 * The shop's daily low-stock alert: one e-mail to each of its alert addresses (the new-order
 * alerts' own), listing what is at or below its threshold, the fewest available first, with the
 * stock page's low filter. In English, as the admin area. Keyed by the day: once a day per address.
 */
export function lowStockAlerts(day: string, lines: readonly LowStockLine[], ctx: MessageContext): NewMessage[] {
  if (lines.length === 0) return [];
  const t = translationsFor('en');
  const date = formatLongDate(day, 'en');
  const sorted = [...lines].sort((a, b) => a.available - b.available || a.name.localeCompare(b.name));
  const text = [
    t('messages.shop_low_stock.body', { date }),
    [
      ...sorted.slice(0, LOW_STOCK_ALERT_LINES).map((line) =>
        t(line.available <= 0 ? 'messages.shop_low_stock.lineOut' : 'messages.shop_low_stock.line', {
          name: line.name,
          id: line.productId,
          available: line.available,
          onHand: line.onHand,
          reserved: line.reserved,
          threshold: line.lowThreshold,
        }),
      ),
      sorted.length > LOW_STOCK_ALERT_LINES ? t('messages.shop_low_stock.more', { count: sorted.length - LOW_STOCK_ALERT_LINES }) : '',
    ]
      .filter(Boolean)
      .join('\n'),
    t('messages.shop_low_stock.admin', { url: `${ctx.siteUrl}/admin/stock?filter=low` }),
    t('messages.shop_low_stock.once'),
  ].join('\n\n');
  const subject = t('messages.shop_low_stock.subject', { date, count: lines.length });
  return ctx.alerts.emails.map((to) => ({
    orderId: null,
    event: 'shop_low_stock',
    channel: 'email',
    audience: 'shop',
    recipient: to,
    subject,
    body: text,
    html: toHtml(text),
    dedupeKey: `day:${day}`,
  }));
}
