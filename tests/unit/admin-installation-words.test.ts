import { describe, expect, it } from 'vitest';
import type { AdminInstallation, AdminTechnician } from '../../src/api/admin-installation.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { assignChoices, jobsOnDay } from '../../src/islands/admin/assign-choices.ts';
import {
  calendarDays,
  countiesMatching,
  errorAtField,
  licenceBadge,
  licenceNotice,
  rangeDays,
  rangeOf,
  techniciansInOrder,
} from '../../src/islands/admin/installation-words.ts';
import type { LicenceClass } from '../../src/lib/installation/licence.ts';

/** The team's installation desks (issue 48, items 3 and 6): who may take a job and why not, licence badges and notice, the calendar's range and days, county search, errors at their field. */

const t = translationsFor('en');
const DAY = '2026-12-08';
const NAIROBI = '047';
const KIAMBU = '022';

function technician(name: string, licenceClass: LicenceClass, more: Partial<AdminTechnician> = {}): AdminTechnician {
  return {
    id: `id-${name}`,
    name,
    phone: '+254712345678',
    licenceNumber: `EPRA/${name}`,
    licenceClass,
    licenceExpires: '2027-06-30',
    counties: [NAIROBI],
    countyNames: ['Nairobi City'],
    active: true,
    licence: { state: 'valid', daysLeft: 200 },
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-01T00:00:00Z',
    ...more,
  };
}

function job(orderId: string, more: Partial<AdminInstallation> = {}): AdminInstallation {
  return {
    orderId,
    reference: orderId.slice(0, 8).toUpperCase(),
    status: 'booked',
    day: DAY,
    county: NAIROBI,
    countyName: 'Nairobi City',
    zone: 1,
    band: 'home',
    requiredClass: 'T3',
    priceCents: 15_000_00,
    holdUntil: null,
    technician: null,
    assignedAt: null,
    completedAt: null,
    workmanshipUntil: null,
    reschedules: 0,
    serials: null,
    checklistSaved: false,
    ...more,
  };
}

const hybrid = { ...job('aaaaaaaa-job'), day: DAY };
const assignedTo = (who: AdminTechnician, orderId: string, status: AdminInstallation['status'] = 'assigned') =>
  job(orderId, {
    status,
    technician: {
      id: who.id,
      name: who.name,
      phone: who.phone,
      licenceNumber: who.licenceNumber,
      licenceClass: who.licenceClass,
      licenceExpires: who.licenceExpires,
    },
  });

describe('who may take a hybrid job in Nairobi on 8 December 2026', () => {
  const booked = technician('Otieno', 'T3');
  it.each<[string, AdminTechnician, AdminInstallation[], string | null]>([
    ['a T3 licensed there', technician('Achieng', 'T3'), [], null],
    ['a T3 whose licence ends that very day', technician('Kamau', 'T3', { licenceExpires: DAY }), [], null],
    ['a T1', technician('Wanjiru', 'T1'), [], 'Holds T1; needs T3 or above.'],
    ['a T2', technician('Mutua', 'T2'), [], 'Holds T2; needs T3 or above.'],
    [
      'a T3 whose licence ended the day before',
      technician('Njoroge', 'T3', { licenceNumber: 'EPRA/T3/9', licenceExpires: '2026-12-07' }),
      [],
      'Licence ends 7 December 2026, before the day.',
    ],
    ['a T3 who works in Kiambu only', technician('Wambui', 'T3', { counties: [KIAMBU] }), [], 'Does not work in Nairobi City County.'],
    ['a T3 with another job that day', booked, [assignedTo(booked, 'bbbbbbbb-other')], 'Has another job that day.'],
    ['a T3 who completed another job that day', booked, [assignedTo(booked, 'bbbbbbbb-other', 'completed')], 'Has another job that day.'],
    ['a T3 whose other job that day was cancelled', booked, [assignedTo(booked, 'bbbbbbbb-other', 'cancelled')], null],
    ['a T3 already given this very job', booked, [assignedTo(booked, hybrid.orderId)], null],
  ])('%s', (_, who, jobs, why) => {
    expect(assignChoices(hybrid, [who], jobs, t)).toEqual([{ technician: who, why }]);
  });

  it('lists active technicians only, those who may take it first', () => {
    const t1 = technician('Wanjiru', 'T1');
    const t3 = technician('Achieng', 'T3');
    const away = technician('Baraka', 'T3', { active: false });
    expect(assignChoices(hybrid, [t1, away, t3], [], t).map((choice) => [choice.technician.name, choice.why === null])).toEqual([
      ['Achieng', true],
      ['Wanjiru', false],
    ]);
  });

  it('counts only the technician’s other assigned or completed jobs on that day', () => {
    const who = technician('Otieno', 'T3');
    const other = technician('Achieng', 'T3');
    const jobs = [
      assignedTo(who, 'c1'),
      assignedTo(who, 'c2', 'completed'),
      { ...assignedTo(who, 'c3'), day: '2026-12-09' },
      assignedTo(other, 'c4'),
      assignedTo(who, 'c5', 'cancelled'),
      assignedTo(who, 'self'),
    ];
    expect(jobsOnDay(who.id, DAY, jobs, 'self')).toBe(2);
  });
});

