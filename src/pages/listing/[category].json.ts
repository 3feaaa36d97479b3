import type { APIRoute } from 'astro';
import { imageUrl } from '../../components/image-url.ts';
import { loadCatalogue } from '../../cms/index.ts';
import { listingOf } from '../../lib/filters/listing.ts';
import { translationsFor } from '../../i18n/index.ts';
import { toListingRecord } from '../../lib/filters/listing-file.ts';

/** /listing/{category}.json: every product of a category as the listing's filters and cards need it (English, its text filter knowing the Kiswahili words too). */
export async function getStaticPaths() {
  const { categories } = await loadCatalogue('en');
  return categories.map((category) => ({ params: { category: category.slug } }));
}

export const GET: APIRoute = async ({ params }) => {
  const [{ categories, products }, kiswahili] = await Promise.all([loadCatalogue('en'), loadCatalogue('sw')]);
  const inKiswahili = new Map(kiswahili.products.map((product) => [product.id, product]));
  // The whole shop's default order, built once per build and shared by /shop's pages and every listing file.
  const ranked = listingOf(products, null, translationsFor('en')).products.map((product, rank) => ({ product, rank }));
  const records = await Promise.all(
    ranked
      .filter(({ product }) => product.category === params.category)
      .map(async ({ product, rank }) =>
        toListingRecord(product, categories, rank, await imageUrl(product.image, 320), inKiswahili.get(product.id)),
      ),
  );
  return new Response(JSON.stringify(records), { headers: { 'content-type': 'application/json; charset=utf-8' } });
};
