/** The eleven product families of the shop, in the order the Shop menu lists them. */
export const CATEGORY_SLUGS = [
  'solar-panels',
  'inverters',
  'batteries',
  'charge-controllers',
  'accessories',
  'packages',
  'solar-floodlights',
  'water-heaters',
  'heat-pumps',
  'solar-hybrid-water-pumping-inverters',
  'back-up-systems',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export function isCategorySlug(value: string): value is CategorySlug {
  return (CATEGORY_SLUGS as readonly string[]).includes(value);
}

/** Sanity document id of a category: deterministic, so product fields can be shown per category. */
export function categoryDocumentId(slug: CategorySlug): string {
  return `category-${slug}`;
}
