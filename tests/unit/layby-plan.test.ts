import { describe, expect, it } from 'vitest';
import {
  balanceOf,
  cancellationFee,
  expiresOn,
  instalmentVerdict,
  isOpen,
  nextDueOn,
  PLAN_RECORD_STATUSES,
  quotePlan,
  statusAfterPayment,
  statusOf,
  suggestedNow,
  type PlanRecordStatus,
  type PlanState,
} from '../../src/lib/layby/plan.ts';
import type { LaybyTerms } from '../../src/lib/layby/terms.ts';

/**
 * A lay-by plan's rules (src/lib/layby/plan.ts, issue 47), table by table: the quote at checkout,
 * the plan's states and moves, what an instalment may be, and the cancellation fee.
 */

const KSH = 100;

/** The demo's terms (as tests/api/layby-fixture.ts): KSh 20,000 up, 20 % down, 90 days, KSh 500 a time, weekly. */
const TERMS: LaybyTerms = {
  minOrderCents: 20_000 * KSH,
  depositBp: 2000,
  termDays: 90,
  minInstalmentCents: 500 * KSH,
  mpesaMaxCents: 250_000 * KSH,
  cadenceDays: 7,
  remindDaysBefore: 1,
  graceDays: 14,
  cancelFee: { freeDays: 7, percentBp: 500, maxCents: null },
  deliveryDays: 5,
  note: { en: '', sw: '' },
};
const TODAY = '2026-11-29';

describe('the quote at checkout', () => {
  it.each([
    // [what, total (KSh), terms, method, deposit (KSh), balance (KSh), suggested (KSh)]
    ['the demo cart: 20 % down, twelve weeks to pay the rest', 84_550, TERMS, 'MPESA', 16_910, 67_640, 5_637],
    ['a deposit with cents is rounded up to the shilling', 20_001, TERMS, 'MPESA', 4_001, 16_000, 1_334],
    ['exactly the minimum order', 20_000, TERMS, 'Card', 4_000, 16_000, 1_334],
    [
      'a small share is raised to the smallest instalment',
      5_000,
      { ...TERMS, minOrderCents: 1_000 * KSH, depositBp: 500 },
      'MPESA',
      500,
      4_500,
      500,
    ],
    [
      'the suggested amount is at least the smallest instalment',
      20_000,
      { ...TERMS, minInstalmentCents: 2_000 * KSH },
      'MPESA',
      4_000,
      16_000,
      2_000,
    ],
    [
      'the suggested amount never passes the balance',
      20_000,
      { ...TERMS, depositBp: 5000, minInstalmentCents: 15_000 * KSH },
      'Card',
      15_000,
      5_000,
      5_000,
    ],
    [
      'a deposit that is the whole total leaves nothing to suggest but itself',
      1_000,
      { ...TERMS, minOrderCents: 1_000 * KSH, minInstalmentCents: 2_000 * KSH },
      'Card',
      1_000,
      0,
      1_000,
    ],
    ['daily: one amount a day', 20_000, { ...TERMS, cadenceDays: 1 }, 'MPESA', 4_000, 16_000, 500],
    ['monthly over 90 days: three amounts', 20_000, { ...TERMS, cadenceDays: 30 }, 'MPESA', 4_000, 16_000, 5_334],
    ['a deposit exactly at M-PESA’s limit is fine', 1_250_000, TERMS, 'MPESA', 250_000, 1_000_000, 83_334],
    ['a deposit over M-PESA’s limit is fine by card', 1_300_000, TERMS, 'Card', 260_000, 1_040_000, 86_667],
    ['… and by bank', 1_300_000, TERMS, 'Bank', 260_000, 1_040_000, 86_667],
  ] as const)('%s', (_, totalKsh, terms, method, deposit, balance, suggested) => {
    const quote = quotePlan(totalKsh * KSH, terms, TODAY, method);
    if (!quote.ok) throw new Error(`refused: ${quote.reason}`);
    expect({
      deposit: quote.plan.depositCents / KSH,
      balance: quote.balanceCents / KSH,
      suggested: quote.plan.suggestedCents / KSH,
    }).toEqual({
      deposit,
      balance,
      suggested,
    });
    expect(quote.plan.depositCents + quote.balanceCents).toBe(totalKsh * KSH);
    expect(quote.plan.depositCents % KSH).toBe(0);
  });

  it('keeps the terms it was made under, and ends the term’s days after today', () => {
    const quote = quotePlan(84_550 * KSH, TERMS, TODAY, 'MPESA');
    expect(quote).toMatchObject({
      ok: true,
      plan: {
        totalCents: 84_550 * KSH,
        minInstalmentCents: 500 * KSH,
        mpesaMaxCents: 250_000 * KSH,
        cadenceDays: 7,
        remindDaysBefore: 1,
        startsOn: '2026-11-29',
        endsOn: '2027-02-27',
        graceDays: 14,
        feeFreeDays: 7,
        feeBp: 500,
        feeMaxCents: null,
      },
    });
  });

  it('pays the balance by the end date when the suggested amount is paid on each suggested date', () => {
    for (const cadenceDays of [1, 3, 7, 14, 30, 31])
      for (const totalKsh of [20_000, 20_001, 84_550, 179_250, 999_999]) {
        const terms = { ...TERMS, cadenceDays };
        const quote = quotePlan(totalKsh * KSH, terms, TODAY, 'Card');
        if (!quote.ok) throw new Error(quote.reason);
        const dates = Math.floor(terms.termDays / cadenceDays);
        expect(quote.plan.suggestedCents * dates, `${totalKsh} every ${cadenceDays} days`).toBeGreaterThanOrEqual(quote.balanceCents);
      }
  });

  it.each([
    ['no terms: the shop offers no lay-by', 84_550 * KSH, null, 'MPESA', 'not_offered'],
    ['below the minimum order', 19_999 * KSH, TERMS, 'MPESA', 'below_minimum'],
    ['cash on delivery', 84_550 * KSH, TERMS, 'Cash', 'cash'],
    ['a total with cents (M-PESA moves whole shillings)', 84_550 * KSH + 50, TERMS, 'Card', 'not_whole_shillings'],
    ['a deposit over M-PESA’s limit with M-PESA', 1_300_000 * KSH, TERMS, 'MPESA', 'deposit_over_mpesa_limit'],
    ['a deposit one shilling over the limit', 1_250_005 * KSH, TERMS, 'MPESA', 'deposit_over_mpesa_limit'],
  ] as const)('refuses %s', (_, total, terms, method, reason) => {
    expect(quotePlan(total, terms, TODAY, method)).toEqual({ ok: false, reason });
  });
});

