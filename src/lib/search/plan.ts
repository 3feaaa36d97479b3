import type { SearchCore } from './index-shape.ts';

/**
 * Which index file answers a query word: the shard (t/{i}.json) of the longest listed prefix of
 * the word, or, when the word is itself a prefix that was split, that prefix's union (u/{i}.json)
 * and the shard of the word alone, if it is one; none when no word starts so.
 */
export type TermPlan = { kind: 'shard'; index: number } | { kind: 'union'; index: number; word?: number } | { kind: 'none' };

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
    const union = prefixes.unions.get(prefix);
    if (union === undefined) {
      const shard = prefixes.shards.get(prefix);
      return shard === undefined ? { kind: 'none' } : { kind: 'shard', index: shard };
    }
    if (length === letters.length) return { kind: 'union', index: union, word: prefixes.shards.get(prefix) };
  }
  return { kind: 'none' };
}
