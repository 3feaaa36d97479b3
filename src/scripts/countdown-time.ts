/** Countdown arithmetic, apart from the DOM so it can be tested. */

/** Milliseconds left until an ISO date-time, or null when the date is not valid. */
export function millisecondsLeft(endsAt: string | undefined, now: number): number | null {
  if (!endsAt) return null;
  const end = Date.parse(endsAt);
  return Number.isNaN(end) ? null : end - now;
}

/** HH:MM:SS of a duration; hours keep counting past 24; never below 00:00:00. */
export function formatDuration(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/**
 * What a countdown shows: nothing for an invalid date, `expiredText` once the time is up
 * (the flash sale says 'EXPIRED'; Lighting Deals stays at 00:00:00), else HH:MM:SS.
 */
export function countdownText(endsAt: string | undefined, now: number, expiredText: string): string {
  const left = millisecondsLeft(endsAt, now);
  if (left === null) return '';
  return left <= 0 ? expiredText : formatDuration(left);
}
