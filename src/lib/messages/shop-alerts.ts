import { translationsFor, type Translate } from '../../i18n/index.ts';
import { countyOf } from '../delivery/counties.ts';
import { formatKes } from '../money.ts';
import { orderReference, paymentMethodName } from '../order-display.ts';
import type { Order } from '../order-types.ts';
import { orderFigures } from '../orders/figures.ts';
import { briefSummary, orderSummary, shopEmail, shopSms, smsDraft, type MessageContext } from './order-messages.ts';
import type { NewMessage } from './types.ts';

/** What the shop's team hears of an order: the new-order and cancellation alerts, in English, to each alert address and number. */

function alertParams(order: Order, ctx: MessageContext, t: Translate) {
  const c = order.customer;
  return {
    reference: orderReference(order.id),
    total: formatKes(orderFigures(order).totalCents, t.locale),
    method: paymentMethodName(order.latestPayment?.reportedMethod, order.chosenMethod, t),
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
  // The shop reads English.
  const t = translationsFor('en');
  const params = alertParams(order, ctx, t);
  // The shop reads about a customer's order: headed by the order, not "Your order".
  const summary = orderSummary(order, t('messages.shop_new_order.lines', params), t);
  // Cash above the shop's limit: the team's first job is the call that confirms it.
  const callFirst = order.orderStatus === 'awaiting_confirmation';
  const text = [
    t('messages.shop_new_order.body', params),
    callFirst ? t('messages.shop_new_order.callFirst', params) : '',
    summary,
    t('messages.shop_new_order.admin', params),
  ]
    .filter(Boolean)
    .join('\n\n');
  const subject = t(callFirst ? 'messages.shop_new_order.subject.callFirst' : 'messages.shop_new_order.subject', params);
  const smsKey = callFirst ? 'messages.shop_new_order.sms.callFirst' : 'messages.shop_new_order.sms';
  return [
    ...ctx.alerts.emails.map((to) => shopEmail(order, 'shop_new_order', to, subject, text)),
    ...ctx.alerts.phones.map((to) => shopSms(order, 'shop_new_order', to, smsDraft(t, smsKey, params, ['name']))),
  ];
}

/** A customer cancelled: the alert to each of the shop's addresses and numbers, with their reason (a paid order's refund to check). */
export function shopCancelAlerts(order: Order, ctx: MessageContext): NewMessage[] {
  // The shop reads English.
  const t = translationsFor('en');
  const params = alertParams(order, ctx, t);
  const text = [
    t('messages.shop_order_cancelled.body', params),
    order.paidAt ? t('messages.shop_order_cancelled.paid') : '',
    briefSummary(order, t('messages.shop_order_cancelled.lines', params), t),
    t('messages.shop_new_order.admin', params),
  ]
    .filter(Boolean)
    .join('\n\n');
  return [
    ...ctx.alerts.emails.map((to) =>
      shopEmail(order, 'shop_order_cancelled', to, t('messages.shop_order_cancelled.subject', params), text),
    ),
    ...ctx.alerts.phones.map((to) =>
      shopSms(order, 'shop_order_cancelled', to, smsDraft(t, 'messages.shop_order_cancelled.sms', params, ['reason', 'name'])),
    ),
  ];
}
