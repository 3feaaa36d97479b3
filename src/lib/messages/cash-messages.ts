import { translationsFor, type MessageKey } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { formatKes } from '../money.ts';
import { orderReference } from '../order-display.ts';
import type { Order } from '../order-types.ts';
import type { CashCollection } from '../orders/cash-collection.ts';
import { orderFigures } from '../orders/figures.ts';
import { customerEmail, customerSms, figureLines, invoiceUrl, smsDraft, type MessageContext } from './order-messages.ts';
import type { NewMessage } from './types.ts';

/**
 * The customer's receipt for money a driver collected (cash, or M-PESA with its receipt code): an
 * e-mail with the order's figures as they now stand, and an SMS, in the order's language. `order`
 * is the order with this collection recorded; one pair per collection (keyed by it), so a short
 * collection and the rest each get their own receipt.
 */
export function cashReceivedMessages(order: Order, collection: CashCollection, ctx: MessageContext): NewMessage[] {
  const t = translationsFor(order.locale);
  const reference = orderReference(order.id);
  const rest = orderFigures(order).dueDriverCents;
  const params = {
    shop: ctx.shop.name,
    reference,
    amount: formatKes(collection.amountCents, t.locale),
    receipt: collection.mpesaReceipt ?? '',
    rest: formatKes(rest, t.locale),
    url: `${ctx.siteUrl}${localizedPath('/track', order.locale)}?ref=${reference}`,
  };
  const settled = rest > 0 ? 'short' : 'paid';
  const text = [
    t('messages.greeting', { name: order.customer.fullName }),
    t(`messages.cash_received.${settled}.${collection.method}` satisfies MessageKey, params),
    [t('messages.lines'), ...figureLines(order, t)].join('\n'),
    t('messages.follow', { url: params.url }),
    // Cash received is a tax point: the e-mail (not the SMS) leads to its invoice.
    t('messages.invoice', { url: invoiceUrl(ctx, order) }),
    t('messages.signoff', { shop: ctx.shop.name }),
  ].join('\n\n');
  return [
    customerEmail(order, 'cash_received', t('messages.cash_received.subject', params), text, collection.id),
    customerSms(
      order,
      'cash_received',
      // The shop's name gives way before the receipt, the amounts or the link (sms-fit.ts).
      smsDraft(t, `messages.cash_received.sms.${settled}.${collection.method}` satisfies MessageKey, params, ['shop']),
      collection.id,
    ),
  ];
}
