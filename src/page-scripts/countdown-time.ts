/** Countdown arithmetic, apart from the DOM so it can be tested. */

/** How a day count reads, by the page's `t`: '1 day', '38 days' (countdown.days), or '38d' (countdown.dayShort). */
export type DayWords = (count: number) => string;

const DAY_SECONDS = 86_400;

/** Milliseconds left until an ISO date-time, or null when the date is not valid. */
export function millisecondsLeft(endsAt: string | undefined, now: number): number | null {
  if (!endsAt) return null;
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? null : end - now;
}

/**
 * A duration as HH:MM:SS below a day, and with the days in front from a day on
 * ('1 day 00:00:00', '38 days 07:09:00'); part seconds count as a whole one; never below 00:00:00.
 */
export function formatDuration(ms: number, days: DayWords): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  const rest = total % DAY_SECONDS;
  const clock = `${pad(Math.floor(rest / 3600))}:${pad(Math.floor((rest % 3600) / 60))}:${pad(rest % 60)}`;
  const dayCount = Math.floor(total / DAY_SECONDS);
  if (dayCount === 0) return clock;
  return `${days(dayCount)} ${clock}`;
}

/**
 * What a countdown shows: nothing for an invalid date, the time left, and once the time is up
 * `expiredText` (the flash sale says 'EXPIRED') or, without one, 00:00:00 (Lighting Deals).
 */
export function countdownText(endsAt: string | undefined, now: number, expiredText: string | undefined, days: DayWords): string {
  const left = millisecondsLeft(endsAt, now);
  if (left === null) return '';
  return left <= 0 && expiredText !== undefined ? expiredText : formatDuration(left, days);
}
