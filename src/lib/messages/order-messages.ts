import { tMessage, type OrderMessageKey } from '../../i18n/messages.ts';
import { countyOf } from '../delivery/counties.ts';
import { deliveryCollectText, deliveryDetailText, deliveryFeeText } from '../delivery/describe.ts';
import { formatKes } from '../money.ts';
import { orderReference, paymentMethodName } from '../order-display.ts';
import type { Order } from '../order-types.ts';
import { fitSms } from './sms-fit.ts';
import { whatsappLink } from '../whatsapp.ts';
import type { MessageEvent, NewMessage } from './types.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { escapeHtml } from '../html.ts';
import { amountsDue } from '../orders/amounts-due.ts';

/** Who the shop is in its messages, and who on the team hears of new orders (CMS site settings). */
export interface MessageContext {
  /** The shop's public origin (SITE_URL), for links. */
  siteUrl: string;
  shop: { name: string; phone: string; email: string; whatsapp?: string | null | undefined };
  alerts: { emails: readonly string[]; phones: readonly string[] };
}

export type CustomerEvent = Exclude<MessageEvent, 'shop_new_order' | 'shop_order_cancelled'>;

/** Events after the sale: their e-mails list what was bought and its total, with nothing left to pay. */
const AFTER_SALE: ReadonlySet<MessageEvent> = new Set(['order_cancelled', 'refund_requested', 'refund_completed']);

/** The plain text as simple HTML: one paragraph per block, lines kept, links clickable. */
function toHtml(text: string): string {
  const paragraphs = text.split('\n\n').map((block) => {
    const lines = escapeHtml(block).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
    return `<p>${lines.replaceAll('\n', '<br>')}</p>`;
  });
  return `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">${paragraphs.join('')}</body></html>`;
}

function address(order: Order): string {
  const c = order.customer;
  return [c.address, c.apartment, c.city, countyOf(c.county)?.name ?? c.county, c.postalCode].filter((part) => part && part.trim()).join(', ');
}

/** The order in full, as every e-mail carries it under `heading`: lines, delivery, total, payment method, address. */
function orderSummary(order: Order, heading: string): string {
  const lines = order.items.map((item) => tMessage('messages.line', { name: item.productName, quantity: item.quantity, total: formatKes(item.lineTotalCents) }));
  const delivery = order.delivery
    ? [tMessage('messages.delivery', { fee: deliveryFeeText(order.delivery), detail: deliveryDetailText(order.delivery) }), deliveryCollectText(order.delivery)].filter(Boolean)
    : [];
  return [
    heading,
    ...lines,
    '',
    tMessage('messages.subtotal', { amount: formatKes(order.subtotalCents) }),
    ...delivery,
    tMessage('messages.vatIncluded'),
    ...dueLines(order),
    tMessage('messages.method', { method: paymentMethodName(order.latestPayment?.reportedMethod, order.chosenMethod) }),
    tMessage('messages.deliverTo', { address: address(order) }),
  ].join('\n');
}

/** What was bought and its total, for a cancelled or refunded order: no one is to pay anything. */
function briefSummary(order: Order, heading: string): string {
  const lines = order.items.map((item) => tMessage('messages.line', { name: item.productName, quantity: item.quantity, total: formatKes(item.lineTotalCents) }));
  return [heading, ...lines, '', tMessage('messages.total', { amount: formatKes(order.totalCents) })].join('\n');
}

/** Pay now, Pay the driver and the sum of both (src/lib/orders/amounts-due.ts), as the review step showed them. */
function dueLines(order: Order): string[] {
  const due = amountsDue({ chosenMethod: order.chosenMethod, totalCents: order.totalCents, delivery: order.delivery });
  const driver = due.driverCents > 0 ? formatKes(due.driverCents) : '';
  return [
    due.nowCents > 0 ? tMessage('messages.payNow', { amount: formatKes(due.nowCents) }) : '',
    driver && due.driverFeeToQuote ? tMessage('messages.payDriverAndQuote', { amount: driver }) : driver ? tMessage('messages.payDriver', { amount: driver }) : due.driverFeeToQuote ? tMessage('messages.payDriverQuote') : '',
    tMessage('messages.total', { amount: formatKes(due.sumCents) }),
  ].filter(Boolean);
}

/** How to reach the shop: phone and e-mail, and WhatsApp with the order's reference typed in when the shop has it. */
function contactLine(ctx: MessageContext, reference: string): string {
  const whatsapp = whatsappLink(ctx.shop.whatsapp ?? null, tMessage('messages.whatsappText', { shop: ctx.shop.name, reference }));
  const params = { phone: ctx.shop.phone, email: ctx.shop.email };
  return whatsapp ? tMessage('messages.contactWhatsapp', { ...params, whatsapp }) : tMessage('messages.contact', params);
}

function email(order: Order, event: MessageEvent, audience: NewMessage['audience'], recipient: string, subject: string, text: string): NewMessage {
  return { orderId: order.id, event, channel: 'email', audience, recipient, subject, body: text, html: toHtml(text) };
}

