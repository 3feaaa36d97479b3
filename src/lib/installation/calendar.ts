import { addDays } from '../layby/calendar.ts';

/**
 * The installation team's calendar: which days take jobs. Not Sundays, not Kenya's public holidays
 * (the Public Holidays Act, Cap. 110, as amended: New Year's Day, Good Friday, Easter Monday,
 * Labour Day, Madaraka Day, Mazingira Day, Mashujaa Day, Jamhuri Day, Christmas Day and Boxing Day;
 * one that falls on a Sunday gives the Monday after), and not the days editors close in the CMS
 * (Idd-ul-Fitr, whose date follows the moon and is gazetted each year, or a holiday the Cabinet
 * Secretary declares). Days are `YYYY-MM-DD` in Kenya.
 */

/** Easter Sunday of `year` (Gregorian; the anonymous algorithm, Meeus/Jones/Butcher). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** Fixed-date holidays, month-day. */
const FIXED = ['01-01', '05-01', '06-01', '10-10', '10-20', '12-12', '12-25', '12-26'] as const;

/** Day of the week of `day`: 0 Sunday … 6 Saturday. */
export function weekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** Kenya's public holidays of `year` under the Act, with the Monday after each that falls on a Sunday. */
export function publicHolidays(year: number): Set<string> {
  const easter = easterSunday(year);
  const days = [...FIXED.map((md) => `${year}-${md}`), addDays(easter, -2), addDays(easter, 1)];
  const holidays = new Set(days);
  for (const day of days) {
    if (weekday(day) !== 0) continue;
    // The next day that is not itself a holiday (Christmas on a Sunday: Boxing Day is the Monday, the 27th is given).
    let monday = addDays(day, 1);
    while (holidays.has(monday)) monday = addDays(monday, 1);
    holidays.add(monday);
  }
  return holidays;
}

/** Whether installers work on `day`: not a Sunday, a public holiday or a day the CMS closes. */
export function isWorkingDay(day: string, closedDays: ReadonlySet<string> | readonly string[]): boolean {
  if (weekday(day) === 0) return false;
  if (publicHolidays(Number(day.slice(0, 4))).has(day)) return false;
  return Array.isArray(closedDays) ? !closedDays.includes(day) : !(closedDays as ReadonlySet<string>).has(day);
}

/** The `count`-th working day after `day` (0: `day` itself if it is one, else the next). */
export function addWorkingDays(day: string, count: number, closedDays: readonly string[]): string {
  let current = day;
  while (!isWorkingDay(current, closedDays)) current = addDays(current, 1);
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current, closedDays)) left -= 1;
  }
  return current;
}

export interface BookingWindow {
  /** The first day a job may be booked: delivery's longest time to the zone, then the lead time, in working days after today. */
  first: string;
  /** The last day it may be booked: `windowDays` after today. */
  last: string;
}

/** Which days a job for a zone may be booked on, seen on `today`. */
export function bookingWindow(
  today: string,
  deliveryMaxDays: number,
  settings: { leadDays: number; windowDays: number; closedDays: readonly string[] },
): BookingWindow {
  // Never today: the earliest is the working day after delivery's longest time and the lead time.
  const first = addWorkingDays(addDays(today, 1), Math.max(0, deliveryMaxDays + settings.leadDays - 1), settings.closedDays);
  return { first, last: addDays(today, settings.windowDays) };
}

/** The working days from `from` to `to`, both included. */
export function workingDaysBetween(from: string, to: string, closedDays: readonly string[]): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) if (isWorkingDay(day, closedDays)) days.push(day);
  return days;
}

export type DayRefusal = 'past' | 'too_soon' | 'too_far' | 'closed';

/** Why a day cannot be booked on `today`, or null when it can: today or before, before the window's first day, after its last, or a day no one works. */
export function dayRefusal(day: string, today: string, bookable: BookingWindow, closedDays: readonly string[]): DayRefusal | null {
  if (day <= today) return 'past';
  if (day < bookable.first) return 'too_soon';
  if (day > bookable.last) return 'too_far';
  if (!isWorkingDay(day, closedDays)) return 'closed';
  return null;
}
