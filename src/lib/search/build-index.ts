import { encodeGaps, unionSorted } from './postings.ts';
import type { SearchCore, SearchDetail, SearchShard } from './index-shape.ts';
import { GENERIC, PHRASES, SAME_SIZE, SYNONYMS } from './synonyms.ts';
import { isMeasure } from './measures.ts';
import { queryTerms } from './terms.ts';
import { words } from './tokens.ts';

/** What the build knows of one product for the search index. */
export interface IndexProduct {
  id: string;
  name: string;
  brand: string;
  /** Category slug. */
  category: string;
  /** The category's English name. */
  categoryName: string;
  /** Selling price in cents. */
  priceCents: number;
  /** Whether it can be bought, as the build knows it: a sold-out product comes last in every order. */
  inStock: boolean;
  /** Image URL, or '' when the product has none. */
  image: string;
  /** The rest of the text a query is matched against: tags, description. */
  text: string;
}

export interface IndexOptions {
  /** Products per details file: a screenful of 24 scattered results touches at most 24 such files. */
  chunk: number;
  /** A prefix whose shard would be longer than this (JSON characters) is split by its next letter. */
  shardLimit: number;
}

const INDEX_OPTIONS: IndexOptions = { chunk: 16, shardLimit: 12_000 };

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Name order, case-insensitive, ties by id: the ordinal every index file speaks in. */
function nameOrder(products: readonly IndexProduct[]): IndexProduct[] {
  return [...products].sort((a, b) => byName.compare(a.name, b.name) || byName.compare(a.id, b.id));
}

const prefixOf = (word: string, length: number): string => [...word].slice(0, length).join('');

/** FNV-1a over the files: the version that ties a core to its shards and details. */
function version(bodies: Iterable<string>): string {
  let hash = 0x811c9dc5;
  for (const body of bodies) {
    for (let i = 0; i < body.length; i++) hash = Math.imul(hash ^ body.charCodeAt(i), 0x01000193);
  }
  return (hash >>> 0).toString(36);
}

/** The words of a phrase as the engine pairs a query's ('pampu ya maji' is 'pampu maji'), one index word. */
const phraseWord = (say: string): string =>
  queryTerms(say)
    .map((term) => term.word)
    .join(' ');

const PHRASE_WORDS = PHRASES.map((phrase) => ({
  words: phrase.say.map(phraseWord),
  has: phrase.has.split('|'),
  not: phrase.not?.split('|') ?? [],
}));

/**
 * The word each category is named for, by slug: the last word of its name less the shop's common
 * words ('Inverters': inverter, 'Solar Panels': panel), where no category of fewer such words has it
 * ('Solar Hybrid Water Pumping Inverters' is not named for inverter: 'Inverters' is).
 */
function categoryWords(products: readonly IndexProduct[]): Map<string, string> {
  const named = new Map<string, string[]>();
  for (const p of products)
    if (!named.has(p.category))
      named.set(
        p.category,
        words(p.categoryName).filter((w) => !GENERIC.has(w)),
      );
  const fewest = new Map<string, number>();
  for (const list of named.values()) {
    const head = list.at(-1);
    if (head) fewest.set(head, Math.min(fewest.get(head) ?? Infinity, list.length));
  }
  const out = new Map<string, string>();
  for (const [slug, list] of named) if (list.length > 0 && fewest.get(list.at(-1)!) === list.length) out.set(slug, list.at(-1)!);
  return out;
}

/**
 * Each word of a product and where it has it: the sum of 4 (name), 2 (brand or category), 1 (tags
 * or description), and 8 when its category is named for the word (a tie goes to the product that
 * is what the word names); a Kiswahili or Kenyan word (synonyms.ts) where the product has its
 * English words; an inverter's size in both kW and kVA; the phrases (PHRASES) the product is.
 */
function fieldsOf(product: IndexProduct, categoryWord: string | undefined): Map<string, number> {
  const marks = new Map<string, number>();
  const mark = (word: string, field: number): void => {
    marks.set(word, (marks.get(word) ?? 0) | field);
  };
  for (const word of words(product.name)) mark(word, 4);
  for (const word of words(`${product.brand} ${product.category} ${product.categoryName}`)) mark(word, 2);
  for (const word of words(product.text)) mark(word, 1);
  if (categoryWord && marks.has(categoryWord)) mark(categoryWord, 8);
  for (const { has, units } of SAME_SIZE) {
    // The product is one (the word in its name or category): a kit whose description names an inverter takes no kVA.
    if (!((marks.get(has) ?? 0) & 6)) continue;
    const [one, other] = units;
    for (const [word, field] of [...marks]) {
      const size = /^(\d+(?:\.\d+)?)([a-z]+)$/.exec(word);
      if (size?.[2] === one) mark(size[1] + other, field);
      else if (size?.[2] === other) mark(size[1] + one, field);
    }
  }
  for (const [word, english] of Object.entries(SYNONYMS)) {
    const found = english.split('|').reduce((sum, other) => sum | (marks.get(other) ?? 0), 0);
    if (found) mark(word, found);
  }
  const is = (word: string): boolean => ((marks.get(word) ?? 0) & 6) !== 0;
  for (const phrase of PHRASE_WORDS) {
    if (phrase.has.some(is) && !phrase.not.some(is)) for (const word of phrase.words) mark(word, 4);
  }
  return marks;
}

