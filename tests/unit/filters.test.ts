import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/catalogue/types.ts';
import { facetsFor, facetRules, type FacetRule } from '../../src/lib/filters/facets.ts';
import { filterRecords } from '../../src/lib/filters/match.ts';
import { pickFeatured } from '../../src/lib/filters/featured.ts';
import { buildListing, flashSaleProducts, inStockFirst, listingOf } from '../../src/lib/filters/listing.ts';
import { priceBandOf } from '../../src/lib/filters/price-bands.ts';
import { defaultMaxPrice, INVERTER_MAX_PRICE } from '../../src/lib/filters/price-range.ts';
import { toFilterRecord } from '../../src/lib/filters/record.ts';
import { EMPTY_FILTERS, filterStateToQuery, parseFilterState, type FilterState } from '../../src/lib/filters/state.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { stockOf } from '../../src/lib/catalogue/stock.ts';

const t = translationsFor('en');
/** On sale, counted to nothing at build. */
const SOLD_OUT = stockOf(true, { available: 0, lowThreshold: 3 });

function product(id: string, overrides: Partial<Product> = {}): Product {
  return {
    id,
    name: id,
    brand: 'Acme',
    category: 'accessories',
    listPriceCents: 100_00,
    priceCents: 95_00,
    compareAtPriceCents: null,
    discountPercent: null,
    onFlashSale: false,
    taxType: 'B',
    ...stockOf(true),
    weightKg: 1,
    image: null,
    description: null,
    tags: [],
    features: [],
    specs: {},
    warranty: { months: 12, covers: '' },
    seo: null,
    localSpecs: {},
    inEnglish: [],
    ...overrides,
  };
}

const accessories = [
  product('breaker-2p', {
    brand: 'Schneider',
    priceCents: 2_500_00,
    specs: { type: 'Breaker', function: ['protection', 'isolation'], rating: '63 A', phase: 'DC', pole: '2P' },
  }),
  product('breaker-1p', {
    brand: 'Chint',
    priceCents: 900_00,
    specs: { type: 'Breaker', function: ['protection'], rating: '32 A', phase: 'Single phase', pole: '1P' },
  }),
  product('mc4', {
    brand: 'Staubli',
    priceCents: 350_00,
    tags: ['connector'],
    description: 'Waterproof MC4 pair',
    specs: { type: 'Connector', function: ['connection'] },
  }),
  product('spd', {
    brand: 'Chint',
    priceCents: 4_000_00,
    specs: { type: 'Surge protector', function: ['protection', 'monitoring'], rating: '1000 V DC' },
  }),
];
const categories = [{ slug: 'accessories' as const, name: 'Accessories', description: '', image: null, seo: null }];
const records = accessories.map((p) => toFilterRecord(p, categories));
const rules = facetRules(facetsFor('accessories', accessories, t));

function state(partial: Partial<FilterState>): FilterState {
  return { ...EMPTY_FILTERS, ...partial };
}

