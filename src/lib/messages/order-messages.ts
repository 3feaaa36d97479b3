import { translationsFor, type MessageKey, type MessageValues, type Translate } from '../../i18n/index.ts';
import { countyOf } from '../delivery/counties.ts';
import { deliveryAsNow, deliveryCollectText, deliveryDetailText, deliveryFeeText } from '../delivery/describe.ts';
import { formatKes } from '../money.ts';
import { orderReference, paymentMethodName } from '../order-display.ts';
import type { Order } from '../order-types.ts';
import { fitSms, fitSmsDraft, type SmsDraft } from './sms-fit.ts';
import { whatsappLink } from '../whatsapp.ts';
import type { MessageEvent, NewMessage, OrderlessEvent } from './types.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { escapeHtml } from '../html.ts';
import { orderFigures } from '../orders/figures.ts';
import { paymentReceipt, receiptLabel } from '../orders/receipt.ts';
import { isInstallationLine } from '../installation/line.ts';
import { installDay } from './installation-dates.ts';
import { kenyanDay } from '../warranty/terms.ts';

/** Who the shop is in its messages, and who on the team hears of new orders (CMS site settings). */
export interface MessageContext {
  /** The shop's public origin (SITE_URL), for links. */
  siteUrl: string;
  shop: { name: string; phone: string; email: string; whatsapp?: string | null | undefined };
  alerts: { emails: readonly string[]; phones: readonly string[] };
  /** Up to how many hours before an installation's day the customer may move it online (CMS Installation settings); absent: 48. */
  rescheduleHours?: number | undefined;
}

export type CustomerEvent = Exclude<
  MessageEvent,
  'shop_new_order' | 'shop_order_cancelled' | WarrantyEvent | 'cash_received' | OrderlessEvent | LaybyEvent
>;

/** Lay-by's messages (layby-messages.ts): written from the plan and the payment, not from the order alone. */
export type LaybyEvent = 'layby_started' | 'layby_payment' | 'layby_paid' | 'layby_reminder' | 'layby_ended';

/** The warranty's messages (warranty-messages.ts): written from a registration or a claim, not from the order alone. */
type WarrantyEvent = 'warranty_registered' | 'warranty_claim_received' | 'warranty_claim_status' | 'warranty_serial_corrected';

/** Events after the sale: their e-mails list what was bought and its total, with nothing left to pay. */
const AFTER_SALE: ReadonlySet<MessageEvent> = new Set(['order_cancelled', 'refund_requested', 'refund_completed']);

/** The plain text as simple HTML: one paragraph per block, lines kept, links clickable. */
export function toHtml(text: string): string {
  const paragraphs = text.split('\n\n').map((block) => {
    const lines = escapeHtml(block).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
    return `<p>${lines.replaceAll('\n', '<br>')}</p>`;
  });
  return `<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">${paragraphs.join('')}</body></html>`;
}

function address(order: Order): string {
  const c = order.customer;
  return [c.address, c.apartment, c.city, countyOf(c.county)?.name ?? c.county, c.postalCode]
    .filter((part) => part && part.trim())
    .join(', ');
}

/**
 * An order line as its e-mails list it: "Deye 5 kW hybrid inverter x2: KSh 190,000"; the installation,
 * a service, without a quantity and in the order's language (its line is kept in English).
 */
function lineText(order: Order, item: Order['items'][number], t: Translate): string {
  const total = formatKes(item.lineTotalCents, t.locale);
  if (!isInstallationLine(item)) return t('messages.line', { name: item.productName, quantity: item.quantity, total });
  const job = order.installation;
  const name = job ? t('installation.line', { class: job.requiredClass }) : item.productName;
  return t('messages.installation.line', { name, total });
}

