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
  compareAtPriceCents: number | null;
  inStock: boolean;
}

/**
 * A record as the listing file holds it: the cents under the short keys `price` and
 * `compareAtPrice`, so every listing fetch stays as small as it was. The build writes it
 * (listing-file.ts); the one reader, src/client/listing.ts, maps it with fromListingFile.
 */
export type ListingFileRecord = Omit<ListingRecord, 'priceCents' | 'compareAtPriceCents'> & {
  price: number;
  compareAtPrice: number | null;
};

export function fromListingFile({ price, compareAtPrice, ...record }: ListingFileRecord): ListingRecord {
  return { ...record, priceCents: price, compareAtPriceCents: compareAtPrice };
}

export const listingFileUrl = (category: string): string => `/listing/${category}.json`;

/** The records of several listing files as one list in the shop's default order. */
export function mergeByRank(files: readonly (readonly ListingRecord[])[]): ListingRecord[] {
  return files.flat().sort((a, b) => a.rank - b.rank);
}
