import type { SearchState } from '../filters/search.ts';
import { nearWords, typoBudget } from './fuzzy.ts';
import {
  isSearchCore,
  isSearchDetails,
  isSearchShard,
  isSearchUnion,
  isSearchVocabulary,
  type SearchDetail,
  type SearchDetails,
  type SearchShard,
} from './index-shape.ts';
import { chunksFor } from './paging.ts';
import { planTerm, prefixesOf } from './plan.ts';
import { decodeGaps } from './postings.ts';
import { matchOrdinals, viewOf, type CoreView } from './query.ts';
import { fieldWeight, TYPO, wordMatch } from './score.ts';
import { queryTerms, type QueryTerm } from './terms.ts';

/**
 * Reads one file of the index (a path under /search-index/, 't/3.json') as JSON, for the core's
 * version ('' while reading the core itself): fetched in the browser (src/client/search-index.ts),
 * read from the built files on a server. It may throw.
 */
export type LoadIndexFile = (file: string, version: string) => Promise<unknown>;

/**
 * The search engine over the split index: the core filters and sorts the whole catalogue; a query
 * term costs one shard (or prefix union) the first time, and a typo the vocabulary of its first
 * letter; a shown page costs the details files of its cards. Every answer is null when a file
 * cannot be had.
 */
export interface SearchEngine {
  view: CoreView;
  /** The ordinals the state shows, in display order. */
  run(state: SearchState): Promise<Uint32Array | null>;
  /** The cards of results from..to-1 of `ordinals`, by ordinal. */
  details(ordinals: Uint32Array, from: number, to: number): Promise<Map<number, SearchDetail> | null>;
}

/** Opens the index with `load`, each file read once (one that failed is tried again); `report` hears of each failure. */
export async function openSearch(
  load: LoadIndexFile,
  report: (file: string, error: unknown) => void = () => {},
): Promise<SearchEngine | null> {
  const read = async <T>(file: string, version: string, check: (value: unknown) => value is T): Promise<T | null> => {
    try {
      const value = await load(file, version);
      if (!check(value)) throw new TypeError('unexpected shape');
      return value;
    } catch (error) {
      report(file, error);
      return null;
    }
  };
  const core = await read('core.json', '', isSearchCore);
  if (!core) return null;
  const view = viewOf(core);
  const prefixes = prefixesOf(core);
  const files = new Map<string, Promise<unknown>>();
  const once = <T>(file: string, check: (value: unknown) => value is T): Promise<T | null> => {
    let pending = files.get(file) as Promise<T | null> | undefined;
    if (!pending) {
      pending = read(file, core.v, check).then((value) => {
        if (value === null) files.delete(file);
        return value;
      });
      files.set(file, pending);
    }
    return pending;
  };
  const shard = (index: number): Promise<SearchShard | null> => once(`t/${index}.json`, isSearchShard);

  /** Adds the products having `word` to a term's hits, each at its best score ('quality' for a typo's words); false when a file cannot be had. */
  const addWord = async (hits: Map<number, number>, word: string, whole: boolean, quality?: number): Promise<boolean> => {
    const plan = planTerm(word, prefixes);
    if (plan.kind === 'none') return true;
    const own = plan.kind === 'shard' ? plan.index : plan.word;
    const [listed, union] = await Promise.all([
      own === undefined ? undefined : shard(own),
      plan.kind === 'union' && !whole ? once(`u/${plan.index}.json`, isSearchUnion) : undefined,
    ]);
    // A prefix so common it was split says only which products have a longer word starting so: the least score.
    for (const ordinal of union ? decodeGaps(union) : []) hits.set(ordinal, Math.max(hits.get(ordinal) ?? 0, TYPO));
    listed?.words.forEach((candidate, i) => {
      const found = wordMatch(word, candidate, whole);
      if (found === 0) return;
      const marks = listed.fields[i]!;
      decodeGaps(listed.postings[i]!).forEach((ordinal, j) => {
        const points = (quality ?? found) * fieldWeight(Number(marks[j]));
        if (points > (hits.get(ordinal) ?? 0)) hits.set(ordinal, points);
      });
    });
    return listed !== null && union !== null;
  };

  /** The words starting with a word's first letter: its shard's, or the letter's vocabulary file when it was split. */
  const vocabularyOf = async (word: string): Promise<readonly string[] | null> => {
    const plan = planTerm([...word][0]!, prefixes);
    if (plan.kind === 'shard') return (await shard(plan.index))?.words ?? null;
    return plan.kind === 'union' ? once(`w/${plan.index}.json`, isSearchVocabulary) : [];
  };

  const terms = new Map<string, Map<number, number>>();
  /** A term's hits, ordinal → score: its word found whole or as a start, else, if it is not, the words a typo away. */
  const hitsOf = async ({ word, whole }: QueryTerm): Promise<Map<number, number> | null> => {
    const known = terms.get(word);
    if (known) return known;
    const hits = new Map<number, number>();
    if (!(await addWord(hits, word, whole))) return null;
    if (hits.size === 0 && !whole && typoBudget(word) > 0) {
      const vocabulary = await vocabularyOf(word);
      if (!vocabulary || !(await Promise.all(nearWords(word, vocabulary).map((near) => addWord(hits, near, true, TYPO)))).every(Boolean))
        return null;
    }
    terms.set(word, hits);
    return hits;
  };

  return {
    view,
    async run(state) {
      const lists = await Promise.all(queryTerms(state.q).map(hitsOf));
      if (lists.some((list) => list === null)) return null;
      return matchOrdinals(view, lists as Map<number, number>[], state);
    },
    async details(ordinals, from, to) {
      const chunks = chunksFor(ordinals, from, to, core.chunk);
      const loaded = await Promise.all(chunks.map((chunk): Promise<SearchDetails | null> => once(`d/${chunk}.json`, isSearchDetails)));
      const cards = new Map<number, SearchDetail>();
      for (let i = from; i < Math.min(to, ordinals.length); i++) {
        const ordinal = ordinals[i]!;
        const chunk = loaded[chunks.indexOf(Math.floor(ordinal / core.chunk))];
        const detail = chunk?.[ordinal % core.chunk];
        if (!detail) return null;
        cards.set(ordinal, detail);
      }
      return cards;
    },
  };
}
