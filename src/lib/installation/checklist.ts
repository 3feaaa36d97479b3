import { z } from 'zod';
import type { MessageKey } from '../../i18n/index.ts';

/**
 * The commissioning record a technician fills in on the roof (reference solar-installation-epra.md
 * §6, test names after IEC 62446-1), as a phone form: sections A–H, numbers as numbers (the unit
 * is in the label), yes/no as yes/no. The DC checks repeat for each string (up to STRING_COUNT; a
 * string with no modules given is not there). Photos and the customer's signature are not fields:
 * the customer signs by giving the completion code, and the team keeps photos elsewhere.
 */

export const SECTIONS = ['site', 'dc', 'earthing', 'battery', 'inverter', 'ac', 'functional', 'signoff'] as const;
type Section = (typeof SECTIONS)[number];

/** How many strings the form offers. */
export const STRING_COUNT = 3;

type FieldKind =
  | { kind: 'number'; min: number; max: number; step: number }
  | { kind: 'yesno' }
  | { kind: 'text'; max: number }
  | { kind: 'choice'; options: readonly string[] };

export type ChecklistField = FieldKind & {
  /** The form's field name: `tilt`, or for a string's check `s2.voc`. */
  name: string;
  /** The label's key part: `tilt`, `string.voc` (installationJob.field.{label}). */
  label: string;
  section: Section;
  /** The string it belongs to (1…STRING_COUNT), for section B's per-string checks. */
  string?: number;
  /** Needed before the job can be completed (a string's, once that string is there; the battery's, once one is fitted). */
  required: boolean;
  /** What the form shows before anything is typed (a threshold's usual value). */
  initial?: string;
};

const num = (min: number, max: number, step = 0.01) => ({ kind: 'number', min, max, step }) as const;
const YESNO = { kind: 'yesno' } as const;
const text = (max = 80) => ({ kind: 'text', max }) as const;
const choice = (...options: string[]) => ({ kind: 'choice', options }) as const;

type Spec = FieldKind & { required?: boolean; initial?: string };

/** Each check once, by section; the per-string ones under `string`. */
const SITE: Record<string, Spec> = {
  mounting: { ...choice('roof_iron_sheet', 'roof_tile', 'roof_concrete', 'ground', 'pole'), required: true },
  tilt: num(0, 90, 1),
  azimuth: num(0, 360, 1),
  shading: text(200),
  clampsTorqued: { ...YESNO, required: true },
  cablesProtected: { ...YESNO, required: true },
  penetrationsSealed: YESNO,
  earthConductor: num(0, 100, 0.5),
};
/** Section B, for each string: modules, Voc and Isc measured beside expected (with the tolerance judged by), the conditions, insulation, protection. */
const STRING: Record<string, Spec> = {
  modules: { ...num(1, 60, 1), required: true },
  moduleModel: text(),
  polarity: { ...YESNO, required: true },
  voc: { ...num(0, 1500), required: true },
  vocExpected: { ...num(0.1, 1500), required: true },
  vocTolerance: { ...num(0, 20, 0.1), required: true, initial: '5' },
  isc: { ...num(0, 100), required: true },
  iscExpected: { ...num(0.01, 100), required: true },
  iscTolerance: { ...num(0, 20, 0.1), required: true, initial: '5' },
  irradiance: { ...num(0, 1500, 1), required: true },
  moduleTemp: { ...num(-20, 100, 0.1), required: true },
  insulation: num(0, 10_000),
  insulationVoltage: num(0, 2000, 1),
  fuse: num(0, 100, 0.5),
};
const DC: Record<string, Spec> = {
  dcIsolatorVolts: { ...num(0, 1500, 1), required: true },
  dcIsolatorAmps: { ...num(0, 200, 1), required: true },
  spdFitted: { ...YESNO, required: true },
  spdType: text(40),
};
const EARTHING: Record<string, Spec> = {
  continuity: { ...num(0, 1000), required: true },
  electrode: num(0, 10_000),
};
/** Section D: required once a battery is fitted (batteryChemistry other than none). */
const BATTERY: Record<string, Spec> = {
  batteryChemistry: { ...choice('none', 'lfp', 'lead_acid'), required: true },
  batteryVoltage: num(0, 1000, 0.1),
  batteryAh: num(0, 10_000, 1),
  batteryKwh: num(0, 1000, 0.1),
  batterySeries: num(1, 100, 1),
  batteryParallel: num(1, 100, 1),
  bmsComms: YESNO,
  bmsProtocol: text(40),
  chargeVolts: num(0, 1000),
  floatVolts: num(0, 1000),
  maxChargeAmps: num(0, 1000, 1),
  maxDischargeAmps: num(0, 1000, 1),
  cutoffVolts: num(0, 1000),
  socReserve: num(0, 100, 1),
  tempSensor: YESNO,
  batteryCable: num(0, 500, 0.5),
  batteryFuse: num(0, 1000, 1),
};
const BATTERY_REQUIRED = [
  'batteryVoltage',
  'batteryAh',
  'batterySeries',
  'batteryParallel',
  'bmsComms',
  'chargeVolts',
  'cutoffVolts',
  'batteryFuse',
];
const INVERTER: Record<string, Spec> = {
  inverterModel: { ...text(), required: true },
  inverterSerial: { ...text(40), required: true },
  firmware: text(40),
  mpptPass: { ...YESNO, required: true },
  acBreaker: { ...num(0, 1000, 1), required: true },
  rcdType: text(20),
  rcdRating: num(0, 1000, 1),
  exportLimit: text(80),
  generator: YESNO,
  mode: { ...choice('solar_first', 'battery_first', 'utility_first'), required: true },
};
const AC: Record<string, Spec> = {
  acCablesMatch: { ...YESNO, required: true },
  dualSupplyLabel: YESNO,
  outletPolarity: { ...YESNO, required: true },
};
const FUNCTIONAL: Record<string, Spec> = {
  startup: { ...YESNO, required: true },
  switchover: YESNO,
  batteryCycle: YESNO,
  monitoring: YESNO,
  shutdownShown: { ...YESNO, required: true },
};
const SIGNOFF: Record<string, Spec> = {
  contractorLicence: text(40),
  notes: text(500),
};

