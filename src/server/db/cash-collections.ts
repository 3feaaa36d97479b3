import type { CashCollection, CashMethod } from '../../lib/orders/cash-collection.ts';
import type { Row, Sql } from './sql.ts';
import { int, iso, text, textOrNull } from './values.ts';

/** A collection to record: what the route checked, and who records it. */
export interface NewCashCollection {
  orderId: string;
  amountCents: number;
  method: CashMethod;
  mpesaReceipt: string | null;
  note: string | null;
  driver: string | null;
  requestKey: string | null;
  recordedBy: string;
  recordedByEmail: string | null;
}

function toCashCollection(row: Row): CashCollection {
  return {
    id: text(row.id),
    orderId: text(row.order_id),
    amountCents: int(row.amount_cents),
    method: text(row.method) as CashMethod,
    mpesaReceipt: textOrNull(row.mpesa_receipt),
    note: textOrNull(row.note),
    driver: textOrNull(row.driver),
    recordedByEmail: textOrNull(row.recorded_by_email),
    recordedAt: iso(row.recorded_at),
  };
}

/** cash_collections: what drivers brought back, one row per collection (migration 20261129000600). */
export function cashCollectionsRepo(sql: Sql) {
  return {
    /**
     * The collection recorded earlier under this M-PESA receipt or this request key, if any: a
     * repeat of a request is answered with it, never recorded again.
     */
    async earlier(mpesaReceipt: string | null, requestKey: string | null): Promise<CashCollection | null> {
      if (!mpesaReceipt && !requestKey) return null;
      const [row] = await sql.query(
        `select * from public.cash_collections where mpesa_receipt = $1 or request_key = $2 order by recorded_at limit 1`,
        [mpesaReceipt, requestKey],
      );
      return row ? toCashCollection(row) : null;
    },

    /**
     * Records a collection; null when a request racing with this one recorded the same receipt or
     * key first (the unique indexes decide), so the caller answers with that one instead.
     */
    async record(input: NewCashCollection): Promise<CashCollection | null> {
      const [row] = await sql.query(
        `insert into public.cash_collections
           (order_id, amount_cents, method, mpesa_receipt, note, driver, request_key, recorded_by, recorded_by_email)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9)
         on conflict do nothing returning *`,
        [
          input.orderId,
          input.amountCents,
          input.method,
          input.mpesaReceipt,
          input.note,
          input.driver,
          input.requestKey,
          input.recordedBy,
          input.recordedByEmail,
        ],
      );
      return row ? toCashCollection(row) : null;
    },

    /** An order's collections, oldest first. */
    async forOrder(orderId: string): Promise<CashCollection[]> {
      const rows = await sql.query(`select * from public.cash_collections where order_id = $1 order by recorded_at, id`, [orderId]);
      return rows.map(toCashCollection);
    },

    /** Every collection of these orders, oldest first. */
    async forOrders(orderIds: readonly string[]): Promise<CashCollection[]> {
      if (orderIds.length === 0) return [];
      const rows = await sql.query(
        `select * from public.cash_collections where order_id = any(string_to_array($1::text, ',')::uuid[]) order by recorded_at, id`,
        [orderIds.join(',')],
      );
      return rows.map(toCashCollection);
    },

    /**
     * The cash orders of a day [from, to): those that went out or were delivered in it (with their
     * latest such move), and those with money recorded in it.
     */
    async dayOrders(from: Date, to: Date): Promise<Array<{ orderId: string; went: { to: 'shipped' | 'delivered'; at: string } | null }>> {
      const rows = await sql.query(
        `with moved as (
           select distinct on (d.order_id) d.order_id, d.to_status, d.changed_at
           from public.delivery_status_changes d join public.orders o on o.id = d.order_id
           where d.to_status in ('shipped', 'delivered') and d.changed_at >= $1::timestamptz and d.changed_at < $2::timestamptz
             and o.payment_method = 'Cash'
           order by d.order_id, d.changed_at desc, d.id desc),
         collected as (
           select distinct c.order_id from public.cash_collections c
           where c.recorded_at >= $1::timestamptz and c.recorded_at < $2::timestamptz)
         select coalesce(m.order_id, c.order_id) as order_id, m.to_status, m.changed_at
         from moved m full join collected c on c.order_id = m.order_id
         order by m.changed_at nulls last, 1`,
        [from.toISOString(), to.toISOString()],
      );
      return rows.map((row) => ({
        orderId: text(row.order_id),
        went: row.to_status ? { to: text(row.to_status) as 'shipped' | 'delivered', at: iso(row.changed_at) } : null,
      }));
    },
  };
}
