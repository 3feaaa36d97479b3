import type {
  AdminClaimEvent,
  AdminWarrantyClaim,
  AdminWarrantyRegistration,
  ClaimListAnswer,
  DuplicateAttempt,
  DuplicateListAnswer,
  RegistrationListAnswer,
  SerialCorrection,
  SerialLookupAnswer,
} from '../../api/admin-warranty.ts';
import {
  claimSearch,
  registrationSearch,
  type ClaimListQuery,
  type DuplicateListQuery,
  type RegistrationListQuery,
} from '../../lib/admin/warranty-query.ts';
import { OPEN_CLAIM_STATUSES, type ClaimStatus } from '../../lib/warranty/claim-status.ts';
import { serialKey } from '../../lib/warranty/serial.ts';
import type { Row, Sql } from './sql.ts';
import { int, iso, text, textOrNull } from './values.ts';
import { toClaim } from './warranty.ts';
import { ATTEMPT_COLUMNS, REGISTRATION_COLUMNS, toAdminRegistration, toDuplicateAttempt } from './warranty-admin-rows.ts';

const REGISTRATION_FROM = 'public.warranty_registrations r join public.orders o on o.id = r.order_id';
const OPEN = OPEN_CLAIM_STATUSES.map((s) => `'${s}'`).join(', ');

const CLAIM_ORDER: Record<ClaimListQuery['sort'], string> = {
  open: `(c.status in (${OPEN})) desc, c.created_at desc, c.id desc`,
  newest: 'c.created_at desc, c.id desc',
  oldest: 'c.created_at asc, c.id asc',
};

/** Where a search's text is looked for among serials and orders: (r) a registration, its key's start or its order. */
function serialOrOrder(q: string, value: (v: unknown) => string): string[] {
  const { serialPrefix, reference } = registrationSearch(q);
  const alternatives: string[] = [];
  // Keys are letters and digits only, no LIKE wildcards: the prefix is matched as typed.
  if (serialPrefix) alternatives.push(`r.serial_key like ${value(`${serialPrefix}%`)}`);
  // An order reference is the start of the order's id: the ids between its lowest and highest completion.
  if (reference)
    alternatives.push(
      `r.order_id between ${value(`${reference}-0000-0000-0000-000000000000`)}::uuid and ${value(`${reference}-ffff-ffff-ffff-ffffffffffff`)}::uuid`,
    );
  return alternatives;
}

/** The day `days` after `day` (both YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The admin's view of warranties (issues 31 and 43): a serial with everything about it, the claims,
 * registrations and duplicate-attempt lists, a serial's corrections. Read only: a claim is moved by
 * src/server/warranty/claims.ts, a serial corrected by src/server/warranty/correct-serial.ts.
 */
