import type { DashboardFigure, AdminDeliveryChange, AdminOrder, AdminOrderDetail, AdminOrderPage, AdminPaymentAttempt } from '../../lib/admin/answers.ts';
import type { OrderFilter, OrderQuery } from '../../lib/admin/order-query.ts';
import { periodRange } from '../../lib/admin/periods.ts';
import { searchPatterns } from '../../lib/admin/search.ts';
import type { DeliveryStatus, OrderStatus } from '../../lib/order-types.ts';
import { ordersRepo } from './orders.ts';
import { paymentsRepo } from './payments.ts';
import type { Row, Sql } from './sql.ts';
import { int, iso, isoOrNull, text, textOrNull } from './values.ts';

const ADMIN_ORDER_COLUMNS = `
  o.id, o.customer_name, o.customer_email, o.customer_phone, o.address, o.apartment, o.city, o.county,
  o.postal_code, o.created_at, o.status, o.delivery_status, o.payment_method, o.currency,
  o.subtotal_cents, o.shipping_cents, o.tax_cents, o.total_cents, o.paid_at,
  coalesce((
    select jsonb_agg(jsonb_build_object(
      'product_id', i.product_id, 'product_name', i.product_name, 'quantity', i.quantity,
      'price_cents', i.unit_price_cents, 'line_total_cents', i.line_total_cents) order by i.position)
    from public.order_items i where i.order_id = o.id), '[]'::jsonb) as items`;

function toAdminOrder(row: Row): AdminOrder {
  const address = [row.address, row.apartment, row.city, row.county, row.postal_code].filter((part) => typeof part === 'string' && part.trim());
  return {
    order_id: text(row.id),
    customer_name: text(row.customer_name),
    customer_email: text(row.customer_email),
    customer_phone: text(row.customer_phone),
    delivery_address: address.join(', '),
    order_date: iso(row.created_at),
    payment_status: text(row.status) as OrderStatus,
    delivery_status: text(row.delivery_status) as DeliveryStatus,
    payment_method: text(row.payment_method) as AdminOrder['payment_method'],
    items: (row.items as Array<Record<string, unknown>>).map((item) => ({
      product_id: text(item.product_id),
      product_name: text(item.product_name),
      quantity: int(item.quantity),
      price_cents: int(item.price_cents),
      line_total_cents: int(item.line_total_cents),
    })),
    currency: 'KES',
    subtotal_cents: int(row.subtotal_cents),
    shipping_cents: int(row.shipping_cents),
    tax_cents: int(row.tax_cents),
    total_cents: int(row.total_cents),
    paid_at: isoOrNull(row.paid_at),
  };
}

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
    clauses.push(`o.created_at >= ${value(range.from.toISOString())}::timestamptz and o.created_at < ${value(range.to.toISOString())}::timestamptz`);
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

/** The admin's view of orders: the filtered table, dashboard figures and one order in full. */
export function adminOrdersRepo(sql: Sql) {
  async function byId(id: string): Promise<AdminOrder | null> {
    const [row] = await sql.query(`select ${ADMIN_ORDER_COLUMNS} from public.orders o where o.id = $1`, [id]);
    return row ? toAdminOrder(row) : null;
  }

  return {
    byId,

    /** One page of the orders matching `query`, newest first, with the count and sum over all pages. */
    async list(query: OrderQuery, now: Date): Promise<AdminOrderPage> {
      const params: unknown[] = [];
      const where = orderFilterSql(query, now, params);
      const [summary] = await sql.query(`select count(*) as n, coalesce(sum(o.total_cents), 0) as cents from public.orders o where ${where}`, params);
      const rows = await sql.query(
        `select ${ADMIN_ORDER_COLUMNS} from public.orders o where ${where}
         order by o.created_at desc, o.id desc limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      );
      return { orders: rows.map(toAdminOrder), page: query.page, pageSize: query.pageSize, total: int(summary?.n ?? 0), totalCents: int(summary?.cents ?? 0) };
    },

    /** Count and sum of total_cents for each filter, in one statement. */
    async figures<K extends string>(filters: Record<K, OrderFilter>, now: Date): Promise<Record<K, DashboardFigure>> {
      const params: unknown[] = [];
      const keys = Object.keys(filters) as K[];
      const columns = keys.map((key, index) => {
        const where = orderFilterSql(filters[key], now, params);
        return `count(*) filter (where ${where}) as n${index}, coalesce(sum(o.total_cents) filter (where ${where}), 0) as c${index}`;
      });
      const [row] = await sql.query(`select ${columns.join(', ')} from public.orders o`, params);
      return Object.fromEntries(
        keys.map((key, index) => [key, { orders: int(row?.[`n${index}`] ?? 0), totalCents: int(row?.[`c${index}`] ?? 0) }]),
      ) as Record<K, DashboardFigure>;
    },

    /** Lines, totals, customer, every payment attempt with its Pesapal statuses, delivery history, policies. */
    async detail(id: string): Promise<AdminOrderDetail | null> {
      const order = await byId(id);
      if (!order) return null;
      const payments = paymentsRepo(sql);
      const attempts: AdminPaymentAttempt[] = [];
      for (const payment of await payments.listForOrder(id)) {
        const history = await payments.statusHistory(payment.id);
        attempts.push({
          id: payment.id,
          provider: payment.provider,
          orderTrackingId: payment.orderTrackingId,
          status: payment.status,
          paymentMethod: payment.paymentMethod,
          amountCents: payment.amountCents,
          currency: payment.currency,
          confirmationCode: payment.confirmationCode,
          createdAt: payment.createdAt,
          history: history.map((entry) => ({ at: entry.at, source: entry.source, status: entry.status })),
        });
      }
      const changes = await sql.query(
        `select c.from_status, c.to_status, c.changed_by, c.changed_at, u.email
         from public.delivery_status_changes c left join auth.users u on u.id = c.changed_by
         where c.order_id = $1 order by c.changed_at, c.id`,
        [id],
      );
      const deliveryHistory: AdminDeliveryChange[] = changes.map((row) => ({
        from: textOrNull(row.from_status) as DeliveryStatus | null,
        to: text(row.to_status) as DeliveryStatus,
        changedBy: textOrNull(row.changed_by),
        changedByEmail: textOrNull(row.email),
        changedAt: iso(row.changed_at),
      }));
      return { order, payments: attempts, deliveryHistory, policies: await ordersRepo(sql).acceptedPolicies(id) };
    },
  };
}

export type AdminOrdersRepo = ReturnType<typeof adminOrdersRepo>;