/** A plan of the demo cart made on 1 November: KSh 16,910 down, KSh 5,637 a week suggested, ends 30 January. */
const PLAN: PlanState = {
  status: 'active',
  paidCents: 16_910 * KSH,
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
};
const plan = (over: Partial<PlanState> = {}): PlanState => ({ ...PLAN, ...over });

describe('where a plan stands', () => {
  it.each([
    // [what, plan, today, status, next suggested date]
    ['waiting for its deposit', plan({ status: 'awaiting_deposit', paidCents: 0 }), '2026-11-20', 'awaiting_deposit', '2026-11-01'],
    ['the deposit paid, before the first suggested date', plan(), '2026-11-07', 'active', '2026-11-08'],
    ['on the suggested date itself', plan(), '2026-11-08', 'active', '2026-11-08'],
    ['the day after it, unpaid: behind', plan(), '2026-11-09', 'behind', '2026-11-08'],
    ['one week paid: the next date is a week on', plan({ paidCents: (16_910 + 5_637) * KSH }), '2026-11-09', 'active', '2026-11-15'],
    ['less than a week’s amount counts for nothing yet', plan({ paidCents: (16_910 + 5_636) * KSH }), '2026-11-09', 'behind', '2026-11-08'],
    ['paid ahead: three weeks covered', plan({ paidCents: (16_910 + 3 * 5_637) * KSH }), '2026-11-20', 'active', '2026-11-29'],
    ['the twelfth week paid: the next date is the twelfth', plan({ paidCents: 84_000 * KSH }), '2027-01-20', 'active', '2027-01-24'],
    [
      'a date past the end date is the end date',
      plan({ suggestedCents: 5_000 * KSH, paidCents: 76_910 * KSH }),
      '2027-01-29',
      'active',
      '2027-01-30',
    ],
    ['on the end date, unpaid: behind, not yet overdue', plan(), '2027-01-30', 'behind', '2026-11-08'],
    ['the day after the end date: overdue (in its grace)', plan(), '2027-01-31', 'overdue', '2026-11-08'],
    ['still overdue on the grace’s last day', plan(), '2027-02-13', 'overdue', '2026-11-08'],
    ['paid in full', plan({ status: 'paid', paidCents: 84_550 * KSH }), '2027-03-01', 'paid', null],
    ['cancelled', plan({ status: 'cancelled' }), '2026-11-09', 'cancelled', null],
    ['expired', plan({ status: 'expired' }), '2027-02-14', 'expired', null],
    ['nothing left to pay but not yet marked paid', plan({ paidCents: 84_550 * KSH }), '2026-12-01', 'active', null],
  ] as Array<[string, PlanState, string, string, string | null]>)('%s', (_, p, today, status, next) => {
    expect(statusOf(p, today)).toBe(status);
    expect(nextDueOn(p)).toBe(next);
  });

  it('ends unpaid the day after its end date and grace', () => {
    expect(expiresOn(PLAN)).toBe('2027-02-14');
    expect(expiresOn({ endsOn: '2027-01-30', graceDays: 0 })).toBe('2027-01-31');
  });

  it.each([
    ['awaiting_deposit', true],
    ['active', true],
    ['paid', false],
    ['cancelled', false],
    ['expired', false],
  ] as Array<[PlanRecordStatus, boolean]>)('a plan %s takes payments: %s', (status, open) => {
    expect(isOpen({ status })).toBe(open);
  });

  it('its balance is never below zero', () => {
    expect(balanceOf({ totalCents: 1000, paidCents: 400 })).toBe(600);
    expect(balanceOf({ totalCents: 1000, paidCents: 1200 })).toBe(0);
  });
});