function sms(order: Order, event: MessageEvent, audience: NewMessage['audience'], recipient: string, text: string): NewMessage {
  return { orderId: order.id, event, channel: 'sms', audience, recipient, subject: null, body: fitSms(text), html: null };
}

/** The customer's e-mail and SMS for an event of their order. */
export function customerMessages(order: Order, event: CustomerEvent, ctx: MessageContext): NewMessage[] {
  const reference = orderReference(order.id);
  const total = formatKes(order.totalCents);
  const shop = ctx.shop.name;
  const ordersUrl = `${ctx.siteUrl}${localizedPath('/orders', order.locale)}`;
  // Every message leads to the order: /track opens it with the phone and reference on any phone (and pays it again).
  const trackUrl = `${ctx.siteUrl}${localizedPath('/track', order.locale)}?ref=${reference}`;
  // A refund's amount (all of it, or part of a card payment); else the order's total.
  const params = { reference, total, shop, url: trackUrl, amount: formatKes(order.refund?.amountCents ?? order.totalCents) };
  const cash = order.chosenMethod === 'Cash';
  const paid = order.paidAt !== null ? 'paid' : 'unpaid';
  const lead =
    event === 'order_received'
      ? tMessage(cash ? 'messages.order_received.cash' : 'messages.order_received.paid', params)
      : event === 'order_cancelled'
        ? tMessage(`messages.order_cancelled.body.${paid}`, params)
        : tMessage(`messages.${event}.body` as OrderMessageKey, params);
  const heading = tMessage('messages.lines');
  const text = [
    tMessage('messages.greeting', { name: order.customer.fullName }),
    lead,
    AFTER_SALE.has(event) ? briefSummary(order, heading) : orderSummary(order, heading),
    [tMessage('messages.follow', { url: trackUrl }), order.userId ? tMessage('messages.viewOrder', { url: ordersUrl }) : '', contactLine(ctx, reference)].filter(Boolean).join('\n'),
    tMessage('messages.signoff', { shop }),
  ].join('\n\n');
  const smsKey =
    event === 'order_received'
      ? (cash ? 'messages.order_received.sms.cash' : 'messages.order_received.sms.paid')
      : event === 'order_cancelled'
        ? `messages.order_cancelled.sms.${paid}`
        : `messages.${event}.sms`;
  return [
    email(order, event, 'customer', order.customer.email, tMessage(`messages.${event}.subject` as OrderMessageKey, params), text),
    sms(order, event, 'customer', order.customer.phone, tMessage(smsKey as OrderMessageKey, params)),
  ];
}

function alertParams(order: Order, ctx: MessageContext) {
  const c = order.customer;
  return {
    reference: orderReference(order.id),
    total: formatKes(order.totalCents),
    method: paymentMethodName(order.latestPayment?.reportedMethod, order.chosenMethod),
    name: c.fullName,
    phone: c.phone,
    email: c.email,
    county: countyOf(c.county)?.name ?? c.county,
    url: `${ctx.siteUrl}/admin/order?id=${order.id}`,
    reason: order.cancellation?.reason ?? '',
  };
}

/** The new-order alert to each of the shop's addresses and numbers. */
export function shopAlerts(order: Order, ctx: MessageContext): NewMessage[] {
  const params = alertParams(order, ctx);
  // The shop reads about a customer's order: headed by the order, not "Your order".
  const summary = orderSummary(order, tMessage('messages.shop_new_order.lines', params));
  const text = [tMessage('messages.shop_new_order.body', params), summary, tMessage('messages.shop_new_order.admin', params)].join('\n\n');
  return [
    ...ctx.alerts.emails.map((to) => email(order, 'shop_new_order', 'shop', to, tMessage('messages.shop_new_order.subject', params), text)),
    ...ctx.alerts.phones.map((to) => sms(order, 'shop_new_order', 'shop', to, tMessage('messages.shop_new_order.sms', params))),
  ];
}

/** A customer cancelled: the alert to each of the shop's addresses and numbers, with their reason (a paid order's refund to check). */
export function shopCancelAlerts(order: Order, ctx: MessageContext): NewMessage[] {
  const params = alertParams(order, ctx);
  const text = [
    tMessage('messages.shop_order_cancelled.body', params),
    order.paidAt ? tMessage('messages.shop_order_cancelled.paid') : '',
    briefSummary(order, tMessage('messages.shop_new_order.lines', params)),
    tMessage('messages.shop_new_order.admin', params),
  ].filter(Boolean).join('\n\n');
  return [
    ...ctx.alerts.emails.map((to) => email(order, 'shop_order_cancelled', 'shop', to, tMessage('messages.shop_order_cancelled.subject', params), text)),
    ...ctx.alerts.phones.map((to) => sms(order, 'shop_order_cancelled', 'shop', to, tMessage('messages.shop_order_cancelled.sms', params))),
  ];
}
