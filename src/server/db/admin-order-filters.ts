import type { OrderFilter } from '../../lib/admin/order-query.ts';
import { PERIODS, periodRange } from '../../lib/admin/periods.ts';
import { searchPatterns } from '../../lib/admin/search.ts';
import { ORDERS_WITH_FIGURES } from './order-figures-sql.ts';

/**
 * The SQL condition for a filter of the admin table, its values appended to `params`. The list,
 * its totals and every dashboard figure go through here, so they cannot disagree.
 */
export function orderFilterSql(filter: OrderFilter, now: Date, params: unknown[]): string {
  const value = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const clauses: string[] = [];
  if (filter.payment?.length) clauses.push(`o.status in (${filter.payment.map(value).join(', ')})`);
  if (filter.delivery?.length) clauses.push(`o.delivery_status in (${filter.delivery.map(value).join(', ')})`);
  if (filter.period) {
    const range = periodRange(filter.period, now);
    clauses.push(
      `o.created_at >= ${value(range.from.toISOString())}::timestamptz and o.created_at < ${value(range.to.toISOString())}::timestamptz`,
    );
  }
  if (filter.q) {
    const patterns = searchPatterns(filter.q);
    const contains = value(patterns.contains);
    const alternatives = [
      `o.customer_name ilike ${contains}`,
      `o.customer_email ilike ${contains}`,
      `exists (select 1 from public.payments p where p.order_id = o.id and (p.order_tracking_id ilike ${contains} or p.confirmation_code ilike ${contains}))`,
    ];
    if (patterns.idPrefix) alternatives.push(`o.id::text like ${value(patterns.idPrefix)}`);
    if (patterns.phoneDigits) alternatives.push(`o.customer_phone like ${value(patterns.phoneDigits)}`);
    clauses.push(`(${alternatives.join(' or ')})`);
  }
  return clauses.length ? clauses.join(' and ') : 'true';
}

/**
 * The orders grouped by payment status, delivery status and period: each order's created_at is
 * replaced by the latest period boundary at or before it ('-infinity' before all of them), with
 * `orders`, `paid_cents` and `due_cents` (the sums of their figures: order-figures-sql.ts) per
 * group. A filter without a search compares created_at only with those boundaries (`periodRange`
 * at the same `now`), and for every boundary b, created_at >= b exactly
 * when its replacement >= b, so any such filter selects the same orders from the groups as from
 * the table: a dozen figures cost one pass over the orders, not a dozen conditions per order.
 */
export function groupedOrdersSql(now: Date, params: unknown[]): string {
  const boundaries = [
    ...new Set(
      PERIODS.flatMap((period) => {
        const range = periodRange(period, now);
        return [range.from.getTime(), range.to.getTime()];
      }),
    ),
  ].sort((a, b) => b - a);
  const cases = boundaries.map((time) => {
    params.push(new Date(time).toISOString());
    return `when created_at >= $${params.length}::timestamptz then $${params.length}::timestamptz`;
  });
  return `(select status, delivery_status, created_at, count(*) as orders, sum(paid_net_cents) as paid_cents, sum(due_cents) as due_cents
    from (select status, delivery_status, paid_net_cents, due_cents, case ${cases.join(' ')} else '-infinity'::timestamptz end as created_at
      from ${ORDERS_WITH_FIGURES} o) g
    group by status, delivery_status, created_at)`;
}
