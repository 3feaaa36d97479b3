import type { CategorySlug } from '../../../src/lib/catalogue/categories.ts';
import { naturalCompare } from '../../../src/lib/natural-order.ts';
import type { ProductSeed } from '../data/types.ts';

/**
 * The demo's stock counts (studio/seed/stock.json, `{ "<product id>": units on hand }`), what
 * `npm start` and every test run seed into the local database and what a build without
 * DATABASE_URL shows (src/server/stock/at-build.ts). The same every time: a product's count comes
 * from its price band and a hash of its slug, never from a random draw.
 *
 * - Most are in stock, the dearer the fewer: cables and clamps by the dozen, panels by the pallet,
 *   a big inverter, battery or home system a handful.
 * - About one in ten is low (1 to 3 left: at or below the default low-stock threshold of 3).
 * - A product whose row says `stock: 0` (the ones the demo showed as out of stock before counts
 *   were kept) is sold out.
 * - The products the test suites and the demo orders buy are never low (see FOR_THE_SUITES).
 */

type Row = [category: CategorySlug, product: ProductSeed];

/** Units on hand by list price, in whole shillings: [below this price, fewest, most]. */
const BY_PRICE: ReadonlyArray<[below: number, fewest: number, most: number]> = [
  [1_000, 40, 60],
  [10_000, 20, 40],
  [50_000, 10, 25],
  [150_000, 6, 12],
  [Infinity, 4, 8],
];
/** Panels come by the pallet whatever they cost. */
const PANELS: [number, number] = [30, 60];

/**
 * Enough for every order one run of the suites places (an E2E run and the hosts' tests start on a
 * fresh database seeded with these counts): the first products in stock in the catalogue's order
 * (tests/e2e/place-order.ts's someProduct(index) picks by place, indexes 0 to 8 and, for cash, the
 * next one below the cash limit; checkout, cart, links, WhatsApp and the hosts' order messages take
 * the first) are ordered dozens of times, the cheapest (the hosts' money path, the warranty specs)
 * a few times each. 250 covers them with room to spare.
 */
const FOR_THE_SUITES = 250;
const FIRST_IN_ORDER = 12;
const CHEAPEST = 6;
/**
 * Never low, so that what a test reads on their pages and orders of them stays "In stock": the
 * first products in the catalogue's order and in id order (the demo customer's past orders,
 * local/demo-accounts.ts, pick by place in id order, up to the 23rd), the cheapest, and the
 * products tests open by name.
 */
const NOT_LOW_IN_ORDER = 30;
const NOT_LOW_CHEAPEST = 12;
const OPENED_BY_NAME = [
  'longi-hi-mo-5-540w',
  'pylontech-us5000',
  'chloride-exide-solar-200ah',
  'felicity-3kw-backup-5kwh',
  'special-offer-1',
  'special-offer-2',
];

/** FNV-1a of a slug: the demo's dice, the same on every run. */
function hashOf(slug: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < slug.length; i++) hash = Math.imul(hash ^ slug.charCodeAt(i), 0x01000193);
  return hash >>> 0;
}

function ordinaryCount(category: CategorySlug, product: ProductSeed, hash: number): number {
  const [, fewest, most] = category === 'solar-panels' ? [0, ...PANELS] : BY_PRICE.find(([below]) => product.price < below)!;
  return fewest + ((hash >>> 4) % (most - fewest + 1));
}

export function demoStock(rows: readonly Row[]): Record<string, number> {
  const sellable = rows.filter(([, p]) => p.stock !== 0).map(([, p]) => p);
  const byName = [...sellable].sort((a, b) => naturalCompare(a.name, b.name));
  const bySlug = [...sellable].sort((a, b) => (a.slug < b.slug ? -1 : 1));
  const byPrice = [...sellable].sort((a, b) => a.price - b.price);
  const slugs = (list: ProductSeed[], count: number) => list.slice(0, count).map((p) => p.slug);
  const forTheSuites = new Set([...slugs(byName, FIRST_IN_ORDER), ...slugs(byPrice, CHEAPEST)]);
  const neverLow = new Set([
    ...slugs(byName, NOT_LOW_IN_ORDER),
    ...slugs(bySlug, NOT_LOW_IN_ORDER),
    ...slugs(byPrice, NOT_LOW_CHEAPEST),
    ...OPENED_BY_NAME,
  ]);
  const counts: Record<string, number> = {};
  for (const [category, product] of [...rows].sort(([, a], [, b]) => (a.slug < b.slug ? -1 : 1))) {
    const hash = hashOf(product.slug);
    counts[product.slug] =
      product.stock ??
      (forTheSuites.has(product.slug)
        ? FOR_THE_SUITES
        : !neverLow.has(product.slug) && hash % 7 === 0
          ? 1 + ((hash >>> 8) % 3)
          : ordinaryCount(category, product, hash));
  }
  return counts;
}
