import { afterEach, describe, expect, it } from 'vitest';
import { decideLocaleWith } from '../../src/i18n/active.ts';
import { CATEGORY_SLUGS } from '../../src/lib/catalogue/categories.ts';
import { toSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { datasetFetcher, readNdjsonDir } from '../../src/lib/cms/fetcher.ts';
import { fetchCatalogue, fetchPolicies, fetchSiteContent, loadCatalogue, loadDelivery, loadPolicies, loadPolicy, loadSiteContent } from '../../src/lib/cms/index.ts';
import { POLICY_SLUGS } from '../../src/lib/policies.ts';

/** The demo dataset in Kiswahili, and the content door handing each page its language. */

type Doc = { _id: string; _type: string; [field: string]: unknown };
type Sw = Record<string, unknown> | undefined;

const seed = (await readNdjsonDir('studio/seed')) as Doc[];
const fetcher = datasetFetcher(seed);
const ofType = (type: string) => seed.filter((doc) => doc._type === type);
const sw = (value: unknown): Sw => (value as { sw?: Sw }).sw;
const filled = (value: unknown) => typeof value === 'string' && value.trim().length > 0;

describe('the seed in Kiswahili', () => {
  it.each(ofType('category').map((doc) => [doc._id, doc] as const))('%s has a Kiswahili name and description of its own', (_, doc) => {
    expect(filled(sw(doc)?.name)).toBe(true);
    expect(filled(sw(doc)?.description)).toBe(true);
    expect(sw(doc)?.description).not.toBe(doc.description);
  });

  it('covers all eleven categories', () => {
    expect(ofType('category').map((doc) => (doc.slug as { current: string }).current).sort()).toEqual([...CATEGORY_SLUGS].sort());
  });

  it.each(ofType('policy').map((doc) => [doc.type as string, doc] as const))('%s has a Kiswahili title and summary', (_, doc) => {
    expect(filled(sw(doc)?.title)).toBe(true);
    expect(filled(sw(doc)?.summary)).toBe(true);
    expect(sw(doc)?.title).not.toBe(doc.title);
  });

  it("has the home page's headings in Kiswahili: every slide, the flash sale, must-haves and lighting deals", () => {
    const [home] = ofType('homePage');
    const headings = [...(home!.heroSlides as unknown[]), home!.flashSale, home!.mustHaves, home!.lightingDeals];
    for (const block of headings) expect(filled(sw(block)?.title), JSON.stringify(block).slice(0, 60)).toBe(true);
  });
});

const english = await fetchCatalogue(fetcher, 'en');
const kiswahili = await fetchCatalogue(fetcher, 'sw');

describe('the content door in each language', () => {
  const name = (catalogue: typeof english, slug: string) => catalogue.categories.find((c) => c.slug === slug)?.name;

  it.each([
    ['batteries', 'Batteries', 'Betri'],
    ['solar-panels', 'Solar Panels', 'Paneli za Sola'],
    ['packages', 'Home Systems', 'Mifumo ya Sola ya Nyumbani'],
  ])('names %s "%s" in English and "%s" in Kiswahili', (slug, en, sw) => {
    expect(name(english, slug)).toBe(en);
    expect(name(kiswahili, slug)).toBe(sw);
  });

  it('keeps product names and figures as they are, and of the settings translates only the opening hours', () => {
    expect(kiswahili.products).toEqual(english.products);
    expect({ ...kiswahili.settings, hours: english.settings.hours }).toEqual(english.settings);
    expect(kiswahili.categories.map((c) => c.slug)).toEqual(english.categories.map((c) => c.slug));
  });

  it('is English when no language is asked for, as tests and scripts expect', async () => {
    expect(name(await fetchCatalogue(fetcher), 'batteries')).toBe('Batteries');
  });

  it('gives the home page Kiswahili headings and falls back to English where none is written', async () => {
    const home = await fetchSiteContent(fetcher, kiswahili, 'sw');
    expect(home.heroSlides[0]?.title).toBe('Betri za lithium zinazodumu mizunguko 6000');
    expect(home.flashSale.title).toBe('Ofa za Muda Mfupi');
    expect(home.mustHaves.title).toBe('Bidhaa Muhimu za Mwezi Huu');
    // The ads' titles are product names, left untranslated on purpose; their texts are translated.
    expect(home.featuredAds[0]?.title).toBe('Deye 5 kW Hybrid Inverter');
    expect(home.featuredAds[0]?.cta).toBe('Nunua sasa');
    expect(home.testimonials).toEqual((await fetchSiteContent(fetcher, english, 'en')).testimonials);
  });

  it('shows each policy in Kiswahili with the same hash as in English, the body falling back where untranslated', async () => {
    const [en, sw] = await Promise.all([fetchPolicies(fetcher, 'en'), fetchPolicies(fetcher, 'sw')]);
    expect(sw.map((p) => p.type)).toEqual([...POLICY_SLUGS]);
    expect(sw.map((p) => p.hash)).toEqual(en.map((p) => p.hash));
    const shipping = sw.find((p) => p.type === 'shipping-policy')!;
    expect(shipping.title).toBe('Sera ya Usafirishaji');
    expect(shipping.body).toContain('<h2>Kupokea agizo lako</h2>');
    expect(shipping.seo).toEqual({ title: 'Sera ya Usafirishaji', description: expect.stringContaining('usafirishaji bure') });
    const refund = sw.find((p) => p.type === 'refund-policy')!;
    expect(refund.title).toBe('Sera ya Kurejesha Pesa na Bidhaa');
    expect(refund.body).toBe(en.find((p) => p.type === 'refund-policy')!.body);
  });
});

describe('the loaders pages call', () => {
  afterEach(() => decideLocaleWith(() => 'en'));

  it("follow the page's language, and load each language once", async () => {
    decideLocaleWith(() => 'sw');
    expect(loadCatalogue()).toBe(loadCatalogue('sw'));
    expect(loadSiteContent()).toBe(loadSiteContent('sw'));
    expect(loadPolicies()).toBe(loadPolicies('sw'));
    expect((await loadPolicy('terms-and-conditions')).title).toBe('Vigezo na Masharti');
    decideLocaleWith(() => 'en');
    expect(loadCatalogue()).toBe(loadCatalogue('en'));
    expect((await loadCatalogue()).categories.find((c) => c.slug === 'batteries')?.name).toBe('Batteries');
    expect((await loadSiteContent('sw')).heroSlides[0]?.title).toBe('Betri za lithium zinazodumu mizunguko 6000');
  });

  it('fetch once for both languages: the Kiswahili catalogue holds the very same products', async () => {
    const [en, sw] = await Promise.all([loadCatalogue('en'), loadCatalogue('sw')]);
    expect(sw.products).toBe(en.products);
    expect(Object.keys(sw.settings)).toEqual(Object.keys(en.settings));
    expect(sw.categories).not.toBe(en.categories);
  });

  it('write the same /catalogue.json whichever language is asked for: the API reads English', async () => {
    const at = new Date('2026-11-23T08:00:00Z');
    const snapshot = async (locale: 'en' | 'sw') => {
      const policies = (await loadPolicies(locale)).map(({ id, type, version, hash, updatedAt }) => ({ id, type, version, hash, updatedAt }));
      return toSnapshot(await loadCatalogue(locale), policies, await loadDelivery(), at);
    };
    expect(await snapshot('sw')).toEqual(await snapshot('en'));
  });
});
