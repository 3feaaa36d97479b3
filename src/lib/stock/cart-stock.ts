import type { MessageKey, MessageValues } from '../../i18n/index.ts';
import type { CatalogueProducts } from '../cart/catalogue-check.ts';
import type { ShopperStock } from './state.ts';

/**
 * What the live stock answer (GET /api/stock) says of the cart's lines (issue 44): a line whose
 * product is sold out, or that asks for more than are left, cannot go to checkout as it is; a line
 * within a low count says how few are left. Checkout stays the authority: it refuses what it cannot
 * reserve, whatever the cart showed.
 */
export type LineStock =
  /** Sold out now. */
  | { kind: 'out' }
  /** Fewer left than the line asks for. */
  | { kind: 'short'; left: number }
  /** As many as the line asks for are left, but few. */
  | { kind: 'low'; left: number };

/** The line's stock, or null when there is nothing to say (in stock, or not in the answer). */
export function lineStock(quantity: number, stock: ShopperStock | undefined): LineStock | null {
  if (!stock || stock.state === 'in_stock') return null;
  if (stock.state === 'out_of_stock') return { kind: 'out' };
  if (stock.left === null) return null;
  return quantity > stock.left ? { kind: 'short', left: stock.left } : { kind: 'low', left: stock.left };
}

/** Whether the line keeps the cart from going to checkout. */
export function blocksCheckout(stock: LineStock | null): boolean {
  return stock?.kind === 'out' || stock?.kind === 'short';
}

/** The most the line's stepper may reach: how many are left when that is known, else `max`. */
export function stockCap(stock: LineStock | null, max: number): number {
  if (!stock) return max;
  return stock.kind === 'out' ? 0 : Math.min(stock.left, max);
}

/**
 * The line's own stock words under its name: how few are left, and when it asks for more, what to
 * do. Sold out says nothing here: the catalogue check's notice ("Out of stock now") says it.
 */
export function lineStockNotice(stock: LineStock | null, t: (key: MessageKey, values?: MessageValues) => string): string {
  if (stock?.kind === 'low') return t('product.stockLow', { count: stock.left });
  if (stock?.kind === 'short') return t('cart.notice.short', { count: stock.left });
  return '';
}

/**
 * The snapshot's products with each answered product's availability now, so the cart's catalogue
 * check (price, sold out, no longer sold) reads the live state where it has one and the build's
 * elsewhere.
 */
export function withLiveStock(products: CatalogueProducts, live: ReadonlyMap<string, ShopperStock>): CatalogueProducts {
  const merged: Record<string, CatalogueProducts[string]> = { ...products };
  for (const [id, stock] of live) {
    const product = Object.hasOwn(products, id) ? products[id] : undefined;
    if (product) merged[id] = { ...product, inStock: stock.state !== 'out_of_stock' };
  }
  return merged;
}
