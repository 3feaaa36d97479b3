import type { APIRoute } from 'astro';
import { loadCatalogue } from '../lib/cms/index.ts';
import { searchText } from '../lib/filters/record.ts';
import type { SearchRecord } from '../lib/filters/search.ts';
import { imageUrl } from '../components/image-url.ts';

/** /search-index.json: every product the search page searches, built once at build time. */
export const GET: APIRoute = async () => {
  const { categories, products } = await loadCatalogue();
  const records: SearchRecord[] = await Promise.all(products.map(async (product) => ({
    id: product.id,
    name: product.name,
    brand: product.brand,
    category: product.category,
    price: product.price,
    inStock: product.inStock,
    url: `/shop/${product.category}/${product.id}`,
    image: await imageUrl(product.image, 320),
    text: searchText(product, categories.find((c) => c.slug === product.category)?.name ?? product.category),
  })));
  return new Response(JSON.stringify(records), { headers: { 'content-type': 'application/json' } });
};
