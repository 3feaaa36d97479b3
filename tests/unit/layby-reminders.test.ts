import { describe, expect, it } from 'vitest';
import { addDays, shopDay, shopHour } from '../../src/lib/layby/calendar.ts';
import { expiresOn, type PlanState } from '../../src/lib/layby/plan.ts';
import { dueReminder, REMINDERS_PER_WEEK, type Reminder } from '../../src/lib/layby/reminders.ts';

/**
 * When a lay-by plan reminds its customer (src/lib/layby/reminders.ts, issue 47 item 5), with the
 * clock moved: only from 08:00 until 19:00 in Kenya, at most two in seven days, the most pressing
 * first (grace, ending, behind, upcoming), each with a key that the outbox keeps once; none once
 * the plan is paid, ended, or still waiting for its deposit. (nextDueOn and statusOf, which these
 * rest on, are proved in layby-plan.test.ts.)
 */

const KSH = 100;

/** KSh 84,550 from 1 November 2026 for 90 days, 20 % down, KSh 5,637 a week; its deposit paid, nothing since. */
const plan = (over: Partial<PlanState> = {}): PlanState => ({
  status: 'active',
  totalCents: 84_550 * KSH,
  depositCents: 16_910 * KSH,
  minInstalmentCents: 500 * KSH,
  mpesaMaxCents: 250_000 * KSH,
  cadenceDays: 7,
  suggestedCents: 5_637 * KSH,
  remindDaysBefore: 1,
  startsOn: '2026-11-01',
  endsOn: '2027-01-30',
  graceDays: 14,
  feeFreeDays: 7,
  feeBp: 500,
  feeMaxCents: null,
  paidCents: 16_910 * KSH,
  ...over,
});

/** `day` at `time` on Kenya's clock (EAT, UTC+3). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

describe('the reminder due', () => {
  it.each([
    // [what, plan, day, time, sent in the last week, the key due (null: none)]
    ['the day before the first suggested date, 07:59: too early', plan(), '2026-11-07', '07:59', 0, null],
    ['at 08:00: the next payment is coming', plan(), '2026-11-07', '08:00', 0, 'upcoming:2026-11-08'],
    ['at 18:59: still', plan(), '2026-11-07', '18:59', 0, 'upcoming:2026-11-08'],
    ['at 19:00: too late', plan(), '2026-11-07', '19:00', 0, null],
    ['at 21:00: too late', plan(), '2026-11-07', '21:00', 0, null],
    ['two days before: not yet', plan(), '2026-11-06', '10:00', 0, null],
    ['on the date itself: the same reminder (queued once)', plan(), '2026-11-08', '10:00', 1, 'upcoming:2026-11-08'],
    ['two already this week: none', plan(), '2026-11-07', '10:00', REMINDERS_PER_WEEK, null],
    ['one already this week: it goes', plan(), '2026-11-07', '10:00', 1, 'upcoming:2026-11-08'],
    ['the day after it, unpaid: behind', plan(), '2026-11-09', '10:00', 0, 'behind:2026-11-08:0'],
    ['still behind within the week: the same one', plan(), '2026-11-14', '10:00', 1, 'behind:2026-11-08:0'],
    ['a week after the date, still behind: nudged again', plan(), '2026-11-15', '10:00', 0, 'behind:2026-11-08:1'],
    ['two weeks after', plan(), '2026-11-22', '08:00', 0, 'behind:2026-11-08:2'],
    ['caught up: the next date is coming', plan({ paidCents: (16_910 + 5_637) * KSH }), '2026-11-14', '10:00', 0, 'upcoming:2026-11-15'],
    [
      'paid ahead three weeks: reminded before the fourth',
      plan({ paidCents: (16_910 + 3 * 5_637) * KSH }),
      '2026-11-28',
      '10:00',
      0,
      'upcoming:2026-11-29',
    ],
    ['15 days before the end date: only behind', plan(), '2027-01-15', '10:00', 0, 'behind:2026-11-08:9'],
    ['14 days before the end date: ending, before behind', plan(), '2027-01-16', '10:00', 0, 'ending:2027-01-30:14'],
    ['10 days before: the same', plan(), '2027-01-20', '10:00', 0, 'ending:2027-01-30:14'],
    ['7 days before', plan(), '2027-01-23', '10:00', 0, 'ending:2027-01-30:7'],
    ['2 days before', plan(), '2027-01-28', '10:00', 0, 'ending:2027-01-30:2'],
    ['on the end date', plan(), '2027-01-30', '10:00', 0, 'ending:2027-01-30:2'],
    ['ending, but at 19:00: none', plan(), '2027-01-28', '19:00', 0, null],
    ['the first day of grace', plan(), '2027-01-31', '10:00', 0, 'grace:2027-02-14:1'],
    ['the ninth: the same', plan(), '2027-02-08', '10:00', 0, 'grace:2027-02-14:1'],
    ['the tenth day of grace', plan(), '2027-02-09', '10:00', 0, 'grace:2027-02-14:10'],
    ['the grace’s last day', plan(), '2027-02-13', '18:00', 0, 'grace:2027-02-14:10'],
    ['the day it expires: none (the sweep ends it)', plan(), '2027-02-14', '10:00', 0, null],
    ['paid in full: none', plan({ status: 'paid', paidCents: 84_550 * KSH }), '2026-11-09', '10:00', 0, null],
    ['nothing left to pay, not yet marked paid: none', plan({ paidCents: 84_550 * KSH }), '2026-11-09', '10:00', 0, null],
    ['cancelled: none', plan({ status: 'cancelled' }), '2026-11-09', '10:00', 0, null],
    ['expired: none', plan({ status: 'expired' }), '2027-01-31', '10:00', 0, null],
    ['waiting for its deposit: none', plan({ status: 'awaiting_deposit', paidCents: 0 }), '2026-11-07', '10:00', 0, null],
  ] as Array<[string, PlanState, string, string, number, string | null]>)('%s', (_, p, day, time, sent, key) => {
    expect(dueReminder(p, at(day, time), sent)?.key ?? null).toBe(key);
  });

  it.each([
    ['upcoming', '2026-11-07', { kind: 'upcoming', forDay: '2026-11-08' }],
    ['behind', '2026-11-16', { kind: 'behind', forDay: '2026-11-08' }],
    ['ending', '2027-01-23', { kind: 'ending', forDay: '2027-01-30' }],
    ['grace', '2027-02-01', { kind: 'grace', forDay: '2027-02-14' }],
  ] as Array<[string, string, Partial<Reminder>]>)('a %s reminder names the day it is about', (_, day, expected) => {
    expect(dueReminder(plan(), at(day, '12:00'), 0)).toMatchObject(expected);
  });
});

/**
 * A plan's whole life walked every half hour, as the sweep would, with the outbox as the log: each
 * key queued once, at most two in any seven days, only in the hours, and the grace's last reminder
 * before the day it ends.
 */
