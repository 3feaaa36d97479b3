/**
 * How many products each home section shows, whatever the catalogue's size: the home page weighs
 * the same with 200 products or 10,000. Sections an editor fills take the first ones listed.
 */
export const HOME_LIMITS = {
  flashSale: 12,
  mustHaves: 12,
  featuredPicks: 15,
  lightingDeals: 8,
  waterHeaters: 4,
  accessories: 15,
} as const;
