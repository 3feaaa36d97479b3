import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { LaybyPlanAnswer } from '../../src/api/account.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { cancelQuote } from '../../src/lib/layby/cancel-quote.ts';
import { laybyPlanHtml } from '../../src/lib/layby/plan-html.ts';
import { cancelWords, paymentLines, planNote, suggestedAmount, takesPayment, typedAmountCents } from '../../src/lib/layby/plan-words.ts';
import type { LaybyPlan, PlanPayment } from '../../src/lib/layby/plan.ts';
import { LaybyPlan as LaybyPlanIsland } from '../../src/islands/order/LaybyPlan.tsx';

/**
 * A lay-by's plan as /track and /orders say it (issue 47): the amount a person types, the amount
 * the form offers, whether it takes a payment, and what a cancel today gives back within Pesapal's
 * rules (a fee kept from a card, or whole M-PESA payments that fit in it, the rest waived).
 */
const KSH = 100;
const en = translationsFor('en');
const sw = translationsFor('sw');

describe('the amount typed into the pay form', () => {
  it.each([
    ['1500', 1500 * KSH],
    ['1,500', 1500 * KSH],
    [' KSh 1 500 ', 1500 * KSH],
    ['kes.20000', 20_000 * KSH],
    ['0', null],
    ['', null],
    ['1500.50', null],
    ['-500', null],
    ['1e3', null],
    ['elfu moja', null],
    ['1234567890', null],
  ])('%j is %s cents', (typed, cents) => {
    expect(typedAmountCents(typed)).toBe(cents);
  });
});

const PLAN: LaybyPlanAnswer = {
  status: 'active',
  totalCents: 100_000 * KSH,
  depositCents: 20_000 * KSH,
  paidCents: 20_000 * KSH,
  balanceCents: 80_000 * KSH,
  startsOn: '2026-11-01',
  endsOn: '2027-01-30',
  expiresOn: '2027-02-14',
  nextDueOn: '2026-11-08',
  suggestedCents: 6_154 * KSH,
  cadenceDays: 7,
  minInstalmentCents: 500 * KSH,
  maxInstalmentCents: 80_000 * KSH,
  payments: [
    {
      amountCents: 20_000 * KSH,
      kind: 'online',
      method: 'MpesaKE',
      code: 'QK12AB34CD',
      paidAt: '2026-11-01T09:00:00Z',
      reversed: false,
      keptAsFee: false,
    },
  ],
  ended: null,
  cancel: { feeCents: 1_000 * KSH, keptCents: 0, refundCents: 20_000 * KSH },
};

describe('the pay form’s amount and whether it shows', () => {
  it.each<[string, Partial<LaybyPlanAnswer>, number, boolean]>([
    ['the suggested amount', {}, 6_154 * KSH, true],
    ['the deposit while it is due', { status: 'awaiting_deposit', paidCents: 0, minInstalmentCents: 20_000 * KSH }, 20_000 * KSH, true],
    [
      'the balance when less than suggested',
      { balanceCents: 300 * KSH, minInstalmentCents: 300 * KSH, maxInstalmentCents: 300 * KSH },
      300 * KSH,
      true,
    ],
    [
      'M-PESA’s limit when the suggestion is above it',
      { suggestedCents: 300_000 * KSH, maxInstalmentCents: 250_000 * KSH },
      250_000 * KSH,
      true,
    ],
    ['none once paid', { status: 'paid', balanceCents: 0, minInstalmentCents: 0, maxInstalmentCents: 0 }, 0, false],
    ['none once cancelled', { status: 'cancelled' }, 6_154 * KSH, false],
  ])('%s', (_case, change, amount, shown) => {
    const plan = { ...PLAN, ...change };
    expect(takesPayment(plan)).toBe(shown);
    if (shown) expect(suggestedAmount(plan)).toBe(amount);
  });
});

function plan(payments: Array<Pick<PlanPayment, 'amountCents' | 'method'> & Partial<PlanPayment>>, startsOn = '2026-11-01'): LaybyPlan {
  const list = payments.map((p, at) => ({
    id: `p${at}`,
    kind: 'online' as const,
    code: `CODE${at}`,
    paidAt: `2026-11-0${at + 1}T09:00:00Z`,
    reversed: false,
    keptAsFee: false,
    ...p,
  }));
  return {
    totalCents: 100_000 * KSH,
    depositCents: 20_000 * KSH,
    minInstalmentCents: 500 * KSH,
    mpesaMaxCents: 250_000 * KSH,
    cadenceDays: 7,
    suggestedCents: 6_154 * KSH,
    remindDaysBefore: 1,
    startsOn,
    endsOn: '2027-01-30',
    graceDays: 14,
    feeFreeDays: 7,
    feeBp: 500,
    feeMaxCents: null,
    status: 'active',
    paidCents: list.filter((p) => !p.reversed).reduce((sum, p) => sum + p.amountCents, 0),
    paidAt: null,
    extensions: 0,
    ended: null,
    refunds: null,
    payments: list,
  };
}