describe('the plan’s record after a payment (its state machine)', () => {
  const deposit = PLAN.depositCents;
  const total = PLAN.totalCents;
  it.each([
    // [from, paid after the payment, to]
    ['awaiting_deposit', 0, 'awaiting_deposit'],
    ['awaiting_deposit', deposit - KSH, 'awaiting_deposit'],
    ['awaiting_deposit', deposit, 'active'],
    ['awaiting_deposit', deposit + 500 * KSH, 'active'],
    ['awaiting_deposit', total, 'paid'],
    ['active', deposit + 500 * KSH, 'active'],
    ['active', total - KSH, 'active'],
    ['active', total, 'paid'],
    ['active', total + KSH, 'paid'],
    ['paid', total, 'paid'],
    ['cancelled', total, 'cancelled'],
    ['expired', total, 'expired'],
    ['cancelled', deposit, 'cancelled'],
  ] as Array<[PlanRecordStatus, number, PlanRecordStatus]>)('%s, %i cents paid → %s', (from, paid, to) => {
    expect(statusAfterPayment({ status: from, totalCents: total, depositCents: deposit }, paid)).toBe(to);
  });

  it('no payment moves a plan backwards or out of an end', () => {
    const rank: Record<PlanRecordStatus, number> = { awaiting_deposit: 0, active: 1, paid: 2, cancelled: 3, expired: 3 };
    for (const from of PLAN_RECORD_STATUSES)
      for (const paid of [0, deposit - 1, deposit, total - 1, total]) {
        const to = statusAfterPayment({ status: from, totalCents: total, depositCents: deposit }, paid);
        if (from === 'cancelled' || from === 'expired' || from === 'paid') expect(to).toBe(from);
        else expect(rank[to]).toBeGreaterThanOrEqual(rank[from]);
      }
  });
});