export function adminWarrantyRepo(sql: Sql) {
  /** The corrections of these registrations' serials, from the admin audit, oldest first, by registration id. */
  async function correctionsOf(registrationIds: readonly string[]): Promise<Map<string, SerialCorrection[]>> {
    if (registrationIds.length === 0) return new Map();
    const rows = await sql.query(
      `select target_id, details, actor_email, at from public.admin_actions
       where action = 'warranty.serial' and target_kind = 'registration' and target_id = any($1::text[]) order by id`,
      [registrationIds],
    );
    const said = (details: unknown, key: string) => {
      const value = (details as Record<string, unknown> | null)?.[key];
      return typeof value === 'string' ? value : '';
    };
    const corrections = new Map<string, SerialCorrection[]>();
    for (const row of rows) {
      const id = text(row.target_id);
      corrections.set(id, [
        ...(corrections.get(id) ?? []),
        {
          from: said(row.details, 'from'),
          to: said(row.details, 'to'),
          reason: said(row.details, 'reason'),
          actorEmail: textOrNull(row.actor_email),
          at: iso(row.at),
        },
      ]);
    }
    return corrections;
  }

  /** The duplicate attempts that met these registrations, latest first, by registration id. */
  async function attemptsOn(registrationIds: readonly string[]): Promise<Map<string, DuplicateAttempt[]>> {
    if (registrationIds.length === 0) return new Map();
    const rows = await sql.query(
      `select d.registration_id, ${ATTEMPT_COLUMNS} from public.warranty_duplicate_attempts d join public.orders a on a.id = d.order_id
       where d.registration_id = any($1::uuid[]) order by d.last_at desc, d.id desc`,
      [registrationIds],
    );
    const attempts = new Map<string, DuplicateAttempt[]>();
    for (const row of rows) {
      const id = text(row.registration_id);
      attempts.set(id, [...(attempts.get(id) ?? []), toDuplicateAttempt(row)]);
    }
    return attempts;
  }

  /** The claims with these rows' ids, each with its audit (the actor's e-mail where the account still exists). */
  async function withEvents(rows: readonly Row[]): Promise<AdminWarrantyClaim[]> {
    if (rows.length === 0) return [];
    const claims = rows.map(toClaim);
    const events = await sql.query(
      `select e.claim_id, e.from_status, e.to_status, e.reason, e.actor_role, e.at, u.email
       from public.warranty_claim_events e left join auth.users u on u.id = e.actor
       where e.claim_id = any($1::uuid[]) order by e.at, e.id`,
      [claims.map((c) => c.id)],
    );
    const eventsOf = Map.groupBy(
      events.map((row) => ({
        claimId: text(row.claim_id),
        event: {
          fromStatus: textOrNull(row.from_status) as ClaimStatus | null,
          toStatus: text(row.to_status) as ClaimStatus,
          reason: textOrNull(row.reason),
          actorRole: text(row.actor_role) as AdminClaimEvent['actorRole'],
          actorEmail: textOrNull(row.email),
          at: iso(row.at),
        },
      })),
      (entry) => entry.claimId,
    );
    return claims.map((claim) => ({ ...claim, events: (eventsOf.get(claim.id) ?? []).map((entry) => entry.event) }));
  }

  return {
    /**
     * Every registration of a serial however typed (by its key), newest first, each with its claims
     * (oldest first) and their audit, its serial's corrections and the other orders that tried it.
     */
    async bySerial(serial: string): Promise<SerialLookupAnswer> {
      const rows = await sql.query(
        `select ${REGISTRATION_COLUMNS} from ${REGISTRATION_FROM} where r.serial_key = $1 order by r.registered_at desc, r.id desc`,
        [serialKey(serial)],
      );
      const registrations = rows.map(toAdminRegistration);
      const ids = registrations.map((r) => r.id);
      const claimRows = ids.length
        ? await sql.query(`select * from public.warranty_claims where registration_id = any($1::uuid[]) order by created_at, id`, [ids])
        : [];
      const [claims, corrections, attempts] = await Promise.all([withEvents(claimRows), correctionsOf(ids), attemptsOn(ids)]);
      return {
        serial,
        registrations: registrations.map((r) => ({
          ...r,
          claims: claims.filter((c) => c.registrationId === r.id),
          corrections: corrections.get(r.id) ?? [],
          duplicateAttempts: attempts.get(r.id) ?? [],
        })),
      };
    },

    /** The corrections of a registration's serial, oldest first. */
    async corrections(registrationId: string): Promise<SerialCorrection[]> {
      return (await correctionsOf([registrationId])).get(registrationId) ?? [];
    },

    /** One page of duplicate registration attempts, latest first, each with the registration it met and that registration's customer. */
    async duplicates(query: DuplicateListQuery): Promise<DuplicateListAnswer> {
      const [count] = await sql.query(`select count(*) as n from public.warranty_duplicate_attempts`);
      const rows = await sql.query(
        `select ${REGISTRATION_COLUMNS}, ${ATTEMPT_COLUMNS}
         from public.warranty_duplicate_attempts d
         join public.orders a on a.id = d.order_id
         join public.warranty_registrations r on r.id = d.registration_id
         join public.orders o on o.id = r.order_id
         order by d.last_at desc, d.id desc limit $1 offset $2`,
        [query.pageSize, (query.page - 1) * query.pageSize],
      );
      return {
        attempts: rows.map((row) => ({ ...toDuplicateAttempt(row), registration: toAdminRegistration(row) })),
        page: query.page,
        pageSize: query.pageSize,
        total: int(count?.n ?? 0),
      };
    },

    /** A registration with its customer, as the answer to a claim's move names it. */
    async registration(id: string): Promise<AdminWarrantyRegistration | null> {
      const [row] = await sql.query(`select ${REGISTRATION_COLUMNS} from ${REGISTRATION_FROM} where r.id = $1`, [id]);
      return row ? toAdminRegistration(row) : null;
    },

    /** A claim with its audit. */
    async claim(id: string): Promise<AdminWarrantyClaim | null> {
      const [claim] = await withEvents(await sql.query(`select * from public.warranty_claims where id = $1`, [id]));
      return claim ?? null;
    },

    /**
     * One page of claims: of the statuses asked (all when none), in the order asked, each with its
     * registration and audit. A search finds a claim by its reference, and claims by their serial's
     * start or their order's reference.
     */
    async claims(query: ClaimListQuery): Promise<ClaimListAnswer> {
      const params: unknown[] = [];
      const value = (v: unknown) => `$${params.push(v)}`;
      const clauses: string[] = [];
      if (query.status.length) clauses.push(`c.status = any(${value(query.status)}::text[])`);
      if (query.q) {
        const { claimReference } = claimSearch(query.q);
        const alternatives = serialOrOrder(query.q, value).map(
          (clause) => `exists (select 1 from public.warranty_registrations r where r.id = c.registration_id and ${clause})`,
        );
        if (claimReference) alternatives.push(`c.reference = ${value(claimReference)}`);
        clauses.push(alternatives.length ? `(${alternatives.join(' or ')})` : 'false');
      }
      const where = clauses.length ? clauses.join(' and ') : 'true';
      const [count] = await sql.query(`select count(*) as n from public.warranty_claims c where ${where}`, params);
      const rows = await sql.query(
        `select c.* from public.warranty_claims c where ${where} order by ${CLAIM_ORDER[query.sort]}
         limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      );
      const claims = await withEvents(rows);
      const registrationIds = [...new Set(claims.map((c) => c.registrationId))];
      const registrations = registrationIds.length
        ? (await sql.query(`select ${REGISTRATION_COLUMNS} from ${REGISTRATION_FROM} where r.id = any($1::uuid[])`, [registrationIds])).map(
            toAdminRegistration,
          )
        : [];
      const byId = new Map(registrations.map((r) => [r.id, r]));
      return {
        claims: claims.flatMap((claim) => {
          const registration = byId.get(claim.registrationId);
          return registration ? [{ ...claim, registration }] : [];
        }),
        page: query.page,
        pageSize: query.pageSize,
        total: int(count?.n ?? 0),
      };
    },

    /**
     * One page of registrations, each with its count of claims and of open ones. "Ending soon"
     * (`ending` days) keeps those whose last day is today or within that many days, soonest first;
     * otherwise the newest registered come first. A search finds serials by their start (as keys:
     * "deye5k 23" finds DEYE5K-2311-0457) and an order's registrations by its reference.
     */
    async registrations(query: RegistrationListQuery, today: string): Promise<RegistrationListAnswer> {
      const params: unknown[] = [];
      const value = (v: unknown) => `$${params.push(v)}`;
      const clauses: string[] = [];
      if (query.ending) clauses.push(`r.ends_on between ${value(today)}::date and ${value(addDays(today, query.ending))}::date`);
      if (query.q) {
        const alternatives = serialOrOrder(query.q, value);
        clauses.push(alternatives.length ? `(${alternatives.join(' or ')})` : 'false');
      }
      const where = clauses.length ? clauses.join(' and ') : 'true';
      const order = query.ending ? 'r.ends_on asc, r.id asc' : 'r.registered_at desc, r.id desc';
      const [count] = await sql.query(`select count(*) as n from public.warranty_registrations r where ${where}`, params);
      const rows = await sql.query(
        `select ${REGISTRATION_COLUMNS},
           (select count(*) from public.warranty_claims c where c.registration_id = r.id) as claims,
           (select count(*) from public.warranty_claims c where c.registration_id = r.id and c.status in (${OPEN})) as open_claims
         from ${REGISTRATION_FROM} where ${where} order by ${order}
         limit $${params.length + 1} offset $${params.length + 2}`,
        [...params, query.pageSize, (query.page - 1) * query.pageSize],
      );
      return {
        registrations: rows.map((row) => ({ ...toAdminRegistration(row), claims: int(row.claims), openClaims: int(row.open_claims) })),
        page: query.page,
        pageSize: query.pageSize,
        total: int(count?.n ?? 0),
      };
    },
  };
}
