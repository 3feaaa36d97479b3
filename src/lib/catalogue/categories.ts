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

/** Other names links use for a category: the checkout's upsell link says power-backups (checkout spec). */
const CATEGORY_ALIASES: Readonly<Record<string, CategorySlug>> = { 'power-backups': 'back-up-systems', 'solar-inverters': 'inverters' };

/** The category slug a link's name stands for (an alias or the slug itself). */
export function canonicalCategory(value: string): string {
  return Object.hasOwn(CATEGORY_ALIASES, value) ? (CATEGORY_ALIASES[value] as CategorySlug) : value;
}

/** Sanity document id of a category: deterministic, so product fields can be shown per category. */
export function categoryDocumentId(slug: CategorySlug): string {
  return `category-${slug}`;
}
