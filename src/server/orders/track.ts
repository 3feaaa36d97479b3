import { trackedOf, type TrackedOrder, type TrackRequest } from '../../lib/orders/tracked-order.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import type { RateLimits } from '../rate-limit/limiter.ts';
import { toAccountOrder, type CancelWindow } from '../../lib/account/account-order.ts';

/**
 * A look-up by an order's reference and a phone that counts a miss against the reference
 * (trackMiss): 429 once its misses are spent, whatever phone is tried.
 */
export async function countingMisses<T>(limits: RateLimits, reference: string, lookup: () => Promise<T | null>): Promise<T | null> {
  const spent = await limits.spent('trackMiss', reference);
  if (spent !== null) throw new ApiError(429, 'RATE_LIMITED', 'track.error.tooManyMisses', undefined, { minutes: Math.ceil(spent / 60) });
  const found = await lookup();
  if (found === null) await limits.consume('trackMiss', reference);
  return found;
}

/**
 * Finds an order by the phone it was placed with and its reference, for whoever holds both (a
 * guest on /track, an SMS's link). A wrong phone and a wrong reference answer the same 404, and
 * each miss counts against the reference: after a handful (trackMiss) the reference answers 429
 * for the hour whatever phone is tried, so a reference read off a receipt cannot be paired with
 * guessed numbers.
 */
export async function trackOrder(db: Database, limits: RateLimits, request: TrackRequest, window: CancelWindow): Promise<TrackedOrder> {
  const order = await countingMisses(limits, request.reference, () => db.orders.byReferenceAndPhone(request.reference, request.phone));
  if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'track.error.notFound');
  return trackedOf(toAccountOrder(order, window));
}
