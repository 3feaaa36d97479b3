import { describe, expect, it } from 'vitest';
import {
  ASSIGN_REFUSALS,
  assignmentVerdict,
  classCovers,
  jobClass,
  LICENCE_CLASSES,
  licenceStanding,
  type LicenceClass,
  type TechnicianForJob,
} from '../../src/lib/installation/licence.ts';

/**
 * EPRA's licence rules as the shop enforces them (issue 48, reference solar-installation-epra.md §2
 * and §7): a class covers its own jobs and every lower class's; a licence is valid up to and
 * including its last day; the county must be one the technician covers; one job a day; and the
 * refusals come in a fixed order, the first that applies being the 409's code.
 */

const DAY = '2027-02-15';
const licensed: TechnicianForJob = { active: true, licenceClass: 'T3', licenceExpires: '2027-06-30', counties: ['047', '022'] };
const hybridJob = { requiredClass: 'T3' as LicenceClass, county: '047', day: DAY };

describe('which class covers which job', () => {
  const table: Array<[LicenceClass, LicenceClass, boolean]> = [
    ['T1', 'T1', true],
    ['T1', 'T2', false],
    ['T1', 'T3', false],
    ['T2', 'T1', true],
    ['T2', 'T2', true],
    ['T2', 'T3', false],
    ['T3', 'T1', true],
    ['T3', 'T2', true],
    ['T3', 'T3', true],
  ];

  it('lists every pair of classes once', () => {
    expect(table).toHaveLength(LICENCE_CLASSES.length ** 2);
  });

  it.each(table)('a %s technician may do a %s job: %s', (held, needed, covers) => {
    expect(classCovers(held, needed)).toBe(covers);
    const verdict = assignmentVerdict({ ...licensed, licenceClass: held }, { ...hybridJob, requiredClass: needed }, 0);
    expect(verdict).toEqual(covers ? { ok: true } : { ok: false, refusal: 'LICENCE_CLASS' });
  });

  it.each([
    [[], null],
    [['T1'], 'T1'],
    [['T1', 'T1'], 'T1'],
    [['T2', 'T1'], 'T2'],
    [['T1', 'T3', 'T2'], 'T3'],
    [['T3', 'T1'], 'T3'],
  ] as Array<[LicenceClass[], LicenceClass | null]>)('a job installing products that need %j needs %s', (classes, needed) => {
    expect(jobClass(classes)).toBe(needed);
  });
});

describe('a licence on the job’s day', () => {
  it.each([
    ['2027-02-14', 'the day before the job', { ok: false, refusal: 'LICENCE_EXPIRED' }],
    ['2027-02-15', 'the job’s day', { ok: true }],
    ['2027-02-16', 'the day after the job', { ok: true }],
  ])('ending %s (%s): %j', (expires, _when, verdict) => {
    expect(assignmentVerdict({ ...licensed, licenceExpires: expires }, hybridJob, 0)).toEqual(verdict);
  });
});

describe('the county, the day and whether the technician works', () => {
  it.each([
    ['a county they cover', {}, {}, 0, { ok: true }],
    ['their other county', {}, { county: '022' }, 0, { ok: true }],
    ['a county they do not cover', {}, { county: '001' }, 0, { ok: false, refusal: 'COUNTY_NOT_COVERED' }],
    ['no counties at all', { counties: [] }, {}, 0, { ok: false, refusal: 'COUNTY_NOT_COVERED' }],
    ['booked that day', {}, {}, 1, { ok: false, refusal: 'TECHNICIAN_BOOKED' }],
    ['booked twice that day', {}, {}, 2, { ok: false, refusal: 'TECHNICIAN_BOOKED' }],
    ['inactive', { active: false }, {}, 0, { ok: false, refusal: 'TECHNICIAN_INACTIVE' }],
  ])('%s: %j', (_case, technician, job, others, verdict) => {
    expect(assignmentVerdict({ ...licensed, ...technician }, { ...hybridJob, ...job }, others)).toEqual(verdict);
  });
});

describe('the order in which refusals win', () => {
  // Each row breaks every rule from its own on: the first broken one is the answer.
  const breaks: Record<(typeof ASSIGN_REFUSALS)[number], { technician: Partial<TechnicianForJob>; others?: number }> = {
    TECHNICIAN_INACTIVE: { technician: { active: false } },
    LICENCE_CLASS: { technician: { licenceClass: 'T1' } },
    LICENCE_EXPIRED: { technician: { licenceExpires: '2027-01-31' } },
    COUNTY_NOT_COVERED: { technician: { counties: ['001'] } },
    TECHNICIAN_BOOKED: { technician: {}, others: 1 },
  };

  it.each(ASSIGN_REFUSALS.map((refusal, index) => [refusal, ASSIGN_REFUSALS.slice(index)] as const))(
    '%s wins over every refusal after it',
    (refusal, broken) => {
      const technician = Object.assign({}, licensed, ...broken.map((r) => breaks[r].technician)) as TechnicianForJob;
      const others = broken.includes('TECHNICIAN_BOOKED') ? 1 : 0;
      expect(assignmentVerdict(technician, hybridJob, others)).toEqual({ ok: false, refusal });
    },
  );

  it('is the order the refusals are listed in', () => {
    expect(ASSIGN_REFUSALS).toEqual(['TECHNICIAN_INACTIVE', 'LICENCE_CLASS', 'LICENCE_EXPIRED', 'COUNTY_NOT_COVERED', 'TECHNICIAN_BOOKED']);
  });
});

describe('where a licence stands for the team (alerts at 60, 30 and 7 days)', () => {
  it.each([
    ['2027-03-02', 61, 'valid'],
    ['2027-03-01', 60, 'expiring'],
    ['2027-01-30', 30, 'expiring'],
    ['2027-01-07', 7, 'expiring'],
    ['2026-12-31', 0, 'expiring'],
    ['2026-12-30', -1, 'expired'],
  ])('a licence ending %s, seen on 2026-12-31: %i days left, %s', (expires, daysLeft, state) => {
    expect(licenceStanding(expires, '2026-12-31')).toEqual({ state, daysLeft });
  });
});
