import { describe, expect, it } from 'vitest';
import { signInAddress, signInReasonOf } from '../../src/lib/auth/sign-in-reason.ts';

describe('a signed-out visitor sent home is asked to sign in, and told why', () => {
  it.each([
    ['?sign-in=account', 'account'],
    ['?sign-in=orders', 'orders'],
    ['?utm_source=whatsapp&sign-in=orders', 'orders'],
    ['', null],
    ['?sign-in=admin', null],
    ['?sign-in=', null],
    ['?sign-in=__proto__', null],
  ])('%j → %j', (search, reason) => {
    expect(signInReasonOf(search)).toBe(reason);
  });

  it('round-trips through the address it sends them to', () => {
    expect(signInReasonOf(new URL(signInAddress('orders'), 'https://shop.test').search)).toBe('orders');
  });
});
