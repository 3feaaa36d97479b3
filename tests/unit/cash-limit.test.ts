import { describe, expect, it } from 'vitest';
import { cashOffer, cashOfferFor, type CashLimit, type CashOffer, type PricedForCash } from '../../src/lib/checkout/cash-limit.ts';
import { cashLimitInfo, cashLimitRule, type CashLimitField } from '../../src/lib/content-rules/cash-limit.ts';

const callFirst: CashLimit = { limitCents: 50_000_00, above: 'call-first' };
const notOffered: CashLimit = { limitCents: 50_000_00, above: 'not-offered' };

describe('cash on delivery under the shop’s limit', () => {
  it.each<[string, number, CashLimit | null, CashOffer]>([
    ['no limit: any amount', 175_750_00, null, 'offered'],
    ['below a call-first limit', 49_999_00, callFirst, 'offered'],
    ['at the limit: up to and including it', 50_000_00, callFirst, 'offered'],
    ['a shilling above a call-first limit', 50_001_00, callFirst, 'call-first'],
    ['the KSh 175,750 inverter, call-first', 175_750_00, callFirst, 'call-first'],
    ['below a not-offered limit', 3_610_00, notOffered, 'offered'],
    ['at a not-offered limit', 50_000_00, notOffered, 'offered'],
    ['above a not-offered limit', 175_750_00, notOffered, 'not-offered'],
  ])('%s: %i cents, limit %j → %s', (_, driverCents, limit, expected) => {
    expect(cashOffer(driverCents, limit)).toBe(expected);
  });

  const onDelivery = (feeCents: number | null) => ({ feeCents, collect: 'on-delivery' as const });
  it.each<[string, PricedForCash, number, CashOffer]>([
    ['goods only, no county yet', { totalCents: 48_000_00, delivery: null }, 48_000_00, 'offered'],
    [
      'the driver’s delivery fee counts: it takes the order over',
      { totalCents: 48_000_00, delivery: onDelivery(3_000_00) },
      51_000_00,
      'call-first',
    ],
    [
      'a fee charged online is in the total already',
      { totalCents: 51_000_00, delivery: { feeCents: 3_000_00, collect: 'online' } },
      51_000_00,
      'call-first',
    ],
    ['a fee still to be quoted is not known, so not counted', { totalCents: 49_000_00, delivery: onDelivery(null) }, 49_000_00, 'offered'],
  ])('%s', (_, order, driverCents, offer) => {
    expect(cashOfferFor(order, callFirst)).toEqual({ offer, driverCents });
  });
});

describe('the Studio’s and the build’s rule for the setting', () => {
  it.each<[string, CashLimitField | null, true | RegExp]>([
    ['not set', null, true],
    ['both empty', { limit: null, above: null }, true],
    ['a limit that calls first', { limit: 5_000_000, above: 'call-first' }, true],
    ['a limit that refuses cash', { limit: 5_000_000, above: 'not-offered' }, true],
    ['what happens above, without a limit', { above: 'call-first' }, /^Set the limit/],
    ['a limit without what happens above it', { limit: 5_000_000 }, /^Say what happens above the limit/],
    ['cents', { limit: 5_000_050, above: 'call-first' }, /^Must be whole shillings/],
    ['zero', { limit: 0, above: 'not-offered' }, /^Must be above 0/],
    ['below zero', { limit: -100, above: 'not-offered' }, /^Must be above 0/],
    ['an unknown choice', { limit: 5_000_000, above: 'deposit' }, /^Must be one of: call-first, not-offered/],
  ])('%s', (_, field, expected) => {
    const result = cashLimitRule(field);
    if (expected === true) expect(result).toBe(true);
    else expect(result).toMatch(expected);
  });

  it.each<[CashLimitField, true | string]>([
    [
      { limit: 5_000_000, above: 'call-first' },
      'Shoppers read: cash on delivery up to KSh 50,000; above that, the team confirms the order by phone before it is sent',
    ],
    // A limit typed in shillings reads as a hundredth of it: the editor sees it before publishing.
    [{ limit: 50_000, above: 'not-offered' }, 'Shoppers read: cash on delivery up to KSh 500; above that, pay online'],
    [{ limit: 5_000_050, above: 'call-first' }, true],
    [{}, true],
  ])('what the editor is told beside %j', (field, expected) => {
    expect(cashLimitInfo(field)).toBe(expected);
  });
});
