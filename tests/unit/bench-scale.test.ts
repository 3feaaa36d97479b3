import { describe, expect, it } from 'vitest';
import { isCataloguePage, pagesToGzip, phaseRows, samplePages, verdict } from '../../scripts/bench/scale-budgets.ts';
import { budgetFor } from '../../scripts/bench/budgets.ts';

/** The scale section of the bench judges the right pages against the 60 KB budget. */

describe('isCataloguePage', () => {
  it.each([
    ['/index.html', true],
    ['/shop.html', true],
    ['/inverters.html', true],
    ['/shop/batteries.html', true],
    ['/shop/batteries/pylontech-us3000c.html', true],
    ['/product/special-offer-1.html', true],
    ['/shop/categories.html', true],
    ['/search.html', false],
    ['/checkout.html', false],
    ['/refund-policy.html', false],
    ['/sw.html', true],
    ['/sw/shop/batteries/pylontech-us3000c.html', true],
    ['/sw/checkout.html', false],
  ])('%s → %s', (page, expected) => expect(isCataloguePage(page)).toBe(expected));
});

describe('pagesToGzip', () => {
  const budget = 60 * 1024;
  it.each([
    ['a product page within the budget raw', [['/shop/batteries/x.html', 40_000]], []],
    ['a listing over the budget raw', [['/shop.html', 400_000]], ['/shop.html']],
    ['exactly the budget raw', [['/shop/inverters.html', budget]], []],
    ['a large page that is not a catalogue page', [['/search.html', 900_000]], []],
  ] as [string, [string, number][], string[]][])('%s', (_, sizes, expected) => {
    expect(pagesToGzip(new Map(sizes), budget)).toEqual(expected);
  });
});

describe('samplePages', () => {
  it('names home, shop, the category and its first product, when built', () => {
    const pages = [
      '/index.html',
      '/shop.html',
      '/shop/batteries.html',
      '/shop/batteries/b.html',
      '/shop/batteries/a.html',
      '/shop/inverters/c.html',
    ];
    expect(samplePages(pages)).toEqual([
      { label: 'home', page: '/index.html' },
      { label: 'shop', page: '/shop.html' },
      { label: 'category', page: '/shop/batteries.html' },
      { label: 'product', page: '/shop/batteries/a.html' },
    ]);
  });

  it('names the Kiswahili twins too, when built', () => {
    const pages = [
      '/index.html',
      '/sw.html',
      '/shop/batteries.html',
      '/sw/shop/batteries.html',
      '/shop/batteries/a.html',
      '/sw/shop/batteries/a.html',
    ];
    expect(samplePages(pages).map((sample) => sample.label)).toEqual([
      'home',
      'category',
      'product',
      'home (sw)',
      'category (sw)',
      'product (sw)',
    ]);
    expect(samplePages(pages).at(-1)).toEqual({ label: 'product (sw)', page: '/sw/shop/batteries/a.html' });
  });

  it('leaves out pages the build did not write', () => {
    expect(samplePages(['/index.html'])).toEqual([{ label: 'home', page: '/index.html' }]);
  });
});

describe('verdict', () => {
  it.each([
    [10, 45, 'ok'],
    [45, 45, 'ok'],
    [45.1, 45, 'OVER'],
  ] as const)('%s against %s is %s', (value, budget, expected) => expect(verdict(value, budget)).toBe(expected));
});

describe('budgetFor: a Kiswahili page keeps its English twin’s JavaScript budget', () => {
  it.each([
    ['/sw.html', 'home'],
    ['/sw/shop/batteries.html', 'category'],
    ['/sw/shop/batteries/a.html', 'product'],
    ['/sw/about.html', 'information'],
    ['/sw/checkout.html', 'app'],
    ['/sw/payment/iframe.html', 'app'],
    ['/sw/search.html', 'search and contact'],
    ['/orders.html', 'app'],
    ['/admin.html', 'admin'],
    ['/admin/order.html', 'admin'],
  ])('%s → %s', (page, kind) => expect(budgetFor(page)?.kind).toBe(kind));
});

describe('phaseRows', () => {
  // The build's phases as the scale section prints them: each phase's share of the build, its parts indented, CPU where it has its own.
  const rows = phaseRows({
    totalMs: 40_000,
    phases: [
      { name: 'bundling', label: 'bundling (Vite: server and browser)', ms: 4_000, cpuMs: 5_500 },
      { name: 'generating', label: 'generating pages (Astro)', ms: 30_000, cpuMs: 33_000 },
      { name: 'rendering', label: 'rendering', ms: 21_040, within: true },
      { name: 'built-pages', label: 'after the build: built-pages', ms: 1_960, cpuMs: 1_900 },
    ],
  });
  it.each([
    [0, '  bundling (Vite: server and browser)', '4.0 s', '10%, CPU 5.5 s'],
    [1, '  generating pages (Astro)', '30.0 s', '75%, CPU 33.0 s'],
    [2, '    rendering', '21.0 s', ''],
    [3, '  after the build: built-pages', '2.0 s', '5%, CPU 1.9 s'],
  ])('row %d: %s %s (%s)', (index, label, value, note) => {
    expect(rows[index]).toEqual({ label, value, note });
  });
});
