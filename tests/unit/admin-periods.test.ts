import { describe, expect, it } from 'vitest';
import { calendarDate, periodRange, startOfDay, type Period } from '../../src/lib/admin/periods.ts';

const range = (period: Period, now: string, timeZone?: string) => {
  const { from, to } = periodRange(period, new Date(now), timeZone);
  return [from.toISOString(), to.toISOString()];
};

describe('dashboard periods on the Nairobi calendar (UTC+3, weeks from Monday)', () => {
  it.each([
    ['today at noon', 'today', '2026-11-18T09:00:00Z', '2026-11-17T21:00:00.000Z', '2026-11-18T21:00:00.000Z'],
    [
      'today, 00:00 in Nairobi is still the 17th in UTC',
      'today',
      '2026-11-17T21:00:00Z',
      '2026-11-17T21:00:00.000Z',
      '2026-11-18T21:00:00.000Z',
    ],
    ['today, a second before Nairobi midnight', 'today', '2026-11-17T20:59:59Z', '2026-11-16T21:00:00.000Z', '2026-11-17T21:00:00.000Z'],
    ['week from a Wednesday', 'week', '2026-11-18T09:00:00Z', '2026-11-15T21:00:00.000Z', '2026-11-22T21:00:00.000Z'],
    ['week on its Monday morning', 'week', '2026-11-15T21:30:00Z', '2026-11-15T21:00:00.000Z', '2026-11-22T21:00:00.000Z'],
    [
      'week on Sunday night belongs to the week before',
      'week',
      '2026-11-15T20:30:00Z',
      '2026-11-08T21:00:00.000Z',
      '2026-11-15T21:00:00.000Z',
    ],
    ['week across a month end', 'week', '2026-12-02T09:00:00Z', '2026-11-29T21:00:00.000Z', '2026-12-06T21:00:00.000Z'],
    ['week across a year end', 'week', '2026-12-31T09:00:00Z', '2026-12-27T21:00:00.000Z', '2027-01-03T21:00:00.000Z'],
    ['month', 'month', '2026-11-18T09:00:00Z', '2026-10-31T21:00:00.000Z', '2026-11-30T21:00:00.000Z'],
    ['month, first hours of the 1st in Nairobi', 'month', '2026-11-30T22:00:00Z', '2026-11-30T21:00:00.000Z', '2026-12-31T21:00:00.000Z'],
    [
      'month of December ends at New Year in Nairobi',
      'month',
      '2026-12-15T09:00:00Z',
      '2026-11-30T21:00:00.000Z',
      '2026-12-31T21:00:00.000Z',
    ],
    ['month of February in a leap year', 'month', '2028-02-29T12:00:00Z', '2028-01-31T21:00:00.000Z', '2028-02-29T21:00:00.000Z'],
  ] as const)('%s', (_name, period, now, from, to) => {
    expect(range(period, now)).toEqual([from, to]);
  });

  it('follows daylight saving where a zone has it (the rule is not a fixed +3)', () => {
    // London moved to BST on 29 March 2026: that day is 23 hours long.
    expect(range('today', '2026-03-29T12:00:00Z', 'Europe/London')).toEqual(['2026-03-29T00:00:00.000Z', '2026-03-29T23:00:00.000Z']);
  });

  it.each([
    ['2026-11-17T20:59:59Z', { year: 2026, month: 11, day: 17 }],
    ['2026-11-17T21:00:00Z', { year: 2026, month: 11, day: 18 }],
    ['2026-12-31T21:00:00Z', { year: 2027, month: 1, day: 1 }],
  ])('the calendar date of %s in Nairobi', (instant, date) => {
    expect(calendarDate(new Date(instant))).toEqual(date);
  });

  it('lets the day and month overflow into the next', () => {
    expect(startOfDay({ year: 2026, month: 12, day: 32 }).toISOString()).toBe('2026-12-31T21:00:00.000Z');
    expect(startOfDay({ year: 2026, month: 13, day: 1 }).toISOString()).toBe('2026-12-31T21:00:00.000Z');
  });
});
