import { isClaimable, publishAt, type BurstStatus, type PublishOutcome } from '../publish/burst.ts';
import type { Sql } from './sql.ts';
import { int, iso, textOrNull } from './values.ts';

/** One accepted webhook delivery, as the route read it. */
export interface NewDelivery {
  /** base64url SHA-256 of the signature header: what a replay is recognised by. */
  signatureHash: string;
  signedAt: Date;
  documentId: string;
  documentType: string;
  operation: 'create' | 'update' | 'delete' | null;
  idempotencyKey: string | null;
}

/** A burst as a closer sees it. */
export interface DeployBurst {
  id: string;
  status: BurstStatus;
  dueAt: string;
  publishes: number;
  attempts: number;
  lastError: string | null;
  deployId: string | null;
}

/** How long a delivery is kept: past the signature's 5 minutes (and a minute of clock skew), its timestamp refuses it anyway. */
const DELIVERY_KEPT_MS = 7 * 60_000;

/** Bursts done with are kept a month, for the record. */
const BURST_KEPT_MS = 30 * 24 * 3600_000;

/**
 * Sanity's webhook deliveries and the bursts of publishes they open or join (migration
 * 20261128000300_publish_rebuilds). Every time comes from the caller's clock, so tests drive it.
 */
export function publishesRepo(sql: Sql) {
  return {
    /**
     * Records a delivery and its publish in one transaction: null when the same signature was
     * accepted before (a replay), else whether it opened the burst or joined the open one.
     */
    async record(delivery: NewDelivery, now: Date, windowMs: number): Promise<PublishOutcome | null> {
      return sql.transaction(async (tx) => {
        await tx.query(`delete from public.sanity_webhook_deliveries where signed_at < $1`, [new Date(now.getTime() - DELIVERY_KEPT_MS)]);
        const fresh = await tx.query(
          `insert into public.sanity_webhook_deliveries
             (signature_hash, signed_at, received_at, document_id, document_type, operation, idempotency_key)
           values ($1, $2, $3, $4, $5, $6, $7)
           on conflict (signature_hash) do nothing returning signature_hash`,
          [
            delivery.signatureHash,
            delivery.signedAt,
            now,
            delivery.documentId,
            delivery.documentType,
            delivery.operation,
            delivery.idempotencyKey,
          ],
        );
        if (fresh.length === 0) return null;
        // One open burst at most (a partial unique index): the first publish opens it, the rest join it.
        const opened = publishAt(null, now.getTime(), windowMs);
        const [burst] = await tx.query(
          `insert into public.deploy_bursts (opened_at, due_at, last_document_id) values ($1, $2, $3)
           on conflict (status) where status = 'open'
           do update set publishes = deploy_bursts.publishes + 1, last_document_id = excluded.last_document_id
           returning id, due_at, publishes`,
          [now, new Date(opened.dueAt), delivery.documentId],
        );
        if (!burst) throw new Error('deploy_bursts: the upsert returned no row');
        await tx.query(`update public.sanity_webhook_deliveries set burst_id = $1 where signature_hash = $2`, [
          burst.id,
          delivery.signatureHash,
        ]);
        const dueAt = new Date(iso(burst.due_at)).getTime();
        return int(burst.publishes) === 1 ? { rebuild: 'scheduled', dueAt } : publishAt({ dueAt }, now.getTime(), windowMs);
      });
    },

    /**
     * Claims every burst a closer may call the hook for now (burst.ts isClaimable), marking them
     * 'calling' under a lease of `leaseMs`; bursts another closer holds are skipped, so two closers
     * never call for the same burst.
     */
    async claimDue(now: Date, leaseMs: number): Promise<DeployBurst[]> {
      return sql.transaction(async (tx) => {
        const rows = await tx.query(
          `select id, status, due_at, locked_until, attempts from public.deploy_bursts
           where status in ('open', 'calling') and due_at <= $1
           order by id for update skip locked`,
          [now],
        );
        const ids = rows
          .filter((row) =>
            isClaimable(
              {
                status: row.status as BurstStatus,
                dueAt: new Date(iso(row.due_at)).getTime(),
                lockedUntil: row.locked_until ? new Date(iso(row.locked_until)).getTime() : null,
                attempts: int(row.attempts),
              },
              now.getTime(),
            ),
          )
          .map((row) => String(row.id));
        if (ids.length === 0) return [];
        const claimed = await tx.query(
          `update public.deploy_bursts set status = 'calling', attempts = attempts + 1, locked_until = $2
           where id = any(string_to_array($1::text, ',')::bigint[]) returning *`,
          [ids.join(','), new Date(now.getTime() + leaseMs)],
        );
        return claimed.map(toBurst);
      });
    },

    /** The hook started a build for these bursts. */
    async requested(ids: readonly string[], deployId: string, now: Date): Promise<void> {
      await sql.query(
        `update public.deploy_bursts set status = 'requested', requested_at = $2, deploy_id = $3, locked_until = null, last_error = null
         where id = any(string_to_array($1::text, ',')::bigint[])`,
        [ids.join(','), now, deployId],
      );
      await sql.query(`delete from public.deploy_bursts where status = 'requested' and requested_at < $1`, [
        new Date(now.getTime() - BURST_KEPT_MS),
      ]);
    },

    /** The call failed: the bursts stay pending, claimable again at `retryAt`, with the error kept. */
    async failed(ids: readonly string[], error: string, retryAt: Date): Promise<void> {
      await sql.query(
        `update public.deploy_bursts set locked_until = $2, last_error = $3 where id = any(string_to_array($1::text, ',')::bigint[])`,
        [ids.join(','), retryAt, error.slice(0, 1000)],
      );
    },

    /** Bursts not yet requested: how many, since when the oldest is due, and the error of the last failed call (the health check shows them). */
    async pending(): Promise<{ pending: number; oldestDueAt: string | null; lastError: string | null }> {
      const [row] = await sql.query(
        `select count(*)::int as pending, min(due_at) as oldest_due_at,
                (select last_error from public.deploy_bursts where status = 'calling' and last_error is not null order by id desc limit 1) as last_error
         from public.deploy_bursts where status in ('open', 'calling')`,
      );
      return {
        pending: int(row?.pending ?? 0),
        oldestDueAt: row?.oldest_due_at ? iso(row.oldest_due_at) : null,
        lastError: textOrNull(row?.last_error),
      };
    },

    /** The latest bursts, newest first (tests, and what an operator would look at). */
    async latest(limit = 20): Promise<DeployBurst[]> {
      return (await sql.query(`select * from public.deploy_bursts order by id desc limit $1`, [limit])).map(toBurst);
    },
  };
}

function toBurst(row: Record<string, unknown>): DeployBurst {
  return {
    id: String(row.id),
    status: row.status as BurstStatus,
    dueAt: iso(row.due_at),
    publishes: int(row.publishes),
    attempts: int(row.attempts),
    lastError: textOrNull(row.last_error),
    deployId: textOrNull(row.deploy_id),
  };
}
