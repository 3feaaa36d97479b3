import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { allocate, splitGross, taxSummary, vatIncluded } from '../../src/lib/tax/vat.ts';
import { STATUTORY_RATE_BP, statutoryTax } from '../../src/lib/tax/tax-types.ts';

/** VAT in VAT-inclusive prices, per line as KRA sums it: reference kra-etims-oscu.md §8 and §14. */
describe('splitting a VAT-inclusive price', () => {
  it.each([
    // [what, gross cents, rate bp, net, vat]
    ['the worked example: inverter KSh 175,750 at 16 %', 17_575_000, 1600, 15_150_862, 2_424_138],
    ['the worked example: delivery KSh 3,500 at 16 %', 350_000, 1600, 301_724, 48_276],
    ['KSh 116 at 16 % is KSh 100 and KSh 16', 11_600, 1600, 10_000, 1_600],
    ['one cent at 16 % is all net', 1, 1600, 1, 0],
    ['half a cent of net rounds up: 58 cents', 58, 1600, 50, 8],
    ['KSh 108 at 8 % (E)', 10_800, 800, 10_000, 800],
    ['exempt, zero-rated and non-VAT: all net', 17_575_000, 0, 17_575_000, 0],
    ['nothing', 0, 1600, 0, 0],
    ['KSh 10 billion stays exact', 1_000_000_000_000, 1600, 862_068_965_517, 137_931_034_483],
  ])('%s', (_, gross, rate, net, vat) => {
    expect(splitGross(gross, rate)).toEqual({ netCents: net, vatCents: vat });
  });

  it('always gives back the gross exactly, and the VAT is the net at the rate to within a cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000_000 }), fc.constantFrom(0, 800, 1600), (gross, rate) => {
        const { netCents, vatCents } = splitGross(gross, rate);
        expect(netCents + vatCents).toBe(gross);
        expect(Math.abs(vatCents - (netCents * rate) / 10_000)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it.each([
    [1.5, 1600],
    [100, -1],
    [100, 16.5],
    [Number.NaN, 1600],
  ])('refuses %s cents at %s bp', (gross, rate) => {
    expect(() => splitGross(gross, rate)).toThrow(RangeError);
  });
});

describe('an invoice’s sums per tax type', () => {
  it('the worked example: inverter and delivery, both B', () => {
    const summary = taxSummary([
      { grossCents: 17_575_000, ...statutoryTax('B') },
      { grossCents: 350_000, ...statutoryTax('B') },
    ]);
    expect(summary.byType.B).toEqual({ taxableCents: 15_452_586, vatCents: 2_472_414, grossCents: 17_925_000, rateBp: 1600 });
    expect(summary).toMatchObject({ taxableCents: 15_452_586, vatCents: 2_472_414, grossCents: 17_925_000 });
    expect(summary.byType.A).toEqual({ taxableCents: 0, vatCents: 0, grossCents: 0, rateBp: null });
  });

  it('the worked example’s variant: the inverter exempt (A), delivery B', () => {
    const summary = taxSummary([
      { grossCents: 17_575_000, ...statutoryTax('A') },
      { grossCents: 350_000, ...statutoryTax('B') },
    ]);
    expect(summary.byType.A).toMatchObject({ taxableCents: 17_575_000, vatCents: 0 });
    expect(summary).toMatchObject({ taxableCents: 17_876_724, vatCents: 48_276, grossCents: 17_925_000 });
  });

  it('sums line by line, not the invoice at once: three lines of 58 cents carry 24 cents of VAT', () => {
    const line = { grossCents: 58, ...statutoryTax('B') };
    expect(vatIncluded([line, line, line])).toBe(24);
    expect(splitGross(174, 1600).vatCents).toBe(24);
  });

  it('refuses one type at two rates', () => {
    expect(() =>
      taxSummary([
        { grossCents: 100, taxType: 'B', rateBp: 1600 },
        { grossCents: 100, taxType: 'B', rateBp: 1400 },
      ]),
    ).toThrow(/two rates/);
  });

  it('knows the statutory rates', () => {
    expect(STATUTORY_RATE_BP).toEqual({ A: 0, B: 1600, C: 0, D: 0, E: 800 });
  });
});

describe('sharing an amount over lines', () => {
  it.each([
    ['the whole amount: each line its own', 30_000, [10_000, 20_000], [10_000, 20_000]],
    ['half', 15_000, [10_000, 20_000], [5_000, 10_000]],
    ['a third, the odd cent to the last line', 10_000, [10_000, 10_000, 10_000], [3_333, 3_333, 3_334]],
    ['nothing', 0, [10_000, 20_000], [0, 0]],
    ['one line', 700, [1_000], [700]],
    ['two thirds of three 1-cent lines: no line passes its cent', 2, [1, 1, 1], [0, 1, 1]],
  ])('%s', (_, amount, grosses, shares) => {
    expect(
      allocate(
        amount,
        grosses.map((grossCents) => ({ grossCents })),
      ).map((l) => l.shareCents),
    ).toEqual(shares);
  });

  it('shares sum to the amount and no share passes its line', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 1, max: 50_000_000 }), { minLength: 1, maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (grosses, part) => {
          const total = grosses.reduce((a, b) => a + b, 0);
          const amount = Math.floor(total * part);
          const shares = allocate(
            amount,
            grosses.map((grossCents) => ({ grossCents })),
          );
          expect(shares.reduce((sum, l) => sum + l.shareCents, 0)).toBe(amount);
          for (const l of shares) expect(l.shareCents).toBeGreaterThanOrEqual(0);
          for (const l of shares) expect(l.shareCents).toBeLessThanOrEqual(l.grossCents);
        },
      ),
    );
  });

  it('refuses more than the lines hold', () => {
    expect(() => allocate(30_001, [{ grossCents: 30_000 }])).toThrow(RangeError);
  });
});
