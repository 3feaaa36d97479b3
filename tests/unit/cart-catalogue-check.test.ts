import { describe, expect, it } from 'vitest';
import { checkCart, checkLine, type CatalogueProducts } from '../../src/lib/cart/catalogue-check.ts';
import type { CartLine } from '../../src/lib/cart/line.ts';

const line: CartLine = {
  id: 'lfp-100ah',
  name: 'LFP 100Ah',
  priceCents: 5_000_000,
  quantity: 2,
  brand: 'Felicity',
  category: 'batteries',
  image: '',
};
const product = {
  name: line.name,
  brand: line.brand,
  category: line.category,
  priceCents: line.priceCents,
  onSale: true,
  taxType: 'B' as const,
  inStock: true,
  stock: { state: 'in_stock' as const, left: null },
};
/** Sold out when the catalogue was built: the cart says so (checkout asks the database). */
const soldOut = { inStock: false, stock: { state: 'out_of_stock' as const, left: null } };

describe('comparing a line with the catalogue', () => {
  it.each([
    { case: 'same price, in stock', products: { [line.id]: product }, expected: { kind: 'ok' } },
    {
      case: 'a lower price',
      products: { [line.id]: { ...product, priceCents: 4_500_000 } },
      expected: { kind: 'price-changed', oldPriceCents: 5_000_000, newPriceCents: 4_500_000 },
    },
    {
      case: 'a higher price',
      products: { [line.id]: { ...product, priceCents: 5_500_000 } },
      expected: { kind: 'price-changed', oldPriceCents: 5_000_000, newPriceCents: 5_500_000 },
    },
    { case: 'out of stock', products: { [line.id]: { ...product, ...soldOut } }, expected: { kind: 'out-of-stock' } },
    {
      case: 'no longer on sale',
      products: { [line.id]: { ...product, ...soldOut, onSale: false } },
      expected: { kind: 'out-of-stock' },
    },
    {
      case: 'out of stock and repriced: stock comes first',
      products: { [line.id]: { ...product, ...soldOut, priceCents: 1 } },
      expected: { kind: 'out-of-stock' },
    },
    { case: 'no longer in the catalogue', products: {}, expected: { kind: 'discontinued' } },
    {
      case: 'an id that is an inherited property name',
      products: {},
      line: { ...line, id: 'constructor' },
      expected: { kind: 'discontinued' },
    },
  ])('$case', ({ products, expected, line: checked = line }) => {
    expect(checkLine(checked, products as CatalogueProducts)).toEqual(expected);
  });

  it('lists only the lines that differ, by id', () => {
    const other = { ...line, id: 'panel' };
    const products = { [line.id]: product, panel: { ...product, priceCents: 1 } };
    expect([...checkCart([line, other], products)]).toEqual([
      ['panel', { kind: 'price-changed', oldPriceCents: 5_000_000, newPriceCents: 1 }],
    ]);
  });
});
