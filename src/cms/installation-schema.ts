import { z } from 'zod';
import {
  bandKeyRule,
  bandKeysOnceRule,
  closedDayRule,
  installationNumberRule,
  licenceClassRule,
  productBandRule,
  zonePriceRule,
  type InstallationNumber,
} from '../lib/content-rules/installation.ts';
import {
  installationSettingsSchema,
  productInstallationSchema,
  type InstallationSettings,
  type ProductInstallation,
} from '../lib/installation/settings.ts';
import { ruleIssue } from './validate.ts';

/**
 * The CMS Installation settings document (one, id installationSettings) in the Studio's units
 * (money in cents of whole shillings, as every amount in the CMS; a band's four zone prices as
 * four fields), reshaped into the settings the API applies (src/lib/installation/settings.ts).
 * Switched off, or never made, the shop books no installations. Also a product's Installation
 * fields, and what they come to once the settings are known.
 */

const ranged = (field: InstallationNumber) =>
  z.number().superRefine((value, ctx) => ruleIssue(ctx, [], installationNumberRule(field, value)));
const zonePrice = z
  .number()
  .nullish()
  .superRefine((value, ctx) => ruleIssue(ctx, [], zonePriceRule(value)));
const lines = z.array(z.string().trim().min(1, 'A line may not be empty: take it out'));

const band = z.object({
  key: z.string().superRefine((value, ctx) => ruleIssue(ctx, [], bandKeyRule(value))),
  name: z.string().trim().min(1).max(80),
  zone1: zonePrice,
  zone2: zonePrice,
  zone3: zonePrice,
  zone4: zonePrice,
  sw: z.object({ name: z.string().trim().max(80).nullish() }).nullish(),
});

export const installationDocument = z.object({
  _id: z.literal('installationSettings'),
  _type: z.literal('installationSettings'),
  /** Off: no product offers installation. */
  offered: z.boolean(),
  bands: z
    .array(band)
    .min(1, 'Add at least one band')
    .superRefine((bands, ctx) => ruleIssue(ctx, [], bandKeysOnceRule(bands.map((b) => b.key)))),
  includes: lines.min(1),
  leadDays: ranged('leadDays'),
  windowDays: ranged('windowDays'),
  rescheduleHours: ranged('rescheduleHours'),
  workmanshipMonths: ranged('workmanshipMonths'),
  closedDays: z
    .array(z.object({ date: z.string().superRefine((value, ctx) => ruleIssue(ctx, [], closedDayRule(value))), note: z.string().nullish() }))
    .nullish(),
  sw: z.object({ includes: lines.nullish() }).nullish(),
});
export type InstallationDocument = z.infer<typeof installationDocument>;

/** The settings the shop applies, or null where installation is switched off. */
export function toInstallationSettings(doc: InstallationDocument): InstallationSettings | null {
  if (!doc.offered) return null;
  return installationSettingsSchema.parse({
    bands: doc.bands.map((b) => ({
      key: b.key,
      // As every Kiswahili field: left empty, the Kiswahili pages show the English words.
      name: { en: b.name, sw: b.sw?.name?.trim() || b.name },
      zonePricesCents: [b.zone1 ?? null, b.zone2 ?? null, b.zone3 ?? null, b.zone4 ?? null],
    })),
    includes: { en: doc.includes, sw: doc.sw?.includes?.length ? doc.sw.includes : doc.includes },
    leadDays: doc.leadDays,
    windowDays: doc.windowDays,
    rescheduleHours: doc.rescheduleHours,
    workmanshipMonths: doc.workmanshipMonths,
    closedDays: [...new Set((doc.closedDays ?? []).map((day) => day.date))].sort(),
  });
}

/** The document an editor starts from (and the seed writes): `settings` as the CMS stores them (array members keyed), switched on; `notes` say why each closed day is closed. */
export function toInstallationDocument(
  settings: InstallationSettings,
  notes: Record<string, string> = {},
): InstallationDocument & Record<string, unknown> {
  return {
    _id: 'installationSettings',
    _type: 'installationSettings',
    offered: true,
    bands: settings.bands.map(({ key, name, zonePricesCents: [zone1, zone2, zone3, zone4] }) => ({
      _type: 'installationBand',
      _key: key,
      key,
      name: name.en,
      ...(zone1 == null ? {} : { zone1 }),
      ...(zone2 == null ? {} : { zone2 }),
      ...(zone3 == null ? {} : { zone3 }),
      ...(zone4 == null ? {} : { zone4 }),
      sw: { name: name.sw },
    })),
    includes: settings.includes.en,
    leadDays: settings.leadDays,
    windowDays: settings.windowDays,
    rescheduleHours: settings.rescheduleHours,
    workmanshipMonths: settings.workmanshipMonths,
    closedDays: settings.closedDays.map((date) => ({
      _type: 'closedDay',
      _key: date,
      date,
      ...(notes[date] ? { note: notes[date] } : {}),
    })),
    sw: { includes: settings.includes.sw },
  };
}

/** A product's Installation fields as the CMS stores them; each may be missing (an older product has none). */
export const productInstallationField = z
  .object({
    installed: z.boolean().nullish(),
    licenceClass: z.string().nullish(),
    band: z.string().nullish(),
  })
  .nullish()
  .superRefine((fields, ctx) => {
    if (!fields) return;
    ruleIssue(ctx, ['licenceClass'], licenceClassRule(fields));
    // Whether the band is one of the settings' is known only with them: productInstallation() below.
    ruleIssue(ctx, ['band'], productBandRule(fields, fields.band ? [fields.band] : null));
  });
export type ProductInstallationField = z.infer<typeof productInstallationField>;

/**
 * What the shop installs of a product: its licence class and band, or null where the editor did
 * not tick "The shop installs it", installation is switched off, or its band is not one of the
 * settings' (the Studio refuses that at the product; the build offers no installation rather
 * than fail the whole shop over a band taken out of the settings).
 */
export function productInstallation(fields: ProductInstallationField, settings: InstallationSettings | null): ProductInstallation | null {
  if (!fields?.installed || !settings) return null;
  if (!settings.bands.some((b) => b.key === fields.band)) return null;
  return productInstallationSchema.parse({ licenceClass: fields.licenceClass, band: fields.band });
}
