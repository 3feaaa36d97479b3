import type { FilterRecord } from './record.ts';

/**
 * One product in a category's listing file (/listing/{category}.json): what the filters match
 * on, and what a card shows, so the listing can draw any page of filtered results. The file is
 * fetched the first time a filter is used; the page itself carries one page of cards. Browser
 * code imports this file, so it holds no build-time code (that is listing-file.ts).
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

/** The records of several listing files as one list in the shop's default order. */
export function mergeByRank(files: readonly (readonly ListingRecord[])[]): ListingRecord[] {
  return files.flat().sort((a, b) => a.rank - b.rank);
}
