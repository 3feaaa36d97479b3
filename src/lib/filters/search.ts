import { parseAmount } from './amount.ts';
/**
 * The search page's state, kept in the URL (storefront spec section 5). The rules that apply it
 * (every product, inclusive price bounds, case-insensitive name sort) are in src/lib/search/query.ts.
 */

/** Relevance (best match first, by name without a query; the order does not apply), name or price. */
type SortKey = 'relevance' | 'name' | 'price';
type SortOrder = 'asc' | 'desc';

export interface SearchState {
  q: string;
  /** A category slug, or 'all'. */
  category: string;
  /** Whole shillings, inclusive; null for no bound. */
  min: number | null;
  max: number | null;
  sort: SortKey;
  order: SortOrder;
}

export const DEFAULT_SEARCH: SearchState = { q: '', category: 'all', min: null, max: null, sort: 'relevance', order: 'asc' };

export function parseSearchState(params: URLSearchParams): SearchState {
  const given = params.get('sort');
  const sort = given === 'price' || given === 'name' ? given : 'relevance';
  return {
    q: (params.get('q') ?? '').trim(),
    category: params.get('category')?.trim() || 'all',
    min: parseAmount(params.get('min')),
    max: parseAmount(params.get('max')),
    sort,
    order: params.get('order') === 'desc' && sort !== 'relevance' ? 'desc' : 'asc',
  };
}

export function searchStateToQuery(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q !== '') params.set('q', state.q);
  if (state.category !== 'all') params.set('category', state.category);
  if (state.min !== null) params.set('min', String(state.min));
  if (state.max !== null) params.set('max', String(state.max));
  if (state.sort !== 'relevance') params.set('sort', state.sort);
  if (state.order !== 'asc') params.set('order', state.order);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}
