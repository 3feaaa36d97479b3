import { everyRound, type Rounds } from '../rounds.ts';
import type { Database } from '../db/index.ts';
import { CALL_LEASE_MS, retryDelayMs } from './burst.ts';
import type { DeployHook } from './deploy-hook.ts';

export interface CloseCounts {
  /** Bursts the call was made for. */
  bursts: number;
  /** Whether the hook started a build (null: nothing was due). */
  requested: boolean | null;
  error?: string;
}

/**
 * Closes the bursts due now: claims them (another closer skips what this one holds), calls the
 * deploy hook once for all of them, and records the answer: requested with the deployment's id, or
 * pending again with the error, to be retried after a short backoff (burst.ts retryDelayMs). Run by
 * the Node server's worker every few seconds, by the Cloudflare cron Worker every minute, and by
 * each webhook once it has recorded its publish.
 */
export async function closeDueBursts(db: Database, hook: DeployHook, now: () => Date = () => new Date()): Promise<CloseCounts> {
  const claimed = await db.publishes.claimDue(now(), CALL_LEASE_MS);
  if (claimed.length === 0) return { bursts: 0, requested: null };
  const ids = claimed.map((burst) => burst.id);
  const result = await hook();
  if (result.ok) {
    await db.publishes.requested(ids, result.deployId, now());
    console.log(`Rebuild requested (deployment ${result.deployId}) for ${claimed.reduce((n, b) => n + b.publishes, 0)} publish(es)`);
    return { bursts: ids.length, requested: true };
  }
  const attempts = Math.max(...claimed.map((burst) => burst.attempts));
  const delay = retryDelayMs(attempts);
  await db.publishes.failed(ids, result.error, new Date(now().getTime() + delay));
  console.error(`Rebuild not requested (attempt ${attempts}; trying again in ${delay / 1000} s): ${result.error}`);
  return { bursts: ids.length, requested: false, error: result.error };
}

export type RebuildWorker = Pick<Rounds, 'stop'>;

/** The Node server's closer: a round every `intervalMs` (default 2 s), one at a time; an error is logged and the next round tries again. */
export function startRebuildWorker(db: Database, hook: DeployHook, options: { intervalMs?: number; now?: () => Date } = {}): RebuildWorker {
  return everyRound(() => closeDueBursts(db, hook, options.now), {
    intervalMs: options.intervalMs ?? 2_000,
    onError: (error) => console.error('Rebuild round failed', error),
    firstAfterInterval: true,
  });
}
