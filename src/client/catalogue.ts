import type { CatalogueProducts } from '../lib/cart/catalogue-check.ts';
import { catalogueSnapshot } from '../lib/catalogue/snapshot.ts';

/** Static data the build publishes for the browser: the catalogue snapshot (the search index: search-index.ts). */

/** The public catalogue snapshot the build writes; the cart compares its lines with it. */
export const CATALOGUE_URL = '/catalogue.json';

/**
 * Fetches and validates the snapshot's products. Null when it cannot be had (offline, a bad
 * answer): the cart then shows its lines as they are, and checkout prices them on the server.
 */
export async function loadCatalogueProducts(fetcher: typeof fetch = fetch): Promise<CatalogueProducts | null> {
  try {
    const response = await fetcher(CATALOGUE_URL, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const parsed = catalogueSnapshot.safeParse(await response.json());
    if (!parsed.success) throw parsed.error;
    return parsed.data.products;
  } catch (error) {
    console.warn('The catalogue snapshot could not be loaded; cart prices are not checked.', error);
    return null;
  }
}
