/**
 * What a shopper is told about a product's stock (issue 44), from the units available to sell
 * (counted less reserved) and the product's low-stock threshold. One rule for the built pages,
 * `GET /api/stock` and the cart: "In stock", "Only 3 left" (at or below the threshold), "Out of
 * stock". A product whose count the shop does not keep (`available` null) is in stock while it is
 * on sale. Only a low count is told: a shopper never learns more than the page shows.
 */
export const STOCK_STATES = ['in_stock', 'low', 'out_of_stock'] as const;
type StockState = (typeof STOCK_STATES)[number];

export interface ShopperStock {
  state: StockState;
  /** How many are left: only when low, otherwise null. */
  left: number | null;
}

/** The default low-stock threshold of a product counted for the first time. */
export const DEFAULT_LOW_THRESHOLD = 3;

export function shopperStock(available: number | null, lowThreshold: number, onSale = true): ShopperStock {
  if (!onSale) return { state: 'out_of_stock', left: null };
  if (available === null) return { state: 'in_stock', left: null };
  if (available <= 0) return { state: 'out_of_stock', left: null };
  if (available <= lowThreshold) return { state: 'low', left: available };
  return { state: 'in_stock', left: null };
}

/** Whether a product in this state can be added to a cart. */
export function canBuy(stock: ShopperStock): boolean {
  return stock.state !== 'out_of_stock';
}
