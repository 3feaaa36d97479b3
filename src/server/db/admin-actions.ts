import type { AdminActionEntry, AdminActionName, AdminTargetKind, AssuranceLevel } from '../../lib/admin/admin-actions.ts';
import type { Sql } from './sql.ts';
import { int, iso, text, textOrNull } from './values.ts';

/** Who took an admin action, as the audit keeps them. */
export interface AdminActor {
  id: string;
  email: string | null;
  aal: AssuranceLevel;
  amr: string[];
  address: string | null;
}

/** An action to record: what, to which order, claim or message, and what changed. */
export interface AdminActionInput {
  action: AdminActionName;
  target: { kind: AdminTargetKind; id: string };
  details: Record<string, unknown>;
}

/** The largest page GET /api/admin/actions gives. */
export const ADMIN_ACTIONS_MAX_PAGE = 100;

const COLUMNS = `id, actor_id, actor_email, action, target_kind, target_id, details, aal, amr, client_address, at`;

function entryOf(row: Record<string, unknown>): AdminActionEntry {
  return {
    id: String(int(row.id)),
    at: iso(row.at),
    actor: { id: textOrNull(row.actor_id), email: textOrNull(row.actor_email) },
    action: text(row.action) as AdminActionName,
    target: { kind: text(row.target_kind) as AdminTargetKind, id: text(row.target_id) },
    details: (row.details ?? {}) as Record<string, unknown>,
    aal: text(row.aal) as AssuranceLevel,
    amr: Array.isArray(row.amr) ? row.amr.filter((m): m is string => typeof m === 'string') : [],
    clientAddress: textOrNull(row.client_address),
  };
}

/**
 * admin_actions: the admin audit (issue 33). `record` is called with the transaction of the action
 * it records, so an action never stands without its entry and one that fails leaves none.
 */
export function adminActionsRepo(sql: Sql) {
  return {
    async record(actor: AdminActor, input: AdminActionInput): Promise<void> {
      await sql.query(
        `insert into public.admin_actions (actor_id, actor_email, action, target_kind, target_id, details, aal, amr, client_address)
         values ($1, $2, $3, $4, $5, $6::text::jsonb, $7, $8::text::jsonb, $9)`,
        [
          actor.id,
          actor.email?.slice(0, 320) ?? null,
          input.action,
          input.target.kind,
          input.target.id,
          JSON.stringify(input.details),
          actor.aal,
          JSON.stringify(actor.amr),
          actor.address,
        ],
      );
    },

    /** The newest entries first, `limit` of them, older than the entry `before` (an id) when given; `next` pages on. */
    async latest(limit: number, before?: string): Promise<{ actions: AdminActionEntry[]; next: string | null }> {
      const rows = before
        ? await sql.query(`select ${COLUMNS} from public.admin_actions where id < $1::bigint order by id desc limit $2`, [
            before,
            limit + 1,
          ])
        : await sql.query(`select ${COLUMNS} from public.admin_actions order by id desc limit $1`, [limit + 1]);
      const actions = rows.slice(0, limit).map(entryOf);
      return { actions, next: rows.length > limit ? (actions.at(-1)?.id ?? null) : null };
    },
  };
}
