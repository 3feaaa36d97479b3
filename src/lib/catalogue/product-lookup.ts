import type { Product } from './types.ts';

const indexes = new WeakMap<readonly Product[], ReadonlyMap<string, Product>>();

/**
 * A product by id in one language's catalogue, through a map made once per catalogue: a page whose
 * route handed it the English product shows it as its own language does (the warranty's line).
 */
export function productIn(products: readonly Product[], id: string): Product | undefined {
  let index = indexes.get(products);
  if (!index) indexes.set(products, (index = new Map(products.map((product) => [product.id, product]))));
  return index.get(id);
}
