/** Why a typed refund amount cannot be sent. */
type RefundAmountProblem = 'format' | 'zero' | 'more_than_paid';

export type RefundAmount =
  /** `amountCents` undefined: the field was left empty, the whole payment is refunded. */
  { ok: true; amountCents: number | undefined } | { ok: false; problem: RefundAmountProblem };

/** Shillings as people type them: "1500", "1,500", "1 500.50", "KSh 1,500"; at most two decimals. */
const SHILLINGS = /^(?:ksh\.?)?(\d{1,9})(?:\.(\d{1,2}))?$/i;

/**
 * The refund amount field of the admin order page, read in shillings and turned into integer cents
 * without floating point (POST /api/orders/{id}/refund takes cents). Thousands separators (commas,
 * spaces) and a "KSh" prefix are allowed; nothing negative, nothing beyond what was paid.
 */
export function parseRefundAmount(typed: string, paidCents: number): RefundAmount {
  const compact = typed.replace(/[\s,\u00a0]/g, '');
  if (compact === '') return { ok: true, amountCents: undefined };
  const match = SHILLINGS.exec(compact);
  if (!match) return { ok: false, problem: 'format' };
  const cents = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (cents === 0) return { ok: false, problem: 'zero' };
  if (cents > paidCents) return { ok: false, problem: 'more_than_paid' };
  return { ok: true, amountCents: cents };
}
