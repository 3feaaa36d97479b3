import { describe, expect, it } from 'vitest';
import { addDays } from '../../src/lib/layby/calendar.ts';
import type { PlanRecordStatus, PlanState } from '../../src/lib/layby/plan.ts';
import { countViews, ENDING_SOON_DAYS, endingSoon, viewsOf } from '../../src/lib/layby/views.ts';

/** The owner's lay-by tabs (issue 47, item 7): which views a plan is under on a day. */

const TODAY = '2026-12-10';

/** KSh 100,000, KSh 20,000 down, KSh 7,000 a week suggested, started `startedDaysAgo` days ago, ending in `endsInDays`. */
function plan(status: PlanRecordStatus, paidCents: number, startedDaysAgo: number, endsInDays: number): PlanState {
  return {
    status,
    paidCents,
    totalCents: 100_000_00,
    depositCents: 20_000_00,
    minInstalmentCents: 500_00,
    mpesaMaxCents: 250_000_00,
    cadenceDays: 7,
    suggestedCents: 7_000_00,
    remindDaysBefore: 1,
    startsOn: addDays(TODAY, -startedDaysAgo),
    endsOn: addDays(TODAY, endsInDays),
    graceDays: 14,
    feeFreeDays: 7,
    feeBp: 500,
    feeMaxCents: null,
  };
}

describe('lay-by views', () => {
  it.each([
    ['waiting for its deposit', plan('awaiting_deposit', 0, 0, 90), ['open']],
    ['on track', plan('active', 20_000_00, 3, 87), ['open', 'active']],
    ['a week paid ahead', plan('active', 27_000_00, 10, 80), ['open', 'active']],
    ['a suggested date missed', plan('active', 20_000_00, 10, 80), ['open', 'behind']],
    ['on track and ending in 14 days', plan('active', 20_000_00, 3, ENDING_SOON_DAYS), ['open', 'active', 'ending']],
    ['on track and ending in 15 days', plan('active', 20_000_00, 3, ENDING_SOON_DAYS + 1), ['open', 'active']],
    ['behind and ending today', plan('active', 20_000_00, 90, 0), ['open', 'behind', 'ending']],
    ['past its end date, in its grace', plan('active', 50_000_00, 95, -5), ['open', 'behind']],
    ['paid in full', plan('paid', 100_000_00, 40, 50), ['completed']],
    ['cancelled', plan('cancelled', 20_000_00, 40, 5), ['ended']],
    ['ended unpaid', plan('expired', 20_000_00, 120, -20), ['ended']],
  ])('%s', (_, state, views) => {
    expect(viewsOf(state, TODAY)).toEqual(views);
  });

  it('ending soon is only ever an open plan', () => {
    expect(endingSoon(plan('active', 20_000_00, 80, 10), TODAY)).toBe(true);
    expect(endingSoon(plan('paid', 100_000_00, 80, 10), TODAY)).toBe(false);
    expect(endingSoon(plan('cancelled', 20_000_00, 80, 10), TODAY)).toBe(false);
  });

  it('counts each plan under every view it is in', () => {
    const counts = countViews(
      [
        plan('active', 20_000_00, 3, 87),
        plan('active', 20_000_00, 90, 0),
        plan('paid', 100_000_00, 40, 50),
        plan('awaiting_deposit', 0, 0, 90),
      ],
      TODAY,
    );
    expect(counts).toEqual({ open: 3, active: 1, behind: 1, ending: 1, completed: 1, ended: 0 });
  });
});
