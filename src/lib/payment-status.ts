/**
 * Payment status rules, pure: what a Pesapal status code means for us, which statuses stop the
 * payment page's polling, how a stored status moves when Pesapal reports a new one, and when an
 * order may be marked paid. The Pesapal door (src/server/pesapal) feeds these; routes and pages
 * use them. Nothing here does I/O.
 */

/** Our payment statuses. PENDING covers Pesapal's INVALID (code 0: not paid yet). */
export const PAYMENT_STATUSES = ['PENDING', 'COMPLETED', 'FAILED', 'CANCELLED', 'REVERSED'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How often the payment frame page asks for the status (checkout spec section 9). */
export const PAYMENT_POLL_INTERVAL_MS = 3_000;

/**
 * Our status for Pesapal's `status_code` (0 INVALID, 1 COMPLETED, 2 FAILED, 3 REVERSED).
 * The code decides; the description is read only to tell a cancelled order (code 2 described as
 * "Cancelled") from a failed attempt. A missing or unknown code is PENDING: never paid by guess.
 */
export function toPaymentStatus(statusCode: number | null | undefined, description?: string | null): PaymentStatus {
  switch (statusCode) {
    case 1:
      return 'COMPLETED';
    case 2:
      return /^cancell?ed$/i.test((description ?? '').trim()) ? 'CANCELLED' : 'FAILED';
    case 3:
      return 'REVERSED';
    default:
      return 'PENDING';
  }
}

/**
 * Statuses on which the payment page stops polling (checkout spec section 4: COMPLETED, FAILED,
 * CANCELLED; REVERSED is terminal at Pesapal too). The SERVER does not treat FAILED as the end:
 * the shopper may retry on the same hosted page, so see `nextPaymentStatus`.
 */
export function isFinal(status: PaymentStatus): boolean {
  return status !== 'PENDING';
}

/**
 * Statuses the server answers from its own record when a page asks, without asking Pesapal again:
 * a completed payment stays completed (only Pesapal's IPN can report a reversal, and the IPN always
 * asks), and a reversal is the end. A FAILED or CANCELLED payment may still complete, so it is asked.
 */
export function isSettled(status: PaymentStatus): boolean {
  return status === 'COMPLETED' || status === 'REVERSED';
}

/** The page keeps polling while this is true. */
export function shouldKeepPolling(status: PaymentStatus): boolean {
  return !isFinal(status);
}

/**
 * The stored status after Pesapal reports `reported` for a payment now stored as `current`.
 * - COMPLETED is kept against any later report except REVERSED (a late FAILED from an earlier
 *   attempt, or a stale PENDING, never un-pays an order);
 * - REVERSED is the end;
 * - from PENDING, FAILED or CANCELLED the report wins, so a FAILED payment that later completes
 *   ends COMPLETED.
 */
export function nextPaymentStatus(current: PaymentStatus, reported: PaymentStatus): PaymentStatus {
  if (current === 'REVERSED') return 'REVERSED';
  if (current === 'COMPLETED') return reported === 'REVERSED' ? 'REVERSED' : 'COMPLETED';
  return reported;
}

/** What Pesapal said about a payment, in our units (amount in cents). */
export interface ReportedPayment {
  status: PaymentStatus;
  amountCents: number;
  currency: string;
  merchantReference: string;
}

/** What we expect for the order the payment belongs to. */
export interface ExpectedPayment {
  amountCents: number;
  currency: string;
  merchantReference: string;
}

export type PaidCheck =
  { ok: true } | { ok: false; reason: 'not_completed' | 'amount_mismatch' | 'currency_mismatch' | 'reference_mismatch' };

/**
 * Whether this report may mark the order paid: Pesapal says COMPLETED and the merchant reference,
 * the currency (case-insensitive ISO code) and the amount to the cent are exactly ours.
 */
export function canMarkPaid(reported: ReportedPayment, expected: ExpectedPayment): PaidCheck {
  if (reported.status !== 'COMPLETED') return { ok: false, reason: 'not_completed' };
  if (reported.merchantReference !== expected.merchantReference) return { ok: false, reason: 'reference_mismatch' };
  if (reported.currency.toUpperCase() !== expected.currency.toUpperCase()) return { ok: false, reason: 'currency_mismatch' };
  if (reported.amountCents !== expected.amountCents) return { ok: false, reason: 'amount_mismatch' };
  return { ok: true };
}
