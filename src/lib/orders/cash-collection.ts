import { z } from 'zod';
import type { MessageKey } from '../../i18n/index.ts';
import { parseRefundAmount } from '../admin/refund-amount.ts';

/**
 * Cash on delivery, recorded (issue 43): what the admin types when a driver brings money back, and
 * what it does to what the order owes. The order page's form and POST /api/orders/{id}/cash check
 * the same schema.
 */

/** How the driver was paid: cash in hand, or M-PESA to the shop's till or paybill (with its receipt code). */
export const CASH_METHODS = ['cash', 'mpesa'] as const;
export type CashMethod = (typeof CASH_METHODS)[number];

/** An M-PESA receipt code as Safaricom prints it: 10 capital letters and digits (e.g. SBM2VWCQ5G). */
export const MPESA_RECEIPT = /^[A-Z0-9]{10}$/;

/** The largest amount one collection may record: far above any order, far below what a bigint holds. */
const MAX_CENTS = 100_000_000_00;

const says = (key: MessageKey) => ({ error: key });

/** Optional text: trimmed, and left out when empty (an empty field of the form). */
const optionalText = (max: number, key: MessageKey) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z.string(says(key)).trim().max(max, says(key)).optional(),
  );

/** A driver's name, as the ship step and a collection take it: 1 to 80 characters, or left out (an empty field too). */
export const optionalDriver = optionalText(80, 'admin.steps.error.driver');

export const cashRequest = z
  .object({
    /** What the driver brought back, in cents of whole shillings, more than 0. */
    amountCents: z
      .number(says('admin.cash.error.amount'))
      .int(says('admin.cash.error.amount'))
      .min(100, says('admin.cash.error.amount'))
      .max(MAX_CENTS, says('admin.cash.error.amount'))
      .refine((cents) => cents % 100 === 0, says('admin.cash.error.amount')),
    method: z.enum(CASH_METHODS, says('admin.cash.error.method')),
    /** The M-PESA receipt code: required for M-PESA, none for cash. Typed in any case, with spaces. */
    mpesaReceipt: z.preprocess(
      (value) => (typeof value === 'string' ? value.replace(/\s+/g, '').toUpperCase() || undefined : value),
      z.string(says('admin.cash.error.receipt')).regex(MPESA_RECEIPT, says('admin.cash.error.receipt')).optional(),
    ),
    /** A few words for the record (a short collection's reason, where the rest will come from). */
    note: optionalText(200, 'admin.cash.error.note'),
    /** Who brought it back; the order's driver when left out. */
    driver: optionalDriver,
    /** The order page's key for one press of Record: the same press sent twice records once. */
    requestKey: z
      .string(says('admin.cash.error.requestKey'))
      .regex(/^[A-Za-z0-9_-]{8,100}$/, says('admin.cash.error.requestKey'))
      .optional(),
  })
  .superRefine((body, context) => {
    if (body.method === 'mpesa' && !body.mpesaReceipt)
      context.addIssue({ code: 'custom', path: ['mpesaReceipt'], message: 'admin.cash.error.receipt' });
    if (body.method === 'cash' && body.mpesaReceipt)
      context.addIssue({ code: 'custom', path: ['mpesaReceipt'], message: 'admin.cash.error.receiptForCash' });
  });
export type CashRequest = z.output<typeof cashRequest>;
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
