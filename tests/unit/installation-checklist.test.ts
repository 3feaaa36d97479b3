import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { CHECKLIST_FIELDS, missingFields, readChecklist, STRING_COUNT, stringsOf } from '../../src/lib/installation/checklist.ts';
import { COMPLETE_RECORD } from './installation-record-fixture.ts';
import { commissioningRecord, judge, storedRecord, testSummary } from '../../src/lib/installation/commissioning.ts';

describe('the commissioning record (reference §6)', () => {
  it('has sections A–H, each string’s DC checks, and a label in both languages for every field and option', () => {
    expect(new Set(CHECKLIST_FIELDS.map((f) => f.section))).toEqual(
      new Set(['site', 'dc', 'earthing', 'battery', 'inverter', 'ac', 'functional', 'signoff']),
    );
    expect(CHECKLIST_FIELDS.filter((f) => f.label === 'string.voc').map((f) => f.name)).toEqual(
      Array.from({ length: STRING_COUNT }, (_, i) => `s${i + 1}.voc`),
    );
    for (const field of CHECKLIST_FIELDS) {
      const key = `installationJob.field.${field.label}`;
      expect(en, key).toHaveProperty([key]);
      expect(sw, key).toHaveProperty([key]);
      if (field.kind === 'choice')
        for (const option of field.options) {
          expect(en).toHaveProperty([`installationJob.option.${option}`]);
          expect(sw).toHaveProperty([`installationJob.option.${option}`]);
        }
    }
  });

  it.each([
    ['a decimal comma', { 's1.voc': '395,2' }, { 's1.voc': 395.2 }],
    ['yes and no', { spdFitted: 'yes', tempSensor: 'no' }, { spdFitted: true, tempSensor: false }],
    ['a choice', { mode: 'battery_first' }, { mode: 'battery_first' }],
    ['text, trimmed', { inverterSerial: '  GW-1 ' }, { inverterSerial: 'GW-1' }],
    ['blanks left out, unknown names ignored', { tilt: '', shading: '  ', other: 'x' }, {}],
    [
      'nothing of a string without modules',
      { 's2.vocTolerance': '5', 's3.modules': '4', 's3.vocTolerance': '5' },
      { 's3.modules': 4, 's3.vocTolerance': 5 },
    ],
  ])('reads %s', (_, posted, values) => {
    expect(readChecklist(posted)).toEqual({ ok: true, values });
  });

  it.each([
    ['a word for a number', { 's1.voc': 'high' }, 's1.voc', 'installationJob.error.number'],
    ['a number out of range', { tilt: '120' }, 'tilt', 'installationJob.error.range'],
    ['a negative Voc', { 's2.voc': '-3' }, 's2.voc', 'installationJob.error.range'],
    ['yes/no as something else', { polarity: 'x', 's1.polarity': 'maybe' }, 's1.polarity', 'installationJob.error.yesno'],
    ['an unknown option', { mounting: 'tree' }, 'mounting', 'installationJob.error.choice'],
    ['text too long', { notes: 'x'.repeat(501) }, 'notes', 'installationJob.error.tooLong'],
  ])('refuses %s, naming the field', (_, posted, field, key) => {
    const read = readChecklist(posted);
    expect(read.ok).toBe(false);
    if (!read.ok) expect(read.errors[field]).toBe(key);
  });

  it('needs every required field of the strings there and of a fitted battery before completion', () => {
    const complete = readChecklist(COMPLETE_RECORD);
    if (!complete.ok) throw new Error('the complete record does not read');
    expect(missingFields(complete.values)).toEqual([]);
    expect(stringsOf(complete.values)).toEqual([1]);
    const withString2 = { ...complete.values, 's2.modules': 8 };
    expect(stringsOf(withString2)).toEqual([1, 2]);
    expect(missingFields(withString2).map((f) => f.name)).toContain('s2.voc');
    const withBattery = { ...complete.values, batteryChemistry: 'lfp' };
    expect(missingFields(withBattery).map((f) => f.name)).toEqual(
      expect.arrayContaining(['batteryVoltage', 'bmsComms', 'chargeVolts', 'cutoffVolts', 'batteryFuse']),
    );
    expect(missingFields({}).map((f) => f.name)).toEqual(expect.arrayContaining(['s1.voc', 'inverterSerial', 'startup']));
    expect(missingFields({}).map((f) => f.name)).not.toContain('s2.voc');
  });
});

describe('readings judged against the stored threshold', () => {
  it.each([
    // check, measured, expected, tolerance, deviation, pass
    ['voc', 400, 400, 5, 0, true],
    ['voc', 380, 400, 5, -5, true],
    ['voc', 420, 400, 5, 5, true],
    ['voc', 379.6, 400, 5, -5.1, false],
    ['voc', 421, 400, 5, 5.3, false],
    ['isc', 9.2, 10, 10, -8, true],
    ['isc', 8.9, 10, 10, -11, false],
  ] as const)('%s %d against %d within ±%d %%: %d %%, pass %s', (check, measured, expected, tolerance, deviation, pass) => {
    expect(judge(check, 1, measured, expected, tolerance)).toEqual({
      check,
      string: 1,
      measured,
      expected,
      tolerancePct: tolerance,
      deviationPct: deviation,
      pass,
    });
  });

  it('keeps each string’s Voc and Isc with their thresholds, and summarises the tests', () => {
    const read = readChecklist({ ...COMPLETE_RECORD, 's1.isc': '8' });
    if (!read.ok) throw new Error('does not read');
    const record = commissioningRecord(read.values);
    expect(record.readings.map((r) => [r.check, r.string, r.tolerancePct, r.pass])).toEqual([
      ['voc', 1, 5, true],
      ['isc', 1, 5, false],
    ]);
    const summary = testSummary(record);
    expect(summary.passed).toBe(false);
    expect(summary.continuityOhm).toBe(0.4);
    expect(summary.insulationMohm).toBe(40);
    expect(summary.checks).toContainEqual({ check: 'polarity', pass: true });
    expect(summary.checks).toContainEqual({ check: 'mpptPass', pass: true });
    // What the database keeps reads back the same.
    expect(storedRecord(JSON.parse(JSON.stringify(record)) as Record<string, unknown>)).toEqual(record);
    expect(storedRecord(null)).toBeNull();
    expect(storedRecord({ values: { tilt: 'steep' } })).toBeNull();
  });
});
