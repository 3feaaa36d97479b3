import type { SnapshotProduct } from '../catalogue/snapshot.ts';
import type { Cart, CartLine } from './line.ts';

/** How a cart line compares with the current catalogue snapshot. */
export type LineCheck =
  | { kind: 'ok' }
  /** The product is still sold, at a different price than the line holds. */
  | { kind: 'price-changed'; oldPriceCents: number; newPriceCents: number }
  | { kind: 'out-of-stock' }
  /** No product with this id is sold any more. */
  | { kind: 'discontinued' };

export type CatalogueProducts = Readonly<Record<string, SnapshotProduct>>;

/** Compares one line with the catalogue: a missing product first, then stock, then price. */
export function checkLine(line: CartLine, products: CatalogueProducts): LineCheck {
  const product = Object.hasOwn(products, line.id) ? products[line.id] : undefined;
  if (!product) return { kind: 'discontinued' };
  if (!product.inStock) return { kind: 'out-of-stock' };
  if (product.priceCents !== line.priceCents)
    return { kind: 'price-changed', oldPriceCents: line.priceCents, newPriceCents: product.priceCents };
  return { kind: 'ok' };
}

/** The lines that differ from the catalogue, by id; lines that match are left out. */
export function checkCart(cart: Cart, products: CatalogueProducts): ReadonlyMap<string, LineCheck> {
  const issues = new Map<string, LineCheck>();
  for (const line of cart) {
    const check = checkLine(line, products);
    if (check.kind !== 'ok') issues.set(line.id, check);
  }
  return issues;
}
