import type { LaybyPlan, PlanPayment, PlanRecordStatus } from '../../lib/layby/plan.ts';
import type { Row } from './sql.ts';
import { int, iso, isoOrNull, text, textOrNull } from './values.ts';

/**
 * An order's lay-by plan as a column of a query over `public.orders o` (null for an order without
 * one): the plan's row, what has been paid (the order's money sums: completed online payments and
 * cash at the shop), and each payment that counts, oldest first.
 */
export const LAYBY_PLAN_COLUMN = `
  (select jsonb_build_object(
      'plan', to_jsonb(l),
      'paid', o.paid_online_cents + o.collected_cents,
      'payments', coalesce((select jsonb_agg(x order by x->>'paidAt', x->>'id') from (
          select jsonb_build_object('id', p.id, 'kind', 'online', 'amountCents', p.amount_cents, 'method', p.payment_method,
                   'code', p.confirmation_code, 'paidAt', p.completed_at, 'reversed', p.status = 'REVERSED', 'keptAsFee', p.kept_as_fee) as x
            from public.payments p where p.order_id = o.id and p.provider = 'pesapal' and p.status in ('COMPLETED', 'REVERSED')
          union all
          select jsonb_build_object('id', c.id, 'kind', 'shop', 'amountCents', c.amount_cents, 'method', c.method,
                   'code', c.mpesa_receipt, 'paidAt', c.recorded_at, 'reversed', false, 'keptAsFee', c.kept_as_fee)
            from public.cash_collections c where c.order_id = o.id) y), '[]'::jsonb))
    from public.layby_plans l where l.order_id = o.id) as layby_plan`;

type JsonRecord = Record<string, unknown>;

function paymentOf(p: JsonRecord): PlanPayment {
  return {
    id: text(p.id),
    kind: p.kind === 'shop' ? 'shop' : 'online',
    amountCents: int(p.amountCents),
    method: textOrNull(p.method),
    code: textOrNull(p.code),
    paidAt: iso(p.paidAt),
    reversed: p.reversed === true,
    keptAsFee: p.keptAsFee === true,
  };
}

/** The plan of a row that selected LAYBY_PLAN_COLUMN (or of `layby_plan` built the same way). */
export function laybyPlanOfRow(row: Row): LaybyPlan | null {
  const value = row.layby_plan as JsonRecord | null | undefined;
  if (!value) return null;
  const l = value.plan as JsonRecord;
  const feeMax = l.fee_max_cents;
  const endedAt = isoOrNull(l.ended_at);
  return {
    status: text(l.status) as PlanRecordStatus,
    totalCents: int(l.total_cents),
    depositCents: int(l.deposit_cents),
    minInstalmentCents: int(l.min_instalment_cents),
    mpesaMaxCents: int(l.mpesa_max_cents),
    cadenceDays: int(l.cadence_days),
    suggestedCents: int(l.suggested_cents),
    remindDaysBefore: int(l.remind_days_before),
    startsOn: text(l.starts_on).slice(0, 10),
    endsOn: text(l.ends_on).slice(0, 10),
    graceDays: int(l.grace_days),
    feeFreeDays: int(l.fee_free_days),
    feeBp: int(l.fee_bp),
    feeMaxCents: feeMax === null || feeMax === undefined ? null : int(feeMax),
    paidCents: int(value.paid),
    paidAt: isoOrNull(l.paid_at),
    extensions: int(l.extensions),
    ended: endedAt
      ? { at: endedAt, by: text(l.ended_by) as 'customer' | 'admin' | 'system', reason: text(l.end_reason), feeCents: int(l.fee_cents) }
      : null,
    refunds: Array.isArray(l.refund_plan)
      ? (l.refund_plan as JsonRecord[]).map((line) => ({ id: text(line.id), refundCents: int(line.refundCents) }))
      : null,
    payments: ((value.payments as JsonRecord[] | null) ?? []).map(paymentOf),
  };
}
