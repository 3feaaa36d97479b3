import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue } from '../../src/cms/index.ts';
import { NOT_COUNTED, stockOf, type CountAtBuild } from '../../src/lib/catalogue/stock.ts';
import { catalogueSnapshot, toSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';

/**
 * The catalogue knows the count at build (issue 44): the CMS says whether a product is on sale, the
 * count known at build what shoppers are told; `inStock` is what pages, filters and search read.
 */

const count = (available: number | null, lowThreshold = 3): CountAtBuild => ({ available, lowThreshold });

describe('a product’s stock at build', () => {
  it.each<[string, boolean, CountAtBuild, string, number | null, boolean]>([
    ['on sale, not counted: in stock, as the CMS alone says', true, NOT_COUNTED, 'in_stock', null, true],
    ['on sale, plenty counted', true, count(40), 'in_stock', null, true],
    ['on sale, one above the threshold', true, count(4), 'in_stock', null, true],
    ['on sale, at the threshold: low, with how many are left', true, count(3), 'low', 3, true],
    ['on sale, the last one', true, count(1), 'low', 1, true],
    ['on sale, a threshold of its own', true, count(5, 5), 'low', 5, true],
    ['on sale, counted to nothing: sold out', true, count(0), 'out_of_stock', null, false],
    ['on sale, oversold by a late payment', true, count(-2), 'out_of_stock', null, false],
    ['not on sale, however many are counted', false, count(40), 'out_of_stock', null, false],
    ['not on sale, not counted', false, NOT_COUNTED, 'out_of_stock', null, false],
  ])('%s', (_name, onSale, counted, state, left, inStock) => {
    expect(stockOf(onSale, counted)).toEqual({ onSale, stock: { state, left }, inStock });
  });
});

describe('the catalogue with the counts known at build', async () => {
  const documents = (await readNdjsonDir('studio/seed')) as Array<Record<string, unknown>>;
  // One product taken off sale by an editor, whatever its count.
  const withdrawn = documents.map((doc) => (doc._id === 'product-pylontech-us5000' ? { ...doc, onSale: false } : doc));
  const counts = new Map<string, CountAtBuild>([
    ['jinko-tiger-neo-550w', count(2)],
    ['growatt-spf-5000es', count(0)],
    ['pylontech-us5000', count(12)],
  ]);
  const asked: string[][] = [];
  const source = async (ids: readonly string[]) => (asked.push([...ids]), counts);
  const [english, kiswahili] = await Promise.all([
    fetchCatalogue(datasetFetcher(withdrawn), 'en', source),
    fetchCatalogue(datasetFetcher(withdrawn), 'sw', source),
  ]);
  const product = (id: string, catalogue = english) => catalogue.products.find((p) => p.id === id)!;

  it.each<[string, string, { state: string; left: number | null }, boolean]>([
    ['a low count says how many are left', 'jinko-tiger-neo-550w', { state: 'low', left: 2 }, true],
    ['a count of nothing is sold out', 'growatt-spf-5000es', { state: 'out_of_stock', left: null }, false],
    ['a product off sale is out of stock, its count aside', 'pylontech-us5000', { state: 'out_of_stock', left: null }, false],
    [
      'a product the counts leave out is not counted: in stock while on sale',
      'felicity-lpba48100',
      { state: 'in_stock', left: null },
      true,
    ],
  ])('%s', (_name, id, stock, inStock) => {
    expect(product(id)).toMatchObject({ stock, inStock });
    expect(product(id, kiswahili)).toMatchObject({ stock, inStock });
  });

  it('asks for the count of every product, once per catalogue', () => {
    expect(asked[0]?.length).toBe(english.products.length);
  });

  it('puts on sale, in stock and what shoppers were told into /catalogue.json', () => {
    const snapshot = catalogueSnapshot.parse(toSnapshot(english, [], DEFAULT_DELIVERY_SETTINGS, new Date('2026-11-30T00:00:00Z'), null));
    expect(snapshot.products['jinko-tiger-neo-550w']).toMatchObject({ onSale: true, inStock: true, stock: { state: 'low', left: 2 } });
    expect(snapshot.products['pylontech-us5000']).toMatchObject({ onSale: false, inStock: false, stock: { state: 'out_of_stock' } });
    expect(snapshot.products['growatt-spf-5000es']).toMatchObject({ onSale: true, inStock: false });
  });
});
