import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { refundPlan, type PaidPayment } from '../../src/lib/layby/refunds.ts';

/**
 * What goes back when a lay-by plan ends (src/lib/layby/refunds.ts, issue 47 item 6): everything
 * paid less the fee, payment by payment, within Pesapal's rules (reference layby-instalments.md
 * §7): a card payment may go back in part, a mobile-money payment only whole, one refund each.
 */

const KSH = 100;
const mpesa = (id: string, ksh: number, day: number): PaidPayment => ({
  id,
  amountCents: ksh * KSH,
  partial: false,
  paidAt: `2026-11-${String(day).padStart(2, '0')}T09:00:00.000Z`,
});
const card = (id: string, ksh: number, day: number): PaidPayment => ({ ...mpesa(id, ksh, day), partial: true });

/** `id:refund in KSh` per line, in the payments' order, then what is kept and waived. */
const read = (payments: PaidPayment[], feeKsh: number) => {
  const plan = refundPlan(payments, feeKsh * KSH);
  return {
    lines: plan.lines.map((l) => `${l.id}:${l.refundCents / KSH}`),
    kept: plan.keptCents / KSH,
    waived: plan.waivedCents / KSH,
  };
};

describe('what goes back of each payment', () => {
  it.each([
    // [what, payments, fee (KSh), lines, kept, waived]
    ['no fee: every payment in full', [mpesa('d', 16_910, 1), card('c', 5_000, 8)], 0, ['d:16910', 'c:5000'], 0, 0],
    ['a fee below zero is no fee', [mpesa('d', 16_910, 1)], -5, ['d:16910'], 0, 0],
    [
      'a card payment carries the fee: it goes back less the fee',
      [mpesa('d', 16_910, 1), card('c', 5_000, 8)],
      1_095,
      ['d:16910', 'c:3905'],
      1_095,
      0,
    ],
    [
      'the newest card payment that covers it carries it',
      [card('c1', 5_000, 2), card('c2', 5_000, 9), mpesa('m', 2_000, 12)],
      600,
      ['c1:5000', 'c2:4400', 'm:2000'],
      600,
      0,
    ],
    [
      'a newer card payment too small for the fee passes it to an older one',
      [card('c1', 5_000, 2), card('c2', 500, 9)],
      600,
      ['c1:4400', 'c2:500'],
      600,
      0,
    ],
    ['a card payment exactly the fee is kept whole', [mpesa('d', 4_000, 1), card('c', 600, 9)], 600, ['d:4000', 'c:0'], 600, 0],
    [
      'all M-PESA: the whole payments that fit in the fee are kept, largest first',
      [mpesa('d', 16_910, 1), mpesa('a', 500, 8), mpesa('b', 600, 9), mpesa('e', 300, 10)],
      1_000,
      ['d:16910', 'a:500', 'b:0', 'e:0'],
      900,
      100,
    ],
    [
      'all M-PESA, none fits: all go back, the fee waived',
      [mpesa('d', 16_910, 1), mpesa('a', 5_000, 8)],
      1_095,
      ['d:16910', 'a:5000'],
      0,
      1_095,
    ],
    ['all M-PESA, one exactly the fee', [mpesa('d', 16_910, 1), mpesa('a', 1_095, 8)], 1_095, ['d:16910', 'a:0'], 1_095, 0],
    [
      'card payments too small to carry the fee are kept whole like M-PESA ones',
      [mpesa('d', 16_910, 1), card('c', 300, 8), mpesa('m', 500, 9)],
      1_000,
      ['d:16910', 'c:0', 'm:0'],
      800,
      200,
    ],
    ['two payments the same size: the first by id is kept', [mpesa('b', 500, 1), mpesa('a', 500, 2)], 700, ['b:500', 'a:0'], 500, 200],
    ['nothing paid: nothing to keep, the fee waived', [], 500, [], 0, 500],
  ] as Array<[string, PaidPayment[], number, string[], number, number]>)('%s', (_, payments, fee, lines, kept, waived) => {
    expect(read(payments, fee)).toEqual({ lines, kept, waived });
  });
});

describe('whatever is paid and whatever the fee', () => {
  const payment = fc.record({
    amountCents: fc.integer({ min: 1, max: 300_000 }).map((ksh) => ksh * KSH),
    partial: fc.boolean(),
    paidAt: fc.integer({ min: 0, max: 200 }).map((day) => new Date(Date.UTC(2026, 10, 1) + day * 86_400_000).toISOString()),
  });
  const payments = fc
    .array(payment, { maxLength: 12 })
    .map((list) => list.map((p, index) => ({ ...p, id: `p${String(index).padStart(2, '0')}` })));
  const fee = fc.integer({ min: 0, max: 100_000 }).map((ksh) => ksh * KSH);

  it('refunds and what is kept add up to what was paid; the shop keeps at most the fee; no line below 0 or above its payment', () => {
    fc.assert(
      fc.property(payments, fee, (paid, feeCents) => {
        const plan = refundPlan(paid, feeCents);
        const total = paid.reduce((sum, p) => sum + p.amountCents, 0);
        const refunded = plan.lines.reduce((sum, l) => sum + l.refundCents, 0);
        expect(refunded + plan.keptCents).toBe(total);
        expect(plan.keptCents).toBeLessThanOrEqual(feeCents);
        expect(plan.keptCents + plan.waivedCents).toBe(feeCents);
        expect(plan.waivedCents).toBeGreaterThanOrEqual(0);
        expect(plan.lines.map((l) => l.id)).toEqual(paid.map((p) => p.id));
        plan.lines.forEach((line, index) => {
          const p = paid[index]!;
          expect(line.refundCents).toBeGreaterThanOrEqual(0);
          expect(line.refundCents).toBeLessThanOrEqual(p.amountCents);
          // Pesapal refunds mobile money whole or not at all.
          if (!p.partial) expect([0, p.amountCents]).toContain(line.refundCents);
        });
        // At most one payment goes back in part, and only a card payment.
        const parts = plan.lines.filter((l, i) => l.refundCents > 0 && l.refundCents < paid[i]!.amountCents);
        expect(parts.length).toBeLessThanOrEqual(1);
        // With no fee, everything goes back in full.
        if (feeCents === 0) expect(refunded).toBe(total);
      }),
      { numRuns: 2_000 },
    );
  });

  it('keeps the whole fee whenever a card payment covers it', () => {
    fc.assert(
      fc.property(payments, fee, (paid, feeCents) => {
        fc.pre(feeCents > 0 && paid.some((p) => p.partial && p.amountCents >= feeCents));
        expect(refundPlan(paid, feeCents)).toMatchObject({ keptCents: feeCents, waivedCents: 0 });
      }),
      { numRuns: 500 },
    );
  });
});
