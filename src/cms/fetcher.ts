import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import { rollDemoSales } from './demo-sale-dates.ts';
import type { CmsConfig } from './config.ts';

/** Runs a GROQ query. The same query strings run on both backends. */
export interface GroqFetcher {
  fetch(query: string, params?: Record<string, unknown>): Promise<unknown>;
}

/**
 * Which documents a query sees, as Sanity's perspectives name them: 'published' (every build)
 * sees no draft; 'drafts' (previews) sees each draft in place of its published document, under
 * the published id, so that references to it resolve to the draft.
 */
export type Perspective = 'published' | 'drafts';

const DRAFT_PREFIX = 'drafts.';
const DRAFTS_API_VERSION = '2025-02-19';
/** Content releases' versions (`versions.<release>.<id>`): neither perspective here shows them. */
const VERSION_PREFIX = 'versions.';

function idOf(document: unknown): string {
  const id = (document as { _id?: unknown } | null)?._id;
  return typeof id === 'string' ? id : '';
}

/** The documents `perspective` sees, in their order (a draft takes its published document's place). */
export function inPerspective(documents: readonly unknown[], perspective: Perspective): unknown[] {
  const isPublished = (document: unknown) => {
    const id = idOf(document);
    return !id.startsWith(DRAFT_PREFIX) && !id.startsWith(VERSION_PREFIX);
  };
  if (perspective === 'published') return documents.filter(isPublished);
  const drafts = new Map<string, Record<string, unknown>>();
  for (const document of documents) {
    const id = idOf(document);
    if (id.startsWith(DRAFT_PREFIX)) drafts.set(id.slice(DRAFT_PREFIX.length), document as Record<string, unknown>);
  }
  const overlaid = (publishedId: string, draft: Record<string, unknown>) => ({ ...draft, _id: publishedId, _originalId: draft._id });
  const seen = new Set<string>();
  const out: unknown[] = [];
  for (const document of documents) {
    const id = idOf(document);
    if (id.startsWith(VERSION_PREFIX)) continue;
    const publishedId = id.startsWith(DRAFT_PREFIX) ? id.slice(DRAFT_PREFIX.length) : id;
    if (seen.has(publishedId)) continue;
    seen.add(publishedId);
    const draft = drafts.get(publishedId);
    out.push(draft ? overlaid(publishedId, draft) : document);
  }
  return out;
}

/** How long to wait for Sanity, and how often to try again after a network error (@sanity/client: no limit, 5 retries). */
export interface FetchPatience {
  timeoutMs?: number;
  maxRetries?: number;
}

/**
 * @sanity/client against a Sanity project (or a fake of its HTTP query endpoint). Drafts need the
 * read token (SANITY_READ_TOKEN, server only) and skip the CDN: a preview shows the latest edit.
 */
export function sanityFetcher(
  config: Extract<CmsConfig, { kind: 'sanity' }>,
  perspective: Perspective = 'published',
  patience: FetchPatience = {},
): GroqFetcher {
  const token = perspective === 'drafts' ? (config.readToken ?? config.token) : config.token;
  if (perspective === 'drafts' && !token) throw new Error('Previews of drafts need SANITY_READ_TOKEN, a Sanity token with read access');
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    // The 'drafts' perspective has its name from API version 2025-02-19 (before, 'previewDrafts').
    apiVersion: perspective === 'drafts' && config.apiVersion < DRAFTS_API_VERSION ? DRAFTS_API_VERSION : config.apiVersion,
    useCdn: perspective === 'published' && !token && !config.apiHost,
    perspective,
    ...(token ? { token } : {}),
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
    ...(patience.timeoutMs === undefined ? {} : { timeout: patience.timeoutMs }),
    ...(patience.maxRetries === undefined ? {} : { maxRetries: patience.maxRetries }),
  });
  return { fetch: (query, params = {}) => client.fetch(query, params) };
}

/** Every document of the `*.ndjson` files in a folder, in file and line order. */
export async function readNdjsonDir(dir: string): Promise<unknown[]> {
  const root = resolve(process.cwd(), dir);
  const files = (await readdir(root)).filter((name) => name.endsWith('.ndjson')).sort();
  const documents: unknown[] = [];
  for (const file of files) {
    const lines = (await readFile(join(root, file), 'utf8')).split('\n');
    lines.forEach((line, index) => {
      if (line.trim() === '') return;
      try {
        documents.push(JSON.parse(line));
      } catch (error) {
        throw new Error(`${file}:${index + 1} is not valid JSON: ${(error as Error).message}`);
      }
    });
  }
  return documents;
}

/** groq-js over a set of documents held in memory (the local default), as `perspective` sees them. */
export function datasetFetcher(documents: readonly unknown[], perspective: Perspective = 'published'): GroqFetcher {
  const dataset = inPerspective(documents, perspective);
  return {
    async fetch(query, params = {}) {
      const tree = parse(query, { params });
      const value = await evaluate(tree, { dataset, params });
      return value.get();
    },
  };
}

/** The configured backend as `perspective` sees it; the seed's files are read when this is called. */
export async function createFetcher(config: CmsConfig, perspective: Perspective = 'published'): Promise<GroqFetcher> {
  if (config.kind === 'sanity') return sanityFetcher(config, perspective);
  // The demo's sales end within days of today, however old the seed (demo-sale-dates.ts).
  return datasetFetcher(rollDemoSales(await readNdjsonDir(config.seedDir), new Date()), perspective);
}