describe('what a cancel today gives back', () => {
  it.each<[string, LaybyPlan, string, { feeCents: number; keptCents: number; refundCents: number } | null]>([
    [
      'within the fee-free days: everything',
      plan([{ amountCents: 20_000 * KSH, method: 'MpesaKE' }]),
      '2026-11-05',
      {
        feeCents: 0,
        keptCents: 0,
        refundCents: 20_000 * KSH,
      },
    ],
    [
      'after them, one M-PESA payment larger than the fee: it goes back whole, the fee waived',
      plan([{ amountCents: 20_000 * KSH, method: 'MpesaKE' }]),
      '2026-11-20',
      {
        feeCents: 1_000 * KSH,
        keptCents: 0,
        refundCents: 20_000 * KSH,
      },
    ],
    [
      'a small M-PESA payment that fits in the fee is kept whole',
      plan([
        { amountCents: 20_000 * KSH, method: 'MpesaKE' },
        { amountCents: 600 * KSH, method: 'MpesaKE' },
      ]),
      '2026-11-20',
      {
        feeCents: 1_030 * KSH,
        keptCents: 600 * KSH,
        refundCents: 20_000 * KSH,
      },
    ],
    [
      'a card payment carries the fee',
      plan([{ amountCents: 20_000 * KSH, method: 'Visa' }]),
      '2026-11-20',
      {
        feeCents: 1_000 * KSH,
        keptCents: 1_000 * KSH,
        refundCents: 19_000 * KSH,
      },
    ],
    [
      'a returned payment is not given back twice',
      plan([
        { amountCents: 20_000 * KSH, method: 'Visa' },
        { amountCents: 5_000 * KSH, method: 'MpesaKE', reversed: true },
      ]),
      '2026-11-20',
      {
        feeCents: 1_000 * KSH,
        keptCents: 1_000 * KSH,
        refundCents: 19_000 * KSH,
      },
    ],
    [
      'a closed plan: nothing to quote',
      { ...plan([{ amountCents: 20_000 * KSH, method: 'MpesaKE' }]), status: 'paid' },
      '2026-11-20',
      null,
    ],
  ])('%s', (_case, laybyPlan, today, quote) => {
    expect(cancelQuote(laybyPlan, 'MPESA', today)).toEqual(quote);
  });

  it.each([
    [
      'en',
      en,
      { feeCents: 1_000 * KSH, keptCents: 1_000 * KSH, refundCents: 19_000 * KSH },
      'If you cancel today, the shop keeps KSh 1,000 as the fee and KSh 19,000 goes back to you',
    ],
    [
      'en',
      en,
      { feeCents: 1_000 * KSH, keptCents: 0, refundCents: 20_000 * KSH },
      'If you cancel today, all you paid, KSh 20,000, goes back to you: no fee.',
    ],
    [
      'sw',
      sw,
      { feeCents: 1_000 * KSH, keptCents: 1_000 * KSH, refundCents: 19_000 * KSH },
      'Ukisitisha leo, duka litabaki na KSh 1,000 kama ada na utarejeshewa KSh 19,000',
    ],
  ] as const)('%s says it before the confirm', (_locale, t, cancel, words) => {
    expect(cancelWords({ ...PLAN, cancel }, t)).toContain(words);
  });
});

describe('each payment as the customer matches it', () => {
  const paid = { amountCents: 500 * KSH, paidAt: '2026-11-02T09:00:00Z', reversed: false, keptAsFee: false };
  it.each<[string, LaybyPlanAnswer['payments'][number], string, string | null]>([
    ['online by M-PESA: its code', { ...paid, kind: 'online', method: 'MpesaKE', code: 'QK12AB34CD' }, 'M-PESA code QK12AB34CD', null],
    ['by card: the card and its reference', { ...paid, kind: 'online', method: 'Visa', code: '4321' }, 'Visa · Reference 4321', null],
    ['cash at the shop', { ...paid, kind: 'shop', method: 'cash', code: null }, 'Cash at the shop', null],
    ['M-PESA at the shop', { ...paid, kind: 'shop', method: 'mpesa', code: 'QK9' }, 'M-PESA at the shop · M-PESA code QK9', null],
    ['kept as the fee', { ...paid, kind: 'online', method: 'MpesaKE', code: 'QK1', keptAsFee: true }, 'M-PESA code QK1', 'Kept as the fee'],
    ['returned', { ...paid, kind: 'online', method: 'MpesaKE', code: 'QK2', reversed: true }, 'M-PESA code QK2', 'Returned'],
  ])('%s', (_case, payment, how, note) => {
    expect(paymentLines({ ...PLAN, payments: [payment] }, 'MPESA', en)).toEqual([
      { amount: 'KSh 500', date: expect.stringContaining('2 Nov 2026'), at: payment.paidAt, how, note },
    ]);
  });
});

describe('the plan on /track and /orders', () => {
  it('says where it stands once ended or past its end date', () => {
    expect(planNote({ ...PLAN, status: 'overdue' }, en)).toBe(
      'The end date has passed: pay the balance before 14 February 2027, or the plan ends and what you paid goes back less the fee.',
    );
    const ended = { at: '2026-11-20T10:00:00Z', by: 'customer' as const, reason: 'r', feeCents: 600 * KSH };
    expect(planNote({ ...PLAN, status: 'cancelled', ended, cancel: null }, sw)).toBe(
      'Mpango huu uliisha 20 Novemba 2026. Utarejeshewa KSh 19,400; duka lilibaki na KSh 600 kama ada.',
    );
  });

  it('reads the same from the server’s HTML and the island: figures, the M-PESA code, the form prefilled', () => {
    const html = laybyPlanHtml(PLAN, 'MPESA', en, { action: '/track/instalment', phone: '0712345678', reference: 'ABCD1234' });
    const island = renderToStaticMarkup(createElement(LaybyPlanIsland, { orderId: 'o1', plan: PLAN, chosenMethod: 'MPESA' }));
    for (const markup of [html, island]) {
      expect(markup).toContain('KSh 20,000 of KSh 100,000');
      expect(markup).toContain('>M-PESA code QK12AB34CD<');
      expect(markup).toContain('KSh 6,154 suggested by 8 November 2026');
      expect(markup).toMatch(/min="500"[^>]*max="80000"|max="80000"[^>]*min="500"/);
      expect(markup).toContain('value="6154"');
    }
  });
});
