import type { MessageKey, Translate } from '../../i18n/index.ts';
import { fill } from '../../i18n/fill.ts';
import type { Locale } from '../../i18n/locales.ts';
import { pluralForm } from '../../i18n/plural.ts';
import type { ShopperStock } from './state.ts';

/**
 * What a product page's stock line says (issue 44): "In stock", "Only 3 left", "Out of stock".
 * The build writes the words of every state into the page, unfilled, so its script can say the
 * live state in the page's language without a string table; both say it through `stockText`.
 */

/** The stock line's words: one per state, "Only {count} left" in its two plural forms. */
export interface StockWords {
  in: string;
  one: string;
  other: string;
  out: string;
}

const STOCK_WORD_KEYS = {
  in: 'product.inStock',
  low: 'product.stockLow',
  out: 'product.outOfStock',
} as const satisfies Record<string, MessageKey>;

/** The words in `t`'s language, as the build writes them into the page. */
export function stockWords(t: Translate): StockWords {
  return {
    in: t(STOCK_WORD_KEYS.in),
    one: t.form(STOCK_WORD_KEYS.low, 'one'),
    other: t.form(STOCK_WORD_KEYS.low, 'other'),
    out: t(STOCK_WORD_KEYS.out),
  };
}

/** What the line says of `stock`: a low count names how many are left, in the form that count takes in `locale`. */
export function stockText(stock: ShopperStock, words: StockWords, locale: Locale): string {
  if (stock.state === 'out_of_stock') return words.out;
  if (stock.state === 'low' && stock.left !== null) return fill(words[pluralForm(stock.left, locale)], { count: stock.left });
  return words.in;
}
