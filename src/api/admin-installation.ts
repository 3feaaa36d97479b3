import { z } from 'zod';
import { JOB_STATUSES } from '../lib/installation/job.ts';
import { LICENCE_CLASSES } from '../lib/installation/licence.ts';

/**
 * What the team's installation desk answers (issue 48, items 3 and 6): technicians with where
 * their licence stands, one order's job, the calendar of jobs by day and zone (unassigned first),
 * and each zone's jobs a day. Days `YYYY-MM-DD` on Kenya's calendar; money in integer cents.
 */

const adminTechnician = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string(),
  licenceNumber: z.string(),
  licenceClass: z.enum(LICENCE_CLASSES),
  licenceExpires: z.string(),
  /** County codes, and their names. */
  counties: z.array(z.string()),
  countyNames: z.array(z.string()),
  active: z.boolean(),
  /** Where the licence stands today: valid, expiring (within 60 days: the team is warned at 60, 30 and 7), expired. */
  licence: z.object({ state: z.enum(['valid', 'expiring', 'expired']), daysLeft: z.number().int() }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AdminTechnician = z.infer<typeof adminTechnician>;

export const technicianAnswer = z.object({ technician: adminTechnician });
export const techniciansAnswer = z.object({ today: z.string(), technicians: z.array(adminTechnician) });

export const adminInstallation = z.object({
  orderId: z.string(),
  reference: z.string(),
  status: z.enum(JOB_STATUSES),
  day: z.string().nullable(),
  county: z.string(),
  countyName: z.string(),
  zone: z.number().int(),
  band: z.string(),
  requiredClass: z.enum(LICENCE_CLASSES),
  priceCents: z.number().int(),
  holdUntil: z.string().nullable(),
  technician: z
    .object({
      id: z.string(),
      name: z.string(),
      phone: z.string(),
      licenceNumber: z.string(),
      licenceClass: z.enum(LICENCE_CLASSES),
      licenceExpires: z.string(),
    })
    .nullable(),
  assignedAt: z.string().nullable(),
  completedAt: z.string().nullable(),
  workmanshipUntil: z.string().nullable(),
  reschedules: z.number().int(),
  /** The serials read on the roof, once the technician saved them. */
  serials: z.array(z.object({ productId: z.string(), serial: z.string() })).nullable(),
  checklistSaved: z.boolean(),
  /** The customer's name, phone and town, for the calendar (absent from one order's own answer, whose page shows the order). */
  customerName: z.string().optional(),
  customerPhone: z.string().optional(),
  city: z.string().optional(),
  orderStatus: z.string().optional(),
  deliveryStatus: z.string().optional(),
});
export type AdminInstallation = z.infer<typeof adminInstallation>;

/** GET /api/admin/installations/{orderId}. */
export const installationOrderAnswer = z.object({ installation: adminInstallation.nullable() });

/** POST /api/admin/installations/{orderId}/assign: the job as it stands, and the job sheet's link as sent to the technician. */
export const assignAnswer = z.object({ installation: adminInstallation, jobSheetUrl: z.string() });

/** GET /api/admin/installations?from=&to=: each zone's capacity and each day's load, and the jobs (unscheduled and unassigned first). */
export const calendarAnswer = z.object({
  from: z.string(),
  to: z.string(),
  today: z.string(),
  capacities: z.array(z.object({ zone: z.number().int(), jobsPerDay: z.number().int() })),
  /** The days of the range that have their own capacity in a zone (0: closed that day). */
  dayCapacities: z.array(z.object({ zone: z.number().int(), day: z.string(), capacity: z.number().int() })),
  /** The days of the range no one installs on: Sundays, Kenya's public holidays, the days the CMS closes. */
  closed: z.array(z.string()),
  jobs: z.array(adminInstallation),
});

export const capacityAnswer = z.object({ capacities: z.array(z.object({ zone: z.number().int(), jobsPerDay: z.number().int() })) });
