import { Hono } from 'hono';
import { z } from 'zod';
import {
  CLAIM_SORTS,
  ENDING_WINDOWS,
  WARRANTY_MAX_PAGE,
  WARRANTY_MAX_PAGE_SIZE,
  WARRANTY_MAX_SEARCH,
  WARRANTY_PAGE_SIZE,
  type EndingWindow,
} from '../../../lib/admin/warranty-query.ts';
import { splitList } from '../../../lib/admin/order-query.ts';
import { CLAIM_STATUSES } from '../../../lib/warranty/claim-status.ts';
import { claimMoveRequest, serialCorrectionRequest, serialField } from '../../../lib/warranty/requests.ts';
import { kenyanDay } from '../../../lib/warranty/terms.ts';
import { signedInAdmin, type AuthEnv } from '../../auth/middleware.ts';
import type { SignedInUsers } from '../../auth/signed-in.ts';
import type { Database } from '../../db/index.ts';
import { ApiError, validationError } from '../../errors.ts';
import type { OrderEvents } from '../../messages/order-events.ts';
import { jsonBody } from '../../request-body.ts';
import { moveClaim } from '../../warranty/claims.ts';
import { correctSerial } from '../../warranty/correct-serial.ts';
import { adminActor } from '../../audit/admin-actor.ts';
import { TRUST_SOCKET, type TrustProxy } from '../../client-address.ts';

const paging = {
  page: z.coerce.number().int().min(1).max(WARRANTY_MAX_PAGE).default(1),
  pageSize: z.coerce.number().int().min(1).max(WARRANTY_MAX_PAGE_SIZE).default(WARRANTY_PAGE_SIZE),
};

/** GET /api/admin/warranty: the serial to look up, as customers type it (spaces, case, - . / ignored). */
const lookupQuery = z.object({ serial: serialField });

/** A search's text: at most WARRANTY_MAX_SEARCH characters, none is no search. */
const searchText = z
  .string()
  .trim()
  .max(WARRANTY_MAX_SEARCH)
  .optional()
  .transform((q) => q || undefined);

/**
 * GET /claims: `status` a comma-separated list of statuses (none: all), `sort` open (default),
 * newest or oldest, `q` a claim's reference, the start of a serial or an order's reference.
 */
const claimListQuery = z.object({
  status: z
    .string()
    .transform(splitList)
    .pipe(z.array(z.enum(CLAIM_STATUSES)))
    .optional()
    .transform((list) => list ?? []),
  sort: z.enum(CLAIM_SORTS).default('open'),
  q: searchText,
  ...paging,
});

/** GET /registrations: `ending` 30 or 90 (days), `q` the start of a serial or an order's reference. */
const registrationListQuery = z.object({
  ending: z
    .enum(ENDING_WINDOWS.map(String) as [string, ...string[]])
    .transform((days) => Number(days) as EndingWindow)
    .optional(),
  q: searchText,
  ...paging,
});

/** GET /duplicates: a page of duplicate registration attempts. */
const duplicateListQuery = z.object(paging);

/** The query string's parameters (the last of a repeated name wins), checked: a 400 names the field. */
function query<S extends z.ZodType>(schema: S, url: string): z.output<S> {
  const parsed = schema.safeParse(Object.fromEntries(new URL(url).searchParams));
  if (!parsed.success) throw validationError(parsed.error);
  return parsed.data;
}

function requireClaimId(raw: string): string {
  const parsed = z.uuid().safeParse(raw);
  if (!parsed.success) throw new ApiError(404, 'CLAIM_NOT_FOUND', 'warranty.error.claimNotFound', 'claimId');
  return parsed.data.toLowerCase();
}

function requireRegistrationId(raw: string): string {
  const parsed = z.uuid().safeParse(raw);
  if (!parsed.success) throw new ApiError(404, 'REGISTRATION_NOT_FOUND', 'warranty.error.registrationNotFound', 'registrationId');
  return parsed.data.toLowerCase();
}

export interface AdminWarrantyDeps {
  db: Database;
  events?: OrderEvents | undefined;
  now: () => Date;
  trustProxy?: TrustProxy | undefined;
}

/**
 * The admin's warranty desk (issues 31 and 43), admins at aal2 only (401 signed out, 403 for a
 * customer or below aal2): GET / ?serial=… every registration of the serial however typed, with its
 * customer, claims, corrections and duplicate attempts (an unknown serial is 200 with none: a search
 * that found nothing, not a missing resource); GET /claims, GET /registrations and GET /duplicates,
 * the lists; PATCH /claims/{claimId} {status, reason?}, the move with its audit entry and the
 * customer's e-mail and SMS (warranty/claims.ts: 409 to the same status, 400 for a rejection without
 * a reason, 404 for no such claim); PATCH /registrations/{registrationId} {serial, reason}, the
 * serial corrected with its audit entry and the customer's e-mail and SMS
 * (warranty/correct-serial.ts: 409 for a serial another unit of the product has or the one it has,
 * 404 for no such registration).
 */
export function adminWarrantyRoutes(users: SignedInUsers, deps: AdminWarrantyDeps) {
  const { db } = deps;
  const admin = signedInAdmin(users);
  return new Hono<AuthEnv>()
    .get('/', admin, async (c) => {
      const { serial } = query(lookupQuery, c.req.url);
      return c.json(await db.adminWarranty.bySerial(serial), 200);
    })
    .get('/claims', admin, async (c) => c.json(await db.adminWarranty.claims(query(claimListQuery, c.req.url)), 200))
    .get('/registrations', admin, async (c) => {
      const today = kenyanDay(deps.now().toISOString());
      return c.json(await db.adminWarranty.registrations(query(registrationListQuery, c.req.url), today), 200);
    })
    .get('/duplicates', admin, async (c) => c.json(await db.adminWarranty.duplicates(query(duplicateListQuery, c.req.url)), 200))
    .patch('/registrations/:registrationId', admin, async (c) => {
      const registrationId = requireRegistrationId(c.req.param('registrationId'));
      const parsed = serialCorrectionRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const audit = adminActor(c, c.get('user'), deps.trustProxy ?? TRUST_SOCKET);
      await correctSerial(deps, registrationId, parsed.data, audit);
      const [registration, corrections] = await Promise.all([
        db.adminWarranty.registration(registrationId),
        db.adminWarranty.corrections(registrationId),
      ]);
      return c.json({ registration: registration!, corrections }, 200);
    })
    .patch('/claims/:claimId', admin, async (c) => {
      const claimId = requireClaimId(c.req.param('claimId'));
      const parsed = claimMoveRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const user = c.get('user');
      const audit = adminActor(c, user, deps.trustProxy ?? TRUST_SOCKET);
      const { registration } = await moveClaim(deps, claimId, parsed.data, { id: user.id, audit });
      const [claim, registered] = await Promise.all([db.adminWarranty.claim(claimId), db.adminWarranty.registration(registration.id)]);
      return c.json({ claim: claim!, registration: registered! }, 200);
    });
}
