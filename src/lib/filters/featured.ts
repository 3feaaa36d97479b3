import type { Product } from '../catalogue/types.ts';

/**
 * Featured Picks: a stable choice made at build, not a random one per visit. In-stock products,
 * taken in turn from each category (in category order) so the row shows the range of the shop;
 * within a category, the order the catalogue lists them.
 */
export function pickFeatured(products: readonly Product[], categoryOrder: readonly string[], count = 15): Product[] {
  const queues = categoryOrder.map((slug) => products.filter((p) => p.category === slug && p.inStock));
  const picked: Product[] = [];
  for (let round = 0; picked.length < count && queues.some((queue) => queue.length > round); round++) {
    for (const queue of queues) {
      const product = queue[round];
      if (product && picked.length < count) picked.push(product);
    }
  }
  return picked;
}
