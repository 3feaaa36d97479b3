import { parseRefundAmount } from '../admin/refund-amount.ts';

/**
 * Cash on delivery, recorded (issue 43): what the admin types when a driver brings money back, and
 * what it does to what the order owes. The order page's form reads it with these rules, and POST
 * /api/orders/{id}/cash checks the body with the schema built on them (cash-request.ts, kept apart
 * so the admin pages' bundle carries no zod).
 */

/** How the driver was paid: cash in hand, or M-PESA to the shop's till or paybill (with its receipt code). */
export const CASH_METHODS = ['cash', 'mpesa'] as const;
export type CashMethod = (typeof CASH_METHODS)[number];

/** An M-PESA receipt code as Safaricom prints it: 10 capital letters and digits (e.g. SBM2VWCQ5G). */
export const MPESA_RECEIPT = /^[A-Z0-9]{10}$/;

/** What the order page sends. */
export interface CashRequestInput {
  amountCents: number;
  method: CashMethod;
  mpesaReceipt?: string;
  note?: string;
  driver?: string;
  requestKey?: string;
}

/** One collection as recorded: who brought what back for which order, how, and who recorded it when. */
export interface CashCollection {
  id: string;
  orderId: string;
  amountCents: number;
  method: CashMethod;
  mpesaReceipt: string | null;
  note: string | null;
  driver: string | null;
  recordedByEmail: string | null;
  recordedAt: string;
}

/** Why a typed amount cannot be recorded: not a number, nothing, cents, or more than is owed. */
export type CashAmountProblem = 'format' | 'zero' | 'cents' | 'over';

/**
 * The order page's amount field, in shillings as people type them ("179,250", "KSh 179 250"),
 * read with the refund field's rule (admin/refund-amount.ts) and held to whole shillings and to
 * what is owed.
 */
export function parseCashAmount(
  typed: string,
  owedCents: number,
): { ok: true; amountCents: number } | { ok: false; problem: CashAmountProblem } {
  const read = parseRefundAmount(typed, owedCents);
  if (!read.ok) return { ok: false, problem: read.problem === 'more_than_paid' ? 'over' : read.problem };
  if (read.amountCents === undefined) return { ok: false, problem: 'zero' };
  return read.amountCents % 100 === 0 ? { ok: true, amountCents: read.amountCents } : { ok: false, problem: 'cents' };
}

/** What a collection does to what the order owes: pays it in full, leaves it owing the rest, or is more than is owed. */
export type CashOutcome = { kind: 'full' } | { kind: 'short'; stillOwedCents: number } | { kind: 'over'; owedCents: number };

export function cashOutcome(owedCents: number, amountCents: number): CashOutcome {
  if (amountCents > owedCents) return { kind: 'over', owedCents };
  return amountCents === owedCents ? { kind: 'full' } : { kind: 'short', stillOwedCents: owedCents - amountCents };
}
