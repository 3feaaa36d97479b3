import { describe, expect, it } from 'vitest';
import { paymentPageHeaders } from '../../src/server/checkout/page-headers.ts';

const PESAPAL = 'https://pay.pesapal.com';

describe('framing rules of the checkout and payment pages', () => {
  it.each(['/checkout', '/checkout/', '/checkout/index.html', '/payment/iframe', '/payment/iframe.html'])('%s may frame only the Pesapal host in use', (path) => {
    expect(paymentPageHeaders(path, PESAPAL)).toEqual({ 'Content-Security-Policy': "frame-ancestors 'none'; frame-src https://pay.pesapal.com", 'X-Frame-Options': 'DENY' });
  });

  it('/payment/return may be framed by the shop only (the PARENT_WINDOW return) and frames nothing', () => {
    expect(paymentPageHeaders('/payment/return', PESAPAL)).toEqual({ 'Content-Security-Policy': "frame-ancestors 'self'; frame-src 'none'", 'X-Frame-Options': 'SAMEORIGIN' });
  });

  it.each(['/', '/cart', '/shop/batteries', '/checkout-guide', '/payment', '/api/checkout/initiate'])('%s keeps the site default (not frameable, frames nothing extra)', (path) => {
    expect(paymentPageHeaders(path, PESAPAL)).toBeNull();
  });
});
