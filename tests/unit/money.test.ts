import { describe, expect, it } from 'vitest';
import { centsToDecimal, formatKes } from '../../src/lib/money.ts';
import { discountedPrice } from '../../src/lib/pricing.ts';

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

describe('discountedPrice (site-wide discount, rounded to the cent)', () => {
  it.each([
    [1850000, 5, 1757500],
    [25000, 5, 23750],
    [999, 5, 949],
    [1001, 5, 951],
    [0, 5, 0],
    [1234567, 0, 1234567],
    [100, 50, 50],
  ])('%i cents less %d%% is %i', (list, percent, expected) => {
    expect(discountedPrice(list, percent)).toBe(expected);
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
