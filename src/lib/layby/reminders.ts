import { daysBetween, shopDay, shopHour } from './calendar.ts';
import { balanceOf, expiresOn, nextDueOn, type PlanState } from './plan.ts';

/**
 * When a lay-by plan reminds its customer (issue 47, item 5; reference layby-instalments.md §9),
 * pure. Reminders are service messages, sent only between 08:00 and 19:00 in Kenya, at most two in
 * seven days per plan, and never once a plan is paid, ended, or still waiting for its deposit.
 * Each reminder has a key (its kind and the day it is for), so however often the sweep runs, each is
 * queued once (the outbox keeps one message per order, event, recipient and key).
 */

/** The hours (Kenya's clock) a reminder may leave in: from 08:00 until 19:00. */
export const REMINDER_HOURS = { from: 8, until: 19 } as const;

/** At most this many reminders in any seven days of a plan. */
export const REMINDERS_PER_WEEK = 2;

/** Days before the end date when the customer is told it is coming. */
const ENDING_DAYS_BEFORE = [14, 7, 2] as const;

/** Days into the grace (after the end date) when the customer is told the plan will end. */
const GRACE_REMINDER_DAYS = [1, 10] as const;

type ReminderKind = 'upcoming' | 'behind' | 'ending' | 'grace';

export interface Reminder {
  kind: ReminderKind;
  /** The day it is about: the suggested date, the end date, the day the plan ends. */
  forDay: string;
  /** Unique per plan: `kind:day`. */
  key: string;
}

const reminder = (kind: ReminderKind, forDay: string, tag = forDay): Reminder => ({ kind, forDay, key: `${kind}:${tag}` });

/**
 * The reminder due for `plan` at `now`, or null: `sentInLastWeek` is how many went in the last
 * seven days. One at a time, the most pressing first: the grace, the end date coming, behind, and
 * the next suggested date coming.
 */
export function dueReminder(plan: PlanState, now: Date, sentInLastWeek: number): Reminder | null {
  if (plan.status !== 'active' || balanceOf(plan) === 0) return null;
  const hour = shopHour(now);
  if (hour < REMINDER_HOURS.from || hour >= REMINDER_HOURS.until) return null;
  if (sentInLastWeek >= REMINDERS_PER_WEEK) return null;
  const today = shopDay(now);
  const intoGrace = daysBetween(plan.endsOn, today);
  if (intoGrace >= 1) {
    const day = [...GRACE_REMINDER_DAYS].reverse().find((d) => intoGrace >= d);
    return day !== undefined && today < expiresOn(plan) ? reminder('grace', expiresOn(plan), `${expiresOn(plan)}:${day}`) : null;
  }
  const untilEnd = daysBetween(today, plan.endsOn);
  const ending = [...ENDING_DAYS_BEFORE].reverse().find((d) => untilEnd >= 0 && untilEnd <= d);
  if (ending !== undefined) return reminder('ending', plan.endsOn, `${plan.endsOn}:${ending}`);
  const due = nextDueOn(plan);
  if (due === null) return null;
  // Behind: once when a suggested date passes unpaid, then once a week while it stays so.
  if (due < today) return reminder('behind', due, `${due}:${Math.floor(daysBetween(due, today) / 7)}`);
  if (daysBetween(today, due) <= plan.remindDaysBefore) return reminder('upcoming', due);
  return null;
}
