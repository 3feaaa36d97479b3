import type { APIRoute } from 'astro';
import { loadCatalogue, loadPolicies } from '../cms/index.ts';
import { sitemapXml, type SitemapEntry } from '../lib/seo/sitemap.ts';
import { productPath } from '../lib/catalogue/product-path.ts';
import { localizedPath } from '../i18n/locales.ts';

/** /sitemap.xml: every public page at its canonical address (duplicates such as /product/{id} left out), in English and in Kiswahili. */
export const GET: APIRoute = async ({ site }) => {
  const { categories, products } = await loadCatalogue('en');
  const policies = await loadPolicies('en');
  const english: SitemapEntry[] = [
    { path: '/' },
    { path: '/shop' },
    { path: '/shop/categories' },
    ...categories.map((category) => ({ path: `/shop/${category.slug}` })),
    ...products.map((product) => ({ path: productPath(product) })),
    { path: '/search' },
    { path: '/solar-calculator' },
    { path: '/about' },
    { path: '/contact' },
    ...policies.map((policy) => ({ path: `/${policy.type}`, lastmod: policy.updatedAt })),
  ];
  const entries = english.flatMap((entry) => [entry, { ...entry, path: localizedPath(entry.path, 'sw') }]);
  return new Response(sitemapXml(entries, site!), { headers: { 'content-type': 'application/xml' } });
};
