import { describe, expect, it } from 'vitest';
import { parseRefundAmount } from '../../src/lib/admin/refund-amount.ts';

/** A card payment of KSh 2,500.50. */
const PAID = 250_050;

describe('the refund amount an admin types, in shillings', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    ['1500', 150_000],
    ['1,500', 150_000],
    ['1 500', 150_000],
    ['1500.5', 150_050],
    ['1500.50', 150_050],
    ['0.05', 5],
    ['KSh 1,500', 150_000],
    ['ksh1500.29', 150_029],
    ['2500.50', PAID],
    [' 2,500.50 ', PAID],
  ])('"%s" is sent as %s cents', (typed, amountCents) => {
    expect(parseRefundAmount(typed, PAID)).toEqual({ ok: true, amountCents });
  });

  it.each([
    ['abc', 'format'],
    ['-5', 'format'],
    ['1e3', 'format'],
    ['1500.505', 'format'],
    ['1.500,50', 'format'],
    ['.5', 'format'],
    ['1500.', 'format'],
    ['1234567890', 'format'],
    ['0', 'zero'],
    ['0.00', 'zero'],
    ['2500.51', 'more_than_paid'],
    ['3,000', 'more_than_paid'],
  ])('"%s" is refused: %s', (typed, problem) => {
    expect(parseRefundAmount(typed, PAID)).toEqual({ ok: false, problem });
  });
});
