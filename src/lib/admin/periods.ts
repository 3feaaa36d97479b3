/**
 * The dashboard's periods on the shop's calendar (Kenya, Africa/Nairobi), as half-open ranges of
 * instants [from, to). Weeks start on Monday. Pure: "now" is always passed in.
 */

export const SHOP_TIME_ZONE = 'Africa/Nairobi';

export const PERIODS = ['today', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

export interface PeriodRange {
  /** First instant inside the period. */
  from: Date;
  /** First instant after the period. */
  to: Date;
}

interface CalendarDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
}

const wallClockFormat = (timeZone: string) =>
  new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });

/** The shop's own zone's format, made once as the module loads; another zone's when asked (no cache that fills as it runs). */
const SHOP_WALL_CLOCK = wallClockFormat(SHOP_TIME_ZONE);

const formatterFor = (timeZone: string): Intl.DateTimeFormat => (timeZone === SHOP_TIME_ZONE ? SHOP_WALL_CLOCK : wallClockFormat(timeZone));

/** The wall-clock fields of `instant` in `timeZone`. */
function wallClock(instant: Date, timeZone: string): CalendarDate & { hour: number; minute: number; second: number } {
  const fields: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return {
    year: fields.year ?? 0,
    month: fields.month ?? 0,
    day: fields.day ?? 0,
    hour: fields.hour ?? 0,
    minute: fields.minute ?? 0,
    second: fields.second ?? 0,
  };
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetAt(instant: Date, timeZone: string): number {
  const w = wallClock(instant, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** The instant the calendar day starts in `timeZone`. Day and month may overflow (day 32 is next month's 1st). */
export function startOfDay(date: CalendarDate, timeZone: string = SHOP_TIME_ZONE): Date {
  const midnightUtc = Date.UTC(date.year, date.month - 1, date.day);
  const first = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  return new Date(midnightUtc - offsetAt(new Date(first), timeZone));
}

/** The calendar date of `instant` in `timeZone`. */
export function calendarDate(instant: Date, timeZone: string = SHOP_TIME_ZONE): CalendarDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** Today, this week (Monday to Sunday) or this month, on the shop's calendar, around `now`. */
export function periodRange(period: Period, now: Date, timeZone: string = SHOP_TIME_ZONE): PeriodRange {
  const { year, month, day } = calendarDate(now, timeZone);
  switch (period) {
    case 'today':
      return { from: startOfDay({ year, month, day }, timeZone), to: startOfDay({ year, month, day: day + 1 }, timeZone) };
    case 'week': {
      const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
      return {
        from: startOfDay({ year, month, day: day - sinceMonday }, timeZone),
        to: startOfDay({ year, month, day: day - sinceMonday + 7 }, timeZone),
      };
    }
    case 'month':
      return { from: startOfDay({ year, month, day: 1 }, timeZone), to: startOfDay({ year, month: month + 1, day: 1 }, timeZone) };
  }
}
