import { z } from 'zod';
import { STOCK_STATES } from '../lib/stock/state.ts';
import { STOCK_MOVEMENT_KINDS } from '../lib/stock/movements.ts';

/** What the API answers about stock (issue 44): the shopper's GET /api/stock and the admin's stock routes. */

/** One product as a shopper may see it: its state, and how many are left only when that is low. */
const shopperStockEntry = z.object({
  id: z.string(),
  state: z.enum(STOCK_STATES),
  left: z.number().int().positive().nullable(),
});

/** GET /api/stock?ids=a,b: the products asked for that the shop sells, in the order asked. */
export const stockAnswer = z.object({ stock: z.array(shopperStockEntry) });
export type StockAnswer = z.infer<typeof stockAnswer>;

const count = z.number().int();

/** A product's figures over every stock location: on hand, reserved for open orders, available to sell. */
const stockFigures = z.object({
  productId: z.string(),
  /** Whether the shop counts this product at all; a product never counted is sold on its CMS "on sale" alone. */
  tracked: z.boolean(),
  /** Units in the shop's stores that are not yet sold (a paid order's units leave the count when it is paid). */
  onHand: count,
  /** Units held for open orders: unpaid online orders (until they expire) and cash orders (until dispatched). */
  reserved: count.nonnegative(),
  /** On hand less reserved: what a shopper can still buy. Negative only when a late payment oversold it. */
  available: count,
  lowThreshold: count.nonnegative(),
  updatedAt: z.string().nullable(),
});
export type StockFigures = z.infer<typeof stockFigures>;

/** PUT /api/admin/stock/{productId} and the other changes: the product's new figures. */
export const stockChangeAnswer = z.object({ stock: stockFigures });

/** One movement in a product's history: what changed, by how much, the figures after, who and why. */
const stockMovement = z.object({
  id: z.string(),
  kind: z.enum(STOCK_MOVEMENT_KINDS),
  locationId: z.string(),
  onHandChange: count,
  reservedChange: count,
  onHandAfter: count,
  reservedAfter: count,
  orderId: z.string().nullable(),
  actorEmail: z.string().nullable(),
  note: z.string().nullable(),
  at: z.string(),
});
export type StockMovement = z.infer<typeof stockMovement>;

/** GET /api/admin/stock/{productId}/history: newest first, a page at a time (`before` the last id). */
export const stockHistoryAnswer = z.object({
  stock: stockFigures,
  movements: z.array(stockMovement),
  /** The id to pass as `before` for the next page; null on the last. */
  next: z.string().nullable(),
});

/** One row of the admin's stock page: the figures with the product's name and category from the catalogue. */
const adminStockRow = stockFigures.extend({
  name: z.string(),
  brand: z.string(),
  category: z.string(),
  onSale: z.boolean(),
  priceCents: count.nonnegative(),
});
export type AdminStockRow = z.infer<typeof adminStockRow>;

/** GET /api/admin/stock: every product of the catalogue with its figures, filtered. */
export const adminStockList = z.object({
  rows: z.array(adminStockRow),
  totals: z.object({ products: count, low: count, out: count, untracked: count }),
});
