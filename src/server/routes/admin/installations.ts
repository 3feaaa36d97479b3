import { Hono } from 'hono';
import { z } from 'zod';
import type { AdminTechnician } from '../../../api/admin-installation.ts';
import { countyOf } from '../../../lib/delivery/counties.ts';
import {
  assignRequest,
  capacityRequest,
  dayRequest,
  daySchema,
  technicianPatch,
  technicianRequest,
} from '../../../lib/installation/admin-requests.ts';
import { licenceStanding } from '../../../lib/installation/licence.ts';
import { isWorkingDay } from '../../../lib/installation/calendar.ts';
import type { Technician } from '../../../lib/installation/types.ts';
import { addDays, daysBetween, shopDay } from '../../../lib/layby/calendar.ts';
import { adminActor } from '../../audit/admin-actor.ts';
import { signedInAdmin, type AuthEnv } from '../../auth/middleware.ts';
import type { SignedInUsers } from '../../auth/signed-in.ts';
import { TRUST_SOCKET, type TrustProxy } from '../../client-address.ts';
import type { Database } from '../../db/index.ts';
import { ApiError, validationError } from '../../errors.ts';
import { assignTechnician } from '../../installation/assign.ts';
import { rescheduleInstallation } from '../../installation/reschedule.ts';
import type { CatalogueSource } from '../../catalogue-source.ts';
import { toAdminInstallation } from '../../../lib/installation/admin-view.ts';
import type { OrderEvents } from '../../messages/order-events.ts';
import { jsonBody } from '../../request-body.ts';

export interface AdminInstallationDeps {
  db: Database;
  now: () => Date;
  siteUrl: string;
  events?: OrderEvents | undefined;
  trustProxy?: TrustProxy | undefined;
  /** The build's catalogue: the installation settings a new day is checked against (reschedule). */
  catalogue?: CatalogueSource | undefined;
}

/** A technician as the team sees them, with where their licence stands on `today`. */
function toAdminTechnician(technician: Technician, today: string): AdminTechnician {
  return {
    ...technician,
    countyNames: technician.counties.map((code) => countyOf(code)?.name ?? code),
    licence: licenceStanding(technician.licenceExpires, today),
  };
}

const licenceTaken = (licence: string) =>
  new ApiError(409, 'LICENCE_TAKEN', (t) => t('admin.installation.error.licenceTaken', { licence }), 'licenceNumber');
const technicianNotFound = () => new ApiError(404, 'TECHNICIAN_NOT_FOUND', 'admin.installation.error.technicianNotFound');

/**
 * The team's technicians (issue 48, item 3), admins at aal2 only (signedInAdmin on each route), audited.
 * GET /: every technician, active first, each with where their licence stands (expiring within 60
 * days, expired). POST / {name, phone, licenceNumber, licenceClass, licenceExpires, counties,
 * active?}: 201 {technician}; a licence number another technician has is 409 LICENCE_TAKEN.
 * PATCH /{id} with any of those fields (`active: false` deactivates): 200 {technician}.
 */
export function adminTechnicianRoutes(users: SignedInUsers, deps: AdminInstallationDeps) {
  const { db } = deps;
  const trust = deps.trustProxy ?? TRUST_SOCKET;
  const admin = signedInAdmin(users);
  return new Hono<AuthEnv>()
    .get('/', admin, async (c) => {
      const today = shopDay(deps.now());
      const technicians = await db.installations.technicians.list();
      return c.json({ today, technicians: technicians.map((t) => toAdminTechnician(t, today)) }, 200);
    })
    .post('/', admin, async (c) => {
      const parsed = technicianRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const input = parsed.data;
      const actor = adminActor(c, c.get('user'), trust);
      const technician = await db.transaction(async (tx) => {
        const created = await tx.installations.technicians.create(input);
        if (created === 'licence_taken') throw licenceTaken(input.licenceNumber);
        const { name, licenceNumber, licenceClass, licenceExpires, counties } = created;
        await tx.adminActions.record(actor, {
          action: 'technician.create',
          target: { kind: 'technician', id: created.id },
          details: { name, licenceNumber, licenceClass, licenceExpires, counties },
        });
        return created;
      });
      return c.json({ technician: toAdminTechnician(technician, shopDay(deps.now())) }, 201);
    })
    .patch('/:id', admin, async (c) => {
      const id = z.uuid().safeParse(c.req.param('id'));
      if (!id.success) throw technicianNotFound();
      const parsed = technicianPatch.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const actor = adminActor(c, c.get('user'), trust);
      const technician = await db.transaction(async (tx) => {
        const before = await tx.installations.technicians.byId(id.data, true);
        if (!before) throw technicianNotFound();
        const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = before;
        const after = { ...fields, ...Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) };
        const updated = await tx.installations.technicians.update(id.data, after);
        if (updated === 'licence_taken') throw licenceTaken(after.licenceNumber);
        if (!updated) throw technicianNotFound();
        const changed = Object.keys(parsed.data).filter(
          (key) => JSON.stringify(fields[key as keyof typeof fields]) !== JSON.stringify(after[key as keyof typeof after]),
        );
        await tx.adminActions.record(actor, {
          action: 'technician.update',
          target: { kind: 'technician', id: id.data },
          details: {
            name: updated.name,
            before: Object.fromEntries(changed.map((key) => [key, fields[key as keyof typeof fields]])),
            after: Object.fromEntries(changed.map((key) => [key, after[key as keyof typeof after]])),
          },
        });
        return updated;
      });
      return c.json({ technician: toAdminTechnician(technician, shopDay(deps.now())) }, 200);
    });
}

