import { z } from 'zod';
import type { PageSources } from './security-headers.ts';

/** dist/_csp.json: what the built pages load besides the shop's own files, as the build found it. */
export const PAGE_SOURCES_FILE = '_csp.json';

const pageSourcesRecord = z.object({
  scriptHashes: z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]+=*$/)),
  connectOrigins: z.array(z.url()),
  imageOrigins: z.array(z.url()),
});

/** The record's text checked (the Node host reads it from dist/, the Cloudflare host fetches it); throws naming `where`. */
export function parsePageSources(text: string, where = PAGE_SOURCES_FILE): PageSources {
  const parsed = pageSourcesRecord.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${where} is not a valid record of page sources: ${parsed.error.issues[0]?.message}`);
  return parsed.data;
}
