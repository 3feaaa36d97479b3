import type { Translate } from '../../i18n/index.ts';
import { paymentMethodKind } from '../order-display.ts';
import type { PaymentMethod, PaymentStatus } from '../order-types.ts';

/**
 * The receipt code of an order's online payment, as its customer is shown it: Kenyans match a
 * payment by its M-PESA code (QJK7H2X9AB), so the confirmation, /track, /orders, the e-mail and the
 * SMS give it, under the name the customer knows. A card's authorisation or a bank's reference is
 * given as the payment's reference. Only a payment Pesapal reported completed has one to give (a
 * refunded one keeps it: it is what the refund is matched against).
 */
export interface PaymentReceipt {
  code: string;
  /** An M-PESA code, named so; else another method's reference. */
  mpesa: boolean;
}

export interface ReceiptPayment {
  status: PaymentStatus;
  reportedMethod: string | null;
  confirmationCode: string | null;
}

export function paymentReceipt(payment: ReceiptPayment | null | undefined, chosenMethod: PaymentMethod): PaymentReceipt | null {
  const code = payment?.confirmationCode?.trim();
  if (!payment || !code || (payment.status !== 'COMPLETED' && payment.status !== 'REVERSED')) return null;
  return { code, mpesa: paymentMethodKind(payment.reportedMethod, chosenMethod) === 'mpesa' };
}

/** What the code is called beside it: "M-PESA code", or "Payment reference" for a card or a bank. */
export function receiptLabel(receipt: PaymentReceipt, t: Translate): string {
  return t(receipt.mpesa ? 'receipt.mpesa' : 'receipt.other');
}
