import { translationsFor } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { formatKes } from '../money.ts';
import { orderReference } from '../order-display.ts';
import type { Order } from '../order-types.ts';
import { customerEmail, customerSms, smsDraft, type MessageContext } from './order-messages.ts';
import type { NewMessage } from './types.ts';

/** The payment that completed after its order was cancelled. */
export interface LatePayment {
  id: string;
  amountCents: number;
  /** Pesapal's confirmation code (the M-PESA receipt): how the customer finds the payment on their statement. */
  confirmationCode: string | null;
}

/**
 * The customer's e-mail and SMS when a payment completes for an order already cancelled: the
 * money reached the shop, and all of it is going back to them. Sent as the refund's "on its way"
 * (event refund_requested), once per payment (keyed by it), in the order's language, as soon as
 * the payment is recorded: the refund itself is asked at once, and again until Pesapal takes it.
 */
export function latePaymentMessages(order: Order, payment: LatePayment, ctx: MessageContext): NewMessage[] {
  const t = translationsFor(order.locale);
  const reference = orderReference(order.id);
  const url = `${ctx.siteUrl}${localizedPath('/track', order.locale)}?ref=${reference}`;
  const params = {
    shop: ctx.shop.name,
    reference,
    amount: formatKes(payment.amountCents, t.locale),
    code: payment.confirmationCode ?? '',
    url,
  };
  const text = [
    t('messages.greeting', { name: order.customer.fullName }),
    t('messages.late_payment.body', params),
    t('messages.follow', { url }),
    t('messages.signoff', { shop: ctx.shop.name }),
  ].join('\n\n');
  return [
    customerEmail(order, 'refund_requested', t('messages.late_payment.subject', params), text, payment.id),
    customerSms(order, 'refund_requested', smsDraft(t, 'messages.late_payment.sms', params, ['shop']), payment.id),
  ];
}
