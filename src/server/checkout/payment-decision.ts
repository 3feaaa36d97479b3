import {
  canMarkPaid,
  nextPaymentStatus,
  type ExpectedPayment,
  type PaymentStatus,
  type ReportedPayment,
} from '../../lib/payment-status.ts';

/** What one status report from Pesapal does to a stored payment and its order. */
export interface PaymentDecision {
  /** The payment's stored status afterwards. */
  status: PaymentStatus;
  /** The order's new status, or null to leave it as it is. */
  orderStatus: 'paid' | 'payment_failed' | 'refunded' | null;
  /** Why a COMPLETED report did not pay the order. */
  problem: 'amount_mismatch' | 'currency_mismatch' | 'reference_mismatch' | null;
}

/**
 * Decides on a report, pure. COMPLETED pays the order only when amount, currency and merchant
 * reference are exactly ours; a COMPLETED that does not match is stored as FAILED with the reason
 * (the raw report stays in the history for a person to review). A payment already COMPLETED
 * stays so (a late FAILED never un-pays); FAILED or CANCELLED that later completes ends COMPLETED.
 */
export function decidePaymentUpdate(current: PaymentStatus, reported: ReportedPayment, expected: ExpectedPayment): PaymentDecision {
  const next = nextPaymentStatus(current, reported.status);
  if (next === 'COMPLETED') {
    if (current === 'COMPLETED') return { status: 'COMPLETED', orderStatus: 'paid', problem: null };
    const check = canMarkPaid(reported, expected);
    if (check.ok) return { status: 'COMPLETED', orderStatus: 'paid', problem: null };
    if (check.reason === 'not_completed') return { status: current, orderStatus: null, problem: null };
    return { status: 'FAILED', orderStatus: null, problem: check.reason };
  }
  if (next === 'REVERSED') return { status: 'REVERSED', orderStatus: 'refunded', problem: null };
  if (next === 'FAILED' || next === 'CANCELLED') return { status: next, orderStatus: 'payment_failed', problem: null };
  return { status: next, orderStatus: null, problem: null };
}
