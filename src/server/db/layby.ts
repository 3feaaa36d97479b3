import { PLAN_RECORD_STATUSES, type LaybyPlan, type PlanRecordStatus, type PlanTerms } from '../../lib/layby/plan.ts';
import type { Sql } from './sql.ts';
import { LAYBY_PLAN_COLUMN, laybyPlanOfRow } from './layby-row.ts';
import { text } from './values.ts';
import type { OrderStatus } from '../../lib/order-types.ts';

/** A plan in the owner's list: the plan, and the order's reference details. */
export interface ListedPlan {
  orderId: string;
  customerName: string;
  phone: string;
  locale: 'en' | 'sw';
  /** The order's status (layby while the balance is open, paid once it is, cancelled once it ended). */
  orderStatus: OrderStatus;
  createdAt: string;
  plan: LaybyPlan;
}

/** An open plan as the sweep reads it: its order, when that was placed, and the plan. */
export interface OpenPlan {
  orderId: string;
  placedAt: string;
  plan: LaybyPlan;
}

/** layby_plans (migration 20261130000700): a lay-by order's plan, its terms kept as made. */
export function laybyRepo(sql: Sql) {
  async function planOf(orderId: string, lock: boolean): Promise<LaybyPlan | null> {
    // Most orders have no plan: their lock finds no row, and nothing more is read (a payment's report asks this every time).
    if (lock && (await sql.query(`select 1 from public.layby_plans where order_id = $1 for update`, [orderId])).length === 0) return null;
    const [row] = await sql.query(`select ${LAYBY_PLAN_COLUMN} from public.orders o where o.id = $1`, [orderId]);
    return row ? laybyPlanOfRow(row) : null;
  }

  return {
    /** Writes the plan of an order just placed, in checkout's transaction. */
    async create(orderId: string, plan: PlanTerms, terms: unknown): Promise<void> {
      await sql.query(
        `insert into public.layby_plans (order_id, total_cents, deposit_cents, min_instalment_cents, mpesa_max_cents, cadence_days,
           suggested_cents, remind_days_before, starts_on, ends_on, grace_days, fee_free_days, fee_bp, fee_max_cents, terms)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::text::jsonb)
         on conflict (order_id) do nothing`,
        [
          orderId,
          plan.totalCents,
          plan.depositCents,
          plan.minInstalmentCents,
          plan.mpesaMaxCents,
          plan.cadenceDays,
          plan.suggestedCents,
          plan.remindDaysBefore,
          plan.startsOn,
          plan.endsOn,
          plan.graceDays,
          plan.feeFreeDays,
          plan.feeBp,
          plan.feeMaxCents,
          JSON.stringify(terms),
        ],
      );
    },

    /** The order's plan with what has been paid on it; null for an order without one. */
    forOrder: (orderId: string) => planOf(orderId, false),

    /** The same, under the plan's row lock (take the order's row first, as every writer of both does). */
    lock: (orderId: string) => planOf(orderId, true),

    /** The deposit made it active, or the last shilling paid it. */
    async setStatus(orderId: string, status: Extract<PlanRecordStatus, 'active' | 'paid'>): Promise<boolean> {
      const rows = await sql.query(
        `update public.layby_plans set status = $2, paid_at = case when $2 = 'paid' then now() else paid_at end
          where order_id = $1 and status in ('awaiting_deposit', 'active') and status <> $2 returning order_id`,
        [orderId, status],
      );
      return rows.length > 0;
    },

    /** The deposit reserves the order's units for the plan's life (private.layby_hold_stock). */
    async holdStock(orderId: string): Promise<void> {
      await sql.query(`select private.layby_hold_stock($1)`, [orderId]);
    },

    /** Ends an open plan: false when it had ended or been paid meanwhile. */
    async end(
      orderId: string,
      input: {
        status: 'cancelled' | 'expired';
        by: 'customer' | 'admin' | 'system';
        reason: string;
        feeCents: number;
        refunds: ReadonlyArray<{ id: string; refundCents: number }>;
      },
    ): Promise<boolean> {
      const rows = await sql.query(
        `update public.layby_plans set status = $2, ended_at = now(), ended_by = $3, end_reason = left($4, 500), fee_cents = $5,
           refund_plan = $6::text::jsonb
          where order_id = $1 and status in ('awaiting_deposit', 'active') returning order_id`,
        [orderId, input.status, input.by, input.reason, input.feeCents, JSON.stringify(input.refunds)],
      );
      return rows.length > 0;
    },

    /** Marks the payments (online and at the shop) the shop keeps as the cancellation fee: they are not returned. */
    async keepAsFee(orderId: string, ids: readonly string[]): Promise<void> {
      if (ids.length === 0) return;
      const list = ids.join(',');
      await sql.query(`update public.payments set kept_as_fee = true where order_id = $1 and id::text = any(string_to_array($2, ','))`, [
        orderId,
        list,
      ]);
      await sql.query(
        `update public.cash_collections set kept_as_fee = true where order_id = $1 and id::text = any(string_to_array($2, ','))`,
        [orderId, list],
      );
    },

    /** Moves an open plan's end date (the team, with a reason kept in the order's audit). */
    async extend(orderId: string, endsOn: string): Promise<boolean> {
      const rows = await sql.query(
        `update public.layby_plans set ends_on = $2::date, extensions = extensions + 1
          where order_id = $1 and status in ('awaiting_deposit', 'active') and $2::date > ends_on returning order_id`,
        [orderId, endsOn],
      );
      return rows.length > 0;
    },

    /**
     * Plans for the owner's view and the sweep, newest first: all, or those with these stored
     * statuses; at most `limit`.
     */
    async list(statuses: readonly PlanRecordStatus[] | null, limit: number): Promise<ListedPlan[]> {
      const rows = await sql.query(
        `select o.id, o.customer_name, o.customer_phone, o.locale, o.status, o.created_at, ${LAYBY_PLAN_COLUMN}
           from public.layby_plans l0 join public.orders o on o.id = l0.order_id
          where ($1::text is null or l0.status = any(string_to_array($1, ',')))
          order by l0.created_at desc limit $2`,
        [statuses ? statuses.join(',') : null, limit],
      );
      return rows.map((row) => ({
        orderId: text(row.id),
        customerName: text(row.customer_name),
        phone: text(row.customer_phone),
        locale: row.locale === 'sw' ? 'sw' : 'en',
        orderStatus: text(row.status) as OrderStatus,
        createdAt: new Date(row.created_at as string).toISOString(),
        plan: laybyPlanOfRow(row)!,
      }));
    },

    /** How many plans there are with each stored status (the owner's tabs count the closed ones so). */
    async countByStatus(): Promise<Record<PlanRecordStatus, number>> {
      const rows = await sql.query<{ status: string; n: number }>(
        `select status, count(*)::int as n from public.layby_plans group by status`,
      );
      const counts = Object.fromEntries(PLAN_RECORD_STATUSES.map((status) => [status, 0])) as Record<PlanRecordStatus, number>;
      for (const row of rows) if (row.status in counts) counts[row.status as PlanRecordStatus] = Number(row.n);
      return counts;
    },

    /**
     * The open plans (waiting for their deposit, or being paid) by order id after `afterOrderId`, at
     * most `limit`, with when their order was placed: the lay-by sweep reads them a page at a time.
     */
    async open(afterOrderId: string | null, limit: number): Promise<OpenPlan[]> {
      const rows = await sql.query(
        `select o.id, o.created_at, ${LAYBY_PLAN_COLUMN}
           from public.layby_plans l0 join public.orders o on o.id = l0.order_id
          where l0.status in ('awaiting_deposit', 'active') and ($1::uuid is null or l0.order_id > $1::uuid)
          order by l0.order_id limit $2`,
        [afterOrderId, limit],
      );
      return rows.map((row) => ({
        orderId: text(row.id),
        placedAt: new Date(row.created_at as string).toISOString(),
        plan: laybyPlanOfRow(row)!,
      }));
    },

    /** The keys of the lay-by reminders queued for the order since `since`, each once (its e-mail and SMS share one). */
    async reminderKeysSince(orderId: string, since: Date): Promise<string[]> {
      const rows = await sql.query<{ key: string }>(
        `select distinct dedupe_key as key from public.outbox_messages
          where order_id = $1 and event = 'layby_reminder' and created_at >= $2 order by 1`,
        [orderId, since.toISOString()],
      );
      return rows.map((row) => row.key);
    },

    /** How many lay-by reminders went to the order's customer since `since` (the outbox is their log). */
    async remindersSince(orderId: string, since: Date): Promise<number> {
      const [row] = await sql.query<{ n: number }>(
        `select count(distinct dedupe_key)::int as n from public.outbox_messages
          where order_id = $1 and event = 'layby_reminder' and created_at >= $2`,
        [orderId, since.toISOString()],
      );
      return row?.n ?? 0;
    },
  };
}
