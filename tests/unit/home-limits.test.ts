import { describe, expect, it } from 'vitest';
import { HOME_LIMITS } from '../../src/lib/catalogue/home-limits.ts';
import { datasetFetcher, inPerspective, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue, fetchSiteContent } from '../../src/cms/index.ts';
import { pickFeatured } from '../../src/lib/filters/featured.ts';

/** The seed's products copied `times` over under new ids; the home page document lists 30 must-haves and lighting deals. */
async function scaledContent(times: number) {
  // The published documents: a draft copied under a new id would be published twice.
  const seed = inPerspective(await readNdjsonDir('studio/seed'), 'published') as Record<string, unknown>[];
  const copies = seed.flatMap((doc) => {
    if (doc._type !== 'product') return [doc];
    const slug = (doc.slug as { current: string }).current;
    return Array.from({ length: times }, (_, i) =>
      i === 0 ? doc : { ...doc, _id: `${doc._id}-${i}`, slug: { _type: 'slug', current: `${slug}-${i}` } },
    );
  });
  const products = copies
    .filter((doc) => doc._type === 'product')
    .map((doc) => ({ _type: 'reference', _key: String(doc._id), _ref: String(doc._id) }));
  const docs = copies.map((doc) =>
    doc._type === 'homePage'
      ? {
          ...doc,
          mustHaves: { ...(doc.mustHaves as object), products: products.slice(0, 30) },
          lightingDeals: { ...(doc.lightingDeals as object), products: products.slice(0, 30) },
        }
      : doc,
  );
  const fetcher = datasetFetcher(docs);
  const catalogue = await fetchCatalogue(fetcher);
  return { catalogue, content: await fetchSiteContent(fetcher, catalogue) };
}

describe('home sections hold a fixed number of products, whatever the catalogue size', () => {
  it.each([1, 20])('with the seed copied %i times', async (times) => {
    const { catalogue, content } = await scaledContent(times);
    expect(catalogue.products.length).toBe(176 * times);
    expect(content.flashSale.products.length).toBeLessThanOrEqual(HOME_LIMITS.flashSale);
    expect(content.flashSale.products.length).toBe(Math.min(HOME_LIMITS.flashSale, 8 * times));
    expect(content.mustHaves.products).toHaveLength(HOME_LIMITS.mustHaves);
    expect(content.lightingDeals.products).toHaveLength(HOME_LIMITS.lightingDeals);
    const featured = pickFeatured(
      catalogue.products,
      catalogue.categories.map((c) => c.slug),
      HOME_LIMITS.featuredPicks,
    );
    expect(featured).toHaveLength(HOME_LIMITS.featuredPicks);
  });
});
