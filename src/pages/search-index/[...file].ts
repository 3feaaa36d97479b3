import type { APIRoute, GetStaticPaths } from 'astro';
import { loadCatalogue } from '../../cms/index.ts';
import { buildSearchIndex } from '../../lib/search/build-index.ts';
import { indexProduct } from '../../lib/search/index-product.ts';
import { imageUrl } from '../../components/image-url.ts';
import { withKiswahili } from '../../lib/catalogue/product-words.ts';

/**
 * /search-index/*: the search page's index in small files (src/lib/search/index-shape.ts), built
 * once per build: a core the page loads first, word shards per query term, card details per page.
 */
export const getStaticPaths = (async () => {
  // One index for both languages: English, with each product's Kiswahili words where an editor wrote them.
  const [{ categories, products }, kiswahili] = await Promise.all([loadCatalogue('en'), loadCatalogue('sw')]);
  const items = await Promise.all(
    withKiswahili(products, kiswahili.products).map(async ([product, sw]) =>
      indexProduct(product, categories, await imageUrl(product.image, 320), sw),
    ),
  );
  return [...buildSearchIndex(items)].map(([file, body]) => ({ params: { file }, props: { body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { body: string }).body, { headers: { 'content-type': 'application/json' } });
