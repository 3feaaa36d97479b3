import { toPaymentStatus, type PaymentStatus } from '../../lib/payment-status.ts';
import type { TransactionStatus } from './wire.ts';

/** A payment's state as Pesapal reports it, in the shop's terms (amount in cents). */
export interface PesapalPaymentStatus {
  orderTrackingId: string;
  merchantReference: string;
  /** Our status, from `status_code` (see src/lib/payment-status.ts). */
  status: PaymentStatus;
  /** Pesapal's code: 0 pending/invalid, 1 completed, 2 failed, 3 reversed; null if absent. */
  statusCode: 0 | 1 | 2 | 3 | null;
  /** Pesapal's description, for display only ("Completed", "INVALID"...). */
  statusDescription: string;
  /** How Pesapal says it was paid (its `payment_method`), e.g. MpesaKE, Visa; null while nothing was paid. */
  reportedMethod: string | null;
  amountCents: number;
  currency: string;
  /** Provider receipt (M-PESA receipt, card authorisation); null while pending. */
  confirmationCode: string | null;
  /** Masked account, e.g. 2547xxx45678 or 476173**0010. */
  paymentAccount: string | null;
  /** Provider reason on failure, e.g. request_terminated_by_user. */
  reason: string | null;
  /** Text for the shopper: the failure detail, "Pending Payment", or Pesapal's message. */
  message: string;
  /** Pesapal's created_date as sent (Nairobi time without a zone). */
  createdDate: string | null;
}

const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

export function reshapeStatus(wire: TransactionStatus, requestedTrackingId: string): PesapalPaymentStatus {
  const pendingMessage = wire.error && typeof wire.error === 'object' ? wire.error.message : null;
  return {
    orderTrackingId: blankToNull(wire.order_tracking_id) ?? requestedTrackingId,
    merchantReference: wire.merchant_reference,
    status: toPaymentStatus(wire.status_code, wire.payment_status_description),
    statusCode: wire.status_code,
    statusDescription: wire.payment_status_description ?? '',
    reportedMethod: blankToNull(wire.payment_method),
    amountCents: Math.round(wire.amount * 100),
    currency: wire.currency.toUpperCase(),
    confirmationCode: blankToNull(wire.confirmation_code),
    paymentAccount: blankToNull(wire.payment_account),
    reason: blankToNull(wire.payment_status_code),
    message: blankToNull(wire.description) ?? (wire.status_code === 0 ? blankToNull(pendingMessage) : null) ?? wire.message ?? '',
    createdDate: blankToNull(wire.created_date),
  };
}
