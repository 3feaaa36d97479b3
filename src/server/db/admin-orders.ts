import { toAdminInstallation } from '../../lib/installation/admin-view.ts';
import { cancelVerdict, refundablePayment, refundsInPart, refundVerdict } from '../../lib/orders/after-sale.ts';
import {
  toAdminNotification,
  type AdminOrderAction,
  type AdminRefund,
  type DashboardFigure,
  type AdminDeliveryChange,
  type AdminOrder,
  type AdminOrderDetail,
  type AdminOrderPage,
  type AdminPaymentAttempt,
} from '../../api/admin.ts';
import type { OrderFilter, OrderQuery } from '../../lib/admin/order-query.ts';
import { groupedOrdersSql, orderFilterSql } from './admin-order-filters.ts';
import { pageWindow } from '../../lib/admin/page-window.ts';
import type { DeliveryStatus, OrderStatus } from '../../lib/order-types.ts';
import { ordersRepo } from './orders.ts';
import { outboxRepo } from './outbox.ts';
import { DELIVERY_COLUMNS, deliveryOfRow } from './order-delivery-row.ts';
import { paymentsRepo } from './payments.ts';
import { MONEY_COLUMNS, moneyOfRow } from './order-money-row.ts';
import { ORDERS_WITH_FIGURES } from './order-figures-sql.ts';
import { orderFigures } from '../../lib/orders/figures.ts';
import { cashCollectionsRepo } from './cash-collections.ts';
import type { Row, Sql } from './sql.ts';
import { int, iso, isoOrNull, text, textOrNull } from './values.ts';
import { buyerOfRow, lineTaxOf } from './order-tax-row.ts';

const ADMIN_ORDER_COLUMNS = `
  o.id, o.customer_name, o.customer_email, o.customer_phone, o.address, o.apartment, o.city, o.county,
  o.postal_code, o.created_at, o.status, o.delivery_status, o.payment_method, o.currency,
  o.subtotal_cents, o.shipping_cents, o.tax_cents, o.total_cents, o.paid_at, o.cancelled_at, o.driver,
  o.delivery_tax_type, o.delivery_tax_rate_bp, o.buyer_business_name, o.buyer_kra_pin,
  ${DELIVERY_COLUMNS.map((column) => `o.${column}`).join(', ')}, ${MONEY_COLUMNS}`;

/** The newest-first order of the admin table; `orders_created_id_idx` holds exactly this order. */
const NEWEST_FIRST = 'o.created_at desc, o.id desc';
const OLDEST_FIRST = 'o.created_at asc, o.id asc';

function toAdminOrder(row: Row, items: readonly Row[]): AdminOrder {
  const delivery = deliveryOfRow(row);
  const figures = orderFigures({
    orderStatus: text(row.status) as OrderStatus,
    deliveryStatus: text(row.delivery_status) as DeliveryStatus,
    chosenMethod: text(row.payment_method) as AdminOrder['payment_method'],
    subtotalCents: int(row.subtotal_cents),
    shippingCents: int(row.shipping_cents),
    totalCents: int(row.total_cents),
    delivery,
    items: items.map((item) => ({ lineTotalCents: int(item.line_total_cents), tax: lineTaxOf(item.tax_type, item.tax_rate_bp) })),
    deliveryTax: lineTaxOf(row.delivery_tax_type, row.delivery_tax_rate_bp),
    cancellation: row.cancelled_at ?? null,
    money: moneyOfRow(row),
  });
  const address = [row.address, row.apartment, row.city, row.county, row.postal_code].filter(
    (part) => typeof part === 'string' && part.trim(),
  );
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
    items: items.map((item) => ({
      product_id: text(item.product_id),
      product_name: text(item.product_name),
      quantity: int(item.quantity),
      price_cents: int(item.unit_price_cents),
      line_total_cents: int(item.line_total_cents),
    })),
    currency: 'KES',
    subtotal_cents: int(row.subtotal_cents),
    shipping_cents: int(row.shipping_cents),
    tax_cents: int(row.tax_cents),
    total_cents: int(row.total_cents),
    delivery,
    buyer: buyerOfRow(row),
    paid_at: isoOrNull(row.paid_at),
    figures,
    driver: textOrNull(row.driver),
  };
}

