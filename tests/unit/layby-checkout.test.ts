import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { translationsFor } from '../../src/i18n/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { LaybyQuoteAnswer } from '../../src/api/checkout.ts';
import type { LaybyPlanAnswer } from '../../src/api/account.ts';
import type { PaymentMethod } from '../../src/lib/order-types.ts';
import type { PaymentStatus } from '../../src/lib/payment-status.ts';
import { quoteFigures } from '../../src/lib/orders/figures.ts';
import {
  everyWords,
  figuresToPay,
  laybyBlocker,
  laybyOffer,
  laybySummary,
  type PlanChoice,
} from '../../src/islands/checkout/layby-offer.ts';
import { LaybyChoice, LaybyWhy } from '../../src/islands/checkout/LaybyChoice.tsx';
import { forgetPlan, keepPlan, restorePlan } from '../../src/islands/checkout/plan-kept.ts';
import { laybyPaymentWords } from '../../src/islands/payment/layby-payment.ts';
import { laybyLead, laybyNextSteps, planOpen, planRows } from '../../src/islands/order/layby-plan-words.ts';

/**
 * Lipa Mdogo Mdogo as the shopper reads it (issue 47): step 1's offer and what stops it, the
 * review's deposit, the payment pages' words for a deposit and a later payment, and the
 * confirmation's plan. The figures are the server's; these only say them, in both languages.
 */

const en = translationsFor('en');
const sw = translationsFor('sw');

/** KSh 100,000 under 20 % deposit, 90 days, weekly, KSh 500 smallest, M-PESA KSh 250,000. */
const OFFERED: Extract<LaybyQuoteAnswer, { offered: true }> = {
  offered: true,
  depositCents: 2_000_000,
  balanceCents: 8_000_000,
  endsOn: '2027-02-27',
  suggestedCents: 666_700,
  cadenceDays: 7,
  minInstalmentCents: 50_000,
  mpesaMaxCents: 25_000_000,
};
const BELOW: LaybyQuoteAnswer = { offered: false, reason: 'below_minimum', minOrderCents: 2_000_000 };

describe('step 1: what is offered', () => {
  it.each<[string, Locale, Record<string, string>]>([
    [
      'English',
      'en',
      {
        deposit: 'KSh 20,000',
        balance: 'KSh 80,000',
        'ends-on': '27 February 2027',
        suggested: 'KSh 6,667 every week',
        smallest: 'KSh 500 (the last may be less: exactly what is left)',
      },
    ],
    [
      'Kiswahili',
      'sw',
      {
        deposit: 'KSh 20,000',
        balance: 'KSh 80,000',
        'ends-on': '27 Februari 2027',
        suggested: 'KSh 6,667 kila wiki',
        smallest: 'KSh 500 (ya mwisho inaweza kuwa chini: kiasi kilichobaki kamili)',
      },
    ],
  ])('an eligible cart shows deposit, balance, end date, the weekly amount and the smallest payment (%s)', (_, locale, values) => {
    const offer = laybyOffer(OFFERED, translationsFor(locale));
    expect(offer?.kind).toBe('offered');
    if (offer?.kind !== 'offered') return;
    expect(Object.fromEntries(offer.rows.map((row) => [row.id, row.value]))).toEqual(values);
    expect(offer.delivered).toMatch(locale === 'en' ? /once it is paid in full/ : /likishalipwa kikamilifu/);
  });

  it.each<[string, LaybyQuoteAnswer | null, Locale, string | null]>([
    ['below the minimum', BELOW, 'en', 'Lipa Mdogo Mdogo (lay-by) starts at orders of KSh 20,000.'],
    ['below the minimum, in Kiswahili', BELOW, 'sw', 'Lipa Mdogo Mdogo (lay-by) huanzia maagizo ya KSh 20,000.'],
    [
      'another reason',
      { offered: false, reason: 'not_whole_shillings', minOrderCents: 2_000_000 },
      'en',
      'Lipa Mdogo Mdogo (lay-by) is not offered for this order.',
    ],
    ['no lay-by at the shop: nothing said', null, 'en', null],
  ])('a cart that cannot have one: %s', (_, layby, locale, why) => {
    const offer = laybyOffer(layby, translationsFor(locale));
    expect(offer?.kind === 'ineligible' ? offer.why : null).toBe(why);
  });

  it.each<[number, number, string]>([
    [50_000, 7, 'KSh 500 every week'],
    [50_000, 14, 'KSh 500 every 2 weeks'],
    [50_000, 1, 'KSh 500 every day'],
    [50_000, 10, 'KSh 500 every 10 days'],
    [50_000, 21, 'KSh 500 every 3 weeks'],
  ])('%i cents every %i days reads "%s"', (cents, days, words) => {
    expect(everyWords(cents, days, en)).toBe(words);
  });
});