/** The installation's day, as the order's e-mails say it: booked for a day, chosen once a lay-by is paid, or done; none once cancelled. */
function installationLines(order: Order, t: Translate): string[] {
  const job = order.installation;
  if (!job || job.status === 'cancelled') return [];
  if (job.status === 'completed' && job.completedAt)
    return [t('messages.installation.done', { day: installDay(kenyanDay(job.completedAt), t.locale, 'short') })];
  if (job.day) return [t('messages.installation.day', { day: installDay(job.day, t.locale, 'short') })];
  return [t('messages.installation.dayAfterLayby')];
}

/** The order in full, as every e-mail carries it under `heading`: lines, delivery, installation, total, payment method, address, tax invoice's business. */
export function orderSummary(order: Order, heading: string, t: Translate): string {
  const lines = order.items.map((item) => lineText(order, item, t));
  // True when read: no estimate of days once the goods have arrived.
  const now = order.delivery && deliveryAsNow(order.delivery, order.deliveryStatus);
  const fee = now && t('messages.delivery', { fee: deliveryFeeText(now, t), detail: deliveryDetailText(now, t) });
  const delivery = now ? [fee, deliveryCollectText(now, t)].filter((line): line is string => Boolean(line)) : [];
  return [
    heading,
    ...lines,
    '',
    t('messages.subtotal', { amount: formatKes(orderFigures(order).goodsCents, t.locale) }),
    ...delivery,
    ...installationLines(order, t),
    // An order from before lines kept their tax type has no VAT figure (figureLines gives it when known): only the old words.
    ...(orderFigures(order).vatIncludedCents === null ? [t('messages.vatIncluded')] : []),
    ...figureLines(order, t),
    t('messages.method', { method: paymentMethodName(order.latestPayment?.reportedMethod, order.chosenMethod, t) }),
    ...receiptLines(order, t),
    t('messages.deliverTo', { address: address(order) }),
    ...(order.buyer ? [t('messages.taxInvoiceTo', { name: order.buyer.businessName, pin: order.buyer.kraPin })] : []),
  ].join('\n');
}

/** The payment's receipt code, as the customer matches it (orders/receipt.ts): "M-PESA code: QJK7H2X9AB"; none before it is paid. */
function receiptLines(order: Order, t: Translate): string[] {
  const receipt = paymentReceipt(order.latestPayment, order.chosenMethod);
  return receipt ? [t('messages.receipt', { label: receiptLabel(receipt, t), code: receipt.code })] : [];
}

/** What was bought and its figures, for a cancelled or refunded order: no one is to pay anything. */
export function briefSummary(order: Order, heading: string, t: Translate): string {
  const lines = order.items.map((item) => lineText(order, item, t));
  return [heading, ...lines, '', ...figureLines(order, t), ...receiptLines(order, t)].join('\n');
}

/**
 * The order's figures (src/lib/orders/figures.ts) as every page shows them: the total and the VAT
 * it includes (when known), what was paid, what is still to pay online and to the driver, and what
 * was refunded.
 */
export function figureLines(order: Order, t: Translate): string[] {
  const f = orderFigures(order);
  const amount = (cents: number) => ({ amount: formatKes(cents, t.locale) });
  const driver = f.dueDriverCents > 0 ? formatKes(f.dueDriverCents, t.locale) : '';
  return [
    t('messages.total', amount(f.totalCents)),
    f.vatIncludedCents !== null ? t('messages.includesVat', amount(f.vatIncludedCents)) : '',
    f.paidCents > 0 ? t('messages.paid', amount(f.paidCents)) : '',
    f.dueOnlineCents > 0 ? t('messages.payNow', amount(f.dueOnlineCents)) : '',
    driver && f.driverFeeToQuote
      ? t('messages.payDriverAndQuote', { amount: driver })
      : driver
        ? t('messages.payDriver', { amount: driver })
        : f.driverFeeToQuote
          ? t('messages.payDriverQuote')
          : '',
    f.refundedCents > 0 ? t('messages.refunded', amount(f.refundedCents)) : '',
  ].filter(Boolean);
}

