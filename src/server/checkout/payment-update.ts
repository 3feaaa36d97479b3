import { t } from '../../i18n/index.ts';
import type { PaymentStatus } from '../../lib/payment-status.ts';
import type { Database, PaymentStatusUpdate } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { PesapalClient } from '../pesapal/index.ts';
import { decidePaymentUpdate } from './payment-decision.ts';

/** The payment status the pages show (checkout spec section 3, "Payment status result"). */
export interface PaymentView {
  status: PaymentStatus;
  /** Pesapal's name of the method (MpesaKE, Visa...), null while nothing was paid. */
  paymentMethod: string | null;
  /** In shillings, for display; amountCents is exact. */
  amount: number;
  amountCents: number;
  currency: string;
  message: string;
  orderId: string;
  orderTrackingId: string;
}

export interface RefreshResult {
  view: PaymentView;
  /** True for the one report that moved the order to paid. */
  markedPaid: boolean;
}

/**
 * Asks Pesapal for the status of one of our payments and records it: the payment's status and
 * history, and the order's status (paid once, only on an exact match; see payment-decision.ts).
 * Every caller (IPN, the return page, the frame page's polling) comes through here.
 */
export async function refreshPayment(
  deps: { db: Database; pesapal: PesapalClient },
  orderTrackingId: string,
  source: PaymentStatusUpdate['source'],
): Promise<RefreshResult> {
  const known = await deps.db.payments.byTrackingId(orderTrackingId);
  if (!known) throw new ApiError(404, 'PAYMENT_NOT_FOUND', t('payment.error.unknown'));
  const answer = await deps.pesapal.getStatus(orderTrackingId);
  if (!answer.ok) throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', t('payment.error.provider', { detail: answer.error.message }));
  const report = answer.data;

  return deps.db.transaction(async (tx) => {
    const payment = await tx.paymentAttempts.lock(known.id);
    if (!payment) throw new ApiError(404, 'PAYMENT_NOT_FOUND', t('payment.error.unknown'));
    const decision = decidePaymentUpdate(payment.status, report, payment);
    const message = decision.problem ? t('payment.mismatch') : report.message;
    await tx.payments.recordStatus(payment.id, {
      status: decision.status,
      paymentMethod: report.paymentMethod,
      confirmationCode: decision.status === 'COMPLETED' ? report.confirmationCode : null,
      message: message.slice(0, 500),
      source,
      raw: decision.problem ? { problem: decision.problem, report } : report,
    });
    const markedPaid = decision.orderStatus ? (await tx.orders.setStatus(payment.orderId, decision.orderStatus)) && decision.orderStatus === 'paid' : false;
    return {
      markedPaid,
      view: {
        status: decision.status,
        paymentMethod: report.paymentMethod ?? payment.paymentMethod,
        amount: report.amountCents / 100,
        amountCents: report.amountCents,
        currency: report.currency || payment.currency,
        message,
        orderId: payment.orderId,
        orderTrackingId,
      },
    };
  });
}
