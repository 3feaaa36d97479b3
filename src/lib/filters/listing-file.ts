import type { Category, Product } from '../catalogue/types.ts';
import type { ListingFileRecord } from './listing-record.ts';
import { toFilterRecord } from './record.ts';
import { productPath } from '../catalogue/product-path.ts';

/**
 * A product as the build writes it into its category's listing file (its short wire keys:
 * ListingFileRecord); one file serves both languages, its text filter finding the Kiswahili words
 * of `kiswahili` (the same product in the Kiswahili catalogue) too.
 */
export function toListingRecord(
  product: Product,
  categories: readonly Category[],
  rank: number,
  image: string,
  kiswahili?: Product,
): ListingFileRecord {
  const { priceCents, ...record } = toFilterRecord(product, categories, kiswahili);
  return {
    ...record,
    price: priceCents,
    rank,
    name: product.name,
    url: productPath(product),
    image,
    compareAtPrice: product.compareAtPriceCents,
    inStock: product.inStock,
  };
}
