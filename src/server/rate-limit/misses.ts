import type { Context } from 'hono';
import type { TrustProxy } from '../client-address.ts';
import { ApiError } from '../errors.ts';
import { clientKey, type RateLimits } from './limiter.ts';

/**
 * Look-ups by something printed and something private: an order's reference (on every SMS and
 * receipt) or a unit's serial (on its label), each with the phone the order was placed with. Anyone
 * who has seen the SMS or the inverter knows the first; guessing the second must stay slow, and the
 * guessing must never lock the rightful customer out. So misses are counted against the guesser,
 * never against the reference:
 * - one client, one reference: `trackMiss` wrong phones an hour, then that client is refused on it;
 * - one client, every reference: `trackMissAddress`, then that client is refused on all of them;
 * - one reference, every client: past `trackMissTarget`, each further miss is answered 429 and costs
 *   its client the rest of the hour on that reference, so a crowd of addresses gets one try each.
 * A client that has not spent its own allowance is always compared, and the right phone always opens
 * the order, whatever others tried. A refused client is refused before anything is compared.
 */

/** Whoever is asking: the limits, and the key the client is counted under (a hash of its address). */
export interface Guesser {
  limits: RateLimits;
  key: string;
}

export async function guesserOf(limits: RateLimits, c: Context, trust: TrustProxy): Promise<Guesser> {
  return { limits, key: await clientKey(c, trust) };
}

const tooManyTries = (seconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'track.error.tooManyMisses', undefined, { minutes: Math.ceil(seconds / 60) });

/** The look-up's answer, or null for a miss, which is counted; a 429 once this client's misses are spent. */
export async function countingMisses<T>(guesser: Guesser, target: string, lookup: () => Promise<T | null>): Promise<T | null> {
  const { limits, key } = guesser;
  const pair = `${key}:${target}`;
  const wait = (await limits.spent('trackMissAddress', key)) ?? (await limits.spent('trackMiss', pair));
  if (wait !== null) throw tooManyTries(wait);
  const found = await lookup();
  if (found !== null) return found;
  await limits.consume('trackMissAddress', key);
  await limits.consume('trackMiss', pair);
  if ((await limits.consume('trackMissTarget', target)) !== null) {
    await limits.exhaust('trackMiss', pair);
    throw tooManyTries((await limits.spent('trackMiss', pair)) ?? 3600);
  }
  return null;
}