function fields(section: Section, specs: Record<string, Spec>, string?: number): ChecklistField[] {
  return Object.entries(specs).map(([key, { required = false, initial, ...kind }]) => ({
    ...(kind as FieldKind),
    name: string ? `s${string}.${key}` : key,
    label: string ? `string.${key}` : key,
    section,
    required: section === 'battery' ? key === 'batteryChemistry' || BATTERY_REQUIRED.includes(key) : required,
    ...(string ? { string } : {}),
    ...(initial !== undefined ? { initial } : {}),
  }));
}

/** Every field of the form, in its order. */
export const CHECKLIST_FIELDS: readonly ChecklistField[] = [
  ...fields('site', SITE),
  ...Array.from({ length: STRING_COUNT }, (_, i) => fields('dc', STRING, i + 1)).flat(),
  ...fields('dc', DC),
  ...fields('earthing', EARTHING),
  ...fields('battery', BATTERY),
  ...fields('inverter', INVERTER),
  ...fields('ac', AC),
  ...fields('functional', FUNCTIONAL),
  ...fields('signoff', SIGNOFF),
];

export type ChecklistValue = number | string | boolean;
export type ChecklistValues = Record<string, ChecklistValue>;

const says = (key: MessageKey) => ({ error: key });
/** A form's text as the value it stands for; '' is "not given". Decimal commas are read as points. */
const blank = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

function valueSchema(field: ChecklistField) {
  switch (field.kind) {
    case 'number':
      return z.preprocess(
        (v) => (typeof blank(v) === 'string' ? Number(String(v).trim().replace(',', '.')) : blank(v)),
        z
          .number(says('installationJob.error.number'))
          .min(field.min, says('installationJob.error.range'))
          .max(field.max, says('installationJob.error.range'))
          .optional(),
      );
    case 'yesno':
      return z.preprocess(
        (v) => (v === 'yes' ? true : v === 'no' ? false : blank(v)),
        z.boolean(says('installationJob.error.yesno')).optional(),
      );
    case 'choice':
      return z.preprocess(blank, z.enum(field.options as [string, ...string[]], says('installationJob.error.choice')).optional());
    case 'text':
      return z.preprocess(
        (v) => (typeof v === 'string' ? blank(v.trim()) && v.trim() : v),
        z.string(says('installationJob.error.text')).max(field.max, says('installationJob.error.tooLong')).optional(),
      );
  }
}

/** The record's schema: each field optional (a record is saved as it is filled), each value checked for its kind and range. */
const checklistSchema = z.object(Object.fromEntries(CHECKLIST_FIELDS.map((field) => [field.name, valueSchema(field)])));

/**
 * The record a form posted: the values given (blank fields left out), or each wrong field's
 * message key by its name. Names the form does not have are ignored.
 */
export function readChecklist(
  posted: Readonly<Record<string, unknown>>,
): { ok: true; values: ChecklistValues } | { ok: false; errors: Record<string, MessageKey> } {
  const parsed = checklistSchema.safeParse(posted);
  if (!parsed.success) {
    const errors: Record<string, MessageKey> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message as MessageKey;
    return { ok: false, errors };
  }
  const values: ChecklistValues = {};
  for (const [name, value] of Object.entries(parsed.data)) if (value !== undefined) values[name] = value as ChecklistValue;
  // A string not there (its modules blank) keeps nothing, not even the tolerances the form fills in.
  for (const field of CHECKLIST_FIELDS)
    if (field.string && field.string > 1 && values[`s${field.string}.modules`] === undefined) delete values[field.name];
  return { ok: true, values };
}

/** The strings a record has: those with their modules given (string 1 always). */
export function stringsOf(values: Readonly<ChecklistValues>): number[] {
  return Array.from({ length: STRING_COUNT }, (_, i) => i + 1).filter((n) => n === 1 || values[`s${n}.modules`] !== undefined);
}

/** The fields still to fill before the job can be completed, in the form's order. */
export function missingFields(values: Readonly<ChecklistValues>): ChecklistField[] {
  const strings = new Set(stringsOf(values));
  const battery = values.batteryChemistry !== undefined && values.batteryChemistry !== 'none';
  return CHECKLIST_FIELDS.filter(
    (field) =>
      field.required &&
      values[field.name] === undefined &&
      (field.string === undefined || strings.has(field.string)) &&
      (field.section !== 'battery' || field.name === 'batteryChemistry' || battery),
  );
}