/** How to reach the shop: phone and e-mail, and WhatsApp with the order's reference typed in when the shop has it. */
function contactLine(ctx: MessageContext, reference: string, t: Translate): string {
  const whatsapp = whatsappLink(ctx.shop.whatsapp ?? null, t('messages.whatsappText', { shop: ctx.shop.name, reference }));
  const params = { phone: ctx.shop.phone, email: ctx.shop.email };
  return whatsapp ? t('messages.contactWhatsapp', { ...params, whatsapp }) : t('messages.contact', params);
}

function email(
  order: Order,
  event: MessageEvent,
  audience: NewMessage['audience'],
  recipient: string,
  subject: string,
  text: string,
  dedupeKey = '',
): NewMessage {
  return { orderId: order.id, event, channel: 'email', audience, recipient, subject, body: text, html: toHtml(text), dedupeKey };
}

function sms(
  order: Order,
  event: MessageEvent,
  audience: NewMessage['audience'],
  recipient: string,
  text: string | SmsDraft,
  dedupeKey = '',
): NewMessage {
  const body = typeof text === 'string' ? fitSms(text) : fitSmsDraft(text);
  return { orderId: order.id, event, channel: 'sms', audience, recipient, subject: null, body, html: null, dedupeKey };
}

/**
 * An SMS of the tables to fit (sms-fit.ts): `key` filled with `params`, of which the `elastic` ones
 * (names, free text) may be shortened so that the links, references, amounts and codes stay whole.
 */
export function smsDraft(t: Translate, key: MessageKey, params: MessageValues, elastic: readonly string[]): SmsDraft {
  return { render: (values) => t(key, values), values: params, elastic };
}

/** The customer's e-mail of an event, one of several of its kind when `dedupeKey` tells them apart (a warranty claim's). */
export function customerEmail(order: Order, event: MessageEvent, subject: string, text: string, dedupeKey = ''): NewMessage {
  return email(order, event, 'customer', order.customer.email, subject, text, dedupeKey);
}

/** The customer's SMS of an event, as customerEmail. */
export function customerSms(order: Order, event: MessageEvent, text: string | SmsDraft, dedupeKey = ''): NewMessage {
  return sms(order, event, 'customer', order.customer.phone, text, dedupeKey);
}

/** An e-mail to one of the shop's alert addresses (shop-alerts.ts). */
export function shopEmail(order: Order, event: MessageEvent, to: string, subject: string, text: string): NewMessage {
  return email(order, event, 'shop', to, subject, text);
}

/** An SMS to one of the shop's alert numbers (shop-alerts.ts). */
export function shopSms(order: Order, event: MessageEvent, to: string, text: SmsDraft): NewMessage {
  return sms(order, event, 'shop', to, text);
}

/** An SMS to the technician given the order's installation (installation-messages.ts): to `phone`, theirs. */
export function technicianSms(order: Order, event: MessageEvent, phone: string, text: SmsDraft, dedupeKey = ''): NewMessage {
  return sms(order, event, 'technician', phone, text, dedupeKey);
}

/** /warranty?ref=…: where an order's serials are registered and its certificate printed, in the order's language. */
/** The order's printable tax invoice (/invoice), with its reference typed in: its phone opens it. */
export function invoiceUrl(ctx: Pick<MessageContext, 'siteUrl'>, order: Pick<Order, 'id' | 'locale'>): string {
  return `${ctx.siteUrl}${localizedPath('/invoice', order.locale)}?ref=${orderReference(order.id)}`;
}

export function warrantyUrl(ctx: Pick<MessageContext, 'siteUrl'>, order: Pick<Order, 'id' | 'locale'>): string {
  return `${ctx.siteUrl}${localizedPath('/warranty', order.locale)}?ref=${orderReference(order.id)}`;
}

