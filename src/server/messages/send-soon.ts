import type { Database } from '../db/index.ts';
import { sendDueMessages, type MessageSenders, type RoundCounts } from './outbox-worker.ts';

/** Messages of one order a round takes at most (what one request's send took before rounds were shared). */
const PER_ORDER = 20;

/**
 * The sends of a host whose requests share a process (Node), in shared rounds: each order a request
 * has just queued messages for joins the next round, and one round runs at a time, so under a sale
 * day's checkouts a round claims and reads the orders of many requests at once (one claim, one read
 * of their orders) and sends their messages `concurrency` at a time, where each request once ran a
 * round of its own beside the others. Resolves when the round that took the order ends. A host
 * whose requests may not share sockets (workerd) sends each request's own (order-events.ts).
 */
export function sharedRounds(
  db: Database,
  senders: MessageSenders,
  options: { messageIdDomain: string; concurrency: number },
): (orderId: string) => Promise<RoundCounts> {
  let waiting = new Set<string>();
  let next: Promise<RoundCounts> | null = null;
  let running: Promise<unknown> = Promise.resolve();
  return (orderId) => {
    waiting.add(orderId);
    if (!next) {
      const round = running.then(() => {
        const orderIds = [...waiting];
        waiting = new Set();
        next = null;
        return sendDueMessages(db, senders, { ...options, orderIds, batch: orderIds.length * PER_ORDER });
      });
      running = round.catch(() => undefined);
      next = round;
    }
    return next;
  };
}
