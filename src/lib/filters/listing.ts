import type { CategorySlug } from '../catalogue/categories.ts';
import type { Category, Product } from '../catalogue/types.ts';
import { facetRules, facetsFor, type Facet, type FacetRule } from './facets.ts';
import { defaultMaxPrice, DEFAULT_MAX_PRICE } from './price-range.ts';
import { toFilterRecord, type FilterRecord } from './record.ts';

/** Everything a listing page renders and hands to its filter script, prepared at build time. */
export interface Listing {
  products: readonly Product[];
  brands: readonly string[];
  facets: readonly Facet[];
  /** Upper end of the default price range, whole shillings. */
  maxPrice: number;
  /** The JSON the listing script reads: facet rules and one record per product. */
  data: { rules: FacetRule[]; records: FilterRecord[] };
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
  categories: readonly Category[],
  category: CategorySlug | null,
  specDefaultMax = DEFAULT_MAX_PRICE,
): Listing {
  const items = inStockFirst(category === null ? products : products.filter((p) => p.category === category));
  const facets = category === null ? [] : facetsFor(category, items);
  const brands = [...new Set(items.map((p) => p.brand))].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
  return {
    products: items,
    brands,
    facets,
    maxPrice: defaultMaxPrice(items.map((p) => p.price), specDefaultMax),
    data: { rules: facetRules(facets), records: items.map((p) => toFilterRecord(p, categories)) },
  };
}
