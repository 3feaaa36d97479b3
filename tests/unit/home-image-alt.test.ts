import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue, fetchSiteContent } from '../../src/cms/index.ts';
import type { Locale } from '../../src/i18n/locales.ts';
import type { SiteContent } from '../../src/lib/catalogue/types.ts';

/**
 * Issue 50, point 8: the hero, offer and ad pictures say what they show, in the page's language.
 * Their Kiswahili alternative text sits in the item's Kiswahili group (`sw.image.alt`, as a
 * product's does); where it is missing or blank a /sw page reads the English one.
 */

type Doc = { _id: string; _type: string; [field: string]: unknown };
type Item = { image?: { alt?: string } | null; sw?: { image?: { alt?: string | null } | null } | null };

const seed = (await readNdjsonDir('studio/seed')) as Doc[];
const seedHome = seed.find((doc) => doc._id === 'homePage') as Doc & Record<'heroSlides' | 'specialOffers' | 'featuredAds', Item[]>;

const PICTURE = { _type: 'image', _sanityAsset: 'image@file://./images/hero-batteries.jpg' };

/** The seed with its home page changed by `edit`, read through the content door in `locale`. */
async function homeIn(locale: Locale, edit: (home: typeof seedHome) => void = () => {}): Promise<SiteContent> {
  const home = structuredClone(seedHome);
  edit(home);
  const fetcher = datasetFetcher(seed.map((doc) => (doc._id === 'homePage' ? home : doc)));
  return fetchSiteContent(fetcher, await fetchCatalogue(fetcher, locale), locale);
}

const slide = (home: typeof seedHome) => home.heroSlides[0]!;
const firstSlideAlt = (content: SiteContent) => content.heroSlides[0]?.image?.alt;
const firstAdAlt = (content: SiteContent) => content.featuredAds[0]?.image?.alt;

describe('a home picture’s alternative text in each language', () => {
  it.each<[string, (home: typeof seedHome) => void, (content: SiteContent) => string | undefined, string, string]>([
    [
      'a slide with its Kiswahili alt: each language its own',
      () => {},
      firstSlideAlt,
      'Drawing: a battery with three of its four cells charged',
      'Mchoro: betri yenye seli tatu kati ya nne zilizojaa chaji',
    ],
    [
      'a slide whose Kiswahili alt was cleared (blank): English on both',
      (home) => (slide(home).sw!.image = { alt: '   ' }),
      firstSlideAlt,
      'Drawing: a battery with three of its four cells charged',
      'Drawing: a battery with three of its four cells charged',
    ],
    [
      'a slide without a Kiswahili image group: English on both',
      (home) => delete slide(home).sw!.image,
      firstSlideAlt,
      'Drawing: a battery with three of its four cells charged',
      'Drawing: a battery with three of its four cells charged',
    ],
    [
      'an ad with a picture of its own and its Kiswahili alt',
      (home) => {
        const ad = home.featuredAds[0]!;
        ad.image = { ...PICTURE, alt: 'A battery on a wall' };
        ad.sw = { ...ad.sw, image: { alt: 'Betri ukutani' } };
      },
      firstAdAlt,
      'A battery on a wall',
      'Betri ukutani',
    ],
    [
      "an ad without a picture of its own: its product's, in each language (a Kiswahili alt beside no picture is never read)",
      (home) => {
        const ad = home.featuredAds[0]!;
        ad.sw = { ...ad.sw, image: { alt: 'Betri ukutani' } };
      },
      firstAdAlt,
      'Deye SUN-5K-SG03LP1 Hybrid Inverter: illustration showing the Deye brand and 5 kW · 48 V',
      'Deye SUN-5K-SG03LP1 Hybrid Inverter: mchoro unaoonyesha chapa ya Deye na 5 kW · 48 V',
    ],
  ])('%s', async (_, edit, pick, en, sw) => {
    expect(pick(await homeIn('en', edit))).toBe(en);
    expect(pick(await homeIn('sw', edit))).toBe(sw);
  });
});

describe('the seed’s home pictures', () => {
  const items = (['heroSlides', 'specialOffers', 'featuredAds'] as const).flatMap((list) =>
    seedHome[list].map((item, i) => [`${list}.${i}`, item] as const),
  );
  const pictured = items.filter(([, item]) => item.image);

  it('include every hero slide: each has a picture of its own', () => {
    expect(pictured.filter(([path]) => path.startsWith('heroSlides.')).length).toBe(seedHome.heroSlides.length);
  });

  it.each(pictured)('%s says what its picture shows in English and in Kiswahili, not in its title’s words', (_, item) => {
    const english = item.image?.alt?.trim() ?? '';
    const kiswahili = item.sw?.image?.alt?.trim() ?? '';
    expect(english).not.toBe('');
    expect(kiswahili).not.toBe('');
    expect(kiswahili).not.toBe(english);
    expect(english).not.toBe((item as { title?: string }).title);
  });
});
