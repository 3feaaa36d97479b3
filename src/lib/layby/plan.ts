import type { LaybyTerms } from './terms.ts';
import { addDays, daysBetween } from './calendar.ts';

/**
 * A lay-by plan's rules, pure (issue 47): the quote at checkout, where a plan stands, and what an
 * instalment may be. Money in integer cents, whole shillings (M-PESA moves no cents); days are the
 * shop's (calendar.ts). The reference is layby-instalments.md §4–§8.
 */

const SHILLING = 100;
const upToShilling = (cents: number) => Math.ceil(cents / SHILLING) * SHILLING;

/** What a plan keeps of the terms it was made under: a later change in the CMS never changes it. */
export interface PlanTerms {
  totalCents: number;
  depositCents: number;
  minInstalmentCents: number;
  mpesaMaxCents: number;
  cadenceDays: number;
  suggestedCents: number;
  remindDaysBefore: number;
  startsOn: string;
  endsOn: string;
  graceDays: number;
  feeFreeDays: number;
  feeBp: number;
  feeMaxCents: number | null;
}

/** Why a cart cannot be bought on lay-by. */
type Ineligible = 'not_offered' | 'below_minimum' | 'cash' | 'not_whole_shillings' | 'deposit_over_mpesa_limit';

export type LaybyQuote = { ok: true; plan: PlanTerms; balanceCents: number } | { ok: false; reason: Ineligible };

/**
 * The plan a total would get under `terms`, made on `today`: the deposit (the terms' share, rounded
 * up to a shilling, at least the smallest instalment), the end date, and a suggested amount every
 * cadence that pays the balance by the end date.
 */
export function quotePlan(
  totalCents: number,
  terms: LaybyTerms | null | undefined,
  today: string,
  method: 'MPESA' | 'Card' | 'Bank' | 'Cash',
): LaybyQuote {
  if (!terms) return { ok: false, reason: 'not_offered' };
  if (method === 'Cash') return { ok: false, reason: 'cash' };
  if (totalCents % SHILLING !== 0) return { ok: false, reason: 'not_whole_shillings' };
  if (totalCents < terms.minOrderCents) return { ok: false, reason: 'below_minimum' };
  const depositCents = Math.min(totalCents, Math.max(terms.minInstalmentCents, upToShilling((totalCents * terms.depositBp) / 10_000)));
  if (method === 'MPESA' && depositCents > terms.mpesaMaxCents) return { ok: false, reason: 'deposit_over_mpesa_limit' };
  const balanceCents = totalCents - depositCents;
  const periods = Math.max(1, Math.floor(terms.termDays / terms.cadenceDays));
  const suggestedCents = Math.max(1, Math.min(balanceCents, Math.max(terms.minInstalmentCents, upToShilling(balanceCents / periods))));
  return {
    ok: true,
    balanceCents,
    plan: {
      totalCents,
      depositCents,
      minInstalmentCents: terms.minInstalmentCents,
      mpesaMaxCents: terms.mpesaMaxCents,
      cadenceDays: terms.cadenceDays,
      suggestedCents: balanceCents === 0 ? depositCents : suggestedCents,
      remindDaysBefore: terms.remindDaysBefore,
      startsOn: today,
      endsOn: addDays(today, terms.termDays),
      graceDays: terms.graceDays,
      feeFreeDays: terms.cancelFee.freeDays,
      feeBp: terms.cancelFee.percentBp,
      feeMaxCents: terms.cancelFee.maxCents,
    },
  };
}

/** The plan's stored status: ended plans say why. */
export const PLAN_RECORD_STATUSES = ['awaiting_deposit', 'active', 'paid', 'cancelled', 'expired'] as const;
export type PlanRecordStatus = (typeof PLAN_RECORD_STATUSES)[number];

/**
 * Where a plan stands for people: its record's status, and for an active plan whether it is
 * `behind` (a suggested date passed without the amount due by it) or `overdue` (past its end date,
 * in its grace).
 */
