import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import type { PageSources } from './security-headers.ts';

/** dist/_csp.json: what the built pages load besides the shop's own files, as the build found it. */

export const PAGE_SOURCES_FILE = '_csp.json';

const pageSources = z.object({
  scriptHashes: z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]+=*$/)),
  connectOrigins: z.array(z.url()),
  imageOrigins: z.array(z.url()),
});

export async function writePageSources(distDir: string, sources: PageSources): Promise<void> {
  await writeFile(join(distDir, PAGE_SOURCES_FILE), `${JSON.stringify(sources, null, 2)}\n`);
}

/** The recorded sources of a build; throws when the build predates them or the file is damaged. */
export async function readPageSources(distDir: string): Promise<PageSources> {
  const path = join(distDir, PAGE_SOURCES_FILE);
  const text = await readFile(path, 'utf8').catch(() => null);
  if (text === null) throw new Error(`${path} is missing: build the site first (npm run build).`);
  const parsed = pageSources.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${path} is not a valid record of page sources: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
