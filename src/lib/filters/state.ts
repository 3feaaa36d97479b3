import { canonicalCategory } from '../catalogue/categories.ts';
import { parseAmount } from './amount.ts';

/**
 * The listing filters as they live in the URL query, so a filtered view can be shared and
 * survives a reload: q (free text), min and max (whole shillings), brand, category and each
 * facet key (repeatable), flash-sale=true.
 */
export interface FilterState {
  q: string;
  /** Lowest price in whole shillings, or null for no lower bound. */
  min: number | null;
  /** Highest price in whole shillings, or null for no upper bound. */
  max: number | null;
  brands: string[];
  categories: string[];
  flashSale: boolean;
  /** Facet key → the selected values. */
  facets: Record<string, string[]>;
}

export const EMPTY_FILTERS: FilterState = { q: '', min: null, max: null, brands: [], categories: [], flashSale: false, facets: {} };

function unique(values: string[]): string[] {
  return [...new Set(values.map((v) => v.trim()).filter((v) => v !== ''))];
}

/** Reads the state from a query; unknown parameters and malformed numbers are ignored, category aliases read as their slug. */
export function parseFilterState(params: URLSearchParams, facetKeys: readonly string[]): FilterState {
  const facets: Record<string, string[]> = {};
  for (const key of facetKeys) {
    const values = unique(params.getAll(key));
    if (values.length > 0) facets[key] = values;
  }
  return {
    q: (params.get('q') ?? '').trim(),
    min: parseAmount(params.get('min')),
    max: parseAmount(params.get('max')),
    brands: unique(params.getAll('brand')),
    categories: unique(params.getAll('category').map((category) => canonicalCategory(category.trim()))),
    flashSale: params.get('flash-sale') === 'true',
    facets,
  };
}

/** The query string of a state ('' for no filters), in a stable order. */
export function filterStateToQuery(state: FilterState): string {
  const params = new URLSearchParams();
  if (state.q.trim() !== '') params.set('q', state.q.trim());
  if (state.min !== null) params.set('min', String(state.min));
  if (state.max !== null) params.set('max', String(state.max));
  for (const category of state.categories) params.append('category', category);
  for (const brand of state.brands) params.append('brand', brand);
  if (state.flashSale) params.set('flash-sale', 'true');
  for (const key of Object.keys(state.facets).sort()) {
    for (const value of state.facets[key] ?? []) params.append(key, value);
  }
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

/** Whether any filter narrows the list. */
export function isFiltering(state: FilterState): boolean {
  return filterStateToQuery(state) !== '';
}
