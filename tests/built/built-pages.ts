import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pageAddress } from '../../src/i18n/locales.ts';

/**
 * The pages `astro build` wrote to dist/, for the tests that read built HTML. They run after the
 * build (the test runner builds first); without dist/ they fail, never skip.
 */

export const DIST = path.resolve('dist');

export interface BuiltPage {
  /** Path under dist/: `shop/batteries.html`. */
  file: string;
  /** The page's address as shoppers use it: `/shop/batteries`, `/` for `index.html`, `/sw` for `sw.html`. */
  address: string;
}

/** Every `.html` file under dist/, sorted by path. */
export async function builtPages(): Promise<BuiltPage[]> {
  const entries = await readdir(DIST, { recursive: true, withFileTypes: true }).catch((error: unknown) => {
    throw new Error(`No built pages in ${DIST}: run \`npx astro build\` before these tests (${String(error)})`);
  });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .sort();
  if (files.length === 0) throw new Error(`No .html files in ${DIST}: run \`npx astro build\` before these tests`);
  return files.map((file) => ({ file, address: pageAddress(`/${file}`) }));
}

export function readPage(page: BuiltPage): Promise<string> {
  return readFile(path.join(DIST, page.file), 'utf8');
}

/** The built file of an address on this site (`/` → index.html, `/shop` → shop.html), as the hosts serve them. */
export function fileOfAddress(address: string): string {
  return address === '/' ? 'index.html' : `${address.slice(1)}.html`;
}
