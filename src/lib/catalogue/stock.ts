import { canBuy, DEFAULT_LOW_THRESHOLD, shopperStock } from '../stock/state.ts';
import type { Product } from './types.ts';

/**
 * A product's stock as the build knows it (issue 44): the database's count at build time, or the
 * demo's counts without a database (src/server/stock/at-build.ts). Built pages show it; the live
 * request after load (GET /api/stock) corrects it, and checkout is the authority.
 */
export interface CountAtBuild {
  /** Units available to sell (on hand less reserved); null: the shop does not count the product. */
  available: number | null;
  lowThreshold: number;
}

/** A product the shop does not count: in stock while it is on sale, as the CMS alone says. */
export const NOT_COUNTED: CountAtBuild = { available: null, lowThreshold: DEFAULT_LOW_THRESHOLD };

/**
 * What a product's page tells shoppers of its stock: the state ("In stock", "Only 3 left", "Out of
 * stock") and `inStock`, whether it can be bought (on sale and not sold out), which the pages,
 * filters, search and sizing read.
 */
export function stockOf(onSale: boolean, count: CountAtBuild = NOT_COUNTED): Pick<Product, 'onSale' | 'stock' | 'inStock'> {
  const stock = shopperStock(count.available, count.lowThreshold, onSale);
  return { onSale, stock, inStock: canBuy(stock) };
}
