import { describe, expect, it } from 'vitest';
import { maskedAddress } from '../../src/lib/stock/alert-address.ts';
import { alertContact, alertTarget, stockAlertRequest } from '../../src/lib/stock/alert-request.ts';
import { isLow, lowStockAlertDay } from '../../src/lib/stock/low-stock-day.ts';

/** "Tell me when it's back" and the daily low-stock alert (issue 44): the rules, without a database. */
describe('a back-in-stock sign-up', () => {
  it.each([
    [
      { productId: 'inverter-5kw', phone: '0712 345 678' },
      { channel: 'sms', address: '+254712345678' },
    ],
    [
      { productId: 'inverter-5kw', phone: '+254 110-000-111' },
      { channel: 'sms', address: '+254110000111' },
    ],
    [
      { productId: 'inverter-5kw', email: '  Wanjiku@Example.co.KE ' },
      { channel: 'email', address: 'wanjiku@example.co.ke' },
    ],
    [
      { productId: ' inverter-5kw ', email: 'a@b.co', locale: 'sw' },
      { channel: 'email', address: 'a@b.co' },
    ],
  ])('%j goes to %j', (body, target) => {
    const parsed = stockAlertRequest.parse(body);
    expect(parsed.productId).toBe('inverter-5kw');
    expect(alertTarget(parsed)).toEqual(target);
  });

  it.each([
    ['neither a phone nor an e-mail', { productId: 'p' }, 'phone', 'stockAlert.error.oneContact'],
    ['both a phone and an e-mail', { productId: 'p', phone: '0712345678', email: 'a@b.co' }, 'email', 'stockAlert.error.oneContact'],
    ['a phone that is not Kenyan', { productId: 'p', phone: '+44 20 7946 0958' }, 'phone', 'checkout.error.phone'],
    ['an empty phone', { productId: 'p', phone: '' }, 'phone', 'checkout.error.phone'],
    ['an e-mail without a domain', { productId: 'p', email: 'wanjiku@' }, 'email', 'checkout.error.email'],
    ['an e-mail as a number', { productId: 'p', email: 12 }, 'email', 'checkout.error.email'],
    ['no product', { phone: '0712345678' }, 'productId', 'stockAlert.error.productId'],
    ['a blank product', { productId: '   ', phone: '0712345678' }, 'productId', 'stockAlert.error.productId'],
    ['a product id of 201 characters', { productId: 'p'.repeat(201), phone: '0712345678' }, 'productId', 'stockAlert.error.productId'],
    ['a language the shop does not speak', { productId: 'p', phone: '0712345678', locale: 'fr' }, 'locale', 'stockAlert.error.locale'],
  ])('refuses %s, naming the field', (_case, body, field, message) => {
    const parsed = stockAlertRequest.safeParse(body);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it.each([
    ['wanjiku@example.co.ke', { email: 'wanjiku@example.co.ke' }],
    ['0712 345 678', { phone: '0712 345 678' }],
    ['', { phone: '' }],
  ])('the form’s one field %j is sent as %j', (typed, request) => {
    expect(alertContact(typed)).toEqual(request);
  });
});

describe('an address on the unsubscribe page', () => {
  it.each([
    ['sms', '+254712345678', '+254\u00a07••\u00a0•••\u00a0678'],
    ['sms', '+254110000111', '+254\u00a01••\u00a0•••\u00a0111'],
    ['email', 'wanjiku@example.co.ke', 'w••••••@example.co.ke'],
    ['email', 'ab@shop.test', 'a•••@shop.test'],
  ] as const)('%s %s shows as %s', (channel, address, shown) => {
    expect(maskedAddress(channel, address)).toBe(shown);
  });
});

describe('the daily low-stock alert', () => {
  it.each([
    ['2026-12-01T03:59:59.999Z', null],
    ['2026-12-01T04:00:00.000Z', '2026-12-01'],
    ['2026-12-01T20:59:59.000Z', '2026-12-01'],
    // Midnight in Nairobi is 21:00 UTC: a new day, not yet due.
    ['2026-12-01T21:00:00.000Z', null],
    ['2026-12-31T04:30:00.000Z', '2026-12-31'],
    ['2027-01-01T03:00:00.000Z', null],
  ])('at %s it is due for %s (07:00 in Nairobi, UTC+3)', (now, day) => {
    expect(lowStockAlertDay(new Date(now))).toBe(day);
  });

  it.each([
    [{ available: 4, lowThreshold: 3 }, false],
    [{ available: 3, lowThreshold: 3 }, true],
    [{ available: 0, lowThreshold: 0 }, true],
    [{ available: -1, lowThreshold: 3 }, true],
    [{ available: 1, lowThreshold: 0 }, false],
  ])('%j is low: %s', (figures, low) => {
    expect(isLow(figures)).toBe(low);
  });
});
