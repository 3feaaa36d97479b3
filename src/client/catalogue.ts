import type { CatalogueProducts } from '../lib/cart/catalogue-check.ts';
import type { CatalogueSnapshot } from '../lib/catalogue/snapshot.ts';
import type { DeliverySettings } from '../lib/delivery/price-delivery.ts';

/** Static data the build publishes for the browser: the catalogue snapshot (the search index: search-index.ts). */

/** The public catalogue snapshot the build writes; the cart compares its lines with it. */
const CATALOGUE_URL = '/catalogue.json';

/** What the cart reads from the snapshot: the products, and the delivery settings when the build published them. */
export interface CartCatalogue {
  products: CatalogueProducts;
  delivery: DeliverySettings | null;
}

/**
 * Fetches the snapshot, once for both its parts. The build wrote it and checked it with its zod
 * schema (src/lib/catalogue/snapshot.ts), so the browser, which carries no schema library
 * (issue 27), checks only that it is one. Null when it cannot be had (offline, a bad answer): the
 * cart then shows its lines as they are, and checkout prices them and their delivery on the server.
 */
export async function loadCatalogue(fetcher: typeof fetch = fetch): Promise<CartCatalogue | null> {
  try {
    const response = await fetcher(CATALOGUE_URL, { headers: { accept: 'application/json' } });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const snapshot = (await response.json()) as Partial<CatalogueSnapshot> | null;
    if (typeof snapshot?.products !== 'object' || snapshot.products === null) throw new Error('not a catalogue snapshot');
    return { products: snapshot.products, delivery: snapshot.delivery ?? null };
  } catch (error) {
    console.warn('The catalogue snapshot could not be loaded; cart prices and delivery are not checked.', error);
    return null;
  }
}

/** The snapshot's products only, for the cart drawer. */
export async function loadCatalogueProducts(fetcher: typeof fetch = fetch): Promise<CatalogueProducts | null> {
  return (await loadCatalogue(fetcher))?.products ?? null;
}
