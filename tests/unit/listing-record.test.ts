import { describe, expect, it } from 'vitest';
import type { Product } from '../../src/lib/catalogue/types.ts';
import { inStockFirst } from '../../src/lib/filters/listing.ts';
import { toListingRecord } from '../../src/lib/filters/listing-file.ts';
import { fromListingFile, listingFileUrl, mergeByRank } from '../../src/lib/filters/listing-record.ts';
import { stockOf } from '../../src/lib/catalogue/stock.ts';

function product(id: string, category: 'batteries' | 'inverters', inStock = true, compareAtPrice: number | null = null): Product {
  return {
    id,
    name: `Product ${id}`,
    brand: 'Felicity',
    category,
    listPriceCents: 1_000_00,
    priceCents: 1_000_00,
    compareAtPriceCents: compareAtPrice,
    discountPercent: compareAtPrice === null ? null : 10,
    onFlashSale: compareAtPrice !== null,
    taxType: 'B',
    ...stockOf(true, inStock ? undefined : { available: 0, lowThreshold: 3 }),
    weightKg: 10,
    image: null,
    description: 'A test product',
    tags: ['test'],
    features: [],
    specs: {},
    warranty: { months: 12, covers: '' },
    seo: null,
    localSpecs: {},
    inEnglish: [],
  };
}
const categories = [
  { slug: 'batteries' as const, name: 'Batteries', description: '', image: null, seo: null },
  { slug: 'inverters' as const, name: 'Inverters', description: '', image: null, seo: null },
];

describe('listing files', () => {
  it('hold what the filters match on and what a card shows', () => {
    const record = toListingRecord(product('b1', 'batteries', false, 1_200_00), categories, 7, '/img.webp');
    expect(record).toMatchObject({
      id: 'b1',
      rank: 7,
      name: 'Product b1',
      url: '/shop/batteries/b1',
      image: '/img.webp',
      brand: 'Felicity',
      category: 'batteries',
      price: 1_000_00,
      compareAtPrice: 1_200_00,
      inStock: false,
      flashSale: true,
    });
    expect(record.text).toContain('batteries');
    expect(listingFileUrl('batteries')).toBe('/listing/batteries.json');
  });

  it('are read back with the cents under their names in code', () => {
    const record = fromListingFile(toListingRecord(product('b1', 'batteries', true, 1_200_00), categories, 0, ''));
    expect(record).toMatchObject({ priceCents: 1_000_00, compareAtPriceCents: 1_200_00 });
    expect(record).not.toHaveProperty('price');
    expect(record).not.toHaveProperty('compareAtPrice');
  });

  it('merge from several categories into the shop-wide order, in stock first', () => {
    const all = [
      product('b1', 'batteries', false),
      product('i1', 'inverters'),
      product('b2', 'batteries'),
      product('i2', 'inverters', false),
      product('b3', 'batteries'),
    ];
    const ranked = inStockFirst(all).map((p, rank) => fromListingFile(toListingRecord(p, categories, rank, '')));
    const batteries = ranked.filter((r) => r.category === 'batteries');
    const inverters = ranked.filter((r) => r.category === 'inverters');
    expect(mergeByRank([inverters, batteries]).map((r) => r.id)).toEqual(['i1', 'b2', 'b3', 'b1', 'i2']);
    expect(mergeByRank([batteries]).map((r) => r.id)).toEqual(['b2', 'b3', 'b1']);
  });
});
