import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, parseSearchState, searchProducts, searchStateToQuery, type SearchRecord, type SearchState } from '../../src/lib/filters/search.ts';

function record(id: string, name: string, category: string, price: number): SearchRecord {
  return { id, name, brand: 'B', category, price, inStock: true, url: `/product/${id}`, image: '', text: `${name} ${category}`.toLowerCase() };
}

const records = [
  record('a', 'beta Panel', 'solar-panels', 10_000_00),
  record('b', 'Alpha battery', 'batteries', 20_000_00),
  record('c', 'Gamma pump inverter', 'solar-hybrid-water-pumping-inverters', 30_000_00),
  record('d', 'delta Heater', 'water-heaters', 20_000_00),
];

function ids(partial: Partial<SearchState>): string[] {
  return searchProducts(records, { ...DEFAULT_SEARCH, ...partial }).map((r) => r.id);
}

describe('search page', () => {
  it.each<[string, Partial<SearchState>, string[]]>([
    ['everything by name, case-insensitive', {}, ['b', 'a', 'd', 'c']],
    ['name descending', { order: 'desc' }, ['c', 'd', 'a', 'b']],
    ['price ascending, ties by id', { sort: 'price' }, ['a', 'b', 'd', 'c']],
    ['price descending', { sort: 'price', order: 'desc' }, ['c', 'd', 'b', 'a']],
    ['every category is searchable, not only three', { category: 'water-heaters' }, ['d']],
    ['category all matches everything', { category: 'all', q: 'inverter' }, ['c']],
    ['price bounds are inclusive', { min: 20_000, max: 30_000 }, ['b', 'd', 'c']],
    ['query matches case-insensitively', { q: 'PANEL' }, ['a']],
    ['no match', { q: 'kettle' }, []],
  ])('%s', (_name, partial, expected) => {
    expect(ids(partial)).toEqual(expected);
  });

  it.each<[string, string, Partial<SearchState>]>([
    ['defaults', '', {}],
    ['all fields', '?q=lithium&category=batteries&min=100&max=2000&sort=price&order=desc', { q: 'lithium', category: 'batteries', min: 100, max: 2000, sort: 'price', order: 'desc' }],
  ])('%s round-trip through the URL', (_name, query, partial) => {
    const state = parseSearchState(new URLSearchParams(query));
    expect(state).toEqual({ ...DEFAULT_SEARCH, ...partial });
    expect(searchStateToQuery(state)).toBe(query);
  });

  it('ignores bad sort, order and prices', () => {
    expect(parseSearchState(new URLSearchParams('?sort=rating&order=up&min=x&q=%20a%20'))).toEqual({ ...DEFAULT_SEARCH, q: 'a' });
  });
});
