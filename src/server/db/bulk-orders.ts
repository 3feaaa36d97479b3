import type { DeliveryStatus, NewOrder, OrderStatus, Payment } from '../../lib/order-types.ts';
import { newOrderRow, ORDER_ITEM_COLUMNS, orderItemValues } from './new-order-row.ts';
import type { Sql } from './sql.ts';

/** An order's one payment record as a bulk load writes it: an attempt at Pesapal, or the cash record. */
export type PlacedPayment = Pick<
  Payment,
  | 'provider'
  | 'merchantReference'
  | 'orderTrackingId'
  | 'status'
  | 'reportedMethod'
  | 'amountCents'
  | 'confirmationCode'
  | 'statusMessage'
  | 'completedAt'
>;

/**
 * An order as checkout priced and took it (NewOrder, priced by priceOrder), with the life it has
 * had since: its status, delivery, when it was placed and paid, and its payment record. What a
 * bulk load writes as is: the database checks the figures add up, it prices nothing.
 */
export interface PlacedOrder extends Omit<NewOrder, 'orderStatus'> {
  id: string;
  orderStatus: OrderStatus;
  deliveryStatus: DeliveryStatus;
  /** ISO 8601. */
  createdAt: string;
  paidAt: string | null;
  payment: PlacedPayment | null;
}

/** Rows of one table as JSON, read back by the table's own row type: one statement per table, whatever the batch's size. */
const fromJson = (table: string, columns: readonly string[]) =>
  `insert into public.${table} (${columns.join(', ')})
   select ${columns.join(', ')} from json_populate_recordset(null::public.${table}, $1::text::json)`;

async function insertBatch(sql: Sql, orders: readonly PlacedOrder[]): Promise<void> {
  const orderRows = orders.map(({ orderStatus, ...order }) => ({
    ...newOrderRow(order),
    id: order.id,
    status: orderStatus,
    delivery_status: order.deliveryStatus,
    paid_at: order.paidAt,
    created_at: order.createdAt,
    updated_at: order.createdAt,
  }));
  const itemRows = orders.flatMap((order) =>
    order.priced.lines.map((item, position) => {
      const values = orderItemValues(order.id, item, position);
      return Object.fromEntries(ORDER_ITEM_COLUMNS.map((column, index) => [column, values[index]]));
    }),
  );
  const policyRows = orders.flatMap((order) =>
    order.acceptedPolicies.map(({ type, version, hash }) => ({
      order_id: order.id,
      policy_type: type,
      version,
      hash,
      accepted_at: order.createdAt,
    })),
  );
  const paymentRows = orders.flatMap(({ id, createdAt, payment: p }) =>
    p
      ? [
          {
            order_id: id,
            provider: p.provider,
            merchant_reference: p.merchantReference,
            order_tracking_id: p.orderTrackingId,
            status: p.status,
            payment_method: p.reportedMethod,
            amount_cents: p.amountCents,
            confirmation_code: p.confirmationCode,
            status_message: p.statusMessage,
            completed_at: p.completedAt,
            created_at: createdAt,
            updated_at: createdAt,
          },
        ]
      : [],
  );
  for (const [table, rows] of [
    ['orders', orderRows],
    ['order_items', itemRows],
    ['order_policy_acceptances', policyRows],
    ['payments', paymentRows],
  ] as const) {
    const first = rows[0];
    if (first) await sql.query(fromJson(table, Object.keys(first)), [JSON.stringify(rows)]);
  }
}

/**
 * Writes already-priced orders with their lines, accepted policies and payment records, as many
 * as the batches hold, in one transaction of four statements a batch (tooling: the orders seed and
 * the bench load thousands of orders this way; checkout writes one at a time through
 * orders.create). The tables' statistics are refreshed after, as a load of this size needs.
 * Returns how many orders were written.
 */
export async function insertPlacedOrders(sql: Sql, batches: Iterable<readonly PlacedOrder[]>): Promise<number> {
  return sql.transaction(async (tx) => {
    let count = 0;
    for (const batch of batches) {
      await insertBatch(tx, batch);
      count += batch.length;
    }
    await tx.exec('analyze public.orders; analyze public.order_items; analyze public.payments;');
    return count;
  });
}
