/**
 * The orders with two of their figures (src/lib/orders/figures.ts) as columns, for sums over many
 * orders: `paid_net_cents` (money in, less refunds returned) and `due_cents` (still to pay online
 * and to the driver). The same rules as `orderFigures`, in SQL, over the sums of its money records
 * each order keeps (paid_online_cents, collected_cents, refunded_cents: kept by triggers, migration
 * 20261129000600); the admin API tests hold the desk's and the dashboard's sums to the figures of
 * the rows they add up.
 *
 * A subquery to alias `o`, with every column of public.orders, so a filter of the table
 * (admin-order-filters.ts) applies to it unchanged and the planner pushes it down to the orders.
 */
const CASH = `o.payment_method = 'Cash'`;
const DOOR_FEE = `case when o.delivery_collect = 'on-delivery' then coalesce(o.delivery_fee_cents, 0) else 0 end`;
const ENDED = `(o.cancelled_at is not null or o.status in ('cancelled', 'refund_requested', 'refunded') or o.delivery_status = 'cancelled')`;

export const ORDERS_WITH_FIGURES = `(select o.*,
    o.paid_online_cents + o.collected_cents - o.refunded_cents
      + case when not ${CASH} and o.delivery_status = 'delivered' then ${DOOR_FEE} else 0 end as paid_net_cents,
    case when ${ENDED} or ${CASH} then 0 else greatest(0, o.total_cents - o.paid_online_cents) end
      + case when ${ENDED} or (${CASH} and o.status = 'paid') or (not ${CASH} and o.delivery_status = 'delivered') then 0
             when ${CASH} then greatest(0, o.total_cents + ${DOOR_FEE} - o.collected_cents)
             else ${DOOR_FEE} end as due_cents
  from public.orders o)`;
