import type { APIRoute, GetStaticPaths } from 'astro';
import { loadCatalogue } from '../../cms/index.ts';
import { buildSearchIndex } from '../../lib/search/build-index.ts';
import { indexProduct } from '../../lib/search/index-product.ts';
import { imageUrl } from '../../components/image-url.ts';

/**
 * /search-index/*: the search page's index in small files (src/lib/search/index-shape.ts), built
 * once per build: a core the page loads first, word shards per query term, card details per page.
 */
export const getStaticPaths = (async () => {
  // English: this runs before any page renders, whatever language the build is in.
  const { categories, products } = await loadCatalogue('en');
  const items = await Promise.all(products.map(async (product) => indexProduct(product, categories, await imageUrl(product.image, 320))));
  return [...buildSearchIndex(items)].map(([file, body]) => ({ params: { file }, props: { body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { body: string }).body, { headers: { 'content-type': 'application/json' } });
