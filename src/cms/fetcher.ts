import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { createClient } from '@sanity/client';
import { evaluate, parse } from 'groq-js';
import type { CmsConfig } from './config.ts';

/** Runs a GROQ query. The same query strings run on both backends. */
export interface GroqFetcher {
  fetch(query: string, params?: Record<string, unknown>): Promise<unknown>;
}

/** @sanity/client against a Sanity project (or a fake of its HTTP query endpoint). */
export function sanityFetcher(config: Extract<CmsConfig, { kind: 'sanity' }>): GroqFetcher {
  const client = createClient({
    projectId: config.projectId,
    dataset: config.dataset,
    apiVersion: config.apiVersion,
    useCdn: !config.token && !config.apiHost,
    perspective: 'published',
    ...(config.token ? { token: config.token } : {}),
    ...(config.apiHost ? { apiHost: config.apiHost, useProjectHostname: false } : {}),
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

/** groq-js over a set of documents held in memory: the local default. */
export function datasetFetcher(documents: unknown[]): GroqFetcher {
  return {
    async fetch(query, params = {}) {
      const tree = parse(query, { params });
      const value = await evaluate(tree, { dataset: documents, params });
      return value.get();
    },
  };
}

export async function createFetcher(config: CmsConfig): Promise<GroqFetcher> {
  if (config.kind === 'sanity') return sanityFetcher(config);
  return datasetFetcher(await readNdjsonDir(config.seedDir));
}
