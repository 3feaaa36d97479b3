import { parseAmount } from './amount.ts';
/** The search page's rules (storefront spec section 5): every product, inclusive price bounds, case-insensitive name sort. */

export interface SearchRecord {
  id: string;
  name: string;
  brand: string;
  category: string;
  /** Selling price in cents. */
  price: number;
  inStock: boolean;
  /** Product page path. */
  url: string;
  /** Image URL, or '' when the product has none. */
  image: string;
  /** Lower-case text the query is matched against. */
  text: string;
}

export type SortKey = 'name' | 'price';
export type SortOrder = 'asc' | 'desc';

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

export const DEFAULT_SEARCH: SearchState = { q: '', category: 'all', min: null, max: null, sort: 'name', order: 'asc' };

export function parseSearchState(params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  const order = params.get('order');
  return {
    q: (params.get('q') ?? '').trim(),
    category: params.get('category')?.trim() || 'all',
    min: parseAmount(params.get('min')),
    max: parseAmount(params.get('max')),
    sort: sort === 'price' ? 'price' : 'name',
    order: order === 'desc' ? 'desc' : 'asc',
  };
}

export function searchStateToQuery(state: SearchState): string {
  const params = new URLSearchParams();
  if (state.q !== '') params.set('q', state.q);
  if (state.category !== 'all') params.set('category', state.category);
  if (state.min !== null) params.set('min', String(state.min));
  if (state.max !== null) params.set('max', String(state.max));
  if (state.sort !== 'name') params.set('sort', state.sort);
  if (state.order !== 'asc') params.set('order', state.order);
  const query = params.toString();
  return query === '' ? '' : `?${query}`;
}

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

export function searchProducts(records: readonly SearchRecord[], state: SearchState): SearchRecord[] {
  const terms = state.q.toLowerCase().split(/\s+/).filter((term) => term !== '');
  const min = state.min === null ? null : Math.round(state.min * 100);
  const max = state.max === null ? null : Math.round(state.max * 100);
  const found = records.filter(
    (r) =>
      (state.category === 'all' || r.category === state.category) &&
      (min === null || r.price >= min) &&
      (max === null || r.price <= max) &&
      terms.every((term) => r.text.includes(term)),
  );
  const direction = state.order === 'desc' ? -1 : 1;
  return found.sort((a, b) => {
    const primary = state.sort === 'price' ? a.price - b.price : byName.compare(a.name, b.name);
    return direction * (primary !== 0 ? primary : byName.compare(a.id, b.id));
  });
}
