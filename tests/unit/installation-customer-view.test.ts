import { describe, expect, it } from 'vitest';
import { rescheduleRefusal, rescheduleUntil, toCustomerInstallation } from '../../src/lib/installation/customer-view.ts';
import type { Installation } from '../../src/lib/installation/types.ts';

/**
 * Whether the customer may choose or move their installation's day, as /track, /orders and the
 * API say it (issue 48, item 4): the same rule the route enforces (server/installation/reschedule.ts).
 */
// Monday 7 December 2026, 09:00 in Nairobi; the day below begins Thursday 10 December at 00:00 EAT.
const NOW = new Date('2026-12-07T06:00:00Z');
const DAY = '2026-12-10';

describe('rescheduleRefusal', () => {
  it.each([
    ['booked, 63 hours before the day', 'booked', DAY, null, 48, null],
    ['assigned, 63 hours before the day', 'assigned', DAY, null, 48, null],
    ['booked, with 64 hours asked', 'booked', DAY, null, 64, 'too_late'],
    ['booked, on the day itself', 'booked', '2026-12-07', null, 48, 'too_late'],
    ['unscheduled, a lay-by paid in full', 'unscheduled', null, { status: 'paid' }, 48, null],
    ['unscheduled, a lay-by still open', 'unscheduled', null, { status: 'active' }, 48, 'layby_open'],
    ['booked, a lay-by awaiting its deposit', 'booked', DAY, { status: 'awaiting_deposit' }, 48, 'layby_open'],
    ['completed', 'completed', DAY, null, 48, 'closed'],
    ['cancelled', 'cancelled', DAY, null, 48, 'closed'],
    ['booked, installations no longer offered', 'booked', DAY, null, null, 'closed'],
  ] as const)('%s: %s', (_what, status, day, plan, hours, refusal) => {
    expect(rescheduleRefusal({ status, day }, { plan }, { now: NOW, rescheduleHours: hours })).toBe(refusal);
  });
});

describe('rescheduleUntil', () => {
  it.each([
    [DAY, 48, '2026-12-07T21:00:00.000Z'],
    [DAY, 0, '2026-12-09T21:00:00.000Z'],
  ])('%s with %i hours: %s', (day, hours, until) => {
    expect(rescheduleUntil(day, hours)).toBe(until);
  });
});

describe('toCustomerInstallation', () => {
  const job: Installation = {
    orderId: 'o',
    status: 'assigned',
    county: '047',
    zone: 1,
    band: 'home',
    requiredClass: 'T3',
    priceCents: 1_500_000,
    includes: { en: ['Wiring'], sw: ['Nyaya'] },
    day: DAY,
    holdUntil: null,
    technician: {
      id: 't',
      name: 'Achieng',
      phone: '+254722000111',
      licenceNumber: 'EPRA/T3/1',
      licenceClass: 'T3',
      licenceExpires: '2027-12-31',
    },
    assignedAt: '2026-12-01T00:00:00Z',
    checklist: null,
    serials: null,
    codeSentAt: null,
    codeAttempts: 0,
    completedAt: null,
    workmanshipMonths: 24,
    workmanshipUntil: null,
    reschedules: 0,
    createdAt: '2026-11-30T00:00:00Z',
  };

  it('says what is included in the order’s language, and who comes without their phone', () => {
    const seen = toCustomerInstallation(job, { locale: 'sw', plan: null }, { now: NOW, rescheduleHours: 48 });
    expect(seen).toMatchObject({ includes: ['Nyaya'], canReschedule: true, rescheduleUntil: '2026-12-07T21:00:00.000Z' });
    expect(seen.technician).toEqual({ name: 'Achieng', licenceNumber: 'EPRA/T3/1', licenceClass: 'T3' });
  });
});
