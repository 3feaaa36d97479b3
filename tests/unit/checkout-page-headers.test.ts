import { describe, expect, it } from 'vitest';
import { pageHeaders, type HeaderSettings } from '../../src/server/headers/security-headers.ts';

const settings: HeaderSettings = {
  scriptHashes: [],
  connectOrigins: [],
  imageOrigins: [],
  paymentPageOrigin: 'https://pay.pesapal.com',
  https: true,
};

/** The CSP directive `name` of a page's headers, as `name value…`. */
const directive = (path: string, name: string) =>
  pageHeaders(path, settings)
    ['Content-Security-Policy']!.split('; ')
    .find((part) => part.startsWith(`${name} `));

describe('framing rules of the checkout and payment pages', () => {
  it.each(['/checkout', '/checkout/', '/checkout/index.html', '/payment/iframe', '/payment/iframe.html'])(
    '%s may frame only the Pesapal host in use',
    (path) => {
      expect(directive(path, 'frame-src')).toBe('frame-src https://pay.pesapal.com');
      expect(directive(path, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(pageHeaders(path, settings)['X-Frame-Options']).toBe('DENY');
    },
  );

  it('/payment/return may be framed by the shop only (the PARENT_WINDOW return) and frames nothing', () => {
    expect(directive('/payment/return', 'frame-ancestors')).toBe("frame-ancestors 'self'");
    expect(directive('/payment/return', 'frame-src')).toBe("frame-src 'none'");
    expect(pageHeaders('/payment/return', settings)['X-Frame-Options']).toBe('SAMEORIGIN');
  });

  it.each(['/', '/cart', '/shop/batteries', '/checkout-guide', '/payment', '/api/checkout/initiate'])(
    '%s keeps the site default (not frameable, frames nothing)',
    (path) => {
      expect(pageHeaders(path, settings)).toEqual(pageHeaders('/', settings));
      expect(directive(path, 'frame-src')).toBe("frame-src 'none'");
      expect(directive(path, 'frame-ancestors')).toBe("frame-ancestors 'none'");
      expect(pageHeaders(path, settings)['X-Frame-Options']).toBe('DENY');
    },
  );
});
