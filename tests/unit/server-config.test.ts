import { describe, expect, it } from 'vitest';
import { readServerConfig } from '../../src/server/config.ts';
import {
  DEFAULT_RATE_LIMITS,
  NO_RATE_LIMITS,
  parseRateLimit,
  rateLimitVariable,
  RATE_LIMIT_NAMES,
} from '../../src/server/rate-limit/limits.ts';

describe('the server configuration both hosts read', () => {
  it.each([
    ['SITE_URL when set', { SITE_URL: 'https://shop.example' }, { siteUrl: 'http://localhost:4321' }, 'https://shop.example'],
    ['SITE_URL without its trailing slash', { SITE_URL: 'https://shop.example/' }, {}, 'https://shop.example'],
    ["the host's default when unset (npm start)", {}, { siteUrl: 'http://localhost:4411' }, 'http://localhost:4411'],
    [
      'SITE_URL in production',
      { NODE_ENV: 'production', SITE_URL: 'https://shop.example' },
      { siteUrl: 'http://localhost:4321' },
      'https://shop.example',
    ],
  ])('takes the site from %s', (_name, env, defaults, expected) => {
    expect(readServerConfig(env, defaults).siteUrl).toBe(expected);
  });

  it.each([
    ['production without SITE_URL', { NODE_ENV: 'production' }, { siteUrl: 'http://localhost:4321' }, /SITE_URL: required in production/],
    ['a host without a default (Cloudflare) and no SITE_URL', {}, {}, /SITE_URL: required/],
    ['a SITE_URL that is not a URL', { SITE_URL: 'shop.example' }, {}, /SITE_URL: not an absolute URL/],
    ['a SITE_URL with a path', { SITE_URL: 'https://shop.example/shop' }, {}, /SITE_URL: must be an origin/],
    ['a SITE_URL of another scheme', { SITE_URL: 'ftp://shop.example' }, {}, /SITE_URL: must be an http/],
    ['a TRUST_PROXY it cannot read', { SITE_URL: 'https://shop.example', TRUST_PROXY: 'yes' }, {}, /TRUST_PROXY/],
    ['a rate limit it cannot read', { SITE_URL: 'https://shop.example', RATE_LIMIT_CHECKOUT: 'lots' }, {}, /RATE_LIMIT_CHECKOUT/],
    [
      'a grace it cannot read',
      { SITE_URL: 'https://shop.example', PAYMENT_FAILED_GRACE_SECONDS: '5m' },
      {},
      /PAYMENT_FAILED_GRACE_SECONDS/,
    ],
    [
      'an invoice alert it cannot read',
      { SITE_URL: 'https://shop.example', ETIMS_WAITING_ALERT_MINUTES: '1h' },
      {},
      /ETIMS_WAITING_ALERT_MINUTES: expected whole minutes/,
    ],
  ])('refuses to start with %s, naming the variable', (_name, env, defaults, message) => {
    expect(() => readServerConfig(env, defaults)).toThrow(message);
  });

  it('trusts the socket by default, the host default next, and TRUST_PROXY above both', () => {
    expect(readServerConfig({ SITE_URL: 'https://a.example' }).trustProxy).toEqual({ kind: 'socket' });
    expect(readServerConfig({ SITE_URL: 'https://a.example' }, { trustProxy: { kind: 'cloudflare' } }).trustProxy).toEqual({
      kind: 'cloudflare',
    });
    expect(
      readServerConfig({ SITE_URL: 'https://a.example', TRUST_PROXY: '2' }, { trustProxy: { kind: 'cloudflare' } }).trustProxy,
    ).toEqual({ kind: 'hops', hops: 2 });
  });

  it('reads the grace of a payment-failed message once, 5 minutes unless PAYMENT_FAILED_GRACE_SECONDS says otherwise', () => {
    expect(readServerConfig({ SITE_URL: 'https://a.example' }).paymentFailedGraceMs).toBe(300_000);
    expect(readServerConfig({ SITE_URL: 'https://a.example', PAYMENT_FAILED_GRACE_SECONDS: '90' }).paymentFailedGraceMs).toBe(90_000);
  });

  it('applies RATE_LIMIT_* over the defaults, and "off" switches one off', () => {
    const { rateLimits } = readServerConfig({
      SITE_URL: 'https://a.example',
      RATE_LIMIT_CHECKOUT: '5/30',
      RATE_LIMIT_PAYMENT_STATUS: 'off',
    });
    expect(rateLimits).toEqual({ ...DEFAULT_RATE_LIMITS, checkout: { points: 5, seconds: 30 }, paymentStatus: null });
  });
});

describe('rate limit settings', () => {
  it.each([
    ['20/60', { points: 20, seconds: 60 }],
    [' 5/600 ', { points: 5, seconds: 600 }],
    ['off', null],
    ['OFF', null],
    ['0/60', undefined],
    ['20/0', undefined],
    ['20', undefined],
    ['-1/60', undefined],
    ['1.5/60', undefined],
  ])('%j reads as %j', (value, expected) => {
    expect(parseRateLimit(value)).toEqual(expected);
  });

  it.each([
    ['checkout', 'RATE_LIMIT_CHECKOUT'],
    ['paymentStatus', 'RATE_LIMIT_PAYMENT_STATUS'],
    ['pesapalIpn', 'RATE_LIMIT_PESAPAL_IPN'],
    ['orderView', 'RATE_LIMIT_ORDER_VIEW'],
    ['smsDeliveryReport', 'RATE_LIMIT_SMS_DELIVERY_REPORT'],
  ] as const)('%s is set by %s', (name, variable) => {
    expect(rateLimitVariable(name)).toBe(variable);
  });

  it('has a default for every limit, and NO_RATE_LIMITS switches each off', () => {
    for (const name of RATE_LIMIT_NAMES) {
      expect(DEFAULT_RATE_LIMITS[name]).toMatchObject({ points: expect.any(Number), seconds: expect.any(Number) });
      expect(NO_RATE_LIMITS[name]).toBeNull();
    }
  });
});