/** The admin's view of orders: the filtered table, dashboard figures and one order in full. */
export function adminOrdersRepo(sql: Sql) {
  /** The orders with these ids, in the order given, each with its lines: two indexed lookups however deep the page. */
  async function byIds(ids: readonly string[]): Promise<AdminOrder[]> {
    if (ids.length === 0) return [];
    const list = ids.join(',');
    const rows = await sql.query(
      `select ${ADMIN_ORDER_COLUMNS} from public.orders o where o.id = any(string_to_array($1::text, ',')::uuid[])`,
      [list],
    );
    const lines = await sql.query(
      `select i.order_id, i.product_id, i.product_name, i.quantity, i.unit_price_cents, i.line_total_cents, i.tax_type, i.tax_rate_bp
       from public.order_items i
       where i.order_id = any(string_to_array($1::text, ',')::uuid[]) order by i.order_id, i.position`,
      [list],
    );
    const linesOf = Map.groupBy(lines, (line) => text(line.order_id));
    const rowOf = new Map(rows.map((row) => [text(row.id), row]));
    return ids.flatMap((id) => {
      const row = rowOf.get(id);
      return row ? [toAdminOrder(row, linesOf.get(id) ?? [])] : [];
    });
  }

  async function byId(id: string): Promise<AdminOrder | null> {
    const [order] = await byIds([id]);
    return order ?? null;
  }

  return {
    byId,

    /**
     * One page of the orders matching `query`, newest first, with the exact count and sum over all
     * pages. The page's ids come from the (created_at, id) index, walked from whichever end is
     * nearer, so the last page costs what the first does; only those rows and their lines are read.
     */
    async list(query: OrderQuery, now: Date): Promise<AdminOrderPage> {
      const params: unknown[] = [];
      const where = orderFilterSql(query, now, params);
      const [summary] = await sql.query(
        `select count(*) as n, coalesce(sum(o.paid_net_cents), 0) as paid, coalesce(sum(o.due_cents), 0) as due
         from ${ORDERS_WITH_FIGURES} o where ${where}`,
        params,
      );
      const total = int(summary?.n ?? 0);
      const window = pageWindow(total, query.page, query.pageSize);
      const ids =
        window.limit === 0
          ? []
          : await sql.query(
              `select o.id from public.orders o where ${where}
         order by ${window.fromEnd ? OLDEST_FIRST : NEWEST_FIRST} limit $${params.length + 1} offset $${params.length + 2}`,
              [...params, window.limit, window.offset],
            );
      const pageIds = ids.map((row) => text(row.id));
      if (window.fromEnd) pageIds.reverse();
      return {
        orders: await byIds(pageIds),
        page: query.page,
        pageSize: query.pageSize,
        total,
        paidCents: int(summary?.paid ?? 0),
        dueCents: int(summary?.due ?? 0),
      };
    },

    /** The `count` newest orders, for the dashboard (no totals: it counts with `figures`). */
    async latest(count: number): Promise<AdminOrder[]> {
      const ids = await sql.query(`select o.id from public.orders o order by ${NEWEST_FIRST} limit $1`, [count]);
      return byIds(ids.map((row) => text(row.id)));
    },

    /**
     * Count, money in (less refunds) and money due for each filter, in one statement: the sums of
     * the orders' figures, as the table sums them. Without a search among the filters, the orders
     * are first grouped in one pass (see `groupedOrdersSql`), and each filter, the same SQL as the
     * table's, is applied to the groups instead of to every order.
     */
    async figures<K extends string>(filters: Record<K, OrderFilter>, now: Date): Promise<Record<K, DashboardFigure>> {
      const params: unknown[] = [];
      const keys = Object.keys(filters) as K[];
      const grouped = keys.every((key) => !filters[key].q);
      const [count, paid, due] = grouped
        ? ['sum(o.orders)', 'sum(o.paid_cents)', 'sum(o.due_cents)']
        : ['count(*)', 'sum(o.paid_net_cents)', 'sum(o.due_cents)'];
      const columns = keys.map((key, index) => {
        const where = orderFilterSql(filters[key], now, params);
        const sum = (what: string, name: string) => `coalesce(${what} filter (where ${where}), 0) as ${name}${index}`;
        return [sum(count, 'n'), sum(paid, 'p'), sum(due, 'd')].join(', ');
      });
      const source = grouped ? groupedOrdersSql(now, params) : ORDERS_WITH_FIGURES;
      const [row] = await sql.query(`select ${columns.join(', ')} from ${source} o`, params);
      return Object.fromEntries(
        keys.map((key, index) => [
          key,
          { orders: int(row?.[`n${index}`] ?? 0), paidCents: int(row?.[`p${index}`] ?? 0), dueCents: int(row?.[`d${index}`] ?? 0) },
        ]),
      ) as Record<K, DashboardFigure>;
    },

    /** Lines, totals, customer, every payment attempt with its Pesapal statuses, delivery history, policies. */
    async detail(id: string): Promise<AdminOrderDetail | null> {
      const order = await byId(id);
      if (!order) return null;
      const payments = paymentsRepo(sql);
      const attempts: AdminPaymentAttempt[] = [];
      const orderPayments = await payments.listForOrder(id);
      for (const payment of orderPayments) {
        const history = await payments.statusHistory(payment.id);
        attempts.push({
          id: payment.id,
          provider: payment.provider,
          orderTrackingId: payment.orderTrackingId,
          status: payment.status,
          reportedMethod: payment.reportedMethod,
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
      const notifications = (await outboxRepo(sql).forOrder(id)).map(toAdminNotification);
      const refundRows = await sql.query(
        `select r.*, u.email from public.refunds r left join auth.users u on u.id = r.requested_by where r.order_id = $1 order by r.created_at, r.id`,
        [id],
      );
      const refunds: AdminRefund[] = refundRows.map((row) => ({
        id: text(row.id),
        amountCents: int(row.amount_cents),
        status: text(row.status) as AdminRefund['status'],
        reason: text(row.reason),
        requestedByRole: text(row.requested_by_role) as AdminRefund['requestedByRole'],
        requestedByEmail: textOrNull(row.email),
        providerMessage: textOrNull(row.provider_message),
        createdAt: iso(row.created_at),
        requestedAt: isoOrNull(row.requested_at),
        completedAt: isoOrNull(row.completed_at),
      }));
      const actionRows = await sql.query(
        `select a.action, a.actor_role, a.reason, a.at, u.email from public.order_actions a left join auth.users u on u.id = a.actor where a.order_id = $1 order by a.at, a.id`,
        [id],
      );
      const actions: AdminOrderAction[] = actionRows.map((row) => ({
        action: text(row.action) as AdminOrderAction['action'],
        actorRole: text(row.actor_role) as AdminOrderAction['actorRole'],
        actorEmail: textOrNull(row.email),
        reason: textOrNull(row.reason),
        at: iso(row.at),
      }));
      const orders = ordersRepo(sql);
      const full = await orders.byId(id);
      const paid = refundablePayment(orderPayments);
      const hasLive = refunds.some((refund) => refund.status !== 'failed');
      const refundable =
        full && refundVerdict(paid, full.chosenMethod, undefined, hasLive).ok
          ? { fullCents: paid!.amountCents, partial: refundsInPart(paid!, full.chosenMethod) }
          : null;
      const cancel = full ? cancelVerdict(full, 'admin', new Date(), 0) : { ok: false as const, refusal: 'already_cancelled' as const };
      return {
        order,
        collections: await cashCollectionsRepo(sql).forOrder(id),
        layby: full?.plan != null,
        installation: full?.installation ? toAdminInstallation(full.installation) : null,
        payments: attempts,
        deliveryHistory,
        policies: await orders.acceptedPolicies(id),
        notifications,
        cancellation: full?.cancellation ?? null,
        refunds,
        actions,
        can: {
          cancel: cancel.ok,
          cancelPlan: cancel.ok ? cancel.plan : null,
          cancelRefusal: cancel.ok ? null : cancel.refusal,
          refund: refundable,
        },
      };
    },
  };
}
