import type { Category, Product } from '../catalogue/types.ts';
import { PRICE_BAND_KEY, specValues } from './facets.ts';
import { priceBandOf } from './price-bands.ts';
import { productWords } from '../catalogue/product-words.ts';

/** What the listing script needs of one product to filter it, built once at build time. */
export interface FilterRecord {
  id: string;
  brand: string;
  category: string;
  /** Selling price in cents. */
  priceCents: number;
  flashSale: boolean;
  /** Lower-case text searched by the free-text filter: name, brand, category, tags, description (and their Kiswahili where written). */
  text: string;
  /** Facet key → the product's values for it. */
  values: Record<string, string[]>;
}

function searchText(product: Product, categoryName: string, kiswahili?: Product): string {
  return [product.name, product.brand, product.category, categoryName, ...productWords(product, kiswahili)]
    .join(' ')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** `kiswahili`: the same product in the Kiswahili catalogue, whose words the text filter finds too. */
export function toFilterRecord(product: Product, categories: readonly Category[], kiswahili?: Product): FilterRecord {
  const categoryName = categories.find((c) => c.slug === product.category)?.name ?? product.category;
  const values: Record<string, string[]> = {};
  for (const [name, value] of Object.entries(product.specs)) {
    const list = specValues(value);
    if (list.length > 0) values[name] = list;
  }
  const band = priceBandOf(product.category, product.priceCents);
  if (band) values[PRICE_BAND_KEY] = [band];
  return {
    id: product.id,
    brand: product.brand,
    category: product.category,
    priceCents: product.priceCents,
    flashSale: product.onFlashSale,
    text: searchText(product, categoryName, kiswahili),
    values,
  };
}
