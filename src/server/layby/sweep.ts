import { shopDay, shopHour } from '../../lib/layby/calendar.ts';
import { balanceOf, expiresOn } from '../../lib/layby/plan.ts';
import { dueReminder, REMINDER_HOURS, type Reminder } from '../../lib/layby/reminders.ts';
import { laybyReminderMessages } from '../../lib/messages/layby-messages.ts';
import type { OpenPlan } from '../db/layby.ts';
import { ApiError } from '../errors.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import { everyRound, type Rounds } from '../rounds.ts';
import { endPlan, type EndPlanDeps } from './end.ts';

/**
 * Lay-by's sweep (issue 47, items 5 and 6): each round looks at every open plan, a page at a time,
 * and for each on its own
 *
 * - queues the reminder due (lib/layby/reminders.ts: 08:00–19:00 in Kenya, at most two in seven
 *   days, never once paid, ended or still waiting for its deposit), its e-mail and SMS in the
 *   customer's language, keyed by the reminder's key so that it goes once however often it runs;
 * - ends a plan whose end date and grace passed unpaid (`expired`: the fee kept as the terms say,
 *   the rest refunded through settle, end.ts);
 * - ends a plan still waiting for its deposit a day after its order was placed (abandoned: nothing
 *   was paid, so no fee), which releases what it held and closes its payment page.
 *
 * Plans end within the same hours as reminders, so the customer's "your lay-by ended" never
 * arrives at night. A plan that fails is logged and left for the next round; a round does at most
 * `limit` things (a reminder queued, a plan ended), the rest waits for the next. Node's server runs
 * it every minute (startLaybySweep), Cloudflare's cron Worker every minute (cloudflare/layby.ts).
 */

export interface LaybySweepDeps extends EndPlanDeps {
  events: OrderEvents;
}

/** A plan still waiting for its deposit this long after its order was placed is abandoned. */
const ABANDON_AFTER_MS = 24 * 3_600_000;

/** Kept as the plan's end reason and in the order's audit. */
export const EXPIRED_REASON = 'The end date and the grace after it passed with the balance unpaid';
export const ABANDONED_REASON = 'The deposit was not paid within 24 hours of the order';

const WEEK_MS = 7 * 86_400_000;
const PAGE = 100;

export interface LaybySweepCounts {
  reminded: number;
  expired: number;
  abandoned: number;
  failed: number;
}

type Outcome = 'reminded' | 'expired' | 'abandoned' | null;

/** One round over every open plan: at most `limit` reminders queued and plans ended. */
export async function sweepLayby(deps: LaybySweepDeps, options: { limit?: number } = {}): Promise<LaybySweepCounts> {
  const limit = options.limit ?? 20;
  const now = deps.now();
  const counts: LaybySweepCounts = { reminded: 0, expired: 0, abandoned: 0, failed: 0 };
  let after: string | null = null;
  for (;;) {
    const page = await deps.db.layby.open(after, PAGE);
    for (const open of page) {
      if (counts.reminded + counts.expired + counts.abandoned + counts.failed >= limit) return counts;
      try {
        const outcome = await sweepPlan(deps, open, now);
        if (outcome) counts[outcome]++;
      } catch (error) {
        counts.failed++;
        console.error(`Lay-by ${open.orderId}: not swept this round`, error);
      }
    }
    const last = page.at(-1);
    if (page.length < PAGE || !last) return counts;
    after = last.orderId;
  }
}

/** What one open plan needs now, done. */
async function sweepPlan(deps: LaybySweepDeps, open: OpenPlan, now: Date): Promise<Outcome> {
  const { plan } = open;
  const hour = shopHour(now);
  const inHours = hour >= REMINDER_HOURS.from && hour < REMINDER_HOURS.until;
  if (plan.status === 'awaiting_deposit') {
    if (!inHours || now.getTime() - Date.parse(open.placedAt) < ABANDON_AFTER_MS) return null;
    return (await end(deps, open.orderId, ABANDONED_REASON)) ? 'abandoned' : null;
  }
  if (plan.status !== 'active' || balanceOf(plan) === 0) return null;
  if (expiresOn(plan) <= shopDay(now)) {
    if (!inHours) return null;
    return (await end(deps, open.orderId, EXPIRED_REASON)) ? 'expired' : null;
  }
  // Most plans have nothing due most minutes: the outbox is asked only when one might be.
  if (dueReminder(plan, now, 0) === null) return null;
  const sent = await deps.db.layby.reminderKeysSince(open.orderId, new Date(now.getTime() - WEEK_MS));
  const reminder = dueReminder(plan, now, sent.length);
  if (!reminder || sent.includes(reminder.key)) return null;
  return (await remind(deps, open.orderId, reminder, sent.length, now)) ? 'reminded' : null;
}

/**
 * Queues the reminder under the order's and the plan's locks, once the plan read again still owes
 * it (a payment may have come meanwhile), and sends it at once; the outbox's key keeps it to one.
 */
async function remind(deps: LaybySweepDeps, orderId: string, reminder: Reminder, sent: number, now: Date): Promise<boolean> {
  const queued = await deps.db.transaction(async (tx) => {
    const state = await tx.orders.lockState(orderId);
    const plan = state && (await tx.layby.lock(orderId));
    if (!plan || dueReminder(plan, now, sent)?.key !== reminder.key) return 0;
    return deps.events.queueWritten(tx, orderId, (order, context) => laybyReminderMessages(order, reminder, context, shopDay(now)));
  });
  if (queued > 0) deps.events.sendNow(orderId);
  return queued > 0;
}

/** Ends the plan (end.ts); false when it was paid or ended meanwhile. */
async function end(deps: LaybySweepDeps, orderId: string, reason: string): Promise<boolean> {
  const order = await deps.db.orders.byId(orderId);
  if (!order) return false;
  try {
    await endPlan(deps, order, { status: 'expired', reason });
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) return false;
    throw error;
  }
}

export type LaybySweep = Pick<Rounds, 'stop'>;

/** The Node server's lay-by sweep: a round every `intervalMs` (default a minute), one at a time. */
export function startLaybySweep(deps: LaybySweepDeps, options: { intervalMs?: number } = {}): LaybySweep {
  return everyRound(() => sweepLayby(deps), {
    intervalMs: options.intervalMs ?? 60_000,
    onError: (error) => console.error('Lay-by sweep round failed', error),
  });
}