/** The customer's e-mail and SMS for an event of their order. */
export function customerMessages(order: Order, event: CustomerEvent, ctx: MessageContext): NewMessage[] {
  // In the language the order was placed in.
  const t = translationsFor(order.locale);
  const reference = orderReference(order.id);
  const figures = orderFigures(order);
  // The amount the message speaks of: the payment that failed, the payment received (or being refunded), else the order's total.
  const totalCents =
    event === 'payment_failed'
      ? figures.dueOnlineCents
      : (event === 'order_received' && order.chosenMethod !== 'Cash') || event === 'order_cancelled'
        ? figures.paidCents
        : figures.totalCents;
  const total = formatKes(totalCents, t.locale);
  const shop = ctx.shop.name;
  const receipt = paymentReceipt(order.latestPayment, order.chosenMethod);
  const ordersUrl = `${ctx.siteUrl}${localizedPath('/orders', order.locale)}`;
  // Every message leads to the order: /track opens it with the phone and reference on any phone (and pays it again).
  const trackUrl = `${ctx.siteUrl}${localizedPath('/track', order.locale)}?ref=${reference}`;
  // A refund's amount (all of it, or part of a card payment); else the order's total.
  const params = {
    reference,
    total,
    shop,
    url: trackUrl,
    amount: formatKes(order.refund?.amountCents ?? figures.paidCents, t.locale),
    // What the driver collects on delivery: the cash order's goods, and the delivery fee when it is paid at the door.
    driver: figures.driverFeeToQuote
      ? t('messages.driverPlusQuote', { amount: formatKes(figures.dueDriverCents, t.locale) })
      : formatKes(figures.dueDriverCents, t.locale),
    // Delivered: the goods are in hand, so their serials can be registered.
    warranty: warrantyUrl(ctx, order),
    // The M-PESA code the customer matches the payment by.
    code: receipt?.code ?? '',
    // The installation's day, when the order has one booked.
    day: order.installation?.day ? installDay(order.installation.day, t.locale, 'short') : '',
  };
  const cash = order.chosenMethod === 'Cash';
  // Cash above the shop's limit: the team calls to confirm it before anything is sent (checkout/cash-limit.ts).
  const received = order.orderStatus === 'awaiting_confirmation' ? 'callFirst' : cash ? 'cash' : 'paid';
  const paid = order.paidAt !== null ? 'paid' : 'unpaid';
  const lead =
    event === 'order_received'
      ? t(`messages.order_received.${received}`, params)
      : event === 'order_cancelled'
        ? t(`messages.order_cancelled.body.${paid}`, params)
        : t(`messages.${event}.body` as MessageKey, params);
  const heading = t('messages.lines');
  const text = [
    t('messages.greeting', { name: order.customer.fullName }),
    lead,
    AFTER_SALE.has(event) ? briefSummary(order, heading, t) : orderSummary(order, heading, t),
    [
      t('messages.follow', { url: trackUrl }),
      // The payment received is a tax point: the e-mail (not the SMS) leads to its invoice.
      event === 'order_received' && received === 'paid' ? t('messages.invoice', { url: invoiceUrl(ctx, order) }) : '',
      order.userId ? t('messages.viewOrder', { url: ordersUrl }) : '',
      contactLine(ctx, reference, t),
    ]
      .filter(Boolean)
      .join('\n'),
    t('messages.signoff', { shop }),
  ].join('\n\n');
  // The order received names its installation's day, when booked (a lay-by's is chosen once paid in full).
  const installing = event === 'order_received' && params.day && order.installation?.status !== 'cancelled' ? '.installation' : '';
  const smsKey =
    event === 'order_received'
      ? `messages.order_received${installing}.sms.${received === 'paid' && receipt?.mpesa ? 'paidMpesa' : received}`
      : event === 'order_cancelled'
        ? `messages.order_cancelled.sms.${paid}`
        : `messages.${event}.sms`;
  return [
    customerEmail(order, event, t(`messages.${event}.subject` as MessageKey, params), text),
    customerSms(order, event, smsDraft(t, smsKey as MessageKey, params, ['shop'])),
  ];
}