describe('listing filters', () => {
  it.each<[string, Partial<FilterState>, string[]]>([
    ['no filter lists everything', {}, ['breaker-2p', 'breaker-1p', 'mc4', 'spd']],
    ['brand is any-of', { brands: ['Chint', 'Staubli'] }, ['breaker-1p', 'mc4', 'spd']],
    ['price bounds are inclusive, in shillings', { min: 900, max: 2_500 }, ['breaker-2p', 'breaker-1p']],
    ['free text matches tags and description', { q: 'waterproof' }, ['mc4']],
    ['free text matches the category name', { q: 'ACCESSORIES chint' }, ['breaker-1p', 'spd']],
    ['every word of the text must match', { q: 'schneider chint' }, []],
    ['accessory function needs all selected', { facets: { function: ['protection', 'isolation'] } }, ['breaker-2p']],
    ['one function selected', { facets: { function: ['protection'] } }, ['breaker-2p', 'breaker-1p', 'spd']],
    ['type is any-of', { facets: { type: ['Connector', 'Surge protector'] } }, ['mc4', 'spd']],
    ['accessories without a rating are not excluded by it', { facets: { rating: ['63 A'] } }, ['breaker-2p', 'mc4']],
    ['nor without a phase', { facets: { phase: ['DC'] } }, ['breaker-2p', 'mc4', 'spd']],
    ['nor without a pole', { facets: { pole: ['1P'] } }, ['breaker-1p', 'mc4', 'spd']],
    ['filters combine', { brands: ['Chint'], facets: { function: ['protection'] }, max: 1_000 }, ['breaker-1p']],
    ['flash sale keeps sale products only', { flashSale: true }, []],
  ])('%s', (_name, partial, expected) => {
    expect(filterRecords(records, state(partial), rules).map((r) => r.id)).toEqual(expected);
  });

  const chargeControllers = [
    product('c1', {
      category: 'charge-controllers',
      specs: { controllerType: 'MPPT', currentRating: 60, supportedVoltages: [12, 24, 48] },
    }),
    product('c2', { category: 'charge-controllers', specs: { controllerType: 'PWM', currentRating: 30, supportedVoltages: [12, 24] } }),
    product('c3', { category: 'charge-controllers', specs: { controllerType: 'MPPT', currentRating: 100, supportedVoltages: [48] } }),
  ];
  const ccRecords = chargeControllers.map((p) => toFilterRecord(p, []));
  const ccRules = facetRules(facetsFor('charge-controllers', chargeControllers, t));

  it.each<[string, Record<string, string[]>, string[]]>([
    ['a supported voltage matches if any selected matches', { supportedVoltages: ['24', '36'] }, ['c1', 'c2']],
    ['a single voltage', { supportedVoltages: ['48'] }, ['c1', 'c3']],
    ['numeric facets compare the value', { currentRating: ['30', '100'] }, ['c2', 'c3']],
  ])('%s', (_name, facets, expected) => {
    expect(filterRecords(ccRecords, state({ facets }), ccRules).map((r) => r.id)).toEqual(expected);
  });

  const floodlights = [
    product('f1', { category: 'solar-floodlights', priceCents: 4_999_00, specs: { wattage: 100, useCase: ['security', 'garden'] } }),
    product('f2', { category: 'solar-floodlights', priceCents: 12_000_00, specs: { wattage: 200, useCase: ['security', 'street'] } }),
    product('f3', { category: 'solar-floodlights', priceCents: 25_000_00, specs: { wattage: 300, useCase: ['street'] } }),
  ];
  const flRecords = floodlights.map((p) => toFilterRecord(p, []));
  const flRules = facetRules(facetsFor('solar-floodlights', floodlights, t));

  it.each<[string, Record<string, string[]>, string[]]>([
    ['floodlight use case needs all selected', { useCase: ['security', 'street'] }, ['f2']],
    ['price bands are any-of', { priceRange: ['Under 5K', '20K–30K'] }, ['f1', 'f3']],
    ['wattage is any-of', { wattage: ['100', '300'] }, ['f1', 'f3']],
  ])('%s', (_name, facets, expected) => {
    expect(filterRecords(flRecords, state({ facets }), flRules).map((r) => r.id)).toEqual(expected);
  });

  it('rules: all-of for function, optional fields pass when missing', () => {
    const byKey = Object.fromEntries(rules.map((r) => [r.key, r])) as Record<string, FacetRule>;
    expect(byKey.function).toEqual({ key: 'function', match: 'all', missingPasses: false });
    expect(byKey.rating?.missingPasses).toBe(true);
    expect(byKey.type?.missingPasses).toBe(false);
  });

  it('facet options are the values present, sorted, with units', () => {
    const cc = facetsFor('charge-controllers', chargeControllers, t);
    expect(cc.find((f) => f.key === 'supportedVoltages')?.options).toEqual([
      { value: '12', label: '12 V' },
      { value: '24', label: '24 V' },
      { value: '48', label: '48 V' },
    ]);
    expect(cc.map((f) => f.key)).toEqual(['controllerType', 'currentRating', 'supportedVoltages']);
  });
});

describe('price bands', () => {
  it.each<[Parameters<typeof priceBandOf>[0], number, string | null]>([
    ['solar-floodlights', 4_999_99, 'Under 5K'],
    ['solar-floodlights', 5_000_00, '5K–10K'],
    ['solar-floodlights', 29_999_00, '20K–30K'],
    ['solar-floodlights', 30_000_00, 'Over 30K'],
    ['back-up-systems', 29_999_00, 'Under 30K'],
    ['back-up-systems', 100_000_00, '30K–100K'],
    ['back-up-systems', 100_000_50, 'Over 100K'],
    ['batteries', 100_00, null],
  ])('%s at %i cents is %s', (category, cents, band) => {
    expect(priceBandOf(category, cents)).toBe(band);
  });
});

describe('default price range', () => {
  it.each<[string, number[], number | undefined, number]>([
    ['the spec default when every product fits', [500_000_00], undefined, 1_000_000],
    ['raised to a multiple of 5,000 above the dearest product', [1_234_567_00], undefined, 1_235_000],
    ['the inverter page starts at 2,000,000', [10_00], INVERTER_MAX_PRICE, 2_000_000],
    ['no products', [], undefined, 1_000_000],
  ])('%s', (_name, prices, specDefault, expected) => {
    expect(defaultMaxPrice(prices, specDefault)).toBe(expected);
  });
});

