import { LOCALE_TAG, type Locale } from '../../i18n/locales.ts';

/**
 * An installation's days as its messages say them: the weekday first, since a customer plans a day
 * at home and a technician a day's route by it. Calendar days (YYYY-MM-DD) are formatted as they
 * are, with no time zone to move them.
 */

const FORMATS = {
  /** "Tuesday, 15 December 2026" (e-mails). */
  long: { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' },
  /** "Tue, 15 Dec 2026" (SMS and the order's summary). */
  short: { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' },
  /** "Tue, 15 Dec" (an SMS's day within the booking window, weeks ahead at most). */
  weekday: { weekday: 'short', day: 'numeric', month: 'short' },
  /** "15 Dec" (an SMS's day of the year it is sent). */
  dayMonth: { day: 'numeric', month: 'short' },
  /** "15 Dec 2026" (an SMS's later date). */
  date: { day: 'numeric', month: 'short', year: 'numeric' },
} as const satisfies Record<string, Intl.DateTimeFormatOptions>;

/**
 * The day `day` (YYYY-MM-DD) in `locale`: "Tuesday, 15 December 2026" or, short, "Tue, 15 Dec 2026" ("Jumanne, 15 Des 2026"), or without the weekday.
 * The format is made for the call (a message or a booking step names a few days; src/lib keeps no cache that fills as it runs).
 */
export function installDay(day: string, locale: Locale, style: keyof typeof FORMATS = 'long'): string {
  return new Intl.DateTimeFormat(LOCALE_TAG[locale], { ...FORMATS[style], timeZone: 'UTC' }).format(new Date(`${day}T00:00:00Z`));
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Until when the customer may move their day online (job.ts's customerMayReschedule: up to
 * `hours` hours before the day begins in Kenya): `lastDay`, the last whole day they may, when the
 * limit falls at midnight (whole days: 48 hours before Tuesday is the end of Saturday, since
 * Sunday 00:00 is the limit); else the limit's day and time in Kenya.
 */
export function rescheduleLimit(day: string, hours: number): { lastDay: string } | { at: { day: string; time: string } } {
  // Kenya's wall clock, counted as if it were UTC (EAT has no summer time): the day begins at its 00:00.
  const limitEat = Date.parse(`${day}T00:00:00Z`) - hours * HOUR_MS;
  if (limitEat % DAY_MS === 0) return { lastDay: new Date(limitEat - DAY_MS).toISOString().slice(0, 10) };
  const at = new Date(limitEat).toISOString();
  return { at: { day: at.slice(0, 10), time: at.slice(11, 16) } };
}