describe('what stops a lay-by with the way to pay', () => {
  const overMpesa = { ...OFFERED, depositCents: 30_000_000, balanceCents: 120_000_000 };
  it.each<[string, PlanChoice, LaybyQuoteAnswer | null, PaymentMethod, string | null]>([
    ['pay all now: nothing', 'now', BELOW, 'Cash', null],
    ['lay-by with M-PESA under its limit', 'layby', OFFERED, 'MPESA', null],
    ['lay-by by card', 'layby', overMpesa, 'Card', null],
    [
      'lay-by with cash on delivery',
      'layby',
      OFFERED,
      'Cash',
      'Not with cash on delivery: lay-by is paid online, by M-PESA, card or bank.',
    ],
    [
      'a deposit above what M-PESA takes in one payment',
      'layby',
      overMpesa,
      'MPESA',
      'The deposit of KSh 300,000 is more than M-PESA takes in one payment (KSh 250,000): pay it by card or bank.',
    ],
    [
      'a cart that no longer has one',
      'layby',
      BELOW,
      'Card',
      'Lipa Mdogo Mdogo (lay-by) is not offered for this order any more: choose Pay all now.',
    ],
    ['no quote yet', 'layby', null, 'Card', 'Lipa Mdogo Mdogo (lay-by) is not offered for this order any more: choose Pay all now.'],
  ])('%s', (_, plan, layby, method, blocked) => {
    expect(laybyBlocker(plan, layby, method, en)).toBe(blocked);
  });
});

describe('what is paid now', () => {
  const priced = {
    subtotalCents: 10_000_000,
    shippingCents: 0,
    totalCents: 10_000_000,
    lines: [
      {
        productId: 'p1',
        productName: 'A 5 kW kit',
        unitPriceCents: 10_000_000,
        quantity: 1,
        lineTotalCents: 10_000_000,
        tax: { taxType: 'B' as const, rateBp: 1600 },
      },
    ],
    deliveryTax: null,
    delivery: null,
  };
  it.each<[string, PlanChoice, LaybyQuoteAnswer | null, number]>([
    ['all now: the total', 'now', OFFERED, 10_000_000],
    ['lay-by: the deposit', 'layby', OFFERED, 2_000_000],
    ['lay-by chosen on a cart without one: the total (the page refuses to place it)', 'layby', BELOW, 10_000_000],
  ])('%s', (_, plan, layby, payNow) => {
    const figures = figuresToPay(quoteFigures(priced, 'MPESA'), plan, layby);
    expect(figures.dueOnlineCents).toBe(payNow);
    expect(figures.totalCents).toBe(10_000_000);
  });

  it.each<[Locale, string]>([
    ['en', 'Deposit KSh 20,000 now; balance KSh 80,000 by 27 February 2027.'],
    ['sw', 'Amana KSh 20,000 sasa; salio KSh 80,000 kufikia 27 Februari 2027.'],
  ])('the review says the deposit, the balance and the date (%s)', (locale, line) => {
    expect(laybySummary(OFFERED, translationsFor(locale))).toBe(line);
  });
});

describe('the choice on the page', () => {
  const render = (plan: PlanChoice, method: PaymentMethod, layby: LaybyQuoteAnswer | null = OFFERED) =>
    renderToStaticMarkup(createElement(LaybyChoice, { layby, plan, method, onPlan: () => undefined }));

  it('is a radio group with its legend: all now and lay-by, each with its label', () => {
    const html = render('now', 'MPESA');
    expect(html).toContain('<legend>How to pay</legend>');
    expect(html.match(/<input type="radio"[^>]*name="paymentPlan"/g)).toHaveLength(2);
    expect(html).toContain('Lipa Mdogo Mdogo (lay-by)');
    // The plan's figures only once lay-by is chosen.
    expect(html).not.toContain('data-testid="layby-plan"');
  });

  it('chosen, shows the plan', () => {
    const html = render('layby', 'Card');
    expect(html).toContain('data-testid="layby-deposit">KSh 20,000<');
    expect(html).toContain('data-testid="layby-ends-on">27 February 2027<');
    expect(html).toContain('We deliver once it is paid in full.');
    // No cancellation note written in the CMS: none shown.
    expect(html).not.toContain('data-testid="layby-note"');
  });

  it('chosen, shows the editors’ cancellation note when they wrote one', () => {
    const html = render('layby', 'MPESA', { ...OFFERED, note: 'Cancel any time before you have paid in full.' });
    expect(html).toContain('data-testid="layby-note">Cancel any time before you have paid in full.<');
  });

  it('with cash on delivery chosen, lay-by is disabled and says why', () => {
    const html = render('now', 'Cash');
    expect(html).toMatch(/<input [^>]*disabled=""[^>]*value="layby"/);
    expect(html).toContain('Not with cash on delivery');
  });

  it('says nothing for a cart that cannot have one, and the methods say why in one line', () => {
    expect(render('now', 'MPESA', BELOW)).toBe('');
    expect(renderToStaticMarkup(createElement(LaybyWhy, { layby: BELOW }))).toContain('starts at orders of KSh 20,000');
    expect(renderToStaticMarkup(createElement(LaybyWhy, { layby: null }))).toBe('');
  });
});

