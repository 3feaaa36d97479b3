import type { Category, Product } from '../catalogue/types.ts';
import { toFilterRecord, type FilterRecord } from './record.ts';

/**
 * One product in a category's listing file (/listing/{category}.json): what the filters match
 * on, and what a card shows, so the listing can draw any page of filtered results. The file is
 * fetched the first time a filter is used; the page itself carries one page of cards.
 */
export interface ListingRecord extends FilterRecord {
  /** Position in the whole shop's default order (in stock first), so files of several categories merge in order. */
  rank: number;
  name: string;
  url: string;
  /** One image URL for the card and the cart line, '' without one. */
  image: string;
  /** Was-price in cents, or null. */
  compareAtPrice: number | null;
  inStock: boolean;
}

export const listingFileUrl = (category: string): string => `/listing/${category}.json`;

export function toListingRecord(product: Product, categories: readonly Category[], rank: number, image: string): ListingRecord {
  return {
    ...toFilterRecord(product, categories),
    rank,
    name: product.name,
    url: `/shop/${product.category}/${product.id}`,
    image,
    compareAtPrice: product.compareAtPrice,
    inStock: product.inStock,
  };
}

/** The records of several listing files as one list in the shop's default order. */
export function mergeByRank(files: readonly (readonly ListingRecord[])[]): ListingRecord[] {
  return files.flat().sort((a, b) => a.rank - b.rank);
}
