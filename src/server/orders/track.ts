import { trackedOf, type TrackedOrder, type TrackRequest } from '../../api/tracked-order.ts';
import type { Database } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { countingMisses, type Guesser } from '../rate-limit/misses.ts';
import { toAccountOrder, type CancelWindow } from '../../lib/account/account-order.ts';

/**
 * Finds an order by the phone it was placed with and its reference, for whoever holds both (a
 * guest on /track, an SMS's link). A wrong phone and a wrong reference answer the same 404, and
 * each miss counts against the client who tried it (rate-limit/misses.ts), so a reference read off
 * a receipt cannot be paired with guessed numbers, nor locked against its rightful customer.
 */
export async function trackOrder(db: Database, guesser: Guesser, request: TrackRequest, window: CancelWindow): Promise<TrackedOrder> {
  const order = await countingMisses(guesser, request.reference, () => db.orders.byReferenceAndPhone(request.reference, request.phone));
  if (!order) throw new ApiError(404, 'ORDER_NOT_FOUND', 'track.error.notFound');
  return trackedOf(toAccountOrder(order, window));
}
