import { describe, expect, it } from 'vitest';
import { DEFAULT_SEARCH, parseSearchState, searchStateToQuery, type SearchState } from '../../src/lib/filters/search.ts';
import { buildSearchIndex, type IndexOptions, type IndexProduct } from '../../src/lib/search/build-index.ts';
import { openSearch } from '../../src/lib/search/engine.ts';
import { isSearchCore, isSearchShard, isSearchVocabulary, type SearchCore } from '../../src/lib/search/index-shape.ts';
import { planTerm, prefixesOf } from '../../src/lib/search/plan.ts';

/** The search page's rules, run the way the page runs them: the engine over the built index files. */

function product(id: string, name: string, category: string, priceCents: number, text = ''): IndexProduct {
  return { id, name, brand: 'B', category, categoryName: category.replace(/-/g, ' '), priceCents, inStock: true, image: '', text };
}

const products = [
  product('a', 'beta Panel', 'solar-panels', 10_000_00),
  product('b', 'Alpha battery', 'batteries', 20_000_00, 'lithium'),
  product('c', 'Gamma pump inverter', 'solar-hybrid-water-pumping-inverters', 30_000_00),
  product('d', 'delta Heater', 'water-heaters', 20_000_00, 'lithium-free'),
];

/** The engine over index files held in memory, as a server would read them from disk. */
async function engineOver(files: Map<string, string>) {
  const read: string[] = [];
  const engine = await openSearch(async (file) => {
    read.push(file);
    const body = files.get(file);
    if (body === undefined) throw new Error(`no ${file}`);
    return JSON.parse(body) as unknown;
  });
  if (!engine) throw new Error('the core did not open');
  return { engine, read };
}

async function searchIds(files: Map<string, string>, state: SearchState): Promise<string[]> {
  const { engine } = await engineOver(files);
  const found = (await engine.answer(state))!.ordinals;
  const cards = (await engine.details(found, 0, found.length))!;
  return [...found].map((ordinal) => cards.get(ordinal)![0]);
}

