import type { CategorySlug } from '../catalogue/categories.ts';
import type { Product } from '../catalogue/types.ts';
import { facetRules, facetsFor, type Facet, type FacetRule } from './facets.ts';
import { defaultMaxPrice, DEFAULT_MAX_PRICE, INVERTER_MAX_PRICE } from './price-range.ts';
import type { Translate } from '../../i18n/index.ts';

/** Everything a listing page renders and hands to its filter script, prepared at build time. */
export interface Listing {
  products: readonly Product[];
  brands: readonly string[];
  facets: readonly Facet[];
  /** Upper end of the default price range, whole shillings. */
  maxPrice: number;
  /** The facet rules the listing script matches with (the records come from the category's listing file). */
  rules: FacetRule[];
}

/**
 * The default order of a listing: products in stock first, so a listing never opens on one the
 * shopper cannot buy; otherwise the catalogue's order, kept as it is (the sort is stable).
 */
export function inStockFirst<T extends { inStock: boolean }>(products: readonly T[]): T[] {
  return [...products].sort((a, b) => Number(b.inStock) - Number(a.inStock));
}

export function buildListing(
  products: readonly Product[],
  category: CategorySlug | null,
  t: Translate,
  specDefaultMax = DEFAULT_MAX_PRICE,
): Listing {
  const items = inStockFirst(category === null ? products : products.filter((p) => p.category === category));
  const facets = category === null ? [] : facetsFor(category, items, t);
  const brands = [...new Set(items.map((p) => p.brand))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  return {
    products: items,
    brands,
    facets,
    maxPrice: defaultMaxPrice(
      items.map((p) => p.priceCents),
      specDefaultMax,
    ),
    rules: facetRules(facets),
  };
}

const built = new WeakMap<readonly Product[], Map<string, Listing>>();
const onFlashSale = new WeakMap<readonly Product[], readonly Product[]>();

/** The catalogue's products on flash sale, picked once per catalogue: the same list for every page of /shop/deals, so its listing is built once too. */
export function flashSaleProducts(products: readonly Product[]): readonly Product[] {
  let picked = onFlashSale.get(products);
  if (!picked) onFlashSale.set(products, (picked = products.filter((product) => product.onFlashSale)));
  return picked;
}

/**
 * The listing of a category (or of the whole shop), built once per catalogue and language (the
 * filters' labels are words): every page of a listing (/shop/batteries, /shop/batteries/page/2,
 * ...) renders from the same one.
 */
export function listingOf(products: readonly Product[], category: CategorySlug | null, t: Translate): Listing {
  let byCategory = built.get(products);
  if (!byCategory) built.set(products, (byCategory = new Map()));
  const key = `${t.locale} ${category ?? ''}`;
  let listing = byCategory.get(key);
  if (!listing)
    byCategory.set(key, (listing = buildListing(products, category, t, category === 'inverters' ? INVERTER_MAX_PRICE : undefined)));
  return listing;
}
