import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PAGE_SOURCES_FILE, parsePageSources } from './page-sources-record.ts';
import type { PageSources } from './security-headers.ts';

export { PAGE_SOURCES_FILE } from './page-sources-record.ts';

export async function writePageSources(distDir: string, sources: PageSources): Promise<void> {
  await writeFile(join(distDir, PAGE_SOURCES_FILE), `${JSON.stringify(sources, null, 2)}\n`);
}

/** The recorded sources of a build; throws when the build predates them or the file is damaged. */
export async function readPageSources(distDir: string): Promise<PageSources> {
  const path = join(distDir, PAGE_SOURCES_FILE);
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) throw new Error(`${path} is missing: build the site first (npm run build).`);
  return parsePageSources(text, path);
}
