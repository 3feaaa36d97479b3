import type { CategorySlug } from '../../src/lib/catalogue/categories.ts';
import { discountedPrice, percentOff } from '../../src/lib/pricing.ts';
import type { ProductSeed } from '../../studio/seed/data/types.ts';
import { accessoryFamilies } from './families-accessories.ts';
import { batteryFamilies, controllerFamilies, inverterFamilies, panelFamilies } from './families-power.ts';
import {
  backupFamilies,
  floodlightFamilies,
  heatPumpFamilies,
  packageFamilies,
  pumpFamilies,
  waterHeaterFamilies,
} from './families-systems.ts';
import { MODEL_EDITIONS, type Edition, type Family } from './family.ts';
import type { Random } from './prng.ts';

/** The products of a scale catalogue: which models, at what price, in stock or not, on sale or not. */

const FAMILIES: readonly Family[] = [
  ...panelFamilies,
  ...inverterFamilies,
  ...batteryFamilies,
  ...controllerFamilies,
  ...accessoryFamilies,
  ...packageFamilies,
  ...backupFamilies,
  ...pumpFamilies,
  ...floodlightFamilies,
  ...waterHeaterFamilies,
  ...heatPumpFamilies,
];

/** Share of the products in each category, roughly a distributor's range. */
const CATEGORY_SHARES: Record<CategorySlug, number> = {
  accessories: 0.3,
  inverters: 0.13,
  batteries: 0.12,
  'solar-panels': 0.1,
  'charge-controllers': 0.07,
  packages: 0.07,
  'solar-floodlights': 0.06,
  'water-heaters': 0.05,
  'solar-hybrid-water-pumping-inverters': 0.04,
  'heat-pumps': 0.03,
  'back-up-systems': 0.03,
};

/** Share of products out of stock, and of products with an editor's compare-at price (some in the flash sale). */
const OUT_OF_STOCK_SHARE = 0.1;
const COMPARE_AT_SHARE = 0.1;
const FLASH_SALE_SHARE = 0.06;

export interface ScaleProduct {
  category: CategorySlug;
  row: ProductSeed;
  /** A seed image file (`product-<slug>.jpg`) this product shows. */
  imageFile: string;
}

export interface ScaleOptions {
  count: number;
  /** The site-wide discount of the settings the catalogue ships with; compare-at prices are checked against it. */
  siteDiscountPercent: number;
  /** Slugs already taken (the seed's own products). */
  reservedSlugs: ReadonlySet<string>;
}

export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** A shop's price in KSh: round to 5, 10, 50, 100 or 500 shillings as the amount grows. */
export function shopPrice(shillings: number): number {
  const step = shillings >= 50_000 ? 500 : shillings >= 5_000 ? 100 : shillings >= 1_000 ? 50 : shillings >= 200 ? 10 : 5;
  return Math.max(step, Math.round(shillings / step) * step);
}

/** How many products of each category make up `count`; the remainder goes to accessories. */
export function categoryQuotas(count: number): Map<CategorySlug, number> {
  const quotas = new Map<CategorySlug, number>();
  for (const [category, share] of Object.entries(CATEGORY_SHARES) as [CategorySlug, number][])
    quotas.set(category, Math.floor(count * share));
  const assigned = [...quotas.values()].reduce((sum, n) => sum + n, 0);
  quotas.set('accessories', (quotas.get('accessories') ?? 0) + count - assigned);
  return quotas;
}

interface Model {
  family: Family;
  brand: string;
  size: number;
  edition: Edition;
  rank: number;
  order: number;
}

/** Every model a category's families offer, base editions first, in a seeded order within each edition rank. */
function modelsOf(category: CategorySlug, random: Random): Model[] {
  const models: Model[] = [];
  for (const family of FAMILIES.filter((f) => f.category === category)) {
    const editions = family.editions ?? MODEL_EDITIONS;
    for (const brand of family.brands) {
      for (const size of family.sizes) {
        editions.forEach((edition, rank) => models.push({ family, brand, size, edition, rank, order: random.next() }));
      }
    }
  }
  return models.sort((a, b) => a.rank - b.rank || a.order - b.order);
}

/** An editor's earlier price that gives a real percent off the selling price, and that percent. */
export function compareAt(
  listPriceKsh: number,
  siteDiscountPercent: number,
  targetPercent: number,
): { compareAt: number; discountPercent: number } {
  const sellingCents = discountedPrice(Math.round(listPriceKsh * 100), siteDiscountPercent);
  const exact = sellingCents / 100 / (1 - targetPercent / 100);
  const compareAtKsh = exact >= 1_000 ? Math.ceil(exact / 10) * 10 : Math.ceil(exact);
  return { compareAt: compareAtKsh, discountPercent: percentOff(compareAtKsh * 100, sellingCents) };
}

function productOf(model: Model, random: Random, siteDiscountPercent: number): ScaleProduct {
  const { family, brand, size, edition } = model;
  const name = family.name(brand, size, edition.label);
  const price = shopPrice(family.price(size) * edition.priceFactor * (0.94 + random.next() * 0.14));
  const row: ProductSeed = {
    slug: slugify(name),
    name,
    brand,
    price,
    blurb: family.blurb,
    features: [...family.features],
    specs: family.specs(size),
    ...(family.warranty ? { warranty: family.warranty } : {}),
  };
  // Its count on hand (the catalogue's stock.json): sold out for about a tenth, else a shop's few to several dozen.
  row.stock = random.chance(OUT_OF_STOCK_SHARE) ? 0 : random.int(1, 60);
  const sale = random.next();
  if (sale < COMPARE_AT_SHARE) {
    Object.assign(row, compareAt(price, siteDiscountPercent, random.int(8, 35)));
    if (sale < FLASH_SALE_SHARE) row.flashSale = true;
  }
  return { category: family.category, row, imageFile: `product-${family.image}.jpg` };
}

/** `count` distinct products spread over the categories; throws when the families cannot offer that many. */
export function scaleProducts(options: ScaleOptions, random: Random): ScaleProduct[] {
  const products: ScaleProduct[] = [];
  const taken = new Set(options.reservedSlugs);
  for (const [category, quota] of categoryQuotas(options.count)) {
    let made = 0;
    for (const model of modelsOf(category, random)) {
      if (made === quota) break;
      const product = productOf(model, random, options.siteDiscountPercent);
      if (taken.has(product.row.slug)) continue;
      taken.add(product.row.slug);
      products.push(product);
      made++;
    }
    if (made < quota)
      throw new RangeError(`The ${category} families offer ${made} products; ${quota} were asked for. Ask for fewer products.`);
  }
  return products;
}
