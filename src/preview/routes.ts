import type { Catalogue, Product } from '../cms/index.ts';
import type { CategorySlug } from '../lib/catalogue/categories.ts';
import { isPolicySlug, type PolicySlug } from '../lib/policies.ts';
import { messagePage } from '../server/preview/answers.ts';

/**
 * What a preview address names, checked against the drafts as fetched: the shop's page files
 * take their getStaticPaths() props, which a page rendered on demand gets from here instead.
 */

/** The product at /shop/{category}/{id}, or undefined. */
export function productAt(catalogue: Catalogue, category: string | undefined, id: string | undefined): Product | undefined {
  return catalogue.products.find((p) => p.id === id && p.category === category);
}

/** The listing at /shop/{category}, as src/pages/shop/[category].astro names it, or undefined. */
export function listingAt(catalogue: Catalogue, category: string | undefined): CategorySlug | 'inverters' | 'categories' | undefined {
  if (category === 'solar-inverters') return 'inverters';
  if (category === 'categories') return 'categories';
  return catalogue.categories.find((c) => c.slug === category)?.slug as CategorySlug | undefined;
}

/** The policy at /{policy}, or undefined. */
export function policyAt(slug: string | undefined): PolicySlug | undefined {
  return slug && isPolicySlug(slug) ? slug : undefined;
}

/** The answer for an address that names nothing in the drafts (`site`: the shop, for the way back). */
export function notInDrafts(url: URL, site: URL | undefined): Response {
  return new Response(messagePage(url.pathname, 'preview.notFoundTitle', 'preview.notFound', (site ?? url).href), {
    status: 404,
    headers: { 'content-type': 'text/html; charset=utf-8' },
  });
}
