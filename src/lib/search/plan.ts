import { decodeGaps, unionSorted } from './postings.ts';
import type { SearchCore, SearchShard } from './index-shape.ts';

/**
 * Which index file answers a query term: the shard of the longest listed prefix of the term, or,
 * when the term is itself a prefix that was split, that prefix's union; none when no word starts so.
 */
export type TermPlan = { kind: 'shard'; file: string } | { kind: 'union'; file: string } | { kind: 'none' };

export interface Prefixes {
  shards: ReadonlyMap<string, number>;
  unions: ReadonlyMap<string, number>;
}

export function prefixesOf(core: Pick<SearchCore, 'shards' | 'unions'>): Prefixes {
  return {
    shards: new Map(core.shards.map((prefix, i) => [prefix, i])),
    unions: new Map(core.unions.map((prefix, i) => [prefix, i])),
  };
}

export function planTerm(term: string, prefixes: Prefixes): TermPlan {
  const letters = [...term];
  for (let length = 1; length <= letters.length; length++) {
    const prefix = letters.slice(0, length).join('');
    const shard = prefixes.shards.get(prefix);
    if (shard !== undefined) return { kind: 'shard', file: `t/${shard}.json` };
    const union = prefixes.unions.get(prefix);
    if (union === undefined) return { kind: 'none' };
    if (length === letters.length) return { kind: 'union', file: `u/${union}.json` };
  }
  return { kind: 'none' };
}

/** The ordinals of a shard's words that start with the term, ascending. */
export function termOrdinals(term: string, shard: SearchShard): number[] {
  const lists: number[][] = [];
  shard.words.forEach((word, i) => {
    if (word.startsWith(term)) lists.push(decodeGaps(shard.postings[i]!));
  });
  return lists.length === 0 ? [] : unionSorted(lists);
}
