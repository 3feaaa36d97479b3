import { Hono } from 'hono';
import type { StockAnswer } from '../../api/stock.ts';
import type { CatalogueSnapshot } from '../../lib/catalogue/snapshot.ts';
import { shopperStock } from '../../lib/stock/state.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import type { Database } from '../db/index.ts';
import type { ShopperStockRow } from '../db/stock.ts';
import { ApiError } from '../errors.ts';

/** The most products one request may ask about: a category page's cards fit. */
const MAX_STOCK_IDS = 100;

/** How long a browser or the CDN may keep an answer: a count a few seconds old is fine, checkout is the authority. */
const CACHE = 'public, max-age=10, s-maxage=10';

/** Product ids from `ids=a,b,c`: 1 to MAX_STOCK_IDS ids of the catalogue's form, each once; null for anything else. */
export function stockIds(value: string | undefined): string[] | null {
  if (!value) return null;
  const ids = [...new Set(value.split(',').map((id) => id.trim()))];
  if (ids.length === 0 || ids.length > MAX_STOCK_IDS) return null;
  return ids.every((id) => /^[A-Za-z0-9._-]{1,200}$/.test(id)) ? ids : null;
}

/** What a shopper may be told of each product asked for that the catalogue sells, in the order asked. */
function shopperStockOf(snapshot: CatalogueSnapshot, rows: readonly ShopperStockRow[]): StockAnswer['stock'] {
  return rows.flatMap(({ productId, available, lowThreshold }) => {
    const product = Object.hasOwn(snapshot.products, productId) ? snapshot.products[productId] : undefined;
    return product ? [{ id: productId, ...shopperStock(available, lowThreshold, product.onSale) }] : [];
  });
}

/**
 * GET /api/stock?ids=a,b,c (issue 44): the live state of the products a page shows, for its script
 * to correct what the build knew: "In stock", "Only 3 left", "Out of stock", never a count beyond
 * what the page would show. Public and cached for seconds; ids the catalogue does not sell are left
 * out; a malformed list is a 400 naming `ids`.
 */
export function stockRoutes(db: Database, catalogue: CatalogueSource) {
  return new Hono().get('/', async (c) => {
    const ids = stockIds(c.req.query('ids'));
    if (!ids) throw new ApiError(400, 'INVALID_REQUEST', 'api.error.stockIds', 'ids');
    const snapshot = await catalogue();
    const known = ids.filter((id) => Object.hasOwn(snapshot.products, id));
    const answer: StockAnswer = { stock: shopperStockOf(snapshot, known.length ? await db.stock.shopperStock(known) : []) };
    return c.json(answer, 200, { 'cache-control': CACHE });
  });
}