describe('a licence’s badge and the notice over the table', () => {
  it.each<[AdminTechnician['licence'], ReturnType<typeof licenceBadge>]>([
    [{ state: 'valid', daysLeft: 61 }, null],
    [
      { state: 'expiring', daysLeft: 60 },
      { kind: 'expiring', text: 'expires in 60 days' },
    ],
    [
      { state: 'expiring', daysLeft: 1 },
      { kind: 'expiring', text: 'expires in 1 day' },
    ],
    [
      { state: 'expiring', daysLeft: 0 },
      { kind: 'expiring', text: 'last valid day today' },
    ],
    [
      { state: 'expired', daysLeft: -1 },
      { kind: 'expired', text: 'expired' },
    ],
  ])('%j', (licence, badge) => {
    expect(licenceBadge(licence, t)).toEqual(badge);
  });

  const expiring = (name: string, active = true) => technician(name, 'T3', { active, licence: { state: 'expiring', daysLeft: 20 } });
  const expired = (name: string) => technician(name, 'T3', { licence: { state: 'expired', daysLeft: -3 } });
  it.each<[string, AdminTechnician[], string[] | null]>([
    ['none about to end', [technician('A', 'T3')], null],
    ['one', [expiring('A')], ['1 licence expires within 60 days: ask for the renewed licence before it does.']],
    [
      'three, a deactivated one not counted',
      [expiring('A'), expiring('B'), expiring('C'), expiring('D', false)],
      ['3 licences expire within 60 days: ask for the renewed licences before they do.'],
    ],
    [
      'one expiring and two expired',
      [expiring('A'), expired('B'), expired('C')],
      [
        '1 licence expires within 60 days: ask for the renewed licence before it does.',
        '2 active technicians’ licences have expired: they cannot be given jobs until they are renewed.',
      ],
    ],
  ])('%s', (_, technicians, lines) => {
    expect(licenceNotice(technicians, t)).toEqual(lines);
  });

  it('lists active technicians first, the licence that ends soonest first', () => {
    const list = [
      technician('Late', 'T3', { licenceExpires: '2027-09-01' }),
      technician('Away', 'T3', { active: false, licenceExpires: '2026-01-01' }),
      technician('Soon', 'T1', { licenceExpires: '2027-01-01' }),
    ];
    expect(techniciansInOrder(list).map((each) => each.name)).toEqual(['Soon', 'Late', 'Away']);
  });
});

