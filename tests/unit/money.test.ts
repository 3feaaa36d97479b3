import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatKes, isWholeShillings } from '../../src/lib/money.ts';
import { discountedPrice, percentOf } from '../../src/lib/pricing.ts';

describe('formatKes', () => {
  it.each([
    [0, 'KSh 0'],
    [100, 'KSh 1'],
    [1234500, 'KSh 12,345'],
    [1234550, 'KSh 12,345.50'],
    [44999900, 'KSh 449,999'],
    [5, 'KSh 0.05'],
  ])('%i cents is %s', (cents, text) => {
    expect(formatKes(cents, 'en')).toBe(text);
  });
});

describe('centsToDecimal', () => {
  it.each([
    [0, '0.00'],
    [1234550, '12345.50'],
    [99, '0.99'],
  ])('%i cents is %s', (cents, text) => expect(centsToDecimal(cents)).toBe(text));
});

describe('isWholeShillings', () => {
  it.each<[number, boolean]>([
    [0, true],
    [100, true],
    [99_800, true],
    [99_750, false],
    [1, false],
    [100.5, false],
    [Number.NaN, false],
  ])('%d cents: %s', (cents, whole) => expect(isWholeShillings(cents)).toBe(whole));
});

describe('percentOf: to the nearest whole shilling, half a shilling up', () => {
  it.each([
    // A whole result stays as it is.
    [1_000_000, 50, 500_000],
    [50_000, 100, 50_000],
    [50_000, 0, 0],
    // Below half a shilling goes down, half and above goes up.
    [100_000, 95.7, 95_700],
    [99_900, 50, 50_000], // KSh 499.50 → 500
    [99_700, 50, 49_900], // KSh 498.50 → 499
    [100_100, 50, 50_100], // KSh 500.50 → 501
    [10_100, 12.5, 1_300], // KSh 12.625 → 13
    [10_300, 12.5, 1_300], // KSh 12.875 → 13
    [10_000, 12.5, 1_300], // KSh 12.50 → 13
    [9_900, 12.5, 1_200], // KSh 12.375 → 12
    // Amounts that carry cents (an old order) come out whole too.
    [99_750, 100, 99_800],
    [99_749, 100, 99_700],
    [1, 50, 0],
    // 50.005 % takes the thousandth of a percent as given.
    [1_000_000, 50.005, 500_100],
  ])('%i cents × %s percent = %i cents', (amount, percent, expected) => {
    const result = percentOf(amount, percent);
    expect(result).toBe(expected);
    expect(isWholeShillings(result)).toBe(true);
  });

  it.each([
    [-100, 5],
    [100.5, 5],
    [100, -1],
    [100, Number.NaN],
    [100, Number.POSITIVE_INFINITY],
    [Number.MAX_SAFE_INTEGER, 50],
  ])('refuses %s cents × %s percent', (amount, percent) => {
    expect(() => percentOf(amount, percent)).toThrow(RangeError);
  });
});

describe('discountedPrice: the list price less the site-wide discount, to the nearest whole shilling, half up', () => {
  it.each([
    // 0 %: the list price, whole.
    [1_234_500, 0, 1_234_500],
    [99_750, 0, 99_800],
    // 5 %, the spec's: KSh 1,050 × 0.95 = 997.50 → 998 (was KSh 997.50 before prices were whole).
    [105_000, 5, 99_800],
    [1_850_000, 5, 1_757_500],
    [25_000, 5, 23_800], // KSh 237.50 → 238
    [65_000, 5, 61_800], // KSh 617.50 → 618
    [95_000, 5, 90_300], // KSh 902.50 → 903
    [135_000, 5, 128_300], // KSh 1,282.50 → 1,283
    [45_000, 5, 42_800], // KSh 427.50 → 428
    [100_000, 5, 95_000],
    [47_368_300, 5, 44_999_900], // KSh 473,683 → 449,998.85 → 449,999: the Premium Solar Package
    [26_315_700, 5, 24_999_900], // KSh 263,157 → 249,999.15 → 249,999
    [999, 5, 900], // KSh 9.49 → 9
    [1_100, 5, 1_000], // KSh 10.45 → 10
    [0, 5, 0],
    // 12.5 %: eighths of a shilling.
    [100_000, 12.5, 87_500],
    [100_100, 12.5, 87_600], // KSh 875.875 → 876
    [100_400, 12.5, 87_900], // KSh 878.50 → 879
    [100_300, 12.5, 87_800], // KSh 877.625 → 878
    // Other percentages.
    [100_100, 10, 90_100], // KSh 900.90 → 901
    [100_500, 10, 90_500], // KSh 904.50 → 905
    [100, 50, 100], // KSh 0.50 → 1
    [29_999_900, 33.333, 20_000_000], // KSh 200,000.133… → 200,000
    [1_000_000, 0.5, 995_000],
    [1_000_100, 99.9, 1_000], // KSh 10.001 → 10
    [1_050_000, 99.9, 1_100], // KSh 10.50 → 11
  ])('%i cents less %s percent is %i cents', (list, percent, expected) => {
    const price = discountedPrice(list, percent);
    expect(price).toBe(expected);
    expect(isWholeShillings(price)).toBe(true);
  });

  it('gives every list price from KSh 1 to KSh 2,000 at 5 % a whole price within half a shilling of the exact one', () => {
    for (let shillings = 1; shillings <= 2_000; shillings++) {
      const price = discountedPrice(shillings * 100, 5);
      const exact = shillings * 95;
      expect(isWholeShillings(price), `KSh ${shillings}`).toBe(true);
      expect(price - exact, `KSh ${shillings}`).toBeLessThanOrEqual(50);
      expect(exact - price, `KSh ${shillings}`).toBeLessThan(50);
    }
  });

  it.each([
    [-1, 5],
    [10.5, 5],
    [100, -1],
    [100, 100],
  ])('refuses list price %d with discount %d', (list, percent) => {
    expect(() => discountedPrice(list, percent)).toThrow(RangeError);
  });
});