/**
 * Every file of the index, by path under /search-index/: core.json, t/{i}.json (word shards),
 * u/{i}.json (prefix unions), w/{i}.json (a split letter's words), d/{i}.json (card details),
 * m.json (the sizes in product names, read when a size finds nothing).
 * Bodies are JSON text.
 */
export function buildSearchIndex(products: readonly IndexProduct[], options: IndexOptions = INDEX_OPTIONS): Map<string, string> {
  const ordered = nameOrder(products);
  const categories = [...new Set(ordered.map((p) => p.category))].sort();
  const postings = new Map<string, number[]>();
  const fields = new Map<string, string>();
  const named = categoryWords(ordered);
  // The sizes products are named with ('370w', '5kw', '200ah'): where a size nobody sells looks for the nearest.
  const sizes = new Set<string>();
  ordered.forEach((product, ordinal) => {
    for (const [word, mark] of fieldsOf(product, named.get(product.category))) {
      const list = postings.get(word);
      if (list) list.push(ordinal);
      else postings.set(word, [ordinal]);
      // One hexadecimal digit per product: the marks add up to 15.
      fields.set(word, (fields.get(word) ?? '') + mark.toString(16));
      if (mark & 4 && isMeasure(word)) sizes.add(word);
    }
  });

  const files = new Map<string, string>();
  const shards: string[] = [];
  const unions: string[] = [];
  const shardOf = (list: string[]): string =>
    JSON.stringify({
      words: list,
      postings: list.map((word) => encodeGaps(postings.get(word)!)),
      fields: list.map((word) => fields.get(word)!),
    } satisfies SearchShard);
  const addShard = (prefix: string, body: string): void => {
    files.set(`t/${shards.length}.json`, body);
    shards.push(prefix);
  };
  const place = (prefix: string, list: string[]): void => {
    const body = shardOf(list);
    const depth = [...prefix].length;
    const longer = list.filter((word) => [...word].length > depth);
    if (body.length <= options.shardLimit || longer.length === 0) return addShard(prefix, body);
    // A phrase ('water pump') is found whole only (score.ts): the products having a word that starts so are those of its words.
    const starting = list.filter((word) => !word.includes(' ')).map((word) => postings.get(word)!);
    files.set(`u/${unions.length}.json`, JSON.stringify(encodeGaps(unionSorted(starting.length > 0 ? starting : [[]]))));
    if (depth === 1) files.set(`w/${unions.length}.json`, JSON.stringify(list.filter((word) => /^\p{L}+$/u.test(word))));
    unions.push(prefix);
    // The prefix as a word of its own ('panel' under a split 'panel') keeps a shard of that one word, listed under the same prefix.
    if (longer.length < list.length) addShard(prefix, shardOf([prefix]));
    for (const [child, under] of groupBy(longer, depth + 1)) place(child, under);
  };
  for (const [prefix, under] of groupBy([...postings.keys()].sort(), 1)) place(prefix, under);

  for (let start = 0; start < ordered.length; start += options.chunk) {
    const details = ordered
      .slice(start, start + options.chunk)
      .map((p): SearchDetail => [p.id, p.name, p.brand, p.image, p.inStock ? 1 : 0]);
    files.set(`d/${start / options.chunk}.json`, JSON.stringify(details));
  }

  files.set('m.json', JSON.stringify([...sizes].sort()));

  const core: Omit<SearchCore, 'v'> = {
    categories,
    cat: ordered.map((p) => categories.indexOf(p.category)),
    price: ordered.map((p) => p.priceCents),
    out: ordered.flatMap((p, ordinal) => (p.inStock ? [] : [ordinal])),
    chunk: options.chunk,
    shards,
    unions,
  };
  const coreBody = JSON.stringify(core);
  files.set('core.json', JSON.stringify({ v: version([coreBody, ...files.values()]), ...core }));
  return files;
}

function groupBy(sortedWords: readonly string[], length: number): Map<string, string[]> {
  const groups = new Map<string, string[]>();
  for (const word of sortedWords) {
    const prefix = prefixOf(word, length);
    const group = groups.get(prefix);
    if (group) group.push(word);
    else groups.set(prefix, [word]);
  }
  return groups;
}
