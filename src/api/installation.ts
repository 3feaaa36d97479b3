import { z } from 'zod';
import { LICENCE_CLASSES } from '../lib/installation/licence.ts';
import { JOB_STATUSES } from '../lib/installation/job.ts';

/**
 * What the shop answers of installations (issue 48) to shoppers: open days, the quote's
 * installation, an order's job as /track, /orders and the confirmation show it. Days `YYYY-MM-DD`
 * on Kenya's calendar; money in integer cents.
 */

/** GET /api/installations/slots?county=&from=: the bookable days for the county's zone and how many places each has left. */
export const slotsAnswer = z.object({
  county: z.string(),
  zone: z.number().int(),
  /** The first and last days that may be booked now. */
  first: z.string(),
  last: z.string(),
  slots: z.array(z.object({ date: z.string(), available: z.number().int().min(0) })),
});
export type SlotsAnswer = z.infer<typeof slotsAnswer>;

/** The quote's installation (POST /api/checkout/quote): what it costs and includes, or why the county is not served; null: none to offer. */
export const installationQuoteAnswer = z.union([
  z.object({
    offered: z.literal(true),
    priceCents: z.number().int(),
    requiredClass: z.enum(LICENCE_CLASSES),
    band: z.string(),
    bandName: z.string(),
    includes: z.array(z.string()),
    /** 'county': priced for the delivery county given; 'zone1': no county yet, the lowest zone's price ("from"). */
    priceFor: z.enum(['county', 'zone1']),
  }),
  z.object({ offered: z.literal(false), reason: z.literal('zone_not_served') }),
]);
export type InstallationQuoteAnswer = z.infer<typeof installationQuoteAnswer>;

/** An order's installation as its customer sees it: the day, who comes with their EPRA licence, what is included, the certificate once done. */
export const customerInstallation = z.object({
  status: z.enum(JOB_STATUSES),
  day: z.string().nullable(),
  county: z.string(),
  priceCents: z.number().int(),
  requiredClass: z.enum(LICENCE_CLASSES),
  includes: z.array(z.string()),
  technician: z.object({ name: z.string(), licenceNumber: z.string(), licenceClass: z.enum(LICENCE_CLASSES) }).nullable(),
  /** Whether the customer may choose or move the day online now (lib/installation/job.ts customerMayReschedule; a lay-by's once paid in full). */
  canReschedule: z.boolean(),
  /** Why not, when not: the day too near ('too_late'), a lay-by not yet paid in full ('layby_open'), the job done or cancelled ('closed'). */
  rescheduleRefusal: z.enum(['too_late', 'layby_open', 'closed']).nullable(),
  /** The last moment the day may be moved online (rescheduleHours before it begins in Kenya); null without a day. */
  rescheduleUntil: z.string().nullable(),
  /** Up to how many hours before the day it may be moved online. */
  rescheduleHours: z.number().int(),
  completedAt: z.string().nullable(),
  workmanshipUntil: z.string().nullable(),
});
export type CustomerInstallation = z.infer<typeof customerInstallation>;

/** POST /api/orders/{id}/installation {date}: the job on its new day, as its customer sees it. */
export const rescheduleAnswer = z.object({ installation: customerInstallation });
export type RescheduleAnswer = z.infer<typeof rescheduleAnswer>;
