/**
 * When a rebuild is asked for, pure: publishes are gathered into bursts so that ten publishes in a
 * minute start one rebuild. The first publish opens a burst due `windowMs` later; every publish
 * before the burst is claimed joins it (its due time does not move, so a steady stream of edits
 * still goes live a window after the first); once due, one closer claims it and calls the deploy
 * hook. A failed call is tried again after a short backoff, and a closer that dies mid-call gives
 * the burst back when its lease ends. The database holds the state (src/server/db/deploy-bursts.ts);
 * this module says what each state means at a given time.
 */

export type BurstStatus = 'open' | 'calling' | 'requested';

export interface BurstTimes {
  status: BurstStatus;
  /** When it closes (ms since the epoch). */
  dueAt: number;
  /** While 'calling': when the call in flight is given up for dead, or when a failed call is tried again. */
  lockedUntil: number | null;
  /** Calls of the deploy hook made for it so far. */
  attempts: number;
}

/** What a publish does: open a burst due a window from now, or join the open one. */
export type PublishOutcome = { rebuild: 'scheduled'; dueAt: number } | { rebuild: 'joined'; dueAt: number };

/** The default window: DEPLOY_BURST_SECONDS. */
export const DEFAULT_BURST_SECONDS = 60;

/** How long a closer may take over one deploy hook call before another may claim the burst. */
export const CALL_LEASE_MS = 60_000;

/** Where a publish at `now` goes, given the burst open now (if any). */
export function publishAt(open: Pick<BurstTimes, 'dueAt'> | null, now: number, windowMs: number): PublishOutcome {
  return open ? { rebuild: 'joined', dueAt: open.dueAt } : { rebuild: 'scheduled', dueAt: now + windowMs };
}

/** Whether a closer at `now` may claim the burst: open and due, or calling with its lease (or retry wait) over. */
export function isClaimable(burst: BurstTimes, now: number): boolean {
  if (burst.status === 'open') return burst.dueAt <= now;
  if (burst.status === 'calling') return burst.lockedUntil !== null && burst.lockedUntil <= now;
  return false;
}

/** After the `attempts`-th failed call: 2 s (the Node worker's next tick), then doubling up to 5 minutes. */
export function retryDelayMs(attempts: number): number {
  return Math.min(5 * 60_000, 2_000 * 2 ** Math.max(0, attempts - 1));
}
