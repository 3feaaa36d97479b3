import { productPath } from '../lib/catalogue/product-path.ts';
import type { CatalogueSnapshot } from '../lib/catalogue/snapshot.ts';
import { localeOfPath, localizedPath } from '../i18n/locales.ts';

/**
 * /product/{id} (the spec's product address, in links shared on WhatsApp and social media) answers
 * with a permanent redirect to the product's own page, /shop/{category}/{id}, on both hosts. The
 * build writes each product page once: a second copy of 10,000 pages would double the build and
 * pass Cloudflare Pages' limit of 20,000 files. The special-offer pages (/product/special-offer-1)
 * are built pages of their own. /sw/product/{id} is the same for the Kiswahili pages.
 */
const ALIAS = /^(?:\/sw)?\/product\/([^/]+?)(?:\.html)?\/?$/;

export function productPagePath(path: string, snapshot: CatalogueSnapshot): string | null {
  const raw = ALIAS.exec(path)?.[1];
  if (!raw) return null;
  let id: string;
  try {
    id = decodeURIComponent(raw);
  } catch {
    return null;
  }
  // Own keys only: '__proto__' or 'constructor' are names of every object, not products.
  const product = Object.hasOwn(snapshot.products, id) ? snapshot.products[id] : undefined;
  // /sw/product/{id} leads to the Kiswahili page.
  return product ? localizedPath(productPath({ category: product.category, id }), localeOfPath(path)) : null;
}
