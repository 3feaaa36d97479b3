import type { Translate } from '../i18n/index.ts';
import type { PaymentMethod, OrderStatus } from './order-types.ts';
import type { OrderStage } from './orders/lifecycle.ts';

/**
 * How orders and their payments are named to people, the same on every page: the short order
 * reference, the payment status in words, and a payment method by the name shoppers know, whatever
 * Pesapal calls it.
 */

/** An order's short reference, as shoppers and staff read it out: the first 8 characters of its id, upper-case ("72233C16"). */
export function orderReference(orderId: string): string {
  return orderId.slice(0, 8).toUpperCase();
}

/** The order's payment status in words ("Awaiting payment", "Paid", "Cash on delivery"...). */
export function orderStatusName(status: OrderStatus, t: Translate): string {
  return t(`order.status.${status}`);
}

/** Where an order stands in one word (orders/lifecycle.ts): its payment's status, or how far its goods are. */
export function orderStageName(stage: OrderStage, t: Translate): string {
  return stage === 'shipped' || stage === 'delivered' ? t(`order.stage.${stage}`) : orderStatusName(stage, t);
}

export type PaymentMethodKind = 'mpesa' | 'airtel' | 'visa' | 'mastercard' | 'card' | 'bank' | 'cash';

/**
 * Pesapal's `payment_method` names seen in its answers (MpesaKE, AirtelKE, Visa, Mastercard) and
 * the cash record's own, folded to lower-case letters only.
 */
const REPORTED_KINDS: Readonly<Record<string, PaymentMethodKind>> = {
  mpesa: 'mpesa',
  mpesake: 'mpesa',
  airtelke: 'airtel',
  visa: 'visa',
  mastercard: 'mastercard',
  card: 'card',
  cashondelivery: 'cash',
};

const CHOSEN_KINDS: Readonly<Record<PaymentMethod, PaymentMethodKind>> = { MPESA: 'mpesa', Card: 'card', Bank: 'bank', Cash: 'cash' };

/**
 * What a payment method is: the one Pesapal reported when it knows it (a bank is reported by its
 * own name, "Equity Bank"), else the one chosen at checkout. Null for a name we do not know, which
 * is then shown as reported rather than guessed.
 */
export function paymentMethodKind(reported: string | null | undefined, chosen: PaymentMethod): PaymentMethodKind | null {
  const folded = (reported ?? '').toLowerCase().replace(/[^a-z]/g, '');
  if (!folded) return CHOSEN_KINDS[chosen];
  return REPORTED_KINDS[folded] ?? (folded.includes('bank') ? 'bank' : null);
}

/** The method's name as the shop writes it: "M-PESA", "Visa", "MasterCard", "Bank transfer", "Cash on delivery"... */
export function paymentMethodName(reported: string | null | undefined, chosen: PaymentMethod, t: Translate): string {
  const kind = paymentMethodKind(reported, chosen);
  return kind ? t(`payment.methodName.${kind}`) : (reported ?? '').trim();
}

/** How the method is introduced: "Paid with" only once paid, "Pay with" while payment is still to come, else "Payment method". */
export function paymentMethodHeading(status: OrderStatus, t: Translate): string {
  if (status === 'paid') return t('order.method.paidWith');
  if (status === 'awaiting_payment' || status === 'cash_on_delivery') return t('order.method.payWith');
  return t('order.method.label');
}
