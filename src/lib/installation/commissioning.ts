import { readChecklist, stringsOf, type ChecklistValues } from './checklist.ts';

/**
 * The commissioning record's judgements (reference §6): a string's open-circuit voltage and
 * short-circuit current each pass when the measured value is within the tolerance (±%, 5 unless the
 * designer set another) of the expected one. The threshold is stored with each reading, so a
 * record read years later says what it was judged by. The technician's own pass/fail (MPPT limits
 * against the string's Voc at the minimum temperature) and yes/no checks are kept as given.
 */

export type ReadingCheck = 'voc' | 'isc';

export interface Reading {
  check: ReadingCheck;
  string: number;
  measured: number;
  expected: number;
  tolerancePct: number;
  /** (measured − expected) / expected, in %, to one decimal. */
  deviationPct: number;
  pass: boolean;
}

/** What the job sheet keeps in installations.checklist. */
export interface CommissioningRecord {
  values: ChecklistValues;
  readings: Reading[];
}

/** One reading judged: within ±tolerance % of the expected value passes. */
export function judge(check: ReadingCheck, string: number, measured: number, expected: number, tolerancePct: number): Reading {
  const deviation = ((measured - expected) / expected) * 100;
  return {
    check,
    string,
    measured,
    expected,
    tolerancePct,
    deviationPct: Math.round(deviation * 10) / 10,
    pass: Math.abs(deviation) <= tolerancePct + 1e-9,
  };
}

/** Each string's Voc and Isc judged, where the measured and expected values and the tolerance are given. */
function judgedReadings(values: Readonly<ChecklistValues>): Reading[] {
  const readings: Reading[] = [];
  for (const string of stringsOf(values))
    for (const check of ['voc', 'isc'] as const) {
      const [measured, expected, tolerance] = [check, `${check}Expected`, `${check}Tolerance`].map((key) => values[`s${string}.${key}`]);
      if (typeof measured === 'number' && typeof expected === 'number' && expected > 0 && typeof tolerance === 'number')
        readings.push(judge(check, string, measured, expected, tolerance));
    }
  return readings;
}

export function commissioningRecord(values: ChecklistValues): CommissioningRecord {
  return { values, readings: judgedReadings(values) };
}

/** The record kept for a job (its column's JSON), read back; null when none was saved or it no longer reads. */
export function storedRecord(stored: Record<string, unknown> | null): CommissioningRecord | null {
  if (!stored || typeof stored.values !== 'object' || stored.values === null) return null;
  const read = readChecklist(stored.values as Record<string, unknown>);
  return read.ok ? commissioningRecord(read.values) : null;
}

/** The yes/no checks the certificate summarises (true: done or correct). */
const SUMMARY_CHECKS = [
  'polarity',
  'mpptPass',
  'spdFitted',
  'acCablesMatch',
  'outletPolarity',
  'startup',
  'switchover',
  'batteryCycle',
  'monitoring',
  'shutdownShown',
] as const;
type SummaryCheck = (typeof SUMMARY_CHECKS)[number];

export interface TestSummary {
  readings: Reading[];
  /** Each yes/no check given: polarity is every string's. */
  checks: Array<{ check: SummaryCheck; pass: boolean }>;
  /** Measured values the certificate names: earth continuity (Ω), lowest insulation resistance (MΩ). */
  continuityOhm: number | null;
  insulationMohm: number | null;
  /** Every reading and check passed. */
  passed: boolean;
}

export function testSummary(record: CommissioningRecord): TestSummary {
  const { values } = record;
  const checks: TestSummary['checks'] = [];
  for (const check of SUMMARY_CHECKS) {
    const given = check === 'polarity' ? stringsOf(values).map((s) => values[`s${s}.polarity`]) : [values[check]];
    const answers = given.filter((v): v is boolean => typeof v === 'boolean');
    if (answers.length > 0) checks.push({ check, pass: answers.every(Boolean) });
  }
  const insulation = stringsOf(values)
    .map((s) => values[`s${s}.insulation`])
    .filter((v): v is number => typeof v === 'number');
  return {
    readings: record.readings,
    checks,
    continuityOhm: typeof values.continuity === 'number' ? values.continuity : null,
    insulationMohm: insulation.length > 0 ? Math.min(...insulation) : null,
    passed: record.readings.every((r) => r.pass) && checks.every((c) => c.pass),
  };
}
