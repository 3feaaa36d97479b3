import type { ClaimStatus } from '../../lib/warranty/claim-status.ts';
import type { ClaimEvent, NewRegistration, WarrantyClaim, WarrantyRegistration } from '../../lib/warranty/types.ts';
import type { Row, Sql } from './sql.ts';
import { int, iso, text, textOrNull } from './values.ts';

/** A date column (Date from either driver, or text) as YYYY-MM-DD. */
function day(value: unknown): string {
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return text(value).slice(0, 10);
}

export function toRegistration(row: Row): WarrantyRegistration {
  return {
    id: text(row.id),
    orderId: text(row.order_id),
    productId: text(row.product_id),
    productName: text(row.product_name),
    serial: text(row.serial),
    months: int(row.warranty_months),
    covers: text(row.covers),
    startsOn: day(row.starts_on),
    endsOn: day(row.ends_on),
    registeredAt: iso(row.registered_at),
  };
}

export function toClaim(row: Row): WarrantyClaim {
  return {
    id: text(row.id),
    registrationId: text(row.registration_id),
    description: text(row.description),
    status: text(row.status) as ClaimStatus,
    rejectReason: textOrNull(row.reject_reason),
    outOfWarranty: row.out_of_warranty === true,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** A serial already registered for its product: which one, so the answer can name it. */
export interface SerialTaken {
  productId: string;
  serial: string;
}

/**
 * warranty_registrations, warranty_claims and their audit. Registering several serials is all or
 * nothing: run `register` in a transaction, and a serial taken (by another order, or a racing
 * request: the unique key decides) undoes the lot.
 */
export function warrantyRepo(sql: Sql) {
  return {
    /** Writes the registrations, or answers the first serial already registered for its product (and writes none). */
    async register(
      rows: readonly NewRegistration[],
    ): Promise<{ ok: true; registrations: WarrantyRegistration[] } | { ok: false; taken: SerialTaken }> {
      const registrations: WarrantyRegistration[] = [];
      for (const r of rows) {
        const [row] = await sql.query(
          `insert into public.warranty_registrations
             (order_id, product_id, product_name, serial, warranty_months, covers, starts_on, ends_on)
           values ($1, $2, $3, $4, $5, $6, $7::date, $8::date)
           on conflict (product_id, serial) do nothing
           returning *`,
          [r.orderId, r.productId, r.productName, r.serial, r.months, r.covers, r.startsOn, r.endsOn],
        );
        if (!row) return { ok: false, taken: { productId: r.productId, serial: r.serial } };
        registrations.push(toRegistration(row));
      }
      return { ok: true, registrations };
    },

    /** An order's registrations, by product then serial. */
    async forOrder(orderId: string): Promise<WarrantyRegistration[]> {
      const rows = await sql.query(`select * from public.warranty_registrations where order_id = $1 order by product_id, serial`, [
        orderId,
      ]);
      return rows.map(toRegistration);
    },

    /** Every registration of a serial (one per product at most), newest first. */
    async bySerial(serial: string): Promise<WarrantyRegistration[]> {
      const rows = await sql.query(`select * from public.warranty_registrations where serial = $1 order by registered_at desc`, [serial]);
      return rows.map(toRegistration);
    },

    async registrationById(id: string): Promise<WarrantyRegistration | null> {
      const [row] = await sql.query(`select * from public.warranty_registrations where id = $1`, [id]);
      return row ? toRegistration(row) : null;
    },

    /** Records a claim as received, with the first entry of its audit. */
    async createClaim(input: {
      registrationId: string;
      description: string;
      outOfWarranty: boolean;
      actor: string | null;
    }): Promise<WarrantyClaim> {
      const [row] = await sql.query(
        `insert into public.warranty_claims (registration_id, description, out_of_warranty) values ($1, $2, $3) returning *`,
        [input.registrationId, input.description, input.outOfWarranty],
      );
      const claim = toClaim(row!);
      await sql.query(
        `insert into public.warranty_claim_events (claim_id, from_status, to_status, actor, actor_role) values ($1, null, 'received', $2, 'customer')`,
        [claim.id, input.actor],
      );
      return claim;
    },

    /** A claim, locked for the rest of the transaction when `forUpdate`. */
    async claimById(id: string, forUpdate = false): Promise<WarrantyClaim | null> {
      const [row] = await sql.query(`select * from public.warranty_claims where id = $1${forUpdate ? ' for update' : ''}`, [id]);
      return row ? toClaim(row) : null;
    },

    /** The claims against registrations, oldest first. */
    async claimsFor(registrationIds: readonly string[]): Promise<WarrantyClaim[]> {
      if (registrationIds.length === 0) return [];
      const rows = await sql.query(`select * from public.warranty_claims where registration_id = any($1::uuid[]) order by created_at, id`, [
        registrationIds,
      ]);
      return rows.map(toClaim);
    },

    /** Moves a claim to `to`, with the entry of its audit: who, from what, why. */
    async moveClaim(
      claim: WarrantyClaim,
      to: ClaimStatus,
      entry: { reason: string | null; actor: string | null; actorRole: ClaimEvent['actorRole'] },
    ): Promise<WarrantyClaim> {
      const [row] = await sql.query(`update public.warranty_claims set status = $2, reject_reason = $3 where id = $1 returning *`, [
        claim.id,
        to,
        to === 'rejected' ? entry.reason : null,
      ]);
      await sql.query(
        `insert into public.warranty_claim_events (claim_id, from_status, to_status, reason, actor, actor_role) values ($1, $2, $3, $4, $5, $6)`,
        [claim.id, claim.status, to, entry.reason, entry.actor, entry.actorRole],
      );
      return toClaim(row!);
    },

    /** A claim's audit, oldest first. */
    async claimEvents(claimId: string): Promise<ClaimEvent[]> {
      const rows = await sql.query(
        `select from_status, to_status, reason, actor, actor_role, at from public.warranty_claim_events where claim_id = $1 order by at, id`,
        [claimId],
      );
      return rows.map((row) => ({
        fromStatus: textOrNull(row.from_status) as ClaimStatus | null,
        toStatus: text(row.to_status) as ClaimStatus,
        reason: textOrNull(row.reason),
        actor: textOrNull(row.actor),
        actorRole: text(row.actor_role) as ClaimEvent['actorRole'],
        at: iso(row.at),
      }));
    },
  };
}
