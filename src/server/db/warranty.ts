import { CLAIM_REFERENCE_SPACE, claimReferenceFrom } from '../../lib/warranty/claim-reference.ts';
import type { ClaimStatus } from '../../lib/warranty/claim-status.ts';
import { serialKey } from '../../lib/warranty/serial.ts';
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
    claimReference: text(row.reference),
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

/** A uniform draw below CLAIM_REFERENCE_SPACE from the platform's cryptographic source (Node and workerd alike). */
function randomClaimDraw(): number {
  const limit = Math.floor(2 ** 32 / CLAIM_REFERENCE_SPACE) * CLAIM_REFERENCE_SPACE;
  for (;;) {
    const [value] = crypto.getRandomValues(new Uint32Array(1));
    if (value! < limit) return value! % CLAIM_REFERENCE_SPACE;
  }
}

/** Draws of a claim reference tried before giving up: with ten million references, a second is already rare. */
const REFERENCE_TRIES = 8;

/**
 * warranty_registrations, warranty_claims and their audit, and the serials customers tried to
 * register again. Registering several serials is all or nothing: run `register` in a transaction,
 * and a serial taken (by another order, or a racing request: the unique key on product and serial
 * key decides) undoes the lot. `draw` gives claims their references (a test passes its own).
 */
export function warrantyRepo(sql: Sql, draw: () => number = randomClaimDraw) {
  return {
    /** Writes the registrations, or answers the first serial already registered for its product (and writes none). */
    async register(
      rows: readonly NewRegistration[],
    ): Promise<{ ok: true; registrations: WarrantyRegistration[] } | { ok: false; taken: SerialTaken }> {
      const registrations: WarrantyRegistration[] = [];
      for (const r of rows) {
        const [row] = await sql.query(
          `insert into public.warranty_registrations
             (order_id, product_id, product_name, serial, serial_key, warranty_months, covers, starts_on, ends_on)
           values ($1, $2, $3, $4, $5, $6, $7, $8::date, $9::date)
           on conflict (product_id, serial_key) do nothing
           returning *`,
          [r.orderId, r.productId, r.productName, r.serial, serialKey(r.serial), r.months, r.covers, r.startsOn, r.endsOn],
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

    /** Every registration of a serial however typed (one per product at most), newest first. */
    async bySerial(serial: string): Promise<WarrantyRegistration[]> {
      const rows = await sql.query(`select * from public.warranty_registrations where serial_key = $1 order by registered_at desc`, [
        serialKey(serial),
      ]);
      return rows.map(toRegistration);
    },

    /** The registration of a product's serial however typed, if any. */
    async byProductAndSerial(productId: string, serial: string): Promise<WarrantyRegistration | null> {
      const [row] = await sql.query(`select * from public.warranty_registrations where product_id = $1 and serial_key = $2`, [
        productId,
        serialKey(serial),
      ]);
      return row ? toRegistration(row) : null;
    },

    /** A registration, locked for the rest of the transaction when `forUpdate`. */
    async registrationById(id: string, forUpdate = false): Promise<WarrantyRegistration | null> {
      const [row] = await sql.query(`select * from public.warranty_registrations where id = $1${forUpdate ? ' for update' : ''}`, [id]);
      return row ? toRegistration(row) : null;
    },

    /** Gives a registration another serial as printed (and its key); the caller has checked that no other unit of the product has it. */
    async setSerial(id: string, serial: string): Promise<WarrantyRegistration> {
      const [row] = await sql.query(`update public.warranty_registrations set serial = $2, serial_key = $3 where id = $1 returning *`, [
        id,
        serial,
        serialKey(serial),
      ]);
      return toRegistration(row!);
    },

    /**
     * Keeps an order's try at a serial registered to another order's item: once per registration
     * and order, counted and dated on each try since.
     */
    async recordDuplicateAttempt(input: { registrationId: string; orderId: string; serial: string }): Promise<void> {
      await sql.query(
        `insert into public.warranty_duplicate_attempts (registration_id, order_id, serial) values ($1, $2, $3)
         on conflict (registration_id, order_id) do update
           set attempts = warranty_duplicate_attempts.attempts + 1, last_at = now(), serial = excluded.serial`,
        [input.registrationId, input.orderId, input.serial],
      );
    },

    /** Records a claim as received, under a reference no other claim has, with the first entry of its audit. */
    async createClaim(input: {
      registrationId: string;
      description: string;
      outOfWarranty: boolean;
      actor: string | null;
    }): Promise<WarrantyClaim> {
      let row: Row | undefined;
      for (let tries = 0; !row; tries++) {
        if (tries === REFERENCE_TRIES) throw new Error('no free claim reference was drawn');
        [row] = await sql.query(
          `insert into public.warranty_claims (registration_id, description, out_of_warranty, reference) values ($1, $2, $3, $4)
           on conflict (reference) do nothing returning *`,
          [input.registrationId, input.description, input.outOfWarranty, claimReferenceFrom(draw())],
        );
      }
      const claim = toClaim(row);
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

/**
 * Whether an error is the database refusing a serial that another unit of the product has: a write
 * racing the checks made before it (postgres.js names the constraint `constraint_name`, PGlite `constraint`).
 */
export function isSerialTakenError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, constraint, constraint_name } = error as Record<string, unknown>;
  return code === '23505' && (constraint ?? constraint_name) === 'warranty_registrations_once';
}
