import { describe, expect, it } from 'vitest';
import { breadcrumbJsonLd, itemListJsonLd, organizationJsonLd, productJsonLd, serializeJsonLd } from '../../src/lib/seo/json-ld.ts';
import { metaDescription, pageTitle } from '../../src/lib/seo/meta.ts';
import { robotsTxt, sitemapXml } from '../../src/lib/seo/sitemap.ts';

const base = {
  name: 'Felicity 48 V 100 Ah',
  brand: 'Felicity Solar',
  description: 'LiFePO4',
  id: 'felicity-100',
  url: 'https://shop.example/shop/batteries/felicity-100',
  image: 'https://shop.example/img.webp',
  priceCents: 15_675_000,
  inStock: true,
  category: 'Batteries',
  warranty: { months: 120, covers: 'Factory defects and early loss of capacity' },
};

describe('product JSON-LD', () => {
  it.each<[string, boolean, string]>([
    ['in stock', true, 'https://schema.org/InStock'],
    ['out of stock', false, 'https://schema.org/OutOfStock'],
  ])('an Offer in KES, %s', (_name, inStock, availability) => {
    const ld = productJsonLd({ ...base, inStock });
    expect(ld['@type']).toBe('Product');
    expect(ld.offers).toMatchObject({ '@type': 'Offer', price: '156750.00', priceCurrency: 'KES', availability });
    expect(ld.brand).toEqual({ '@type': 'Brand', name: 'Felicity Solar' });
  });

  it.each<[string, { months: number; covers: string }, unknown]>([
    [
      'whole years in years, with what it covers',
      { months: 120, covers: 'Factory defects' },
      {
        '@type': 'WarrantyPromise',
        durationOfWarranty: { '@type': 'QuantitativeValue', value: 10, unitCode: 'ANN' },
        warrantyScope: { '@type': 'WarrantyScope', description: 'Factory defects' },
      },
    ],
    [
      'other lengths in months',
      { months: 18, covers: 'Factory defects' },
      {
        '@type': 'WarrantyPromise',
        durationOfWarranty: { '@type': 'QuantitativeValue', value: 18, unitCode: 'MON' },
        warrantyScope: { '@type': 'WarrantyScope', description: 'Factory defects' },
      },
    ],
    [
      'no scope where no line says what it covers',
      { months: 12, covers: '' },
      { '@type': 'WarrantyPromise', durationOfWarranty: { '@type': 'QuantitativeValue', value: 1, unitCode: 'ANN' } },
    ],
  ])("the Offer carries the manufacturer's warranty: %s", (_name, warranty, promise) => {
    const ld = productJsonLd({ ...base, warranty });
    expect((ld.offers as Record<string, unknown>).warranty).toEqual(promise);
    expect(ld).not.toHaveProperty('warranty');
  });

  it('leaves out a missing description and image rather than inventing them', () => {
    const ld = productJsonLd({ ...base, description: null, image: null });
    expect(ld).not.toHaveProperty('description');
    expect(ld).not.toHaveProperty('image');
  });
});

describe('listing JSON-LD', () => {
  const items = [
    { name: 'Felicity 48 V 100 Ah', url: 'https://s/shop/batteries/felicity-100' },
    { name: 'Must 12 V 200 Ah', url: 'https://s/shop/batteries/must-200' },
  ];
  it.each<[string, number, number[]]>([
    ['the first page numbers from 1', 1, [1, 2]],
    ['page 3 of 24 a page goes on from 49', 49, [49, 50]],
  ])('an ItemList of the products shown: %s', (_name, firstPosition, positions) => {
    const ld = itemListJsonLd({ name: 'Batteries', total: 60, firstPosition, items });
    expect(ld).toMatchObject({ '@context': 'https://schema.org', '@type': 'ItemList', name: 'Batteries', numberOfItems: 60 });
    expect(ld.itemListElement).toEqual(
      items.map((item, index) => ({ '@type': 'ListItem', position: positions[index], url: item.url, name: item.name })),
    );
  });

  it('an empty listing is an empty list, not a missing one', () => {
    expect(itemListJsonLd({ name: 'Batteries', total: 0, firstPosition: 1, items: [] })).toMatchObject({
      numberOfItems: 0,
      itemListElement: [],
    });
  });
});

describe('breadcrumbs and organisation', () => {
  it('numbers the crumbs from 1', () => {
    const ld = breadcrumbJsonLd([
      { name: 'Home', url: 'https://s/' },
      { name: 'Batteries', url: 'https://s/shop/batteries' },
    ]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://s/' },
      { '@type': 'ListItem', position: 2, name: 'Batteries', item: 'https://s/shop/batteries' },
    ]);
  });

  it('describes the shop with its address in Kenya', () => {
    const ld = organizationJsonLd({
      name: 'Shop',
      url: 'https://s/',
      logo: 'https://s/favicon.svg',
      phone: '+254712345678',
      email: 'a@b.ke',
      address: { street: 'Thika Road', area: 'Ruaraka', city: 'Nairobi' },
    });
    expect(ld).toMatchObject({
      '@type': 'Organization',
      telephone: '+254712345678',
      address: { addressCountry: 'KE', streetAddress: 'Thika Road' },
    });
  });

  it('cannot be broken out of its script element', () => {
    expect(serializeJsonLd({ name: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});

describe('titles and descriptions', () => {
  it.each<[string, string, string]>([
    ['appends the shop name', 'Batteries', 'Batteries | Solar Shop Kenya'],
    ['the shop name alone', 'Solar Shop Kenya', 'Solar Shop Kenya'],
    [
      'drops the shop name when too long',
      'Growatt SPF 5000 ES Off-grid Inverter with WiFi and Battery Kit',
      'Growatt SPF 5000 ES Off-grid Inverter with WiFi and…',
    ],
  ])('%s', (_name, title, expected) => {
    const result = pageTitle(title, 'Solar Shop Kenya');
    expect(result).toBe(expected);
    expect(result.length).toBeLessThanOrEqual(60);
  });

  it.each<[string, number]>([
    ['Short.', 6],
    ['word '.repeat(60), 160],
  ])('descriptions stay within 160 characters', (text, max) => {
    expect(metaDescription(text).length).toBeLessThanOrEqual(max);
  });
});

describe('sitemap and robots', () => {
  const site = new URL('https://shop.example');
  it('lists public pages once, absolute, and never the private ones', () => {
    const xml = sitemapXml(
      [
        { path: '/' },
        { path: '/shop' },
        { path: '/shop' },
        { path: '/cart' },
        { path: '/checkout' },
        { path: '/account' },
        { path: '/admin/orders' },
        { path: '/payment/status' },
        { path: '/favourites' },
        { path: '/sw/favourites' },
        { path: '/refund-policy', lastmod: '2026-10-01' },
      ],
      site,
    );
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://shop.example/shop</loc>');
    expect(xml).toContain('<lastmod>2026-10-01</lastmod>');
    expect(xml).not.toMatch(/cart|checkout|account|admin|payment|favourites/);
  });

  it('robots.txt points at the sitemap and keeps crawlers out of private pages', () => {
    const text = robotsTxt(site);
    expect(text).toContain('Sitemap: https://shop.example/sitemap.xml');
    for (const path of [
      '/cart',
      '/checkout',
      '/account',
      '/favourites',
      '/admin',
      '/api',
      '/sw/cart',
      '/sw/checkout',
      '/sw/payment',
      '/sw/favourites',
    ])
      expect(text).toContain(`Disallow: ${path}`);
    expect(text).not.toContain('Disallow: /sw/admin');
  });
});
