import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isPaymentPageUrl } from '../../src/lib/checkout/payment-query.ts';
import { buildOrigins, buildPaymentPageOrigin } from '../../src/build/headers.ts';
import { headersFile } from '../../src/server/headers/headers-file.ts';
import { builtPageScriptHashes, inlineScripts, scriptHash } from '../../src/build/inline-scripts.ts';
import { apiHeaders, pageHeaders, type HeaderSettings } from '../../src/server/headers/security-headers.ts';

const settings: HeaderSettings = {
  scriptHashes: ['sha256-AAAA', 'sha256-BBBB'],
  connectOrigins: ['https://abc.supabase.co'],
  imageOrigins: ['https://cdn.sanity.io'],
  paymentPageOrigin: 'https://pay.pesapal.com',
  https: true,
};

/** The site's policy with this page's frame-src and frame-ancestors (and data: images on an admin page). */
const csp = (frameSrc: string, frameAncestors: string, imgSrc = "'self' https://cdn.sanity.io") =>
  `default-src 'self'; script-src 'self' 'sha256-AAAA' 'sha256-BBBB'; style-src 'self' 'unsafe-inline'; img-src ${imgSrc}; ` +
  `connect-src 'self' https://abc.supabase.co; frame-src ${frameSrc}; frame-ancestors ${frameAncestors}; object-src 'none'; base-uri 'self'; form-action 'self'`;

const common = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

const page = (frameSrc: string, frameAncestors: string, xFrameOptions: string, payment: string, imgSrc?: string) => ({
  ...common,
  'Content-Security-Policy': csp(frameSrc, frameAncestors, imgSrc),
  'X-Frame-Options': xFrameOptions,
  'Permissions-Policy': `camera=(), microphone=(), geolocation=(), payment=${payment}`,
  'Cross-Origin-Opener-Policy': 'same-origin',
});

describe('the security headers of each kind of answer', () => {
  it.each([
    ['a catalogue page', '/shop/batteries', page("'none'", "'none'", 'DENY', '()')],
    ['the home page', '/', page("'none'", "'none'", 'DENY', '()')],
    ['a hashed asset', '/_astro/Header.abc123.js', page("'none'", "'none'", 'DENY', '()')],
    ['checkout (frames Pesapal)', '/checkout', page('https://pay.pesapal.com', "'none'", 'DENY', '(self "https://pay.pesapal.com")')],
    ['the payment frame page', '/payment/iframe', page('https://pay.pesapal.com', "'none'", 'DENY', '(self "https://pay.pesapal.com")')],
    ['the payment return (framed by the shop only)', '/payment/return', page("'none'", "'self'", 'SAMEORIGIN', '()')],
    [
      'the admin dashboard (its step-up QR code is a data: image)',
      '/admin',
      page("'none'", "'none'", 'DENY', '()', "'self' data: https://cdn.sanity.io"),
    ],
    ['an admin page as built', '/admin/orders.html', page("'none'", "'none'", 'DENY', '()', "'self' data: https://cdn.sanity.io")],
  ])('%s (%s)', (_name, path, expected) => {
    expect(pageHeaders(path, settings)).toEqual(expected);
  });

  it('an API answer loads nothing and may not be framed', () => {
    expect(apiHeaders(settings)).toEqual({
      ...common,
      'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
      'X-Frame-Options': 'DENY',
    });
  });

  it.each([
    ['a page', pageHeaders('/', { ...settings, https: false })],
    ['an API answer', apiHeaders({ https: false })],
  ])('%s of a site on plain http carries no Strict-Transport-Security', (_name, headers) => {
    expect(headers).not.toHaveProperty('Strict-Transport-Security');
  });
});

describe('the Content-Security-Policy of pages', () => {
  const directives = (path: string) =>
    new Map(
      pageHeaders(path, settings)
        ['Content-Security-Policy']!.split('; ')
        .map((part) => [part.split(' ')[0]!, part.split(' ').slice(1)]),
    );

  it.each(['/', '/shop/batteries/victron-cerbo-gx', '/checkout', '/payment/return', '/account'])(
    '%s defaults to self and runs only own scripts and the given hashes',
    (path) => {
      const policy = directives(path);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'", "'sha256-AAAA'", "'sha256-BBBB'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
    },
  );

  it.each(['/', '/sw', '/shop/batteries/victron-cerbo-gx', '/checkout', '/sw/checkout', '/payment/return', '/account', '/administrator'])(
    '%s admits no data: image (only the admin pages show one, the step-up QR code)',
    (path) => {
      expect(directives(path).get('img-src')).not.toContain('data:');
    },
  );

  it.each([
    ['/checkout', ['https://pay.pesapal.com']],
    ['/checkout/', ['https://pay.pesapal.com']],
    ['/checkout.html', ['https://pay.pesapal.com']],
    ['/payment/iframe', ['https://pay.pesapal.com']],
    ['/payment/iframe.html', ['https://pay.pesapal.com']],
    ['/payment/return', ["'none'"]],
    ['/payment', ["'none'"]],
    ['/checkout-guide', ["'none'"]],
    ['/cart', ["'none'"]],
    ['/', ["'none'"]],
  ])('%s may frame %j', (path, frameSrc) => {
    expect(directives(path).get('frame-src')).toEqual(frameSrc);
  });
});

