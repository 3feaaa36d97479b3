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
import { inStockFirst, matchOrdinals, viewOf, type CoreView } from './query.ts';
import { termPoints, TYPO, WHOLE, wordMatch } from './score.ts';
import { askedSize, distance, showSize, sizeOf, sizesToTry, tokenOf, type Nearest, type Size } from './nearest.ts';
import { tokens } from './tokens.ts';
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
/** What a search shows: the ordinals in display order, and, when a size found nothing, the nearest sizes sold in its place. */
export interface SearchAnswer {
  ordinals: Uint32Array;
  nearest?: Nearest;
}

export interface SearchEngine {
  view: CoreView;
  /** The ordinals the state shows, in display order, with the nearest sizes when the query's size found nothing ('400w panel': the 370 W and 540 W panels). */
  answer(state: SearchState): Promise<SearchAnswer | null>;
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
    for (const ordinal of union ? decodeGaps(union) : []) hits.set(ordinal, Math.max(hits.get(ordinal) ?? 0, termPoints(1, TYPO)));
    listed?.words.forEach((candidate, i) => {
      const found = wordMatch(word, candidate, whole);
      if (found === 0) return;
      const marks = listed.fields[i]!;
      decodeGaps(listed.postings[i]!).forEach((ordinal, j) => {
        const points = termPoints(parseInt(marks[j]!, 16), quality ?? found);
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

  /**
   * Each two neighbouring words of the query looked up as a phrase ('water pump', 'pampu maji':
   * synonyms.ts): the products that are the thing count as having both words and gain a name
   * match of each, so a pump for water leads a heat pump that merely heats water.
   */
  const withPhrases = async (terms: readonly QueryTerm[], lists: Map<number, number>[]): Promise<Map<number, number>[] | null> => {
    const out = [...lists];
    const bonus = new Map<number, number>();
    for (let i = 1; i < terms.length; i++) {
      const [first, second] = [terms[i - 1]!.word, terms[i]!.word];
      if (!/^\p{L}+$/u.test(first) || !/^\p{L}+$/u.test(second)) continue;
      const phrase = new Map<number, number>();
      if (!(await addWord(phrase, `${first} ${second}`, true))) return null;
      for (const [ordinal, points] of phrase) {
        for (const at of [i - 1, i]) if (!out[at]!.has(ordinal)) (out[at] = new Map(out[at])).set(ordinal, 0);
        bonus.set(ordinal, (bonus.get(ordinal) ?? 0) + 2 * points);
      }
    }
    return bonus.size > 0 ? [...out, bonus] : out;
  };

  /** The ordinals of `lists` (the last `extra` of them points only, which no product needs), in the state's order. */
  const ordinalsOf = (lists: readonly Map<number, number>[], extra: number, state: SearchState): Uint32Array =>
    matchOrdinals(view, lists.slice(0, lists.length - extra), state, lists.slice(lists.length - extra));

  /** The products named with a size ('370 W' in the name): those sold at that size, not a kit whose text names one. */
  const namedWith = async (token: string): Promise<Map<number, number> | null> => {
    const hits = await hitsOf({ word: token, whole: true });
    return hits && new Map([...hits].filter(([, points]) => points >= termPoints(4, WHOLE)));
  };

  const answer = async (state: SearchState): Promise<SearchAnswer | null> => {
    const terms = queryTerms(state.q);
    const found = await Promise.all(terms.map(hitsOf));
    if (found.some((list) => list === null)) return null;
    const lists = await withPhrases(terms, found as Map<number, number>[]);
    if (!lists) return null;
    const ordinals = ordinalsOf(lists, lists.length - terms.length, state);
    if (ordinals.length > 0) return { ordinals };
    // The size that finds nothing: the query's one size, or of several ('12v 120ah') the one without which the rest finds products.
    const numeric = terms.filter((term) => askedSize(term.word));
    const missing =
      numeric.length > 1
        ? numeric.filter((term) => ordinalsOf(found.filter((_, i) => terms[i] !== term) as Map<number, number>[], 0, state).length > 0)
        : numeric;
    if (missing.length !== 1) return { ordinals };
    return (await nearest(state, terms, found as Map<number, number>[], missing[0]!)) ?? { ordinals };
  };

  /**
   * A size nobody sells ('400w panel', 'panel 400', '400w'): the nearest sizes below and above it
   * (of its unit, or, for a bare number, of the unit whose sizes come nearest) that the rest of the
   * query finds, best first, and their products, the nearer size's first. Undefined when there is
   * none; null when a file cannot be had.
   */
  const nearest = async (
    state: SearchState,
    terms: readonly QueryTerm[],
    lists: readonly Map<number, number>[],
    term: QueryTerm,
  ): Promise<SearchAnswer | null | undefined> => {
    const asked = askedSize(term.word)!;
    const sold = await once('m.json', isSearchVocabulary);
    if (!sold) return null;
    const at = terms.indexOf(term);
    const rest = lists.filter((_, i) => i !== at);
    let best: { family: string; picks: Size[] } | undefined;
    for (const { family, below, above } of sizesToTry(asked, sold)) {
      const picks: Size[] = [];
      for (const side of [below, above]) {
        for (const size of side) {
          const hits = await namedWith(size.token);
          if (!hits) return null;
          // Sold: one of them can be bought.
          if (ordinalsOf([...rest, hits], 0, state).some((ordinal) => !view.soldOut[ordinal])) {
            picks.push(size);
            break;
          }
        }
      }
      picks.sort((a, b) => distance(a, asked.value) - distance(b, asked.value));
      if (picks.length > 0 && (!best || distance(picks[0]!, asked.value) < distance(best.picks[0]!, asked.value))) best = { family, picks };
    }
    if (!best) return undefined;
    const seen = new Set<number>();
    const ordinals: number[] = [];
    for (const size of best.picks) {
      const hits = (await namedWith(size.token))!;
      const phrased = await withPhrases(
        terms,
        lists.map((list, i) => (i === at ? hits : list)),
      );
      if (!phrased) return null;
      for (const ordinal of ordinalsOf(phrased, phrased.length - terms.length, state)) {
        if (!seen.has(ordinal)) ordinals.push(ordinal);
        seen.add(ordinal);
      }
    }
    const asText = tokenOf(asked.value, best.family);
    return {
      ordinals: inStockFirst(Uint32Array.from(ordinals), view.soldOut),
      nearest: {
        asked: showSize(asText),
        thing: tokens(state.q)
          .filter((word) => word !== term.word && word !== asText)
          .map((word) => (sizeOf(word) ? showSize(word) : word))
          .join(' '),
        sizes: best.picks.map((size) => showSize(size.token)),
      },
    };
  };

  return {
    view,
    answer,
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
