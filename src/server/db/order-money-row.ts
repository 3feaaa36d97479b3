import type { MoneyRecords } from '../../lib/orders/figures.ts';
import type { PaymentStatus, RefundStatus } from '../../lib/order-types.ts';
import type { Row } from './sql.ts';
import { int, text } from './values.ts';

/**
 * An order's money records as columns of a query over `public.orders o`: its payment attempts, the
 * cash its drivers brought back and its refunds, each as a JSON array (orders/figures.ts reads them).
 */
export const MONEY_COLUMNS = `
  coalesce((select jsonb_agg(jsonb_build_object('provider', p.provider, 'status', p.status, 'amountCents', p.amount_cents) order by p.created_at, p.id)
    from public.payments p where p.order_id = o.id), '[]'::jsonb) as money_payments,
  coalesce((select jsonb_agg(jsonb_build_object('amountCents', c.amount_cents) order by c.recorded_at, c.id)
    from public.cash_collections c where c.order_id = o.id), '[]'::jsonb) as money_collections,
  coalesce((select jsonb_agg(jsonb_build_object('status', r.status, 'amountCents', r.amount_cents) order by r.created_at, r.id)
    from public.refunds r where r.order_id = o.id), '[]'::jsonb) as money_refunds`;

type JsonRecord = Record<string, unknown>;
const records = (value: unknown): JsonRecord[] => (Array.isArray(value) ? (value as JsonRecord[]) : []);

/** The money records of a row that selected MONEY_COLUMNS. */
export function moneyOfRow(row: Row): MoneyRecords {
  return {
    payments: records(row.money_payments).map((p) => ({
      provider: text(p.provider) === 'cash' ? 'cash' : 'pesapal',
      status: text(p.status) as PaymentStatus,
      amountCents: int(p.amountCents),
    })),
    collections: records(row.money_collections).map((c) => ({ amountCents: int(c.amountCents) })),
    refunds: records(row.money_refunds).map((r) => ({ status: text(r.status) as RefundStatus, amountCents: int(r.amountCents) })),
  };
}
