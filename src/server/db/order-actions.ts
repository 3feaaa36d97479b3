import type { Sql } from './sql.ts';
import { iso, text, textOrNull } from './values.ts';
import type { OrderActionName } from '../../lib/orders/order-action-names.ts';
/** One entry of an order's audit: who did what, why, and what came of it. */
export interface OrderAction {
  action: OrderActionName;
  actor: string | null;
  actorRole: 'customer' | 'admin' | 'system';
  reason: string | null;
  detail: Record<string, unknown>;
  at: string;
}

/** order_actions: the audit of cancellations and refunds, written with the change it records. */
export function orderActionsRepo(sql: Sql) {
  return {
    async record(orderId: string, entry: Omit<OrderAction, 'at'>): Promise<void> {
      await sql.query(
        `insert into public.order_actions (order_id, action, actor, actor_role, reason, detail) values ($1, $2, $3, $4, $5, $6::text::jsonb)`,
        [orderId, entry.action, entry.actor, entry.actorRole, entry.reason?.slice(0, 500) ?? null, JSON.stringify(entry.detail)],
      );
    },

    async forOrder(orderId: string): Promise<OrderAction[]> {
      const rows = await sql.query(
        `select action, actor, actor_role, reason, detail, at from public.order_actions where order_id = $1 order by at, id`,
        [orderId],
      );
      return rows.map((row) => ({
        action: text(row.action) as OrderActionName,
        actor: textOrNull(row.actor),
        actorRole: text(row.actor_role) as OrderAction['actorRole'],
        reason: textOrNull(row.reason),
        detail: (row.detail ?? {}) as Record<string, unknown>,
        at: iso(row.at),
      }));
    },
  };
}
