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

/**
 * What became of a payment, as the payment pages tell the shopper in the shop's own words
 * (`payment.outcome.*`): paid, still waiting, declined by the bank, cancelled, timed out, failed
 * some other way (a wrong PIN), paid but not as the order asked (for the team to check), or refunded. Pesapal's reason code and words are read only to tell
 * the failures apart, and are never shown to the shopper (docs/payments.md): they stay with the
 * attempt for the team.
 */
export const PAYMENT_OUTCOMES = ['paid', 'waiting', 'declined', 'cancelled', 'timedOut', 'failed', 'mismatch', 'refunded'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

/** Pesapal's reasons and words, folded to a few kinds; first match wins (the M-PESA codes are Pesapal's, the rest seen in its answers). */
const FAILURE_KINDS: ReadonlyArray<[RegExp, PaymentOutcome]> = [
  // Ours: Pesapal reported a payment that is not this order's amount, currency or reference (payment-decision.ts).
  [/^(amount|currency|reference)_mismatch$/, 'mismatch'],
  [/terminated_by_user|cancel/, 'cancelled'],
  [/time[sd]?[\s_-]?out|expired|not answered in time/, 'timedOut'],
  [/declin|authori[sz]|contact your bank|insufficient|not honou?r|not recogni[sz]ed/, 'declined'],
];

const failureKind = (text: string | null | undefined) => FAILURE_KINDS.find(([pattern]) => pattern.test((text ?? '').toLowerCase()))?.[1];

export function paymentOutcome(status: PaymentStatus, said: { reason?: string | null; message?: string | null } = {}): PaymentOutcome {
  switch (status) {
    case 'COMPLETED':
      return 'paid';
    case 'PENDING':
      return 'waiting';
    case 'REVERSED':
      return 'refunded';
    case 'CANCELLED':
      return 'cancelled';
    case 'FAILED':
      // The reason code first: it is Pesapal's to keep; the words may change.
      return failureKind(said.reason) ?? failureKind(said.message) ?? 'failed';
  }
}
