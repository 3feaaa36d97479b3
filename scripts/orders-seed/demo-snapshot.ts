import { fileURLToPath } from 'node:url';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue, fetchDelivery, fetchPolicies } from '../../src/cms/index.ts';
import { toSnapshot, type CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';

/** The demo dataset (studio/seed), what `npm start` builds the shop from. */
const SEED_DIR = fileURLToPath(new URL('../../studio/seed/', import.meta.url));

/**
 * The catalogue snapshot the local build publishes as /catalogue.json, made the same way from the
 * demo dataset (the CMS door, then toSnapshot): selling prices with the site's discount, weights,
 * tax types, policy hashes, delivery settings and the cash limit that seeded orders are priced by.
 */
export async function demoSnapshot(now = new Date()): Promise<CatalogueSnapshot> {
  const fetcher = datasetFetcher(await readNdjsonDir(SEED_DIR));
  const [catalogue, policies, delivery] = await Promise.all([fetchCatalogue(fetcher), fetchPolicies(fetcher), fetchDelivery(fetcher)]);
  const published = policies.map(({ id, type, version, hash, updatedAt }) => ({ id, type, version, hash, updatedAt }));
  return toSnapshot(catalogue, published, delivery, now, null);
}
