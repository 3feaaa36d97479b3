import { describe, expect, it } from 'vitest';
import { localeOfPath, localizedPath, pageAddress, withoutLocale } from '../../src/i18n/locales.ts';
import { localizeLinks } from '../../src/i18n/localize-links.ts';
import { localeOfHeader } from '../../src/server/locale.ts';
import { productPagePath } from '../../src/server/product-alias.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';

describe('localeOfPath', () => {
  it.each([
    ['/', 'en'],
    ['/cart', 'en'],
    ['/sw', 'sw'],
    ['/sw.html', 'sw'],
    ['/sw/', 'sw'],
    ['/sw/shop/batteries', 'sw'],
    ['/swahili-guide', 'en'],
    ['/shop/sw', 'en'],
  ])('%s is %s', (path, locale) => expect(localeOfPath(path)).toBe(locale));
});

describe('pageAddress', () => {
  it.each([
    ['/index.html', '/'],
    ['/', '/'],
    ['/sw.html', '/sw'],
    ['/sw/index.html', '/sw'],
    ['/cart.html', '/cart'],
    ['/shop/batteries', '/shop/batteries'],
  ])('%s → %s', (path, address) => expect(pageAddress(path)).toBe(address));
});

describe('withoutLocale', () => {
  it.each([
    ['/sw', '/'],
    ['/sw.html', '/'],
    ['/sw/cart', '/cart'],
    ['/sw/shop/batteries/x', '/shop/batteries/x'],
    ['/cart', '/cart'],
    ['/', '/'],
  ])('%s → %s', (path, bare) => expect(withoutLocale(path)).toBe(bare));
});

describe('localizedPath', () => {
  it.each([
    ['/', 'sw', '/sw'],
    ['/cart', 'sw', '/sw/cart'],
    ['/shop?flash-sale=true', 'sw', '/sw/shop?flash-sale=true'],
    ['/?q=1', 'sw', '/sw?q=1'],
    ['/#top', 'sw', '/sw#top'],
    ['/payment/return?OrderTrackingId=abc', 'sw', '/sw/payment/return?OrderTrackingId=abc'],
    ['/sw/cart', 'sw', '/sw/cart'],
    ['/sw/cart', 'en', '/cart'],
    ['/sw', 'en', '/'],
    ['/cart', 'en', '/cart'],
    // Not pages, or not translated: they stay as they are.
    ['/api/checkout/quote', 'sw', '/api/checkout/quote'],
    ['/admin/orders', 'sw', '/admin/orders'],
    ['/admin', 'sw', '/admin'],
    ['/catalogue.json', 'sw', '/catalogue.json'],
    ['/_astro/x.js', 'sw', '/_astro/x.js'],
    ['/images/placeholder.svg', 'sw', '/images/placeholder.svg'],
    ['/listing/batteries.json', 'sw', '/listing/batteries.json'],
    ['/favicon.svg', 'sw', '/favicon.svg'],
    ['https://wa.me/254700000000', 'sw', 'https://wa.me/254700000000'],
    ['//cdn.example/x', 'sw', '//cdn.example/x'],
    ['#main', 'sw', '#main'],
    ['mailto:a@b.ke', 'sw', 'mailto:a@b.ke'],
  ] as const)('%s in %s → %s', (path, locale, expected) => expect(localizedPath(path, locale)).toBe(expected));
});

describe('localizeLinks', () => {
  it('moves a Kiswahili page’s own links under /sw and leaves the rest', () => {
    const html =
      '<a href="/">Mwanzo</a><a class="x" href="/shop/batteries">B</a><form action="/search" method="get"></form>' +
      '<a href="https://example.com/">e</a><a href="/admin">a</a><img src="/images/a.webp"><link rel="icon" href="/favicon.svg">' +
      '<a data-href="/cart" href="#main">skip</a><a class="language-switch" href="/cart" hreflang="en-KE">English</a>';
    expect(localizeLinks(html, 'sw')).toBe(
      '<a href="/sw">Mwanzo</a><a class="x" href="/sw/shop/batteries">B</a><form action="/sw/search" method="get"></form>' +
        '<a href="https://example.com/">e</a><a href="/admin">a</a><img src="/images/a.webp"><link rel="icon" href="/favicon.svg">' +
        '<a data-href="/cart" href="#main">skip</a><a class="language-switch" href="/cart" hreflang="en-KE">English</a>',
    );
  });

  it('on an English page, links lead to English pages', () => {
    expect(localizeLinks('<a href="/sw/cart">x</a>', 'en')).toBe('<a href="/cart">x</a>');
  });

  it('gives a tag it has rewritten before the same answer, in each language its own', () => {
    // The build remembers each tag's rewrite (the header's and footer's repeat on every page).
    const page = '<a class="nav" href="/shop/inverters">I</a><a class="nav" href="/sw/contact">C</a>';
    for (let time = 0; time < 2; time++) {
      expect(localizeLinks(page, 'sw')).toBe('<a class="nav" href="/sw/shop/inverters">I</a><a class="nav" href="/sw/contact">C</a>');
      expect(localizeLinks(page, 'en')).toBe('<a class="nav" href="/shop/inverters">I</a><a class="nav" href="/contact">C</a>');
    }
  });
});

describe('localeOfHeader (the API answers in the page’s language)', () => {
  it.each([
    ['sw-KE', 'sw'],
    ['sw', 'sw'],
    ['SW-ke,en;q=0.5', 'sw'],
    ['en-KE', 'en'],
    ['en-US,sw;q=0.9', 'en'],
    ['', 'en'],
    [undefined, 'en'],
    ['swedish', 'en'],
  ])('%s → %s', (header, locale) => expect(localeOfHeader(header)).toBe(locale));
});

describe('/sw/product/{id} redirects to the Kiswahili page', () => {
  const snapshot = { products: { 'chloride-100': { category: 'batteries' } } } as unknown as CatalogueSnapshot;
  it.each([
    ['/product/chloride-100', '/shop/batteries/chloride-100'],
    ['/sw/product/chloride-100', '/sw/shop/batteries/chloride-100'],
    ['/sw/product/missing', null],
  ])('%s → %s', (path, target) => expect(productPagePath(path, snapshot)).toBe(target));
});
