/**
 * The browser's reader of the search index the build writes under /search-index/
 * (src/lib/search/index-shape.ts), for the engine (src/lib/search/engine.ts): every file but the
 * core is fetched with the core's version (`?v=`), so a cached shard never meets a newer core.
 */
const SEARCH_INDEX_BASE = '/search-index/';

export async function fetchSearchFile(file: string, version: string): Promise<unknown> {
  const response = await fetch(`${SEARCH_INDEX_BASE}${file}${version === '' ? '' : `?v=${version}`}`, {
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.json();
}

export function reportSearchFile(file: string, error: unknown): void {
  console.error(`The search index file ${file} could not be loaded.`, error);
}
