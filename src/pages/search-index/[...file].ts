import type { APIRoute, GetStaticPaths } from 'astro';
import { loadCatalogue } from '../../lib/cms/index.ts';
import { searchText } from '../../lib/filters/record.ts';
import { buildSearchIndex, type IndexProduct } from '../../lib/search/build-index.ts';
import { imageUrl } from '../../components/image-url.ts';

/**
 * /search-index/*: the search page's index in small files (src/lib/search/index-shape.ts), built
 * once per build: a core the page loads first, word shards per query term, card details per page.
 */
export const getStaticPaths = (async () => {
  // English: this runs before any page renders, whatever language the build is in.
  const { categories, products } = await loadCatalogue('en');
  const items: IndexProduct[] = await Promise.all(products.map(async (product) => ({
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    price: product.price,
    inStock: product.inStock,
    image: await imageUrl(product.image, 320),
    text: searchText(product, categories.find((c) => c.slug === product.category)?.name ?? product.category),
  })));
  return [...buildSearchIndex(items)].map(([file, body]) => ({ params: { file }, props: { body } }));
}) satisfies GetStaticPaths;

export const GET: APIRoute = ({ props }) =>
  new Response((props as { body: string }).body, { headers: { 'content-type': 'application/json' } });
