import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, parseSearchState, searchStateToQuery, type SearchState } from '../../src/lib/filters/search.ts';
import { buildSearchIndex, type IndexProduct } from '../../src/lib/search/build-index.ts';
import { isSearchCore, isSearchShard, type SearchCore, type SearchShard } from '../../src/lib/search/index-shape.ts';
import { planTerm, prefixesOf, termOrdinals } from '../../src/lib/search/plan.ts';
import { decodeGaps } from '../../src/lib/search/postings.ts';
import { matchOrdinals, viewOf } from '../../src/lib/search/query.ts';
import { queryTerms } from '../../src/lib/search/tokens.ts';

/** The search page's rules, run the way the page runs them: over the built index files. */

function product(id: string, name: string, category: string, price: number, text = ''): IndexProduct {
  return { id, name, brand: 'B', category, price, inStock: true, image: '', text: `${name} ${category} ${text}`.toLowerCase() };
}

const products = [
  product('a', 'beta Panel', 'solar-panels', 10_000_00),
  product('b', 'Alpha battery', 'batteries', 20_000_00, 'lithium'),
  product('c', 'Gamma pump inverter', 'solar-hybrid-water-pumping-inverters', 30_000_00),
  product('d', 'delta Heater', 'water-heaters', 20_000_00, 'lithium-free'),
];

/** Runs a search over index files the way the page does: plan each term, read its file, match. */
function searchIds(files: Map<string, string>, state: SearchState): string[] {
  const core = JSON.parse(files.get('core.json')!) as SearchCore;
  const prefixes = prefixesOf(core);
  const lists = queryTerms(state.q).map((term) => {
    const plan = planTerm(term, prefixes);
    if (plan.kind === 'none') return [];
    const body = JSON.parse(files.get(plan.file)!) as unknown;
    return plan.kind === 'shard' ? termOrdinals(term, body as SearchShard) : decodeGaps(body as number[]);
  });
  const idOf = (ordinal: number): string => {
    const chunk = JSON.parse(files.get(`d/${Math.floor(ordinal / core.chunk)}.json`)!) as [string][];
    return chunk[ordinal % core.chunk]![0];
  };
  return [...matchOrdinals(viewOf(core), lists, state)].map(idOf);
}

describe('search page', () => {
  const cases: [string, Partial<SearchState>, string[]][] = [
    ['everything by name, case-insensitive', {}, ['b', 'a', 'd', 'c']],
    ['name descending', { order: 'desc' }, ['c', 'd', 'a', 'b']],
    ['price ascending, ties by name', { sort: 'price' }, ['a', 'b', 'd', 'c']],
    ['price descending', { sort: 'price', order: 'desc' }, ['c', 'd', 'b', 'a']],
    ['every category is searchable, not only three', { category: 'water-heaters' }, ['d']],
    ['an unknown category matches nothing', { category: 'kettles' }, []],
    ['category all matches everything', { category: 'all', q: 'inverter' }, ['c']],
    ['price bounds are inclusive', { min: 20_000, max: 30_000 }, ['b', 'd', 'c']],
    ['query matches case-insensitively', { q: 'PANEL' }, ['a']],
    ['a term matches the start of a word', { q: 'batt' }, ['b']],
    ['every term must match', { q: 'lithium alpha' }, ['b']],
    ['punctuation splits words', { q: 'lithium-free' }, ['d']],
    ['no match', { q: 'kettle' }, []],
    ['a letter no word starts with', { q: 'x' }, []],
  ];
  // Shards split at every letter (limit 0) and kept whole (a large limit), details one and many per file: the same answers.
  it.each(cases.flatMap(([name, state, ids]) => [
    [`${name} (split shards)`, { chunk: 1, shardLimit: 0 }, state, ids] as const,
    [`${name} (whole shards)`, { chunk: 3, shardLimit: 1_000_000 }, state, ids] as const,
  ]))('%s', (_name, options, partial, expected) => {
    expect(searchIds(buildSearchIndex(products, options), { ...DEFAULT_SEARCH, ...partial })).toEqual(expected);
  });

  it.each<[string, string, string[]]>([
    ['words, lower-case, each once', 'Solar solar PANEL', ['solar', 'panel']],
    ['a term another term starts with adds nothing', 'sol solar batt', ['solar', 'batt']],
    ['punctuation and spaces split', ' 12V/100Ah  lithium-ion ', ['12v', '100ah', 'lithium', 'ion']],
    ['letters beyond ASCII are words', 'Café', ['café']],
    ['nothing', '  - ', []],
  ])('query terms: %s', (_name, query, expected) => {
    expect(queryTerms(query)).toEqual(expected);
  });

  it.each<[string, string[], string[], string, string]>([
    ['a listed shard answers longer terms', ['b', 'so'], ['s'], 'solar', 'shard 1'],
    ['the shard of the prefix itself', ['b'], [], 'b', 'shard 0'],
    ['a split prefix typed whole reads its union', ['sol'], ['s', 'so'], 'so', 'union 1'],
    ['a one-letter term reads the letter union', ['sol'], ['s', 'so'], 's', 'union 0'],
    ['deeper shard under two splits', ['sol', 'sof'], ['s', 'so'], 'software', 'shard 1'],
    ['no word starts with the letter', ['b'], [], 'x', 'none'],
    ['no word under a split prefix continues so', ['sol'], ['s', 'so'], 'sox', 'none'],
  ])('plan: %s', (_name, shards, unions, term, expected) => {
    const plan = planTerm(term, prefixesOf({ shards, unions }));
    const said = plan.kind === 'none' ? 'none' : `${plan.kind} ${/(\d+)/.exec(plan.file)![1]}`;
    expect(said).toBe(expected);
  });

  it('the files have the shapes the browser checks, and one version', () => {
    const files = buildSearchIndex(products, { chunk: 2, shardLimit: 0 });
    const core = JSON.parse(files.get('core.json')!) as unknown;
    expect(isSearchCore(core)).toBe(true);
    for (const [path, body] of files) if (path.startsWith('t/')) expect(isSearchShard(JSON.parse(body))).toBe(true);
    expect([...files.keys()].filter((path) => path.startsWith('d/'))).toEqual(['d/0.json', 'd/1.json']);
    expect(buildSearchIndex(products, { chunk: 2, shardLimit: 0 }).get('core.json')).toBe(files.get('core.json'));
    const changed = buildSearchIndex([...products.slice(1), { ...products[0]!, price: 1 }], { chunk: 2, shardLimit: 0 });
    expect((JSON.parse(changed.get('core.json')!) as SearchCore).v).not.toBe((core as SearchCore).v);
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
