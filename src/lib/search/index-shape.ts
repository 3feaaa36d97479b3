/**
 * The search index as the build writes it and the engine reads it (in the browser, and on the
 * server): a small core (every product's category and price, in name order) that filters and
 * sorts the whole catalogue, word shards fetched per query term, and card details fetched per
 * shown page.
 */

/** Ordinal = the product's place in name order (case-insensitive, ties by id). */
export interface SearchCore {
  /** Build version: every other file is fetched with it, so a core never meets older shards. */
  v: string;
  /** Category slugs; `cat` holds indexes into it. */
  categories: string[];
  /** Per ordinal: index of its category slug. */
  cat: number[];
  /** Per ordinal: selling price in cents (the short key keeps every search small; viewOf reads it as priceCents). */
  price: number[];
  /** The ordinals of the products sold out at build, ascending: every order shows them last (query.ts). */
  out: number[];
  /** Products per details file. */
  chunk: number;
  /** Word prefixes with a shard file (t/{i}.json): the words that start with the prefix. */
  shards: string[];
  /**
   * Word prefixes split further, with a union file (u/{i}.json): every ordinal having such a word;
   * a one-letter prefix also has a vocabulary file (w/{i}.json), where typos are looked for. A
   * split prefix that is a word itself is also in `shards`, its shard holding that one word.
   */
  unions: string[];
}

/**
 * t/{i}.json: the words under one prefix and, for each, its ordinals (delta-encoded) and where
 * each product has the word: one digit per ordinal, the sum of 4 (in the name), 2 (in the brand
 * or category) and 1 (in the tags or description).
 */
export interface SearchShard {
  words: string[];
  postings: number[][];
  fields: string[];
}

/** u/{i}.json: the ordinals (delta-encoded) of every product with a word under one prefix. */
export type SearchUnion = number[];

/** w/{i}.json: the words of letters only under a one-letter prefix that was split. */
export type SearchVocabulary = string[];

/** One product's card: id (slug), name, brand, image URL ('' for none), 1 in stock / 0 sold out. */
export type SearchDetail = [id: string, name: string, brand: string, image: string, inStock: 0 | 1];

/** d/{i}.json: the cards of ordinals i*chunk … i*chunk+chunk-1. */
export type SearchDetails = SearchDetail[];

const isNumbers = (value: unknown): value is number[] => Array.isArray(value) && value.every((n) => typeof n === 'number');
const isStrings = (value: unknown): value is string[] => Array.isArray(value) && value.every((s) => typeof s === 'string');

export function isSearchCore(value: unknown): value is SearchCore {
  if (typeof value !== 'object' || value === null) return false;
  const core = value as Record<string, unknown>;
  return (
    typeof core.v === 'string' &&
    typeof core.chunk === 'number' &&
    core.chunk > 0 &&
    isStrings(core.categories) &&
    isNumbers(core.cat) &&
    isNumbers(core.price) &&
    core.cat.length === core.price.length &&
    isNumbers(core.out) &&
    isStrings(core.shards) &&
    isStrings(core.unions)
  );
}

export function isSearchShard(value: unknown): value is SearchShard {
  if (typeof value !== 'object' || value === null) return false;
  const { words, postings, fields } = value as Record<string, unknown>;
  return (
    isStrings(words) &&
    Array.isArray(postings) &&
    postings.length === words.length &&
    postings.every(isNumbers) &&
    isStrings(fields) &&
    fields.length === words.length &&
    fields.every((marks, i) => marks.length === postings[i]!.length)
  );
}

export function isSearchUnion(value: unknown): value is SearchUnion {
  return isNumbers(value);
}

export function isSearchVocabulary(value: unknown): value is SearchVocabulary {
  return isStrings(value);
}

export function isSearchDetails(value: unknown): value is SearchDetails {
  return (
    Array.isArray(value) &&
    value.every(
      (d) => Array.isArray(d) && d.length === 5 && d.slice(0, 4).every((s) => typeof s === 'string') && (d[4] === 0 || d[4] === 1),
    )
  );
}
