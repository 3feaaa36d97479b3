import type { MessageKey, MessageValues } from '../../i18n/index.ts';
import type { ShopperStock } from './state.ts';

/**
 * What a product's stock line says (issue 44): "In stock", "Only 3 left", "Out of stock". One
 * function for the build (the server's `t`) and the page scripts that say the live state (their
 * `pageWords()`, over the STOCK_WORD_KEYS the page writes), so both say it alike in either language.
 */

/** The keys of the stock line's words: a page whose script says the live state writes these (PageWords). */
export const STOCK_WORD_KEYS = ['product.inStock', 'product.stockLow', 'product.outOfStock'] as const satisfies readonly MessageKey[];

/** What the line says of `stock` in `t`'s words: a low count names how many are left, in the form that count takes. */
export function stockText(stock: ShopperStock, t: (key: MessageKey, values?: MessageValues) => string): string {
  if (stock.state === 'out_of_stock') return t('product.outOfStock');
  if (stock.state === 'low' && stock.left !== null) return t('product.stockLow', { count: stock.left });
  return t('product.inStock');
}
