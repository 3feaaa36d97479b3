import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue } from '../../src/cms/index.ts';
import { DEFAULT_SEARCH } from '../../src/lib/filters/search.ts';
import { buildSearchIndex } from '../../src/lib/search/build-index.ts';
import { openSearch, type SearchAnswer } from '../../src/lib/search/engine.ts';
import { indexProduct } from '../../src/lib/search/index-product.ts';
import { withKiswahili } from '../../src/lib/catalogue/product-words.ts';
import { countsAtBuild } from '../../src/server/stock/at-build.ts';

/**
 * The demo catalogue's search index as the build writes it (tests/unit/search-*.test.ts): both
 * languages' words, and the stock the build knows without a database (studio/seed/stock.json),
 * so a product sold out in the demo is sold out here too, as on the pages.
 */
const fetcher = datasetFetcher(await readNdjsonDir('studio/seed'));
const counts = (ids: readonly string[]) => countsAtBuild(ids, {});
const catalogue = await fetchCatalogue(fetcher, 'en', counts);
const kiswahili = await fetchCatalogue(fetcher, 'sw', counts);

/** Every index file by path under /search-index/, as JSON text. */
export const indexFiles = buildSearchIndex(
  withKiswahili(catalogue.products, kiswahili.products).map(([product, sw]) => indexProduct(product, catalogue.categories, '', sw)),
);

const engine = (await openSearch(async (file) => JSON.parse(indexFiles.get(file)!) as unknown))!;
export const categoryOf = new Map(catalogue.products.map((p) => [p.id, p.category]));
export const inStock = new Map(catalogue.products.map((p) => [p.id, p.inStock]));

/** What a query shows, as the search page's script asks for it. */
export async function answer(q: string): Promise<SearchAnswer> {
  return (await engine.answer({ ...DEFAULT_SEARCH, q }))!;
}

/** The ids a query finds, best first. */
export async function search(q: string): Promise<string[]> {
  const found = (await answer(q)).ordinals;
  const cards = (await engine.details(found, 0, found.length))!;
  return [...found].map((ordinal) => cards.get(ordinal)![0]);
}
