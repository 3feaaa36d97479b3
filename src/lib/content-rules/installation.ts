import { z } from 'zod';
import { LICENCE_CLASSES, type LicenceClass } from '../installation/licence.ts';
import { installationBandSchema, installationSettingsSchema } from '../installation/settings.ts';
import { wholeShillingsRule } from './prices.ts';
import type { RuleResult } from './rule.ts';

/**
 * The CMS Installation settings and a product's Installation fields as an editor sets them
 * (studio/schemaTypes/installationSettings.ts, product.ts), checked in the Studio and by the build
 * (src/cms/installation-schema.ts) with the same messages. The ranges are read from the settings'
 * schema the server applies (src/lib/installation/settings.ts), so the two cannot drift apart.
 */

/** The numbers of the settings, and how an editor reads each. */
const NUMBERS = {
  leadDays: { label: 'The lead time', unit: ' working days after delivery' },
  windowDays: { label: 'The booking window', unit: ' days' },
  rescheduleHours: { label: 'The time to reschedule', unit: ' hours before the day' },
  workmanshipMonths: { label: 'The workmanship warranty', unit: ' months' },
} as const;
export type InstallationNumber = keyof typeof NUMBERS;

/** The range of a number in the settings' schema. */
export function installationRange(field: InstallationNumber): { min: number; max: number } {
  const schema = installationSettingsSchema.shape[field];
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}

/** A number within the schema's range, whole; empty passes (whether it is required is said apart). */
export function installationNumberRule(field: InstallationNumber, value: number | null | undefined): RuleResult {
  if (value == null) return true;
  const { min, max } = installationRange(field);
  const { label, unit } = NUMBERS[field];
  const span = min === 0 ? `at most ${max}${unit}` : `from ${min} to ${max}${unit}`;
  return Number.isInteger(value) && value >= min && value <= max ? true : `${label} must be a whole number, ${span}`;
}

const KEY = installationBandSchema.shape.key;

/** A band's key, which products name: lower-case letters, digits and hyphens. */
export function bandKeyRule(key: string | null | undefined): RuleResult {
  if (key == null) return true;
  return KEY.safeParse(key).success ? true : 'Must be lower-case letters, digits and hyphens, at most 40 (e.g. home, small-dc)';
}

/** Each band's key once: a product names one band. */
export function bandKeysOnceRule(keys: readonly (string | null | undefined)[]): RuleResult {
  const seen = new Set<string>();
  for (const key of keys) {
    if (key == null) continue;
    if (seen.has(key)) return `The key "${key}" is used by two bands: give each band its own`;
    seen.add(key);
  }
  return true;
}

/** A band's price in a zone, in cents: whole shillings, 0 or more; empty: the shop does not install that band there. */
export function zonePriceRule(cents: number | null | undefined): RuleResult {
  if (cents == null) return true;
  const whole = wholeShillingsRule(cents);
  if (whole !== true) return whole;
  return cents >= 0 ? true : 'Must be 0 or more, or left empty where the shop does not install in that zone';
}

const DAY = z.iso.date();

/** A closed day: a calendar date (YYYY-MM-DD). */
export function closedDayRule(day: string | null | undefined): RuleResult {
  if (day == null) return true;
  return DAY.safeParse(day).success ? true : 'Must be a date, YYYY-MM-DD';
}

/** What a product says of its installation, as the editor sets it. */
export interface ProductInstallationFields {
  installed?: boolean | null;
  licenceClass?: string | null;
  band?: string | null;
}

/** The licence class an installed product needs: one of EPRA's technician classes. */
export function licenceClassRule({ installed, licenceClass }: ProductInstallationFields): RuleResult {
  if (!installed) return true;
  return licenceClass != null && (LICENCE_CLASSES as readonly string[]).includes(licenceClass)
    ? true
    : `The shop installs it: choose the licence class the job needs (${LICENCE_CLASSES.join(', ')})`;
}

/**
 * The band an installed product is priced at: a key of the Installation settings' bands. `bands`
 * is null where the settings name none (never made); the Studio shows the keys it may be.
 */
export function productBandRule({ installed, band }: ProductInstallationFields, bands: readonly string[] | null): RuleResult {
  if (!installed) return true;
  if (band == null || band === '') return 'The shop installs it: give the size band its price comes from';
  const format = bandKeyRule(band);
  if (format !== true) return format;
  if (!bands?.length) return 'Installation settings has no bands yet: add the bands there first';
  return bands.includes(band) ? true : `No band "${band}" in Installation settings: one of ${bands.join(', ')}`;
}

/**
 * A band products are priced at stays in the settings: taken out, those products would no longer
 * offer installation. `inUse` are the installed products and their bands.
 */
export function bandsInUseRule(keys: readonly (string | null | undefined)[], inUse: readonly { _id: string; band: string }[]): RuleResult {
  const known = new Set(keys);
  const missing = new Map<string, string[]>();
  for (const { _id, band } of inUse) {
    if (known.has(band)) continue;
    missing.set(band, [...(missing.get(band) ?? []), _id.replace(/^drafts\./, '')]);
  }
  if (missing.size === 0) return true;
  const list = [...missing].map(([band, ids]) => `"${band}" (${[...new Set(ids)].join(', ')})`).join('; ');
  return `Products are installed at bands not listed here: ${list}. Keep the band, or move those products to another one first`;
}

/** The licence classes, as the Studio offers them. */
export const LICENCE_CLASS_TITLES: Record<LicenceClass, string> = {
  T1: 'T1: a single module or battery DC system up to 100 Wp',
  T2: 'T2: up to 300 Wp, several modules or batteries; may include an inverter',
  T3: 'T3: grid-tied and hybrid systems, any size',
};
