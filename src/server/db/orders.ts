import type { Sql, Row } from './sql.ts';
import type { Cancellation, DeliveryChange, DeliveryStatus, NewOrder, Order, OrderStatus } from '../../lib/order-types.ts';
import { iso, text, textOrNull } from './values.ts';
import { newOrderRow, ORDER_ITEM_COLUMNS, orderItemValues } from './new-order-row.ts';
import { referenceIdRange } from '../../lib/orders/reference.ts';
import { ORDER_COLUMNS, orderOfRow } from './order-row.ts';

/** orders, order_items, order_policy_acceptances and delivery_status_changes. */
export function ordersRepo(sql: Sql) {
  async function byId(id: string): Promise<Order | null> {
    const [row] = await sql.query(`select ${ORDER_COLUMNS} from public.orders o where o.id = $1`, [id]);
    return row ? orderOfRow(row) : null;
  }

  return {
    byId,

    /** The orders with these ids, in no particular order. */
    async byIds(ids: readonly string[]): Promise<Order[]> {
      if (ids.length === 0) return [];
      const rows = await sql.query(
        `select ${ORDER_COLUMNS} from public.orders o where o.id = any(string_to_array($1::text, ',')::uuid[])`,
        [ids.join(',')],
      );
      return rows.map(orderOfRow);
    },

    /** Names who took the goods out (the ship step), or who brought money back when nobody was named then. */
    async setDriver(id: string, driver: string, onlyIfNone = false): Promise<void> {
      await sql.query(`update public.orders set driver = $2 where id = $1 ${onlyIfNone ? 'and driver is null' : ''}`, [id, driver]);
    },

    async byIdempotencyKey(key: string): Promise<Order | null> {
      const [row] = await sql.query(`select ${ORDER_COLUMNS} from public.orders o where o.idempotency_key = $1`, [key]);
      return row ? orderOfRow(row) : null;
    },

    /**
     * Writes an order with its lines and accepted policies in one transaction, with the totals and
     * line totals it was priced at (the table's checks refuse numbers that do not add up). A second
     * call with the same idempotency key writes nothing and returns the first order with `created: false`.
     */
    create(input: NewOrder): Promise<{ order: Order; created: boolean }> {
      return sql.transaction(async (tx) => {
        const lines = input.priced.lines;
        const newRow = newOrderRow(input);
        const columns = Object.keys(newRow);
        const values = Object.values(newRow);
        const [inserted] = await tx.query<{ id: string }>(
          `insert into public.orders (${columns.join(', ')}) values (${values.map((_, i) => `$${i + 1}`).join(', ')})
           on conflict (idempotency_key) do nothing returning id`,
          values,
        );
        if (!inserted) {
          const [existing] = await tx.query(`select ${ORDER_COLUMNS} from public.orders o where o.idempotency_key = $1`, [
            input.idempotencyKey,
          ]);
          if (!existing) throw new Error('Order vanished during idempotent insert');
          return { order: orderOfRow(existing), created: false };
        }
        // The lines in one statement and the accepted policies in another: a checkout's round trips do not grow with its lines.
        const params = (count: number, width: number) =>
          Array.from(
            { length: count },
            (_, row) => `(${Array.from({ length: width }, (_, col) => `$${row * width + col + 1}`).join(', ')})`,
          ).join(', ');
        if (lines.length > 0)
          await tx.query(
            `insert into public.order_items (${ORDER_ITEM_COLUMNS.join(', ')}) values ${params(lines.length, ORDER_ITEM_COLUMNS.length)}`,
            lines.flatMap((item, position) => orderItemValues(inserted.id, item, position)),
          );
        if (input.acceptedPolicies.length > 0)
          await tx.query(
            `insert into public.order_policy_acceptances (order_id, policy_type, version, hash) values ${params(input.acceptedPolicies.length, 4)}`,
            input.acceptedPolicies.flatMap((policy) => [inserted.id, policy.type, policy.version, policy.hash]),
          );
        const [row] = await tx.query(`select ${ORDER_COLUMNS} from public.orders o where o.id = $1`, [inserted.id]);
        return { order: orderOfRow(row as Row), created: true };
      });
    },

    /**
     * The newest order with this short reference (its id's first 8 characters) placed with this
     * phone (+254 form); null when none. The reference spans a range of the primary key.
     */
    async byReferenceAndPhone(reference: string, phone: string): Promise<Order | null> {
      const { from, to } = referenceIdRange(reference);
      const [row] = await sql.query(
        `select ${ORDER_COLUMNS} from public.orders o where o.id between $1::uuid and $2::uuid and o.customer_phone = $3 order by o.created_at desc limit 1`,
        [from, to, phone],
      );
      return row ? orderOfRow(row) : null;
    },

    /** The signed-in customer's orders, newest first, with lines and the latest payment. */
    async listForUser(userId: string, limit = 100): Promise<Order[]> {
      const rows = await sql.query(
        `select ${ORDER_COLUMNS} from public.orders o where o.user_id = $1 order by o.created_at desc, o.id limit $2`,
        [userId, limit],
      );
      return rows.map(orderOfRow);
    },

    /**
     * Moves an order to a payment outcome. `paid` happens once: returns false when the order was
     * already paid (or does not exist), so callers act on the first confirmation only.
     */
    async setStatus(id: string, status: OrderStatus): Promise<boolean> {
      const rows = await sql.query(
        `update public.orders set status = $2, paid_at = case when $2 = 'paid' then coalesce(paid_at, now()) else paid_at end
         where id = $1 and status is distinct from $2 and not (status in ('paid', 'layby') and $2 in ('awaiting_payment', 'payment_failed'))
           and not (status = 'paid' and $2 = 'layby')
           and not (status in ('cancelled', 'refund_requested', 'refunded') and $2 in ('paid', 'awaiting_payment', 'payment_failed', 'layby'))
         returning id`,
        [id, status],
      );
      return rows.length > 0;
    },

    /**
     * Cancels an order that stands: records when, by whom and why, sets its status and its delivery
     * to cancelled, with the delivery history (a paid order's refund then moves it on). Under the order's row lock it checks again what a request raced with: null once
     * done, else why not (already cancelled, or dispatched or delivered meanwhile).
     */
    async cancel(
      id: string,
      input: { by: Cancellation['by']; actor: string | null; reason: string },
    ): Promise<'already_cancelled' | 'dispatched' | 'delivered' | null> {
      const [before] = await sql.query<{ delivery_status: string; cancelled_at: unknown }>(
        `select delivery_status, cancelled_at from public.orders where id = $1 for update`,
        [id],
      );
      if (!before || before.cancelled_at) return 'already_cancelled';
      if (before.delivery_status === 'shipped' && input.by === 'customer') return 'dispatched';
      if (before.delivery_status === 'delivered') return 'delivered';
      await sql.query(
        `update public.orders set cancelled_at = now(), cancelled_by = $2, cancel_reason = $3, status = 'cancelled', delivery_status = 'cancelled' where id = $1`,
        [id, input.by, input.reason],
      );
      if (before.delivery_status !== 'cancelled') {
        await sql.query(
          `insert into public.delivery_status_changes (order_id, from_status, to_status, changed_by) values ($1, $2, 'cancelled', $3)`,
          [id, before.delivery_status, input.actor],
        );
      }
      return null;
    },

    /** A refund was asked of Pesapal for a paid order (not cancelled): it reads refund requested until Pesapal reports it done. */
    async refundRequested(id: string): Promise<boolean> {
      const rows = await sql.query(
        `update public.orders set status = 'refund_requested' where id = $1 and status in ('paid', 'cancelled') returning id`,
        [id],
      );
      return rows.length > 0;
    },

    /**
     * The order's state, locked for the rest of the transaction: a move is judged on what it reads
     * here (orders/lifecycle.ts), so two requests on one order are decided one after the other.
     */
    async lockState(id: string): Promise<{ orderStatus: OrderStatus; deliveryStatus: DeliveryStatus } | null> {
      const [row] = await sql.query<{ status: string; delivery_status: string }>(
        `select status, delivery_status from public.orders where id = $1 for update`,
        [id],
      );
      return row ? { orderStatus: row.status as OrderStatus, deliveryStatus: row.delivery_status as DeliveryStatus } : null;
    },

    /** Sets the delivery status and records who changed it and when. Null when the order does not exist. */
    setDeliveryStatus(id: string, to: DeliveryStatus, changedBy: string | null): Promise<Order | null> {
      return sql.transaction(async (tx) => {
        const [current] = await tx.query<{ delivery_status: string }>(
          `select delivery_status from public.orders where id = $1 for update`,
          [id],
        );
        if (!current) return null;
        if (current.delivery_status !== to) {
          await tx.query(`update public.orders set delivery_status = $2 where id = $1`, [id, to]);
          await tx.query(
            `insert into public.delivery_status_changes (order_id, from_status, to_status, changed_by) values ($1, $2, $3, $4)`,
            [id, current.delivery_status, to, changedBy],
          );
        }
        const [row] = await tx.query(`select ${ORDER_COLUMNS} from public.orders o where o.id = $1`, [id]);
        return row ? orderOfRow(row) : null;
      });
    },

    async deliveryHistory(id: string): Promise<DeliveryChange[]> {
      const rows = await sql.query(
        `select from_status, to_status, changed_by, changed_at from public.delivery_status_changes where order_id = $1 order by changed_at, id`,
        [id],
      );
      return rows.map((row) => ({
        from: textOrNull(row.from_status) as DeliveryStatus | null,
        to: text(row.to_status) as DeliveryStatus,
        changedBy: textOrNull(row.changed_by),
        changedAt: iso(row.changed_at),
      }));
    },

    async acceptedPolicies(id: string): Promise<Array<{ type: string; version: string; hash: string; acceptedAt: string }>> {
      const rows = await sql.query(
        `select policy_type, version, hash, accepted_at from public.order_policy_acceptances where order_id = $1 order by policy_type`,
        [id],
      );
      return rows.map((row) => ({
        type: text(row.policy_type),
        version: text(row.version),
        hash: text(row.hash),
        acceptedAt: iso(row.accepted_at),
      }));
    },
  };
}
