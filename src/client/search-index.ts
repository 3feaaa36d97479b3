import { isSearchCore, isSearchDetails, isSearchShard, isSearchUnion, type SearchCore, type SearchDetails, type SearchShard, type SearchUnion } from '../lib/search/index-shape.ts';

/**
 * The search index the build writes under /search-index/ (src/lib/search/index-shape.ts): the
 * core once, then shards, unions and details as queries need them, each fetched once per page
 * view. Every loader answers null when the file cannot be had (offline, a bad answer).
 */
export const SEARCH_INDEX_BASE = '/search-index/';

async function getJson<T>(path: string, check: (value: unknown) => value is T): Promise<T | null> {
  try {
    const response = await fetch(`${SEARCH_INDEX_BASE}${path}`, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const value: unknown = await response.json();
    if (!check(value)) throw new Error('unexpected shape');
    return value;
  } catch (error) {
    console.error(`The search index file ${path} could not be loaded.`, error);
    return null;
  }
}

export function loadSearchCore(): Promise<SearchCore | null> {
  return getJson('core.json', isSearchCore);
}

/** Loaders for the files of one core's version, each fetched at most once (a failed one is tried again). */
export function searchFiles(version: string) {
  const cache = new Map<string, Promise<unknown>>();
  const once = <T>(file: string, check: (value: unknown) => value is T): Promise<T | null> => {
    let pending = cache.get(file) as Promise<T | null> | undefined;
    if (!pending) {
      pending = getJson(`${file}?v=${version}`, check).then((value) => {
        if (value === null) cache.delete(file);
        return value;
      });
      cache.set(file, pending);
    }
    return pending;
  };
  return {
    shard: (file: string): Promise<SearchShard | null> => once(file, isSearchShard),
    union: (file: string): Promise<SearchUnion | null> => once(file, isSearchUnion),
    details: (chunk: number): Promise<SearchDetails | null> => once(`d/${chunk}.json`, isSearchDetails),
  };
}
