import { describe, expect, it } from 'vitest';
import { translationsFor } from '../../src/i18n/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import { checkCart, type CatalogueProducts } from '../../src/lib/cart/catalogue-check.ts';
import type { CartLine } from '../../src/lib/cart/line.ts';
import { blocksCheckout, lineStock, lineStockNotice, stockCap, withLiveStock, type LineStock } from '../../src/lib/stock/cart-stock.ts';
import type { ShopperStock } from '../../src/lib/stock/state.ts';

const inStock: ShopperStock = { state: 'in_stock', left: null };
const out: ShopperStock = { state: 'out_of_stock', left: null };
const low = (left: number): ShopperStock => ({ state: 'low', left });

describe('a cart line against the live stock answer', () => {
  it.each<[string, number, ShopperStock | undefined, LineStock | null, boolean, number]>([
    ['not in the answer: nothing to say, the cart may go on', 4, undefined, null, false, 100],
    ['in stock: nothing to say', 4, inStock, null, false, 100],
    ['sold out: blocks checkout, the stepper goes nowhere', 1, out, { kind: 'out' }, true, 0],
    ['fewer left than asked: blocks checkout, the stepper stops at what is left', 4, low(2), { kind: 'short', left: 2 }, true, 2],
    ['exactly what is left: says how few, checkout goes on', 2, low(2), { kind: 'low', left: 2 }, false, 2],
    ['within a low count: says how few, checkout goes on', 1, low(3), { kind: 'low', left: 3 }, false, 3],
  ])('%s', (_case, quantity, stock, expected, blocks, cap) => {
    const found = lineStock(quantity, stock);
    expect(found).toEqual(expected);
    expect(blocksCheckout(found)).toBe(blocks);
    expect(stockCap(found, 100)).toBe(cap);
  });

  it.each<[Locale, LineStock | null, string]>([
    ['en', null, ''],
    ['en', { kind: 'out' }, ''],
    ['en', { kind: 'low', left: 3 }, 'Only 3 left'],
    ['en', { kind: 'short', left: 1 }, 'Only 1 left: lower the quantity to 1 to check out.'],
    ['en', { kind: 'short', left: 2 }, 'Only 2 left: lower the quantity to 2 or fewer to check out.'],
    ['sw', { kind: 'low', left: 3 }, 'Zimebaki 3 tu'],
    ['sw', { kind: 'short', left: 1 }, 'Imebaki 1 tu: punguza idadi iwe 1 ili uendelee na malipo.'],
    ['sw', { kind: 'short', left: 2 }, 'Zimebaki 2 tu: punguza idadi iwe 2 au chini ya hapo ili uendelee na malipo.'],
  ])('%s %o reads %j under the line', (locale, stock, text) => {
    expect(lineStockNotice(stock, translationsFor(locale))).toBe(text);
  });
});

describe("the cart's catalogue check reads the live state where it has one", () => {
  const product = (inStockAtBuild: boolean, priceCents = 1000) => ({
    name: 'Battery',
    brand: 'Felicity',
    category: 'batteries',
    priceCents,
    onSale: true,
    taxType: 'B' as const,
    inStock: inStockAtBuild,
    stock: inStockAtBuild ? inStock : out,
  });
  const line = (id: string, priceCents = 1000): CartLine => ({
    id,
    name: id,
    priceCents,
    quantity: 1,
    brand: 'Felicity',
    category: 'batteries',
    image: '',
  });
  const products: CatalogueProducts = {
    'sold-since': product(true),
    'back-since': product(false, 1200),
    'as-built': product(false),
  };

  it.each<[string, string, ShopperStock | undefined, string | undefined]>([
    ['sold out since the build: out of stock', 'sold-since', out, 'out-of-stock'],
    ['back since the build: no longer out of stock, and its new price is still seen', 'back-since', low(2), 'price-changed'],
    ['not answered: as the build knew it', 'as-built', undefined, 'out-of-stock'],
  ])('%s', (_case, id, stock, kind) => {
    const live = new Map(stock ? [[id, stock]] : []);
    expect(checkCart([line(id)], withLiveStock(products, live)).get(id)?.kind).toBe(kind);
  });

  it('an answered product the snapshot does not know stays unknown (no longer sold)', () => {
    const merged = withLiveStock(products, new Map([['gone', inStock]]));
    expect(Object.hasOwn(merged, 'gone')).toBe(false);
    expect(checkCart([line('gone')], merged).get('gone')?.kind).toBe('discontinued');
  });
});
