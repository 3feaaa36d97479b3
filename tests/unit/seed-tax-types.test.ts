import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../src/lib/catalogue/categories.ts';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue } from '../../src/cms/index.ts';
import { countsAtBuild } from '../../src/server/stock/at-build.ts';

/** The demo's VAT choice (studio/seed/lib/tax.ts), as the shop reads it from the dataset: batteries zero-rated, the rest 16 %. */

const seed = await readNdjsonDir('studio/seed');
const catalogue = await fetchCatalogue(datasetFetcher(seed), 'en', (ids) => countsAtBuild(ids, {}));
const written = (seed as Array<{ _id: string; _type: string; taxType?: unknown }>).filter((doc) => doc._type === 'product');

describe("the demo catalogue's tax types", () => {
  it.each(CATEGORY_SLUGS.map((slug) => [slug, slug === 'batteries' ? 'C' : 'B'] as const))('sells %s as tax type %s', (slug, taxType) => {
    const products = catalogue.products.filter((p) => p.category === slug);
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(product.taxType, product.id).toBe(taxType);
  });

  it('writes the type into every product document, rather than leaving it to the default', () => {
    for (const doc of written) expect(doc.taxType, doc._id).toMatch(/^[BC]$/);
  });
});
