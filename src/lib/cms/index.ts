import { readCmsConfig } from './config.ts';
import { createFetcher, type GroqFetcher } from './fetcher.ts';
import { CATEGORIES_QUERY, PRODUCTS_QUERY, SITE_SETTINGS_QUERY } from './queries.ts';
import { toCategory, toProduct, toSiteSettings, sortCategories } from './reshape.ts';
import { categoryDocument, productDocument, siteSettingsDocument, type ProductDocument } from './schemas.ts';
import type { Catalogue } from './types.ts';
import { parseDocument, parseDocuments } from './validate.ts';

export type { Catalogue, Category, ImageSource, Product, SiteSettings, SpecValue } from './types.ts';
export { CmsValidationError } from './validate.ts';

/**
 * The one door to content. Pages and the catalogue snapshot call loadCatalogue();
 * nothing outside src/lib/cms knows GROQ or Sanity.
 */
export async function fetchCatalogue(fetcher: GroqFetcher): Promise<Catalogue> {
  const [rawSettings, rawCategories, rawProducts] = await Promise.all([
    fetcher.fetch(SITE_SETTINGS_QUERY),
    fetcher.fetch(CATEGORIES_QUERY),
    fetcher.fetch(PRODUCTS_QUERY),
  ]);
  const settings = toSiteSettings(parseDocument(siteSettingsDocument, rawSettings, 'siteSettings'));
  const categories = sortCategories(parseDocuments(categoryDocument, rawCategories, 'categories').map(toCategory));
  const products = parseDocuments(productDocument, rawProducts, 'products').map((doc) =>
    toProduct(doc as ProductDocument, settings.siteDiscountPercent),
  );
  return { settings, categories, products };
}

let cached: Promise<Catalogue> | undefined;

/** The catalogue for this build or process, loaded once from the configured backend. */
export function loadCatalogue(): Promise<Catalogue> {
  cached ??= createFetcher(readCmsConfig()).then(fetchCatalogue);
  return cached;
}
