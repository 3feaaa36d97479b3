import type { Category, Product } from '../catalogue/types.ts';
import type { IndexProduct } from './build-index.ts';
import { productWords } from '../catalogue/product-words.ts';

/**
 * A catalogue product as the search index sees it, with its card's image URL ('' for none): its
 * English content, and its Kiswahili words where translated (`kiswahili`, the same product in the
 * Kiswahili catalogue), so one index serves /search and /sw/search.
 */
export function indexProduct(product: Product, categories: readonly Category[], image: string, kiswahili?: Product): IndexProduct {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    categoryName: categories.find((c) => c.slug === product.category)?.name ?? product.category,
    priceCents: product.priceCents,
    inStock: product.inStock,
    image,
    text: productWords(product, kiswahili).join(' '),
  };
}