describe('search page', () => {
  const cases: [string, Partial<SearchState>, string[]][] = [
    ['everything by name, case-insensitive', { sort: 'name' }, ['b', 'a', 'd', 'c']],
    ['without a query, relevance is name order', {}, ['b', 'a', 'd', 'c']],
    ['name descending', { sort: 'name', order: 'desc' }, ['c', 'd', 'a', 'b']],
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
    ['the name counts more than the tags: relevance before name order', { q: 'lithium' }, ['b', 'd']],
    ['by name when asked, whatever the relevance', { q: 'lithium', sort: 'name', order: 'desc' }, ['d', 'b']],
    ['a category word finds its products, ties by name', { q: 'water' }, ['d', 'c']],
    ['a typo finds the word', { q: 'invertor' }, ['c']],
    ['a Kiswahili word finds its English one', { q: 'betri' }, ['b']],
    ['no match', { q: 'kettle' }, []],
    ['a letter no word starts with', { q: 'x' }, []],
  ];
  // Shards split at every letter (limit 0) and kept whole (a large limit), details one and many per file: the same answers.
  it.each(
    cases.flatMap(([name, state, ids]) => [
      [`${name} (split shards)`, { chunk: 1, shardLimit: 0 }, state, ids] as const,
      [`${name} (whole shards)`, { chunk: 3, shardLimit: 1_000_000 }, state, ids] as const,
    ]),
  )('%s', async (_name, options: IndexOptions, partial, expected) => {
    expect(await searchIds(buildSearchIndex(products, options), { ...DEFAULT_SEARCH, ...partial })).toEqual(expected);
  });

  // The Alpha battery sold out: it would lead 'lithium' by its name, and 'everything by name' by its letter.
  const soldOut = products.map((p) => (p.id === 'b' ? { ...p, inStock: false } : p));
  it.each<[string, Partial<SearchState>, string[]]>([
    ['a sold-out product never leads a search, however well it matches', { q: 'lithium' }, ['d', 'b']],
    ['without a query, those in stock by name, then the sold out', {}, ['a', 'd', 'c', 'b']],
    ['by name, the sold out last', { sort: 'name' }, ['a', 'd', 'c', 'b']],
    ['by name descending, the sold out still last', { sort: 'name', order: 'desc' }, ['c', 'd', 'a', 'b']],
    ['by price, the sold out last', { sort: 'price' }, ['a', 'd', 'c', 'b']],
    ['by price descending, the sold out still last', { sort: 'price', order: 'desc' }, ['c', 'd', 'a', 'b']],
    ['a sold-out product alone is still found', { q: 'alpha' }, ['b']],
    ['within a category and prices as well', { min: 20_000, max: 20_000 }, ['d', 'b']],
  ])('sold out: %s', async (_name, partial, expected) => {
    for (const options of [
      { chunk: 1, shardLimit: 0 },
      { chunk: 3, shardLimit: 1_000_000 },
    ])
      expect(await searchIds(buildSearchIndex(soldOut, options), { ...DEFAULT_SEARCH, ...partial })).toEqual(expected);
  });

  it('the core lists the sold-out ordinals, and a core without the list is not one the engine opens', () => {
    const core = JSON.parse(buildSearchIndex(soldOut).get('core.json')!) as SearchCore;
    expect(core.out).toEqual([0]);
    const { out: _, ...older } = core;
    expect(isSearchCore(older)).toBe(false);
  });

  it.each<[string, string[], string[], string, string]>([
    ['a listed shard answers longer terms', ['b', 'so'], ['s'], 'solar', 'shard 1'],
    ['the shard of the prefix itself', ['b'], [], 'b', 'shard 0'],
    ['a split prefix typed whole reads its union', ['sol'], ['s', 'so'], 'so', 'union 1'],
    ['a split prefix that is a word also reads the shard of that word', ['sol', 'so'], ['s', 'so'], 'so', 'union 1 word 1'],
    ['a longer word under it reads its own shard', ['sol', 'so'], ['s', 'so'], 'sol', 'shard 0'],
    ['a one-letter term reads the letter union', ['sol'], ['s', 'so'], 's', 'union 0'],
    ['deeper shard under two splits', ['sol', 'sof'], ['s', 'so'], 'software', 'shard 1'],
    ['no word starts with the letter', ['b'], [], 'x', 'none'],
    ['no word under a split prefix continues so', ['sol'], ['s', 'so'], 'sox', 'none'],
  ])('plan: %s', (_name, shards, unions, term, expected) => {
    const plan = planTerm(term, prefixesOf({ shards, unions }));
    const word = plan.kind === 'union' && plan.word !== undefined ? ` word ${plan.word}` : '';
    expect(plan.kind === 'none' ? 'none' : `${plan.kind} ${plan.index}${word}`).toBe(expected);
  });

  it('the files have the shapes the engine checks, and one version', () => {
    const files = buildSearchIndex(products, { chunk: 2, shardLimit: 0 });
    const core = JSON.parse(files.get('core.json')!) as unknown;
    expect(isSearchCore(core)).toBe(true);
    for (const [path, body] of files) if (path.startsWith('t/')) expect(isSearchShard(JSON.parse(body)), path).toBe(true);
    for (const [path, body] of files) if (path.startsWith('w/')) expect(isSearchVocabulary(JSON.parse(body)), path).toBe(true);
    expect([...files.keys()].filter((path) => path.startsWith('d/'))).toEqual(['d/0.json', 'd/1.json']);
    expect(buildSearchIndex(products, { chunk: 2, shardLimit: 0 }).get('core.json')).toBe(files.get('core.json'));
    const changed = buildSearchIndex([...products.slice(1), { ...products[0]!, priceCents: 1 }], { chunk: 2, shardLimit: 0 });
    expect((JSON.parse(changed.get('core.json')!) as SearchCore).v).not.toBe((core as SearchCore).v);
  });

  it('marks where each product has a word (one hexadecimal digit): name 4, brand or category 2, tags or description 1, and 8 for the word its category is named for', () => {
    const files = buildSearchIndex([product('x', 'Lithium Pack', 'batteries', 1, 'a lithium battery')], {
      chunk: 16,
      shardLimit: 1_000_000,
    });
    const core = JSON.parse(files.get('core.json')!) as SearchCore;
    const fieldsOf = (word: string): string => {
      const plan = planTerm(word, prefixesOf(core));
      if (plan.kind !== 'shard') throw new Error(word);
      const shard = JSON.parse(files.get(`t/${plan.index}.json`)!) as { words: string[]; fields: string[] };
      return shard.fields[shard.words.indexOf(word)]!;
    };
    // 'Batteries' is named for battery (8 + 2 + 1 = b), and betri, its Kiswahili, takes its marks.
    expect([fieldsOf('lithium'), fieldsOf('battery'), fieldsOf('pack'), fieldsOf('betri')]).toEqual(['5', 'b', '4', 'b']);
  });

  it('a word that is found takes no typos (exact matches always rank first); one that is not finds the words a typo away', async () => {
    const typoed = [product('p', 'Panel', 'kits', 1), product('q', 'Pannel', 'kits', 1), product('r', 'Gel Pannel', 'kits', 1)];
    const files = buildSearchIndex(typoed, { chunk: 16, shardLimit: 1_000_000 });
    expect(await searchIds(files, { ...DEFAULT_SEARCH, q: 'panel' })).toEqual(['p']);
    // Each a typo away, each at the same score: by name.
    expect(await searchIds(files, { ...DEFAULT_SEARCH, q: 'pnnel' })).toEqual(['r', 'p', 'q']);
  });

  it.each<[string, number]>([
    ['split', 0],
    ['whole', 1_000_000],
  ])('a word that starts longer words ranks its own products first, its shards %s', async (_name, shardLimit) => {
    const many = [
      product('p', 'Solar Pump', 'pumps', 1),
      product('m', 'Lamp', 'lights', 1, 'solarmax'),
      product('s', 'Panel', 'panels', 1, 'solar'),
    ];
    const files = buildSearchIndex(many, { chunk: 16, shardLimit });
    expect(await searchIds(files, { ...DEFAULT_SEARCH, q: 'solar' })).toEqual(['p', 's', 'm']);
  });

  it('a typo reads the vocabulary of its first letter once that letter is split, and a failed file is read again', async () => {
    const files = buildSearchIndex(products, { chunk: 16, shardLimit: 0 });
    const { engine, read } = await engineOver(files);
    expect([...(await engine.answer({ ...DEFAULT_SEARCH, q: 'invertor' }))!.ordinals]).toHaveLength(1);
    expect(read.some((file) => file.startsWith('w/'))).toBe(true);

    let failing = true;
    const flaky = await openSearch(async (file) => {
      if (failing && file.startsWith('t/')) throw new Error('offline');
      return JSON.parse(files.get(file)!) as unknown;
    });
    expect(await flaky!.answer({ ...DEFAULT_SEARCH, q: 'alpha' })).toBeNull();
    failing = false;
    expect([...(await flaky!.answer({ ...DEFAULT_SEARCH, q: 'alpha' }))!.ordinals]).toHaveLength(1);
  });

  it('opens to null when the core cannot be had or has another shape, and says which file', async () => {
    const heard: string[] = [];
    expect(
      await openSearch(
        async () => ({ v: 1 }),
        (file) => heard.push(file),
      ),
    ).toBeNull();
    expect(
      await openSearch(
        async () => Promise.reject(new Error('offline')),
        (file) => heard.push(file),
      ),
    ).toBeNull();
    expect(heard).toEqual(['core.json', 'core.json']);
  });

  it.each<[string, string, Partial<SearchState>]>([
    ['defaults', '', {}],
    [
      'all fields',
      '?q=lithium&category=batteries&min=100&max=2000&sort=price&order=desc',
      { q: 'lithium', category: 'batteries', min: 100, max: 2000, sort: 'price', order: 'desc' },
    ],
    ['sorted by name', '?q=lithium&sort=name', { q: 'lithium', sort: 'name' }],
  ])('%s round-trip through the URL', (_name, query, partial) => {
    const state = parseSearchState(new URLSearchParams(query));
    expect(state).toEqual({ ...DEFAULT_SEARCH, ...partial });
    expect(searchStateToQuery(state)).toBe(query);
  });

  it.each<[string, string, Partial<SearchState>]>([
    ['bad sort, order and prices are ignored', '?sort=rating&order=up&min=x&q=%20a%20', { q: 'a' }],
    ['relevance is the default, best first: an order does not apply', '?sort=relevance&order=desc', {}],
  ])('%s', (_name, query, partial) => {
    expect(parseSearchState(new URLSearchParams(query))).toEqual({ ...DEFAULT_SEARCH, ...partial });
  });
});
