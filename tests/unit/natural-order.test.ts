import { describe, expect, it } from 'vitest';
import { naturalCompare } from '../../src/lib/natural-order.ts';
import { facetsFor } from '../../src/lib/filters/facets.ts';
import type { Product } from '../../src/lib/catalogue/types.ts';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue } from '../../src/cms/index.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { stockOf } from '../../src/lib/catalogue/stock.ts';

const t = translationsFor('en');

const sorted = (values: readonly string[]) => [...values].sort(naturalCompare);

describe('natural order: numbers by their value, words as words', () => {
  it.each<[string, string[], string[]]>([
    ['kW', ['12 kW', '1 kW', '3 kW'], ['1 kW', '3 kW', '12 kW']],
    ['W', ['550 W', '60 W', '1000 W', '100 W'], ['60 W', '100 W', '550 W', '1000 W']],
    ['Ah', ['200 Ah', '100 Ah', '50 Ah'], ['50 Ah', '100 Ah', '200 Ah']],
    ['V, with decimals', ['51.2 V', '48 V', '12 V', '5.12 V'], ['5.12 V', '12 V', '48 V', '51.2 V']],
    ['a decimal is one number, not two', ['5.5 kW', '5.12 kW', '5 kW'], ['5 kW', '5.12 kW', '5.5 kW']],
    ['12/24 V beside 12 V and 24 V', ['24 V', '12/24 V', '12 V', '12/24/48 V'], ['12 V', '12/24 V', '12/24/48 V', '24 V']],
    [
      'product names',
      ['12 kW Three-phase Hybrid Kit', '3 kW Off-grid Home Kit', '1 kW Off-grid Home Kit'],
      ['1 kW Off-grid Home Kit', '3 kW Off-grid Home Kit', '12 kW Three-phase Hybrid Kit'],
    ],
    [
      'numbers inside names',
      ['Dayliff DHP 20 kW Pool Heat Pump', 'Dayliff DHP 9 kW Heat Pump', 'Dayliff DHP 13 kW Heat Pump'],
      ['Dayliff DHP 9 kW Heat Pump', 'Dayliff DHP 13 kW Heat Pump', 'Dayliff DHP 20 kW Pool Heat Pump'],
    ],
    ['values without numbers, case aside', ['Surge protector', 'breaker', 'Connector'], ['breaker', 'Connector', 'Surge protector']],
    ['a number before a word', ['Gel', '12 V', 'AGM'], ['12 V', 'AGM', 'Gel']],
    ['a shorter name first', ['Panel 2', 'Panel'], ['Panel', 'Panel 2']],
    ['mixed units by number', ['1000 V DC', '63 A', '6 mm²'], ['6 mm²', '63 A', '1000 V DC']],
    ['plain numbers, as numeric facets store them', ['100', '30', '60', '20'], ['20', '30', '60', '100']],
  ])('%s', (_name, values, expected) => {
    expect(sorted(values)).toEqual(expected);
  });

  it.each([
    ['1 kW', '1 KW'],
    ['Chint', 'chint'],
  ])('%s and %s are equal', (a, b) => {
    expect(naturalCompare(a, b)).toBe(0);
  });
});

describe('facet options in natural order', () => {
  const accessory = (id: string, rating: string): Product => ({
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
    specs: { type: 'Breaker', function: ['protection'], rating },
    warranty: { months: 12, covers: '' },
    seo: null,
    localSpecs: {},
    inEnglish: [],
  });

  it('a text facet such as an accessory rating lists 16 A before 125 A', () => {
    const facets = facetsFor(
      'accessories',
      [accessory('a', '125 A'), accessory('b', '16 A'), accessory('c', '63 A'), accessory('d', '1000 V DC')],
      t,
    );
    expect(facets.find((facet) => facet.key === 'rating')?.options.map((option) => option.value)).toEqual([
      '16 A',
      '63 A',
      '125 A',
      '1000 V DC',
    ]);
  });
});

describe('the catalogue in natural order', () => {
  it('lists the seed kits 1 kW, 3 kW, 5 kW, 8 kW, 12 kW, as /shop shows them', async () => {
    const { products } = await fetchCatalogue(datasetFetcher(await readNdjsonDir('studio/seed')));
    const kits = products
      .filter((product) => / kW .*Kit/.test(product.name) && /^\d/.test(product.name))
      .map((product) => product.name.split(' kW')[0]);
    expect(kits).toEqual(['1', '3', '5', '5', '8', '12']);
  });
});
