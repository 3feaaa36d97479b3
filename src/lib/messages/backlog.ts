/** A due message older than this means the sender has stopped or keeps failing: health says so, the dashboard shows it in red. */
const OUTBOX_STALE_MINUTES = 15;

/** How long the oldest due message has waited, in whole seconds; null when none is due. */
export function oldestDueSeconds(oldestDueAt: string | null, now: Date): number | null {
  return oldestDueAt === null ? null : Math.max(0, Math.round((now.getTime() - Date.parse(oldestDueAt)) / 1000));
}

export function isStale(seconds: number | null): boolean {
  return seconds !== null && seconds > OUTBOX_STALE_MINUTES * 60;
}
