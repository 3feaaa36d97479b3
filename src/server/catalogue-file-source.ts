import { readFile, stat } from 'node:fs/promises';
import type { CatalogueSnapshot } from '../lib/catalogue/snapshot.ts';
import { parseSnapshot, type CatalogueSource } from './catalogue-source.ts';

/** Under Node: dist/catalogue.json, re-read when a new build replaces it. */
export function fileCatalogueSource(path: string): CatalogueSource {
  let cached: { mtimeMs: number; snapshot: CatalogueSnapshot } | undefined;
  return async () => {
    const { mtimeMs } = await stat(path);
    if (!cached || cached.mtimeMs !== mtimeMs) {
      cached = { mtimeMs, snapshot: parseSnapshot(await readFile(path, 'utf8'), path) };
    }
    return cached.snapshot;
  };
}
