import type { CmsConfig } from './config.ts';
import { datasetFetcher, readNdjsonDir, sanityFetcher, type FetchPatience } from './fetcher.ts';

/** The cheapest question that proves the content source answers: how many products it publishes. */
const PRODUCT_COUNT_QUERY = 'count(*[_type == "product"])';

/** Where content comes from, in words, and what it said. */
export type ContentProbe = { ok: true; source: string; products: number } | { ok: false; source: string; error: string };

/** Names the source without a token: a Sanity project and dataset, or the seed's folder. */
function describeContentSource(config: CmsConfig): string {
  return config.kind === 'sanity'
    ? `Sanity project ${config.projectId}, dataset ${config.dataset}`
    : `the seed dataset in ${config.seedDir}`;
}

/**
 * Asks the configured source (the Sanity project and dataset, or the seed files) to count its
 * published products, through the same fetchers the build uses. Never throws.
 */
export async function probeContent(config: CmsConfig, patience: FetchPatience = {}): Promise<ContentProbe> {
  const source = describeContentSource(config);
  try {
    const fetcher =
      config.kind === 'sanity' ? sanityFetcher(config, 'published', patience) : datasetFetcher(await readNdjsonDir(config.seedDir));
    const products = await fetcher.fetch(PRODUCT_COUNT_QUERY);
    if (typeof products !== 'number') return { ok: false, source, error: 'the count of products is not a number' };
    return { ok: true, source, products };
  } catch (error) {
    return { ok: false, source, error: error instanceof Error ? error.message : String(error) };
  }
}
