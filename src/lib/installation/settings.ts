import { z } from 'zod';
import { LICENCE_CLASSES } from './licence.ts';

/**
 * The shop's installation settings (issue 48, item 1), as editors set them in the CMS's
 * Installation settings and the build publishes them in the catalogue snapshot: the price of a job
 * by the system's size band and the delivery zone, what it includes (both languages), and the
 * calendar's rules. Absent: the shop books no installations. Money in integer cents of whole
 * shillings; installation is a service, taxed as delivery is (SERVICE_TAX_TYPE).
 */
const cents = z.number().int().min(0).multipleOf(100);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const installationBandSchema = z.object({
  /** The band's key, which products name (e.g. 'small-dc', 'home', 'large'). */
  key: z.string().regex(/^[a-z0-9-]{1,40}$/),
  name: z.object({ en: z.string().min(1), sw: z.string().min(1) }),
  /** The price in zones 1 (Nairobi and metro) to 4 (remote); null: not installed in that zone. */
  zonePricesCents: z.tuple([cents.nullable(), cents.nullable(), cents.nullable(), cents.nullable()]),
});

export const installationSettingsSchema = z.object({
  /** Size bands from the smallest system to the largest: an order with several installed products is priced at its largest band. */
  bands: z.array(installationBandSchema).min(1),
  /** What a job includes, one point per line, in each language. */
  includes: z.object({ en: z.array(z.string().min(1)).min(1), sw: z.array(z.string().min(1)).min(1) }),
  /** Working days after delivery's longest time to the zone before the first bookable day. */
  leadDays: z.number().int().min(0).max(30),
  /** How many days ahead a job may be booked. */
  windowDays: z.number().int().min(7).max(120),
  /** Up to how many hours before the day the customer may move it online. */
  rescheduleHours: z.number().int().min(0).max(168),
  /** The shop's workmanship warranty, in months from the day of completion. */
  workmanshipMonths: z.number().int().min(1).max(120),
  /** Days no one installs beyond Sundays and the public holidays of the Act (Idd-ul-Fitr, a declared holiday). */
  closedDays: z.array(day),
});
export type InstallationSettings = z.infer<typeof installationSettingsSchema>;

/** What a product says of its installation (the CMS's product fields): the licence class the job needs and its size band. */
export const productInstallationSchema = z.object({
  licenceClass: z.enum(LICENCE_CLASSES),
  band: z.string().regex(/^[a-z0-9-]{1,40}$/),
});
export type ProductInstallation = z.infer<typeof productInstallationSchema>;

/** The price of a band in a zone (1–4); null where the band or the zone is not offered. */
export function bandPrice(settings: InstallationSettings, band: string, zone: number): number | null {
  const found = settings.bands.find((b) => b.key === band);
  return found ? (found.zonePricesCents[zone - 1] ?? null) : null;
}
