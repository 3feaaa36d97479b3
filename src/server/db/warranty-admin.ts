import type {
  AdminClaimEvent,
  AdminWarrantyClaim,
  AdminWarrantyRegistration,
  ClaimListAnswer,
  RegistrationListAnswer,
  SerialLookupAnswer,
} from '../../api/admin-warranty.ts';
import { registrationSearch, type ClaimListQuery, type RegistrationListQuery } from '../../lib/admin/warranty-query.ts';
import { OPEN_CLAIM_STATUSES, type ClaimStatus } from '../../lib/warranty/claim-status.ts';
import type { Row, Sql } from './sql.ts';
import { int, iso, text, textOrNull } from './values.ts';
import { toClaim, toRegistration } from './warranty.ts';

/** A registration's columns with its order's customer, as `toAdminRegistration` reads them. */
const REGISTRATION_COLUMNS = 'r.*, o.customer_name, o.customer_phone, o.customer_email';
const REGISTRATION_FROM = 'public.warranty_registrations r join public.orders o on o.id = r.order_id';
const OPEN = OPEN_CLAIM_STATUSES.map((s) => `'${s}'`).join(', ');

const CLAIM_ORDER: Record<ClaimListQuery['sort'], string> = {
  open: `(c.status in (${OPEN})) desc, c.created_at desc, c.id desc`,
  newest: 'c.created_at desc, c.id desc',
  oldest: 'c.created_at asc, c.id asc',
};

function toAdminRegistration(row: Row): AdminWarrantyRegistration {
  const { id, orderId, productId, productName, serial, months, covers, startsOn, endsOn, registeredAt } = toRegistration(row);
  return {
    id,
    orderId,
    reference: orderId.slice(0, 8).toUpperCase(),
    productId,
    productName,
    serial,
    months,
    covers,
    startsOn,
    endsOn,
    registeredAt,
    customer: { name: text(row.customer_name), phone: text(row.customer_phone), email: text(row.customer_email) },
  };
}

/** The day `days` after `day` (both YYYY-MM-DD). */
function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The admin's view of warranties (issue 31): a serial with everything about it, the claims list and
 * the registrations list. Read only: a claim is moved by src/server/warranty/claims.ts.
 */
export function adminWarrantyRepo(sql: Sql) {
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
    /** Every registration of a serial (as compared: upper case, no spaces), newest first, each with its claims (oldest first) and their audit. */
    async bySerial(serial: string): Promise<SerialLookupAnswer> {
      const rows = await sql.query(
        `select ${REGISTRATION_COLUMNS} from ${REGISTRATION_FROM} where r.serial = $1 order by r.registered_at desc, r.id desc`,
        [serial],
      );
      const registrations = rows.map(toAdminRegistration);
      const claimRows = registrations.length
        ? await sql.query(`select * from public.warranty_claims where registration_id = any($1::uuid[]) order by created_at, id`, [
            registrations.map((r) => r.id),
          ])
        : [];
      const claims = await withEvents(claimRows);
      return {
        serial,
        registrations: registrations.map((r) => ({ ...r, claims: claims.filter((c) => c.registrationId === r.id) })),
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

    /** One page of claims: of the statuses asked (all when none), in the order asked, each with its registration and audit. */
    async claims(query: ClaimListQuery): Promise<ClaimListAnswer> {
      const params: unknown[] = [];
      const where = query.status.length ? `c.status = any($${params.push(query.status)}::text[])` : 'true';
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
     * otherwise the newest registered come first. A search finds serials by their start and an
     * order's registrations by its reference.
     */
    async registrations(query: RegistrationListQuery, today: string): Promise<RegistrationListAnswer> {
      const params: unknown[] = [];
      const value = (v: unknown) => `$${params.push(v)}`;
      const clauses: string[] = [];
      if (query.ending) clauses.push(`r.ends_on between ${value(today)}::date and ${value(addDays(today, query.ending))}::date`);
      if (query.q) {
        const { serialPrefix, reference } = registrationSearch(query.q);
        const alternatives: string[] = [];
        // Serial characters (A-Z 0-9 . / -) are no LIKE wildcards: the prefix is matched as typed.
        if (serialPrefix) alternatives.push(`r.serial like ${value(`${serialPrefix}%`)}`);
        // An order reference is the start of the order's id: the ids between its lowest and highest completion.
        if (reference)
          alternatives.push(
            `r.order_id between ${value(`${reference}-0000-0000-0000-000000000000`)}::uuid and ${value(`${reference}-ffff-ffff-ffff-ffffffffffff`)}::uuid`,
          );
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
