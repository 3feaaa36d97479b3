import type { Category, Product } from '../catalogue/types.ts';
import type { IndexProduct } from './build-index.ts';

/** A catalogue product (its English content) as the search index sees it, with its card's image URL ('' for none). */
export function indexProduct(product: Product, categories: readonly Category[], image: string): IndexProduct {
  return {
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    categoryName: categories.find((c) => c.slug === product.category)?.name ?? product.category,
    priceCents: product.priceCents,
    inStock: product.inStock,
    image,
    text: [...product.tags, product.description ?? ''].join(' '),
  };
}
