import { describe, expect, it } from 'vitest';
import { translationsFor } from '../../src/i18n/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { ShopperStock } from '../../src/lib/stock/state.ts';
import { stockText } from '../../src/lib/stock/stock-words.ts';

describe("a product page's stock line, from the build's state or the live answer", () => {
  it.each<[Locale, ShopperStock, string]>([
    ['en', { state: 'in_stock', left: null }, 'In stock'],
    ['en', { state: 'low', left: 3 }, 'Only 3 left'],
    ['en', { state: 'low', left: 1 }, 'Only 1 left'],
    ['en', { state: 'out_of_stock', left: null }, 'Out of stock'],
    ['sw', { state: 'in_stock', left: null }, 'Inapatikana'],
    ['sw', { state: 'low', left: 3 }, 'Zimebaki 3 tu'],
    ['sw', { state: 'low', left: 1 }, 'Imebaki 1 tu'],
    ['sw', { state: 'out_of_stock', left: null }, 'Imeisha'],
    // A low state without its count (never sent: the route gives `left` with every low) reads as in stock, never "Only null left".
    ['en', { state: 'low', left: null }, 'In stock'],
  ])('%s %o says %s', (locale, stock, text) => {
    expect(stockText(stock, translationsFor(locale))).toBe(text);
  });
});