describe('a plan left unpaid from its deposit to its end, swept every half hour', () => {
  function walk(p: PlanState): Array<{ at: Date; reminder: Reminder }> {
    const sent: Array<{ at: Date; reminder: Reminder }> = [];
    const end = at(expiresOn(p), '23:30').getTime();
    for (let t = at(p.startsOn, '00:00').getTime(); t <= end; t += 30 * 60_000) {
      const now = new Date(t);
      const lastWeek = sent.filter((s) => t - s.at.getTime() < 7 * 86_400_000).length;
      const reminder = dueReminder(p, now, lastWeek);
      if (reminder && !sent.some((s) => s.reminder.key === reminder.key)) sent.push({ at: now, reminder });
    }
    return sent;
  }
  const sent = walk(plan());

  it('sends only from 08:00 until 19:00 in Kenya', () => {
    expect(sent.length).toBeGreaterThan(0);
    for (const s of sent) expect(shopHour(s.at)).toBeGreaterThanOrEqual(8);
    for (const s of sent) expect(shopHour(s.at)).toBeLessThan(19);
  });

  it('sends at most two in any seven days', () => {
    for (const s of sent) {
      const window = sent.filter((o) => o.at >= s.at && o.at.getTime() - s.at.getTime() < 7 * 86_400_000);
      expect(window.length).toBeLessThanOrEqual(REMINDERS_PER_WEEK);
    }
  });

  it('goes upcoming, then behind weekly, then ending, then grace, and stops before the day it ends', () => {
    expect(sent.map((s) => `${shopDay(s.at)} ${s.reminder.key}`)).toEqual([
      '2026-11-07 upcoming:2026-11-08',
      '2026-11-09 behind:2026-11-08:0',
      ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((week) => `${addDays('2026-11-08', 7 * week)} behind:2026-11-08:${week}`),
      '2027-01-16 ending:2027-01-30:14',
      '2027-01-23 ending:2027-01-30:7',
      '2027-01-28 ending:2027-01-30:2',
      '2027-01-31 grace:2027-02-14:1',
      '2027-02-09 grace:2027-02-14:10',
    ]);
  });

  it('sends nothing to a plan paid in full', () => {
    expect(walk(plan({ status: 'paid', paidCents: 84_550 * KSH }))).toEqual([]);
  });
});
