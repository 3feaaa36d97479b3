import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, shopDay, shopHour } from '../../src/lib/layby/calendar.ts';

/** The shop's calendar for lay-by plans (src/lib/layby/calendar.ts): Kenya's days, UTC+3 all year. */
describe('the shop’s calendar', () => {
  it.each([
    ['2026-11-29T20:59:59.999Z', '2026-11-29', 23],
    ['2026-11-29T21:00:00.000Z', '2026-11-30', 0],
    ['2026-11-29T05:00:00.000Z', '2026-11-29', 8],
    ['2026-12-31T21:30:00.000Z', '2027-01-01', 0],
    ['2027-02-28T22:00:00.000Z', '2027-03-01', 1],
    ['2028-02-28T21:00:00.000Z', '2028-02-29', 0],
    // Kenya keeps no summer time: the same offset in (northern) summer.
    ['2026-07-01T16:00:00.000Z', '2026-07-01', 19],
  ])('%s is %s, hour %i, in Nairobi', (at, day, hour) => {
    expect(shopDay(new Date(at))).toBe(day);
    expect(shopHour(new Date(at))).toBe(hour);
  });

  it.each([
    ['2026-11-29', 90, '2027-02-27'],
    ['2026-11-29', 0, '2026-11-29'],
    ['2026-11-29', -29, '2026-10-31'],
    ['2027-02-28', 1, '2027-03-01'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-03-28', 2, '2026-03-30'],
  ])('%s moved %i days is %s, and back', (day, days, moved) => {
    expect(addDays(day, days)).toBe(moved);
    expect(daysBetween(day, moved)).toBe(days);
    expect(addDays(moved, -days)).toBe(day);
  });

  it('counts whole days either way', () => {
    expect(daysBetween('2026-11-01', '2026-11-08')).toBe(7);
    expect(daysBetween('2026-11-08', '2026-11-01')).toBe(-7);
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(0);
    expect(daysBetween('2026-01-01', '2027-01-01')).toBe(365);
    expect(daysBetween('2028-01-01', '2029-01-01')).toBe(366);
  });
});