describe('filter state in the URL', () => {
  it.each<[string, string, Partial<FilterState>]>([
    ['empty', '', {}],
    ['category and flash sale links', '?category=accessories&flash-sale=true', { categories: ['accessories'], flashSale: true }],
    [
      'repeated brand and facets',
      '?brand=Chint&brand=Schneider&pole=1P&pole=2P',
      { brands: ['Chint', 'Schneider'], facets: { pole: ['1P', '2P'] } },
    ],
    ['text and prices', '?q=mc4+pair&min=100&max=5000', { q: 'mc4 pair', min: 100, max: 5000 }],
  ])('%s round-trips', (_name, query, partial) => {
    const parsed = parseFilterState(new URLSearchParams(query), ['pole', 'function']);
    expect(parsed).toEqual(state(partial));
    expect(filterStateToQuery(parsed)).toBe(query);
  });

  it.each<[string, string, Partial<FilterState>]>([
    ['unknown parameters are ignored', '?colour=red&wattage=5', {}],
    ['malformed and negative prices are ignored', '?min=abc&max=-4', {}],
    ['blank and duplicate values are dropped', '?brand=&brand=Chint&brand=Chint&q=%20%20', { brands: ['Chint'] }],
    ['flash-sale must be true', '?flash-sale=yes', {}],
    ["the checkout upsell's power-backups is the back-up systems", '?category=power-backups', { categories: ['back-up-systems'] }],
    ['solar-inverters is the inverters', '?category=solar-inverters&category=inverters', { categories: ['inverters'] }],
    ['a name of every object is no alias', '?category=constructor', { categories: ['constructor'] }],
  ])('%s', (_name, query, partial) => {
    expect(parseFilterState(new URLSearchParams(query), ['pole'])).toEqual(state(partial));
  });
});

describe('default listing order', () => {
  const stock = (list: string) => list.split(' ').map((entry) => ({ id: entry.slice(0, -1), inStock: entry.endsWith('+') }));
  it.each<[string, string, string[]]>([
    ['all in stock keeps the catalogue order', 'a+ b+ c+', ['a', 'b', 'c']],
    ['a sold-out first product moves to the end', 'a- b+ c+', ['b', 'c', 'a']],
    ['sold-out products keep their order among themselves', 'a- b+ c- d+ e-', ['b', 'd', 'a', 'c', 'e']],
    ['all sold out keeps the catalogue order', 'a- b- c-', ['a', 'b', 'c']],
    ['a single product', 'a-', ['a']],
  ])('%s', (_name, list, expected) => {
    expect(inStockFirst(stock(list)).map((p) => p.id)).toEqual(expected);
  });

  it.each<[string, ReturnType<typeof stockOf>, string[]]>([
    ['one low on stock (2 left) keeps its place: it can be bought', stockOf(true, { available: 2, lowThreshold: 3 }), ['a', 'b', 'c']],
    ['one counted to nothing at build moves to the end', stockOf(true, { available: 0, lowThreshold: 3 }), ['b', 'c', 'a']],
    [
      'one the shop no longer sells moves to the end, whatever its count',
      stockOf(false, { available: 9, lowThreshold: 3 }),
      ['b', 'c', 'a'],
    ],
    ['one not counted is in stock while on sale', stockOf(true), ['a', 'b', 'c']],
  ])('by the count known at build: %s', (_name, first, expected) => {
    const listing = buildListing([product('a', first), product('b'), product('c')], 'accessories', t);
    expect(listing.products.map((p) => p.id)).toEqual(expected);
  });

  it('a listing opens on products in stock and lists every product once', () => {
    const catalogue = [product('sold-out', SOLD_OUT), product('mc4'), product('spd')];
    const listing = buildListing(catalogue, 'accessories', t);
    expect(listing.products.map((p) => p.id)).toEqual(['mc4', 'spd', 'sold-out']);
  });

  it('the flash sale is picked once per catalogue, so every page of /shop/deals renders from one listing', () => {
    const catalogue = [product('a', { onFlashSale: true }), product('b'), product('c', { onFlashSale: true })];
    const deals = flashSaleProducts(catalogue);
    expect(deals.map((p) => p.id)).toEqual(['a', 'c']);
    expect(flashSaleProducts(catalogue)).toBe(deals);
    expect(listingOf(flashSaleProducts(catalogue), null, t)).toBe(listingOf(deals, null, t));
  });
});

describe('featured picks', () => {
  const catalogue = [
    product('a1', { category: 'batteries' }),
    product('a2', { category: 'batteries' }),
    product('a3', { category: 'batteries', ...SOLD_OUT }),
    product('b1', { category: 'inverters' }),
    product('c1', { category: 'accessories' }),
    product('c2', { category: 'accessories' }),
  ];
  it.each<[number, string[]]>([
    [15, ['b1', 'a1', 'c1', 'a2', 'c2']],
    [3, ['b1', 'a1', 'c1']],
  ])('takes %i in-stock products in turn from each category', (count, expected) => {
    expect(pickFeatured(catalogue, ['inverters', 'batteries', 'accessories'], count).map((p) => p.id)).toEqual(expected);
  });
});
