import { evaluate, parse } from 'groq-js';
import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue } from '../../src/cms/index.ts';
import { PRODUCTS_WITHOUT_KISWAHILI_FILTER } from '../../studio/kiswahili-missing.ts';

/**
 * The Studio's "Products without Kiswahili" (studio/kiswahili-missing.ts), run with groq-js as the
 * Studio runs it on the dataset: it lists exactly the products whose /sw page shows some of their
 * words in English, as the shop's own content door decides it (src/cms: inEnglish, and the image's
 * alt text and the warranty line left as in English).
 */

type Doc = Record<string, unknown> & { _id: string; _type: string };

const seed = (await readNdjsonDir('studio/seed')) as Doc[];
const products = seed.filter((doc) => doc._type === 'product');
const withSw = (id: string, sw: (doc: Doc) => unknown): Doc => {
  const doc = structuredClone(products.find((p) => p._id === `product-${id}`)!);
  const fixture = `fixture-${id}`;
  return { ...doc, _id: `product-${fixture}`, slug: { _type: 'slug', current: fixture }, sw: sw(doc) };
};
const swOf = (doc: Doc) => doc.sw as Record<string, unknown>;

/**
 * Copies of seed products with some of their Kiswahili taken out, and two left whole: whether the
 * desk lists each, and whether its /sw page shows English (a list a feature short shows none, but
 * leaves a feature out: listed all the same).
 */
const FIXTURES: [string, boolean, boolean, Doc][] = [
  ['no Kiswahili group', true, true, withSw('gree-versati-8kw', () => undefined)],
  ['a blank description', true, true, withSw('gree-versati-8kw', (doc) => ({ ...swOf(doc), description: '' }))],
  [
    'a feature short',
    true,
    false,
    withSw('gree-versati-8kw', (doc) => ({ ...swOf(doc), features: (swOf(doc).features as string[]).slice(1) })),
  ],
  ['no tags', true, true, withSw('gree-versati-8kw', (doc) => ({ ...swOf(doc), tags: [] }))],
  ['no alt text', true, true, withSw('gree-versati-8kw', (doc) => ({ ...swOf(doc), image: undefined }))],
  ['no accessory type', true, true, withSw('hager-changeover-switch-63a', (doc) => ({ ...swOf(doc), type: undefined }))],
  [
    'a function short',
    true,
    false,
    withSw('hager-changeover-switch-63a', (doc) => ({ ...swOf(doc), function: ['Kubadilisha chanzo (switching)'] })),
  ],
  ['no use cases', true, true, withSw('solarmax-100w-solar-floodlight', (doc) => ({ ...swOf(doc), useCase: undefined }))],
  ["no line of the maker's warranty", true, true, withSw('jinko-tiger-neo-550w', (doc) => ({ ...swOf(doc), warranty: undefined }))],
  ['a panel translated whole', false, false, withSw('jinko-tiger-neo-550w', (doc) => swOf(doc))],
  ['an accessory translated whole', false, false, withSw('hager-changeover-switch-63a', (doc) => swOf(doc))],
];

async function listed(docs: Doc[]): Promise<string[]> {
  const value = await evaluate(parse(`*[${PRODUCTS_WITHOUT_KISWAHILI_FILTER}].slug.current`), { dataset: docs });
  return ((await value.get()) as string[]).sort();
}

/** What the shop itself shows in English on each product's /sw page. */
async function inEnglish(docs: Doc[]): Promise<string[]> {
  const fetcher = datasetFetcher(docs);
  const [en, sw] = await Promise.all([fetchCatalogue(fetcher, 'en'), fetchCatalogue(fetcher, 'sw')]);
  return sw.products
    .filter((p, i) => {
      const english = en.products[i]!;
      const doc = docs.find((d) => d._type === 'product' && (d.slug as { current: string }).current === p.id);
      const ownAlt = Boolean((doc?.image as { alt?: string } | undefined)?.alt);
      return (
        p.inEnglish.length > 0 ||
        (ownAlt && p.image?.alt === english.image?.alt) ||
        (english.warranty.covers !== '' && p.warranty.covers === english.warranty.covers)
      );
    })
    .map((p) => p.id)
    .sort();
}

describe('Products without Kiswahili', () => {
  it('lists the products whose /sw page shows English, and no other, in the seed as it is', async () => {
    expect(await listed(seed)).toEqual(await inEnglish(seed));
  });

  it.each(FIXTURES)('%s: listed %s, English on its page %s', async (_, listedToo, english, doc) => {
    const docs = [...seed, doc];
    const slug = (doc.slug as { current: string }).current;
    expect((await listed(docs)).includes(slug)).toBe(listedToo);
    expect((await inEnglish(docs)).includes(slug)).toBe(english);
  });

  it('lists a product with no Kiswahili at all, and nothing that is not a product', async () => {
    const bare = withSw('ecoflow-delta-2', () => undefined);
    expect(await listed([...seed, bare])).toEqual([...(await listed(seed)), 'fixture-ecoflow-delta-2'].sort());
  });
});