/** The plan as the confirmation answers it, before the deposit (what these pages read of it; the rest is /track's). */
const PLAN = {
  status: 'awaiting_deposit',
  totalCents: 10_000_000,
  depositCents: 2_000_000,
  paidCents: 0,
  balanceCents: 10_000_000,
  startsOn: '2026-11-29',
  endsOn: '2027-02-27',
  expiresOn: '2027-03-14',
  nextDueOn: '2026-11-29',
  suggestedCents: 666_700,
  cadenceDays: 7,
  minInstalmentCents: 50_000,
  maxInstalmentCents: 10_000_000,
  payments: [],
  ended: null,
  cancel: null,
} as LaybyPlanAnswer;
const AFTER_DEPOSIT: LaybyPlanAnswer = {
  ...PLAN,
  status: 'active',
  paidCents: 2_000_000,
  balanceCents: 8_000_000,
  nextDueOn: '2026-12-06',
};

describe('the payment pages on a lay-by', () => {
  it.each<[string, LaybyPlanAnswer, number, PaymentStatus, boolean, Locale, string, string | null]>([
    [
      'the deposit, waiting',
      PLAN,
      2_000_000,
      'PENDING',
      false,
      'en',
      'Deposit KSh 20,000 now; balance KSh 80,000 by 27 February 2027.',
      null,
    ],
    [
      'the deposit, completed, the plan read before',
      PLAN,
      2_000_000,
      'COMPLETED',
      false,
      'en',
      'Deposit KSh 20,000 now; balance KSh 80,000 by 27 February 2027.',
      'Your deposit is paid and your order is reserved. Thank you! The balance is KSh 80,000, by 27 February 2027.',
    ],
    [
      'the deposit, completed, the plan read after',
      AFTER_DEPOSIT,
      2_000_000,
      'COMPLETED',
      true,
      'sw',
      'Amana KSh 20,000 sasa; salio KSh 80,000 kufikia 27 Februari 2027.',
      'Amana yako imelipwa na agizo lako limehifadhiwa. Asante! Salio ni KSh 80,000, kufikia 27 Februari 2027.',
    ],
    [
      'a later payment, waiting',
      AFTER_DEPOSIT,
      500_000,
      'PENDING',
      false,
      'en',
      'This payment KSh 5,000; balance after it KSh 75,000 by 27 February 2027.',
      null,
    ],
    [
      'a later payment, completed',
      { ...AFTER_DEPOSIT, paidCents: 2_500_000, balanceCents: 7_500_000 },
      500_000,
      'COMPLETED',
      true,
      'en',
      'This payment KSh 5,000; balance after it KSh 75,000 by 27 February 2027.',
      'Your payment is received. Thank you! The balance is KSh 75,000, by 27 February 2027.',
    ],
    [
      'the last payment',
      { ...AFTER_DEPOSIT, status: 'paid', paidCents: 10_000_000, balanceCents: 0 },
      8_000_000,
      'COMPLETED',
      true,
      'en',
      'This payment KSh 80,000; balance after it KSh 0 by 27 February 2027.',
      'Your lay-by is paid in full. Thank you! Your order now goes to delivery.',
    ],
    [
      'a deposit that failed: no outcome of ours',
      PLAN,
      2_000_000,
      'FAILED',
      false,
      'en',
      'Deposit KSh 20,000 now; balance KSh 80,000 by 27 February 2027.',
      null,
    ],
  ])('%s', (_, plan, amountCents, status, counted, locale, line, outcome) => {
    expect(laybyPaymentWords(plan, { amountCents, status, counted }, translationsFor(locale))).toEqual({ line, outcome });
  });

  it('never says the order is paid in full while a balance is left', () => {
    for (const t of [en, sw]) {
      const words = laybyPaymentWords(PLAN, { amountCents: 2_000_000, status: 'COMPLETED', counted: false }, t);
      expect(words.outcome).not.toBe(t('payment.layby.paidInFull'));
      expect(words.outcome).not.toBe(t('payment.outcome.paid'));
    }
  });
});

