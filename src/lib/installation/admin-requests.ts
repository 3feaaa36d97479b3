import { z } from 'zod';
import type { MessageKey } from '../../i18n/index.ts';
import { countyOf } from '../delivery/counties.ts';
import { isKenyanPhone, normaliseKenyanPhone } from '../phone.ts';
import { LICENCE_CLASSES } from './licence.ts';

/**
 * The team's installation requests (issue 48, items 3 and 6), checked with zod on the server: a
 * technician added or edited, a job given to one, each zone's jobs a day.
 */

const says = (key: MessageKey) => ({ error: key });
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const realDay = (value: string) =>
  DAY.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

/** A day, YYYY-MM-DD, that the calendar has (not 2026-02-30). */
export const daySchema = (key: MessageKey) => z.string(says(key)).refine(realDay, says(key));

const county = z
  .string(says('admin.installation.error.counties'))
  .refine((value) => countyOf(value) !== null, says('admin.installation.error.counties'));

/** POST /api/admin/technicians (and PATCH's whole form): the EPRA licence as printed, and where they work (counties by name or code, kept as codes). */
export const technicianRequest = z.object({
  name: z
    .string(says('admin.installation.error.name'))
    .trim()
    .min(1, says('admin.installation.error.name'))
    .max(120, says('admin.installation.error.name')),
  phone: z
    .string(says('admin.installation.error.phone'))
    .refine(isKenyanPhone, says('admin.installation.error.phone'))
    .transform((phone) => normaliseKenyanPhone(phone)!),
  licenceNumber: z
    .string(says('admin.installation.error.licenceNumber'))
    .trim()
    .min(3, says('admin.installation.error.licenceNumber'))
    .max(40, says('admin.installation.error.licenceNumber')),
  licenceClass: z.preprocess(
    (value) => (typeof value === 'string' ? value.trim().toUpperCase() : value),
    z.enum(LICENCE_CLASSES, says('admin.installation.error.licenceClass')),
  ),
  // A timestamp's day is taken as the day ("2027-06-30T00:00:00Z"): a licence is valid to the end of a day.
  licenceExpires: z.preprocess(
    (value) => (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value) ? value.slice(0, 10) : value),
    daySchema('admin.installation.error.licenceExpires'),
  ),
  // One county may come as a plain string.
  counties: z
    .preprocess((value) => (typeof value === 'string' ? [value] : value), z.array(county, says('admin.installation.error.counties')))
    .pipe(z.array(z.string()).min(1, says('admin.installation.error.counties')).max(47, says('admin.installation.error.counties')))
    .transform((list) => [...new Set(list.map((value) => countyOf(value)!.code))].sort()),
  /** Whether they take jobs; a new technician does unless said otherwise. */
  active: z.boolean(says('admin.installation.error.technicianId')).default(true),
});

/** PATCH /api/admin/technicians/{id}: any of the fields (`active: false` deactivates). */
export const technicianPatch = technicianRequest
  .partial()
  .extend({ active: z.boolean(says('admin.installation.error.technicianId')).optional() });

/** POST /api/admin/installations/{orderId}/assign. */
export const assignRequest = z.object({ technicianId: z.uuid(says('admin.installation.error.technicianId')) });

/** PUT /api/admin/installations/capacity: a zone's jobs a day, or with `day` that day's own (null `jobsPerDay` with a day: the zone's again). */
export const capacityRequest = z.object({
  zone: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)], says('admin.installation.error.zone')),
  jobsPerDay: z
    .number(says('admin.installation.error.jobsPerDay'))
    .int(says('admin.installation.error.jobsPerDay'))
    .min(0)
    .max(100)
    .nullable(),
  day: daySchema('admin.installation.error.day').optional(),
});

/** POST /api/admin/installations/{orderId}/reschedule and the customer's POST /api/orders/{id}/installation: the new day. */
export const dayRequest = z.object({ date: daySchema('installation.error.date') });
