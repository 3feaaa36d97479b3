import { describe, expect, it } from 'vitest';
import { productPagePath } from '../../src/server/product-alias.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';

const snapshot: CatalogueSnapshot = {
  generatedAt: '2026-11-23T00:00:00.000Z',
  currency: 'KES',
  products: {
    'dyness-b4850': {
      name: 'Dyness B4850',
      brand: 'Dyness',
      category: 'batteries',
      priceCents: 1,
      onSale: true,
      taxType: 'B',
      inStock: true,
      stock: { state: 'in_stock', left: null },
    },
  },
  policies: [],
};

describe('/product/{id} leads to the product page', () => {
  it.each<[string, string | null]>([
    ['/product/dyness-b4850', '/shop/batteries/dyness-b4850'],
    ['/product/dyness-b4850/', '/shop/batteries/dyness-b4850'],
    ['/product/dyness-b4850.html', '/shop/batteries/dyness-b4850'],
    ['/product/no-such-product', null],
    ['/product/special-offer-1', null],
    ['/product/__proto__', null],
    ['/product/constructor', null],
    ['/product/%E0%A4%A', null],
    ['/product/', null],
    ['/product/a/b', null],
    ['/shop/batteries/dyness-b4850', null],
  ])('%s → %s', (path, target) => {
    expect(productPagePath(path, snapshot)).toBe(target);
  });
});