describe('the confirmation of a lay-by order', () => {
  it.each<[Locale, Record<string, string>]>([
    ['en', { paid: 'KSh 20,000', balance: 'KSh 80,000', 'ends-on': '27 February 2027', 'next-due': 'KSh 6,667 by 6 December 2026' }],
    ['sw', { paid: 'KSh 20,000', balance: 'KSh 80,000', 'ends-on': '27 Februari 2027', 'next-due': 'KSh 6,667 kufikia 6 Desemba 2026' }],
  ])('shows paid, balance, end date and the next suggested payment (%s)', (locale, rows) => {
    expect(Object.fromEntries(planRows(AFTER_DEPOSIT, translationsFor(locale)).map((row) => [row.id, row.value]))).toEqual(rows);
  });

  it('suggests no more than the balance', () => {
    const last = planRows({ ...AFTER_DEPOSIT, paidCents: 9_800_000, balanceCents: 200_000 }, en).find((row) => row.id === 'next-due');
    expect(last?.value).toBe('KSh 2,000 by 6 December 2026');
  });

  it.each<[string, { status: 'layby' | 'awaiting_payment' | 'paid'; plan: LaybyPlanAnswer | null }, string | null]>([
    [
      'deposit paid: reserved, delivered once paid in full',
      { status: 'layby', plan: AFTER_DEPOSIT },
      'Your deposit is paid and your order is reserved. We deliver it once it is paid in full.',
    ],
    ['deposit still due', { status: 'awaiting_payment', plan: PLAN }, 'Your order is saved. Pay the deposit of KSh 20,000 to reserve it.'],
    ['paid in full: as any paid order', { status: 'paid', plan: { ...AFTER_DEPOSIT, status: 'paid', balanceCents: 0 } }, null],
    ['not a lay-by', { status: 'paid', plan: null }, null],
  ])('leads with: %s', (_, order, lead) => {
    expect(laybyLead(order, en)).toBe(lead);
  });

  it.each<[string, LaybyPlanAnswer, boolean]>([
    ['waiting for the deposit', PLAN, true],
    ['paying', AFTER_DEPOSIT, true],
    ['paid', { ...AFTER_DEPOSIT, status: 'paid', balanceCents: 0 }, false],
    ['cancelled', { ...AFTER_DEPOSIT, status: 'cancelled' }, false],
    ['expired', { ...AFTER_DEPOSIT, status: 'expired' }, false],
  ])('a plan %s is open: %s', (_, plan, open) => {
    expect(planOpen(plan)).toBe(open);
  });

  it('next: pay the rest by the end date from the smallest amount, then delivery', () => {
    expect(laybyNextSteps(AFTER_DEPOSIT, en)).toEqual([
      'Pay what is left by 27 February 2027, in amounts you choose from KSh 500: open your order with its reference and your phone.',
      'Once it is paid in full, we call you to agree the delivery day.',
    ]);
  });
});

describe('the lay-by choice kept for this tab', () => {
  const storage = (initial: string | null) => {
    let value = initial;
    return {
      getItem: () => value,
      setItem: (_: string, next: string) => void (value = next),
      removeItem: () => void (value = null),
      read: () => value,
    };
  };
  it.each<[string, string | null, PlanChoice]>([
    ['lay-by chosen before', 'layby', 'layby'],
    ['nothing kept', null, 'now'],
    ['something else kept', 'credit', 'now'],
  ])('%s: %s', (_, kept, plan) => {
    expect(restorePlan(storage(kept))).toBe(plan);
  });
  it('is kept while lay-by is chosen and forgotten once the order is done', () => {
    const kept = storage(null);
    keepPlan(kept, 'layby');
    expect(kept.read()).toBe('layby');
    forgetPlan(kept);
    expect(kept.read()).toBeNull();
  });
  it('holds without storage', () => {
    expect(restorePlan(null)).toBe('now');
    expect(() => keepPlan(null, 'layby')).not.toThrow();
  });
});
