import { describe, expect, it } from 'vitest';
import {
  addWorkingDays,
  bookingWindow,
  dayRefusal,
  easterSunday,
  isWorkingDay,
  publicHolidays,
  weekday,
  workingDaysBetween,
} from '../../src/lib/installation/calendar.ts';

/**
 * The installation team's calendar (src/lib/installation/calendar.ts): Easter by the Gregorian
 * computus, Kenya's public holidays under the Public Holidays Act (a Sunday holiday gives the
 * Monday after), no Sundays, the CMS's closed days, and the booking window.
 */

describe('Easter Sunday', () => {
  it.each([
    [2000, '2000-04-23'],
    [2008, '2008-03-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2028, '2028-04-16'],
    [2038, '2038-04-25'], // the latest it can fall
    [2285, '2285-03-22'], // the earliest
  ])('%i: %s, a Sunday', (year, day) => {
    expect(easterSunday(year)).toBe(day);
    expect(weekday(day)).toBe(0);
  });
});

describe('Kenya’s public holidays', () => {
  it('2026: none falls on a Sunday', () => {
    expect([...publicHolidays(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-04-03', // Good Friday
      '2026-04-06', // Easter Monday
      '2026-05-01',
      '2026-06-01',
      '2026-10-10', // Mazingira Day, a Saturday
      '2026-10-20',
      '2026-12-12', // Jamhuri Day, a Saturday
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it('2027: Mazingira, Jamhuri and Boxing Day fall on Sundays and give the Mondays after', () => {
    expect([...publicHolidays(2027)].sort()).toEqual([
      '2027-01-01',
      '2027-03-26', // Good Friday
      '2027-03-29', // Easter Monday
      '2027-05-01',
      '2027-06-01',
      '2027-10-10', // a Sunday
      '2027-10-11',
      '2027-10-20',
      '2027-12-12', // a Sunday
      '2027-12-13',
      '2027-12-25',
      '2027-12-26', // a Sunday
      '2027-12-27',
    ]);
  });

  it.each([
    ['2024-10-21', 2024, 'Mashujaa Day 2024 fell on a Sunday'],
    ['2025-06-02', 2025, 'Madaraka Day 2025 fell on a Sunday'],
    // Christmas on a Sunday: Boxing Day is the Monday, so the Tuesday is given.
    ['2022-12-27', 2022, 'Christmas 2022 fell on a Sunday'],
  ])('%s is a holiday (%i: %s)', (day, year) => {
    expect(publicHolidays(year).has(day)).toBe(true);
  });
});

describe('which days installers work', () => {
  it.each([
    ['2027-02-15', [], true, 'a Monday'],
    ['2027-02-20', [], true, 'a Saturday'],
    ['2027-02-14', [], false, 'a Sunday'],
    ['2027-03-26', [], false, 'Good Friday'],
    ['2027-03-29', [], false, 'Easter Monday'],
    ['2027-10-11', [], false, 'the Monday after Mazingira Day'],
    ['2027-03-10', ['2027-03-10'], false, 'a day the CMS closes (Idd-ul-Fitr)'],
    ['2027-03-11', ['2027-03-10'], true, 'the day after it'],
  ])('%s with closed days %j: %s (%s)', (day, closed, works) => {
    expect(isWorkingDay(day, closed)).toBe(works);
    expect(isWorkingDay(day, new Set(closed))).toBe(works);
  });

  it.each([
    ['2027-03-25', 0, '2027-03-25'],
    ['2027-03-25', 1, '2027-03-27'], // over Good Friday
    ['2027-03-26', 0, '2027-03-27'],
    ['2027-03-27', 1, '2027-03-30'], // over Easter Sunday and Monday
    ['2027-03-09', 1, '2027-03-11'], // over the closed day
  ])('%s plus %i working days: %s', (day, count, after) => {
    expect(addWorkingDays(day, count, ['2027-03-10'])).toBe(after);
  });

  it('lists the working days of Easter week 2027', () => {
    expect(workingDaysBetween('2027-03-24', '2027-03-31', [])).toEqual([
      '2027-03-24',
      '2027-03-25',
      '2027-03-27',
      '2027-03-30',
      '2027-03-31',
    ]);
  });
});

describe('the booking window', () => {
  const settings = { leadDays: 1, windowDays: 42, closedDays: [] as string[] };

  it.each([
    // Monday, delivery up to 2 days and a day's lead: delivered by Wednesday, installed from Thursday.
    ['2026-12-07', 2, 1, '2026-12-10'],
    // Nothing to wait for: never today, the next working day.
    ['2026-12-07', 0, 0, '2026-12-08'],
    // A Saturday: not the Sunday.
    ['2026-12-12', 0, 0, '2026-12-14'],
    // Christmas Eve: over Christmas, Boxing Day and the Sunday.
    ['2026-12-24', 1, 1, '2026-12-29'],
    ['2027-03-25', 1, 0, '2027-03-27'],
  ])('seen on %s, delivery up to %i days, lead %i: first %s', (today, deliveryMax, leadDays, first) => {
    const window = bookingWindow(today, deliveryMax, { ...settings, leadDays });
    expect(window.first).toBe(first);
  });

  it('ends windowDays after today', () => {
    expect(bookingWindow('2026-12-07', 2, settings).last).toBe('2027-01-18');
  });

  const today = '2026-12-07';
  const window = bookingWindow(today, 2, settings);
  it.each([
    ['2026-12-06', 'past'],
    ['2026-12-07', 'past'],
    ['2026-12-09', 'too_soon'],
    ['2026-12-10', null],
    ['2026-12-13', 'closed'], // a Sunday
    ['2026-12-25', 'closed'],
    ['2026-12-30', 'closed'], // closed by the CMS
    ['2027-01-18', null],
    ['2027-01-19', 'too_far'],
  ])('%s: %s', (day, refusal) => {
    expect(dayRefusal(day, today, window, ['2026-12-30'])).toBe(refusal);
  });
});