export const PLAN_STATUSES = ['awaiting_deposit', 'active', 'behind', 'overdue', 'paid', 'cancelled', 'expired'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

/** A plan as its record holds it, with what has been paid (the order's completed payments and cash at the shop). */
export interface PlanState extends PlanTerms {
  status: PlanRecordStatus;
  paidCents: number;
}

export function balanceOf(plan: Pick<PlanState, 'totalCents' | 'paidCents'>): number {
  return Math.max(0, plan.totalCents - plan.paidCents);
}

/**
 * The next suggested date: the first date of the rhythm by which what was paid falls short of the
 * deposit and one suggested amount per cadence since the start; null once nothing is left to pay.
 * Never after the end date.
 */
export function nextDueOn(plan: PlanState): string | null {
  if (balanceOf(plan) === 0 || plan.status === 'paid' || plan.status === 'cancelled' || plan.status === 'expired') return null;
  if (plan.status === 'awaiting_deposit') return plan.startsOn;
  const beyondDeposit = Math.max(0, plan.paidCents - plan.depositCents);
  const covered = Math.floor(beyondDeposit / Math.max(1, plan.suggestedCents));
  const due = addDays(plan.startsOn, plan.cadenceDays * (covered + 1));
  return due < plan.endsOn ? due : plan.endsOn;
}

/** The day an unpaid plan ends: its end date and grace passed. */
export function expiresOn(plan: Pick<PlanTerms, 'endsOn' | 'graceDays'>): string {
  return addDays(plan.endsOn, plan.graceDays + 1);
}

export function statusOf(plan: PlanState, today: string): PlanStatus {
  if (plan.status !== 'active') return plan.status;
  if (today > plan.endsOn) return 'overdue';
  const due = nextDueOn(plan);
  return due !== null && due < today ? 'behind' : 'active';
}

/** Whether the plan may still take a payment: placed and not paid or ended. */
export function isOpen(plan: Pick<PlanState, 'status'>): boolean {
  return plan.status === 'awaiting_deposit' || plan.status === 'active';
}

/** Why an instalment is refused, each naming its rule. */
export type InstalmentRefusal =
  'plan_closed' | 'not_whole_shillings' | 'below_minimum' | 'below_deposit' | 'over_balance' | 'over_mpesa_limit';

/**
 * Whether `amountCents` may be paid on the plan now: whole shillings; at least the smallest
 * instalment unless it is exactly the balance (the last top-up may be smaller); the deposit first
 * while it is due; never more than the balance, nor (for an M-PESA plan) M-PESA's per-transaction limit.
 */
export function instalmentVerdict(
  plan: PlanState,
  amountCents: number,
  method: 'MPESA' | 'Card' | 'Bank' | 'Cash',
): { ok: true } | { ok: false; refusal: InstalmentRefusal } {
  const balance = balanceOf(plan);
  if (!isOpen(plan) || balance === 0) return { ok: false, refusal: 'plan_closed' };
  if (!Number.isInteger(amountCents) || amountCents <= 0 || amountCents % SHILLING !== 0)
    return { ok: false, refusal: 'not_whole_shillings' };
  if (amountCents > balance) return { ok: false, refusal: 'over_balance' };
  if (method === 'MPESA' && amountCents > plan.mpesaMaxCents) return { ok: false, refusal: 'over_mpesa_limit' };
  if (plan.status === 'awaiting_deposit' && amountCents < Math.min(plan.depositCents, balance))
    return { ok: false, refusal: 'below_deposit' };
  if (amountCents < plan.minInstalmentCents && amountCents !== balance) return { ok: false, refusal: 'below_minimum' };
  return { ok: true };
}

/** The amount the pay form offers first: the next suggested amount, within the balance and M-PESA's limit. */
export function suggestedNow(plan: PlanState, method: 'MPESA' | 'Card' | 'Bank' | 'Cash'): number {
  const balance = balanceOf(plan);
  const wanted = plan.status === 'awaiting_deposit' ? plan.depositCents : plan.suggestedCents;
  const capped = Math.min(wanted, balance, method === 'MPESA' ? plan.mpesaMaxCents : balance);
  return Math.max(0, capped);
}

/**
 * The cancellation fee when a plan ends on `today`: none when the shop ends it (it could not
 * deliver), within the free days of the start, or with nothing paid; else the published share of
 * what was paid, rounded down to a shilling, at most the published cap. "Within 7 days" counts the
 * seventh day after the start (as the Consumer Protection Act's s.33 counts "until 7 days after"):
 * a plan made on the 1st ends free until the 8th, inclusive; 0 free days: the fee from the start.
 */
export function cancellationFee(plan: PlanState, endedBy: 'customer' | 'admin' | 'system', today: string): number {
  if (endedBy === 'admin' || plan.paidCents === 0) return 0;
  if (plan.feeFreeDays > 0 && daysBetween(plan.startsOn, today) <= plan.feeFreeDays) return 0;
  // In integer cents: the share of the basis points, down to a whole shilling.
  const share = Math.floor((plan.paidCents * plan.feeBp) / (10_000 * SHILLING)) * SHILLING;
  return plan.feeMaxCents === null ? share : Math.min(share, plan.feeMaxCents);
}

/** What the plan's moves do to its record: the deposit makes it active, the last shilling paid. */
export function statusAfterPayment(plan: Pick<PlanState, 'status' | 'totalCents' | 'depositCents'>, paidCents: number): PlanRecordStatus {
  if (plan.status !== 'awaiting_deposit' && plan.status !== 'active') return plan.status;
  if (paidCents >= plan.totalCents) return 'paid';
  if (paidCents >= plan.depositCents) return 'active';
  return plan.status;
}

/** A payment that counts on a plan: online (Pesapal) or at the shop (cash, or M-PESA to the till). */
export interface PlanPayment {
  id: string;
  kind: 'online' | 'shop';
  amountCents: number;
  /** How it was paid, as Pesapal reports it (MpesaKE, Visa…) or as the team recorded it (cash, mpesa). */
  method: string | null;
  /** The M-PESA receipt or the card's authorisation; null for cash in hand. */
  code: string | null;
  paidAt: string;
  /** Returned since (Pesapal reports it reversed). */
  reversed: boolean;
  /** Kept as the cancellation fee when the plan ended. */
  keptAsFee: boolean;
}

/** A plan as the order carries it: its terms, where it stands, how it ended, and what was paid on it. */
export interface LaybyPlan extends PlanState {
  paidAt: string | null;
  extensions: number;
  ended: { at: string; by: 'customer' | 'admin' | 'system'; reason: string; feeCents: number } | null;
  /** What the end decided goes back of each payment (refunds.ts); null while the plan stands. */
  refunds: Array<{ id: string; refundCents: number }> | null;
  payments: PlanPayment[];
}
