import type { Category, Product } from '../catalogue/types.ts';
import type { ListingRecord } from './listing-record.ts';
import { toFilterRecord } from './record.ts';
import { productPath } from '../catalogue/product-path.ts';

/** A product as the build writes it into its category's listing file. */
export function toListingRecord(product: Product, categories: readonly Category[], rank: number, image: string): ListingRecord {
  return {
    ...toFilterRecord(product, categories),
    rank,
    name: product.name,
    url: productPath(product),
    image,
    compareAtPrice: product.compareAtPrice,
    inStock: product.inStock,
  };
}