/** The most days the calendar answers at once. */
const CALENDAR_DAYS = 62;

const orderIdSchema = z.uuid();
function requireOrderId(raw: string): string {
  const parsed = orderIdSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
  return parsed.data.toLowerCase();
}

/**
 * The team's installations (issue 48, items 3 and 6), admins at aal2 only, audited.
 * GET /?from=&to= (today and the 13 days after when left out; at most 62 days): each zone's jobs a
 * day, the days with their own (a closed day: 0), the days no one installs on (Sundays, public
 * holidays, the CMS's closed days), and the jobs in the range, unscheduled and unassigned first,
 * then by day and zone.
 * GET /{orderId}: the order's job (null when it has none). POST /{orderId}/assign {technicianId}:
 * the job given to a technician (server/installation/assign.ts: 409 LICENCE_CLASS, LICENCE_EXPIRED,
 * COUNTY_NOT_COVERED, TECHNICIAN_BOOKED, TECHNICIAN_INACTIVE). POST /{orderId}/reschedule {date}: the
 * job moved to another open day, its technician kept only while they may take it that day
 * (server/installation/reschedule.ts), audited as installation.reschedule. PUT /capacity {zone, jobsPerDay, day?}:
 * a zone's jobs a day, or one day's (null with a day: the zone's again).
 */
export function adminInstallationRoutes(users: SignedInUsers, deps: AdminInstallationDeps) {
  const { db } = deps;
  const trust = deps.trustProxy ?? TRUST_SOCKET;
  const admin = signedInAdmin(users);
  return new Hono<AuthEnv>()
    .get('/', admin, async (c) => {
      const today = shopDay(deps.now());
      const from = c.req.query('from') || today;
      const to = c.req.query('to') || addDays(from, 13);
      const range = z
        .object({ from: daySchema('admin.installation.error.range'), to: daySchema('admin.installation.error.range') })
        .safeParse({ from, to });
      if (!range.success) throw validationError(range.error);
      const span = daysBetween(from, to);
      if (span < 0 || span > CALENDAR_DAYS) throw new ApiError(400, 'INVALID_REQUEST', 'admin.installation.error.range', 'to');
      const [capacities, dayCapacities, listed, snapshot] = await Promise.all([
        db.installations.capacities(),
        db.installations.dayCapacities(from, to),
        db.installations.calendar(from, to, true),
        deps.catalogue?.(),
      ]);
      // The days no one installs on: Sundays, public holidays, the days the CMS closes.
      const closedDays = snapshot?.installation?.closedDays ?? [];
      const closed = [...Array(span + 1).keys()].map((n) => addDays(from, n)).filter((day) => !isWorkingDay(day, closedDays));
      // Unscheduled and unassigned first (they need the team), then by day and zone.
      const needsTeam = (status: string) => (status === 'unscheduled' || status === 'booked' ? 0 : 1);
      const jobs = listed
        .filter((entry) => entry.installation.status !== 'cancelled')
        .sort(
          (a, b) =>
            needsTeam(a.installation.status) - needsTeam(b.installation.status) ||
            (a.installation.day ?? '').localeCompare(b.installation.day ?? '') ||
            a.installation.zone - b.installation.zone,
        )
        .map(({ installation, customerName, customerPhone, city, orderStatus, deliveryStatus }) =>
          toAdminInstallation(installation, { customerName, customerPhone, city, orderStatus, deliveryStatus }),
        );
      return c.json({ from, to, today, capacities, dayCapacities, closed, jobs }, 200);
    })
    .put('/capacity', admin, async (c) => {
      const parsed = capacityRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const { zone, jobsPerDay, day } = parsed.data;
      if (jobsPerDay === null && !day) throw new ApiError(400, 'INVALID_REQUEST', 'admin.installation.error.jobsPerDay', 'jobsPerDay');
      const actor = adminActor(c, c.get('user'), trust);
      await db.transaction(async (tx) => {
        const before = (await tx.installations.capacities()).find((entry) => entry.zone === zone)?.jobsPerDay ?? null;
        if (day) await tx.installations.setDayCapacity(zone, day, jobsPerDay);
        else await tx.installations.setCapacity(zone, jobsPerDay!);
        await tx.adminActions.record(actor, {
          action: 'installation.capacity',
          target: { kind: 'zone', id: String(zone) },
          details: { zone, day: day ?? null, jobsPerDay, before },
        });
      });
      return c.json({ capacities: await db.installations.capacities() }, 200);
    })
    .get('/:orderId', admin, async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      if (!(await db.orders.byId(orderId))) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
      const job = await db.installations.byOrder(orderId);
      return c.json({ installation: job ? toAdminInstallation(job) : null }, 200);
    })
    .post('/:orderId/assign', admin, async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      const parsed = assignRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const actor = adminActor(c, c.get('user'), trust);
      const { installation, jobSheetUrl } = await assignTechnician(deps, orderId, parsed.data.technicianId, actor);
      return c.json({ installation: toAdminInstallation(installation), jobSheetUrl }, 200);
    })
    .post('/:orderId/reschedule', admin, async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      const parsed = dayRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      if (!deps.catalogue) throw new ApiError(409, 'NO_INSTALLATION', 'installation.error.none');
      const actor = adminActor(c, c.get('user'), trust);
      const { installation } = await rescheduleInstallation({ ...deps, catalogue: deps.catalogue }, orderId, parsed.data.date, {
        kind: 'team',
        actor,
      });
      return c.json({ installation: toAdminInstallation(installation) }, 200);
    });
}
