import { describe, expect, it } from 'vitest';
import { returnPathFor, sameSitePath, signInAddress, signInRequestOf } from '../../src/lib/auth/sign-in-reason.ts';

describe('a signed-out visitor sent home is asked to sign in, and told why', () => {
  it.each([
    ['?sign-in=account', { reason: 'account', returnTo: '/account' }],
    ['?sign-in=orders', { reason: 'orders', returnTo: '/orders' }],
    ['?utm_source=whatsapp&sign-in=orders', { reason: 'orders', returnTo: '/orders' }],
    ['?sign-in=admin', { reason: 'admin', returnTo: '/admin' }],
    ['?sign-in=admin&back=%2Fadmin%2Forder%3Fid%3D7f3c', { reason: 'admin', returnTo: '/admin/order?id=7f3c' }],
    ['?sign-in=admin&back=https%3A%2F%2Fevil.test%2Fadmin', { reason: 'admin', returnTo: '/admin' }],
    ['?sign-in=admin&back=%2Faccount', { reason: 'admin', returnTo: '/admin' }],
    ['?sign-in=account&back=%2Fadmin', { reason: 'account', returnTo: '/account' }],
    ['', null],
    ['?sign-in=root', null],
    ['?sign-in=', null],
    ['?sign-in=__proto__', null],
    ['?back=%2Fadmin', null],
  ])('%j → %j', (search, request) => {
    expect(signInRequestOf(search)).toEqual(request);
  });

  it.each([
    ['account', undefined],
    ['orders', undefined],
    ['admin', undefined],
    ['admin', '/admin/order?id=0b5e1c2a-5a8e-4c8e-9d1e-3f9a2b7c6d10'],
    ['admin', '/admin/orders?payment=awaiting_payment&q=customer%40solarshop.test'],
    ['admin', '/admin/warranty#claims'],
  ] as const)('%s, back to %j, round-trips through the address it sends them to', (reason, returnTo) => {
    const address = signInAddress(reason, returnTo);
    expect(address).toMatch(/^\/\?sign-in=/);
    expect(signInRequestOf(new URL(address, 'https://shop.test').search)).toEqual({ reason, returnTo: returnTo ?? `/${reason}` });
  });
});

describe('only a path on this site is a place to come back to (never an open redirect)', () => {
  it.each([
    ['/admin', '/admin'],
    ['/admin/order?id=7f3c', '/admin/order?id=7f3c'],
    ['/admin/./order?id=7f3c', '/admin/order?id=7f3c'],
    ['/sw/account', '/sw/account'],
    ['/%2F%2Fevil.test', '/%2F%2Fevil.test'],
    ['https://evil.test/admin', null],
    ['http:/evil.test', null],
    ['javascript:alert(1)', null],
    ['//evil.test/admin', null],
    ['///evil.test', null],
    ['/\\evil.test', null],
    ['\\\\evil.test', null],
    ['/\t/evil.test', null],
    ['/\n/evil.test', null],
    ['/admin\u0000', null],
    ['admin', null],
    ['', null],
    [`/admin?q=${'x'.repeat(2_000)}`, null],
  ])('%j → %j', (candidate, path) => {
    expect(sameSitePath(candidate)).toBe(path);
  });

  it.each([
    ['admin', '/admin/order?id=7f3c', '/admin/order?id=7f3c'],
    ['admin', '/admin/', '/admin/'],
    ['admin', '/admin/../api/orders', '/admin'],
    ['admin', '/administrator', '/admin'],
    ['admin', '//evil.test/admin', '/admin'],
    ['admin', null, '/admin'],
    ['account', '/account/reset-password', '/account/reset-password'],
    ['orders', '/orders?ref=7F3C', '/orders?ref=7F3C'],
    ['orders', '/account', '/orders'],
  ] as const)('%s, asked %j → %j', (reason, asked, path) => {
    expect(returnPathFor(reason, asked)).toBe(path);
  });
});