describe('the calendar’s range, kept in the address', () => {
  it.each<[string | null, string, { from: string; to: string }]>([
    [null, '2026-12-07', { from: '2026-12-07', to: '2026-12-13' }], // a Monday: to Sunday
    ['week', '2026-12-10', { from: '2026-12-10', to: '2026-12-13' }], // a Thursday
    ['week', '2026-12-12', { from: '2026-12-12', to: '2026-12-13' }], // a Saturday
    ['week', '2026-12-13', { from: '2026-12-13', to: '2026-12-20' }], // a Sunday: the week ahead
    ['fortnight', '2026-12-10', { from: '2026-12-10', to: '2026-12-23' }],
    ['month', '2026-12-10', { from: '2026-12-10', to: '2026-12-13' }], // unknown: this week
  ])('%s on %s', (range, today, days) => {
    expect(rangeDays(rangeOf(range), today)).toEqual(days);
  });

  it('gives every day of the range each zone’s jobs against its jobs a day', () => {
    const jobs = [
      job('j1', { zone: 1 }),
      job('j2', { zone: 1 }),
      job('j3', { zone: 3, day: '2026-12-09' }),
      job('j4', { status: 'unscheduled', day: null }),
    ];
    const capacities = [
      { zone: 1, jobsPerDay: 3 },
      { zone: 2, jobsPerDay: 2 },
      { zone: 3, jobsPerDay: 1 },
      { zone: 4, jobsPerDay: 1 },
    ];
    const days = calendarDays({ from: DAY, to: '2026-12-09', jobs, capacities, dayCapacities: [], closed: [] });
    expect(days.map(({ day, zones }) => [day, zones.map((zone) => `${zone.jobs.length}/${zone.jobsPerDay}`)])).toEqual([
      [DAY, ['2/3', '0/2', '0/1', '0/1']],
      ['2026-12-09', ['0/3', '0/2', '1/1', '0/1']],
    ]);
    // A day the team closed in zone 1 takes none there; a Sunday is marked closed.
    const own = calendarDays({
      from: DAY,
      to: '2026-12-09',
      jobs,
      capacities,
      dayCapacities: [{ zone: 1, day: '2026-12-09', capacity: 0 }],
      closed: [DAY],
    });
    expect(own.map(({ day, closed, zones }) => [day, closed, zones[0]!.jobsPerDay])).toEqual([
      [DAY, true, 3],
      ['2026-12-09', false, 0],
    ]);
  });
});

describe('the county search of the technician form', () => {
  it.each<[string, string[]]>([
    ['nai', ['Nairobi City']],
    ['047', ['Nairobi City']],
    ['Murang', ["Murang'a"]],
    ['muranga', ["Murang'a"]],
    ['  kaka ', ['Kakamega']],
    ['ki', ['Kiambu', 'Kilifi', 'Kirinyaga', 'Kisii', 'Kisumu', 'Kitui', 'Laikipia']],
    ['zanzibar', []],
  ])('“%s”', (query, names) => {
    expect(countiesMatching(query).map((county) => county.name)).toEqual(names);
  });

  it('lists all 47 in alphabetical order when nothing is typed', () => {
    const names = countiesMatching('').map((county) => county.name);
    expect(names).toHaveLength(47);
    expect(names.slice(0, 3)).toEqual(['Baringo', 'Bomet', 'Bungoma']);
  });
});

describe('a refusal shown at the field the API names', () => {
  const fields = ['name', 'phone', 'counties'] as const;
  it.each<[string | undefined, string, Record<string, string>]>([
    ['phone', 'phone: Give a Kenyan mobile number, e.g. 0712 345 678.', { phone: 'Give a Kenyan mobile number, e.g. 0712 345 678.' }],
    ['counties.2', 'counties.2: Give the counties…', { counties: 'Give the counties…' }],
    ['licenceNumber', 'Another technician already has licence X.', { form: 'Another technician already has licence X.' }],
    [undefined, 'The server did not answer.', { form: 'The server did not answer.' }],
    ['name', 'Said without its field', { name: 'Said without its field' }],
  ])('%s', (field, message, shown) => {
    expect(errorAtField(fields, field, message)).toEqual(shown);
  });
});