describe('what an instalment may be', () => {
  const balance = PLAN.totalCents - PLAN.paidCents; // KSh 67,640
  it.each([
    // [what, plan, amount, method, verdict]
    ['the smallest instalment exactly', plan(), 500 * KSH, 'MPESA', 'ok'],
    ['a shilling below it', plan(), 499 * KSH, 'MPESA', 'below_minimum'],
    ['the whole balance', plan(), balance, 'MPESA', 'ok'],
    ['a shilling above the balance', plan(), balance + KSH, 'MPESA', 'over_balance'],
    [
      'the last payment, below the minimum but exactly the balance',
      plan({ paidCents: PLAN.totalCents - 120 * KSH }),
      120 * KSH,
      'MPESA',
      'ok',
    ],
    ['below the minimum and below the balance', plan({ paidCents: PLAN.totalCents - 120 * KSH }), 100 * KSH, 'MPESA', 'below_minimum'],
    ['cents', plan(), 500 * KSH + 50, 'Card', 'not_whole_shillings'],
    ['nothing', plan(), 0, 'Card', 'not_whole_shillings'],
    ['less than nothing', plan(), -500 * KSH, 'Card', 'not_whole_shillings'],
    ['a fraction of a cent', plan(), 50_000.5, 'Card', 'not_whole_shillings'],
    ['paid in full', plan({ status: 'paid', paidCents: PLAN.totalCents }), 500 * KSH, 'MPESA', 'plan_closed'],
    ['cancelled', plan({ status: 'cancelled' }), 500 * KSH, 'MPESA', 'plan_closed'],
    ['expired', plan({ status: 'expired' }), 500 * KSH, 'MPESA', 'plan_closed'],
    ['active with nothing left', plan({ paidCents: PLAN.totalCents }), 500 * KSH, 'MPESA', 'plan_closed'],
    [
      'the deposit first: less than it is refused',
      plan({ status: 'awaiting_deposit', paidCents: 0 }),
      5_000 * KSH,
      'MPESA',
      'below_deposit',
    ],
    ['the deposit exactly', plan({ status: 'awaiting_deposit', paidCents: 0 }), PLAN.depositCents, 'MPESA', 'ok'],
    ['more than the deposit at once', plan({ status: 'awaiting_deposit', paidCents: 0 }), 30_000 * KSH, 'MPESA', 'ok'],
  ] as const)('%s → %s', (_, p, amount, method, verdict) => {
    const answer = instalmentVerdict(p, amount, method);
    expect(answer.ok ? 'ok' : answer.refusal).toBe(verdict);
  });

  describe('M-PESA’s per-transaction limit (KSh 250,000) on a balance above it', () => {
    const big = plan({ totalCents: 1_000_000 * KSH, depositCents: 200_000 * KSH, paidCents: 200_000 * KSH });
    it.each([
      ['MPESA', 250_000 * KSH, 'ok'],
      ['MPESA', 250_001 * KSH, 'over_mpesa_limit'],
      ['MPESA', 800_000 * KSH, 'over_mpesa_limit'],
      ['Card', 250_001 * KSH, 'ok'],
      ['Card', 800_000 * KSH, 'ok'],
      ['Card', 800_001 * KSH, 'over_balance'],
      ['MPESA', 800_001 * KSH, 'over_balance'],
    ] as const)('%s, %i cents → %s', (method, amount, verdict) => {
      const answer = instalmentVerdict(big, amount, method);
      expect(answer.ok ? 'ok' : answer.refusal).toBe(verdict);
    });
  });

  it.each([
    ['the deposit while it is due', plan({ status: 'awaiting_deposit', paidCents: 0 }), 'MPESA', PLAN.depositCents],
    ['the suggested amount', plan(), 'MPESA', PLAN.suggestedCents],
    ['the balance when it is smaller', plan({ paidCents: PLAN.totalCents - 200 * KSH }), 'MPESA', 200 * KSH],
    ['M-PESA’s limit on a big balance', plan({ totalCents: 2_000_000 * KSH, suggestedCents: 400_000 * KSH }), 'MPESA', 250_000 * KSH],
    ['by card, no limit', plan({ totalCents: 2_000_000 * KSH, suggestedCents: 400_000 * KSH }), 'Card', 400_000 * KSH],
    ['nothing once paid', plan({ status: 'paid', paidCents: PLAN.totalCents }), 'MPESA', 0],
  ] as const)('the pay form offers first %s', (_, p, method, amount) => {
    expect(suggestedNow(p, method)).toBe(amount);
  });
});

describe('the cancellation fee', () => {
  it.each([
    // [what, plan, who ends it, today, fee (KSh)]
    ['on the day it started', plan(), 'customer', '2026-11-01', 0],
    ['within the free days', plan(), 'customer', '2026-11-05', 0],
    ['on the last free day (the 7th after the start)', plan(), 'customer', '2026-11-08', 0],
    ['the day after the free days: 5 % of what was paid, down to the shilling', plan(), 'customer', '2026-11-09', 845],
    ['5 % of KSh 16,919 is KSh 845.95: KSh 845', plan({ paidCents: 16_919 * KSH }), 'customer', '2026-12-01', 845],
    ['at most the cap', plan({ feeMaxCents: 500 * KSH }), 'customer', '2026-12-01', 500],
    ['a cap above the share changes nothing', plan({ feeMaxCents: 5_000 * KSH }), 'customer', '2026-12-01', 845],
    ['a cap of nothing: no fee', plan({ feeMaxCents: 0 }), 'customer', '2026-12-01', 0],
    ['no free days: the fee from the first day', plan({ feeFreeDays: 0 }), 'customer', '2026-11-01', 845],
    ['expired by the sweep: the same fee', plan(), 'system', '2027-02-14', 845],
    ['ended by the team: waived', plan(), 'admin', '2026-12-01', 0],
    ['nothing paid: nothing to keep', plan({ status: 'awaiting_deposit', paidCents: 0 }), 'customer', '2026-12-01', 0],
    ['a fee of 0 %', plan({ feeBp: 0 }), 'customer', '2026-12-01', 0],
    ['less than a shilling of fee rounds down to none', plan({ paidCents: 19 * KSH }), 'customer', '2026-12-01', 0],
  ] as const)('%s', (_, p, by, today, feeKsh) => {
    const fee = cancellationFee(p, by, today);
    expect(fee).toBe(feeKsh * KSH);
    expect(fee % KSH).toBe(0);
    expect(fee).toBeLessThanOrEqual(p.paidCents);
  });
});