describe("Cloudflare Pages' _headers file", () => {
  const small: HeaderSettings = {
    scriptHashes: ['sha256-AAAA'],
    connectOrigins: [],
    imageOrigins: [],
    paymentPageOrigin: 'https://cybqa.pesapal.com',
    https: true,
  };
  const policy = (frameSrc: string, frameAncestors: string, imgSrc = "'self'") =>
    `default-src 'self'; script-src 'self' 'sha256-AAAA'; style-src 'self' 'unsafe-inline'; img-src ${imgSrc}; connect-src 'self'; frame-src ${frameSrc}; frame-ancestors ${frameAncestors}; object-src 'none'; base-uri 'self'; form-action 'self'`;

  it('gives every path the page headers and the payment pages their own, detached from the site-wide rule', () => {
    expect(headersFile(small)).toBe(
      [
        '# Generated by the build from src/server/headers/security-headers.ts: the headers local/serve.ts sends.',
        '/*',
        '  X-Content-Type-Options: nosniff',
        '  Referrer-Policy: strict-origin-when-cross-origin',
        '  Strict-Transport-Security: max-age=31536000; includeSubDomains',
        `  Content-Security-Policy: ${policy("'none'", "'none'")}`,
        '  X-Frame-Options: DENY',
        '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=()',
        '  Cross-Origin-Opener-Policy: same-origin',
        '/_astro/*',
        '  Cache-Control: public, max-age=31536000, immutable',
        '/checkout',
        '  ! Content-Security-Policy',
        '  ! Permissions-Policy',
        `  Content-Security-Policy: ${policy('https://cybqa.pesapal.com', "'none'")}`,
        '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(self "https://cybqa.pesapal.com")',
        '/sw/checkout',
        '  ! Content-Security-Policy',
        '  ! Permissions-Policy',
        `  Content-Security-Policy: ${policy('https://cybqa.pesapal.com', "'none'")}`,
        '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(self "https://cybqa.pesapal.com")',
        '/payment/iframe',
        '  ! Content-Security-Policy',
        '  ! Permissions-Policy',
        `  Content-Security-Policy: ${policy('https://cybqa.pesapal.com', "'none'")}`,
        '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(self "https://cybqa.pesapal.com")',
        '/sw/payment/iframe',
        '  ! Content-Security-Policy',
        '  ! Permissions-Policy',
        `  Content-Security-Policy: ${policy('https://cybqa.pesapal.com', "'none'")}`,
        '  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(self "https://cybqa.pesapal.com")',
        '/payment/return',
        '  ! Content-Security-Policy',
        '  ! X-Frame-Options',
        `  Content-Security-Policy: ${policy("'none'", "'self'")}`,
        '  X-Frame-Options: SAMEORIGIN',
        '/sw/payment/return',
        '  ! Content-Security-Policy',
        '  ! X-Frame-Options',
        `  Content-Security-Policy: ${policy("'none'", "'self'")}`,
        '  X-Frame-Options: SAMEORIGIN',
        '/admin',
        '  ! Content-Security-Policy',
        `  Content-Security-Policy: ${policy("'none'", "'none'", "'self' data:")}`,
        '/admin/*',
        '  ! Content-Security-Policy',
        `  Content-Security-Policy: ${policy("'none'", "'none'", "'self' data:")}`,
        '',
      ].join('\n'),
    );
  });

  it('fails rather than write a line Cloudflare would ignore (over 2,000 characters)', () => {
    const many = Array.from({ length: 40 }, (_, i) => scriptHash(`script ${i}`));
    expect(() => headersFile({ ...small, scriptHashes: many })).toThrow(/over Cloudflare's 2000/);
  });
});

describe('inline scripts of a built page', () => {
  it.each([
    ['a classic script', '<script>alert(1)</script>', ['alert(1)']],
    ['a module', '<script type="module">import "x"</script>', ['import "x"']],
    ['a text/javascript script with attributes', "<script data-x='1' type='text/javascript'>alert(1)</script>", ['alert(1)']],
    ['an external script', '<script type="module" src="/_astro/a.js"></script>', []],
    ['JSON data', '<script type="application/json" data-listing-data>{"a":1}</script>', []],
    ['JSON-LD', '<script type="application/ld+json">{"@type":"Product"}</script>', []],
  ])('%s', (_name, html, expected) => {
    expect(inlineScripts(`<html><head>${html}</head></html>`)).toEqual(expected);
  });

  it('are hashed as CSP sources, from the text or from its bytes alike', () => {
    expect(scriptHash('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    expect(scriptHash(Buffer.from('alert(1)'))).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=');
    const page = Buffer.from('<script>alert(1)</script><script type="module">import "x"</script>');
    expect(builtPageScriptHashes(page.toString('latin1'), page)).toEqual([
      'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=',
      'sha256-NRn359Kz8db9/ND95zyCAS9z2QAJeDkX6IJWSSloAHw=',
    ]);
  });
});

describe("inline script hashes read from a built page's bytes", () => {
  // The after-build walk reads pages as bytes (src/build/built-pages.ts): the hashes must be those of the decoded text.
  it.each([
    ['ASCII scripts', '<script>alert(1)</script><script type="module">import "x"</script>'],
    ['text outside the scripts in Kiswahili and symbols', '<p>Bei · KSh 1,200 → “sasa” ☀️</p><script>go()</script>'],
    ['a script with non-ASCII text', '<script>const s = "Ongeza kwenye kikapu · ✓ ☀️";</script>'],
    [
      'a non-ASCII attribute before the type',
      '<script data-x="é" type="module">a()</script><script data-y="→" type="application/json">{}</script>',
    ],
    [
      'an external script and JSON-LD',
      '<script src="/_astro/a.js"></script><script type="application/ld+json">{"name":"Betri ☀️"}</script>',
    ],
    ['no script', '<p>Hakuna</p>'],
  ])('%s', (_name, body) => {
    const html = `<!DOCTYPE html><html lang="sw"><head><title>Duka</title></head><body>${body}</body></html>`;
    const bytes = Buffer.from(html);
    expect(builtPageScriptHashes(bytes.toString('latin1'), bytes)).toEqual(inlineScripts(html).map((code) => scriptHash(code)));
  });
});

describe('what a build records from its environment', () => {
  it.each([
    ['nothing set: the local sandbox', {}, 'http://127.0.0.1:4500'],
    ['local on another port', { PESAPAL_SANDBOX_PORT: '4511' }, 'http://127.0.0.1:4511'],
    ['local at a given base URL', { PESAPAL_BASE_URL: 'http://127.0.0.1:4511/' }, 'http://127.0.0.1:4511'],
    ['sandbox, without credentials', { PESAPAL_ENV: 'sandbox' }, 'https://cybqa.pesapal.com'],
    ['live, without credentials', { PESAPAL_ENV: 'live' }, 'https://pay.pesapal.com'],
  ])('the Pesapal host with %s is %s', (_name, env, origin) => {
    expect(buildPaymentPageOrigin(env)).toBe(origin);
  });

  it('refuses an unknown PESAPAL_ENV, naming it', () => {
    expect(() => buildPaymentPageOrigin({ PESAPAL_ENV: 'production' })).toThrow(/PESAPAL_ENV/);
  });

  it.each([
    ['the local stand-ins', {}, { connectOrigins: ['http://127.0.0.1:54321'], imageOrigins: [] }],
    [
      'Supabase and Sanity',
      { PUBLIC_SUPABASE_URL: 'https://abc.supabase.co/', SANITY_PROJECT_ID: 'p1' },
      { connectOrigins: ['https://abc.supabase.co'], imageOrigins: ['https://cdn.sanity.io'] },
    ],
  ])('the origins pages use with %s', (_name, env, expected) => {
    expect(buildOrigins(env)).toEqual(expected);
  });
});

describe('the payment frame page frames only the Pesapal host in use', () => {
  it.each([
    ['https://pay.pesapal.com/iframe/PesapalIframe3/Index?OrderTrackingId=a', 'https://pay.pesapal.com', true],
    ['http://127.0.0.1:4511/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=a', 'http://127.0.0.1:4511', true],
    ['https://pay.pesapal.com.evil.example/iframe', 'https://pay.pesapal.com', false],
    ['https://evil.example/?u=https://pay.pesapal.com', 'https://pay.pesapal.com', false],
    ['http://pay.pesapal.com/iframe', 'https://pay.pesapal.com', false],
    ['https://cybqa.pesapal.com/iframe', 'https://pay.pesapal.com', false],
    ['not a url', 'https://pay.pesapal.com', false],
  ])('%s on %s: %s', (url, origin, allowed) => {
    expect(isPaymentPageUrl(url, origin)).toBe(allowed);
  });
});

describe('zod in the browser under the CSP', () => {
  it('keeps its config in the global that ZodJitless.astro presets before any module runs', () => {
    expect(z.config()).toBe((globalThis as { __zod_globalConfig?: unknown }).__zod_globalConfig);
  });
});
