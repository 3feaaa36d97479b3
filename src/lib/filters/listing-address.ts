import { canonicalCategory, isCategorySlug } from '../catalogue/categories.ts';
import { localeOfPath, localizedPath } from '../../i18n/locales.ts';
import { pagePath, parsePage } from './listing-pages.ts';

/** The built page of the flash-sale products: where /shop?flash-sale=true leads. */
export const DEALS_PATH = '/shop/deals';

/**
 * The built page a /shop query stands for, so that links shared with a query (the home banner's
 * /shop?flash-sale=true, /shop?category=accessories, the checkout's /shop?category=power-backups)
 * open the right products without a script: one category (an alias too), or the flash sale,
 * with an optional page. Any other query (a search, a price, several filters) stays on /shop for
 * the listing's script: null.
 */
export function listingPageForQuery(pathname: string, search: string): string | null {
  if (!/^(?:\/sw)?\/shop$/.test(pathname)) return null;
  const params = new URLSearchParams(search);
  const keys = [...new Set(params.keys())];
  const page = parsePage(params.get('page'));
  if (keys.some((key) => key !== 'category' && key !== 'flash-sale' && key !== 'page')) return null;
  if (params.getAll('page').length > 1) return null;
  const categories = params.getAll('category');
  const flashSale = params.getAll('flash-sale');
  let base: string | null = null;
  if (categories.length === 1 && flashSale.length === 0) {
    const slug = canonicalCategory(categories[0]!.trim());
    base = isCategorySlug(slug) ? `/shop/${slug}` : null;
  } else if (categories.length === 0 && flashSale.length === 1 && flashSale[0] === 'true') {
    base = DEALS_PATH;
  }
  return base && localizedPath(pagePath(base, page), localeOfPath(pathname));
}
