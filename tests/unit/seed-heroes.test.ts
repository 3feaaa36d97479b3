import { describe, expect, it } from 'vitest';
import { readNdjsonDir } from '../../src/cms/fetcher.ts';
import type { CategorySlug } from '../../src/lib/catalogue/categories.ts';
import { heroSlides } from '../../studio/seed/data/site-content.ts';
import type { EquipmentKind } from '../../studio/seed/lib/equipment.ts';
import { heroCategory, heroImage } from '../../studio/seed/lib/hero.ts';
import { heroBanner } from '../../studio/seed/lib/illustrations.ts';

/** Issue 46: the batteries slide showed a charge controller. Each hero shows the category it links to. */

/** What a shopper should see for each category a hero may link to, written apart from the seed. */
const DRAWING_OF: Partial<Record<CategorySlug, EquipmentKind>> = {
  batteries: 'battery',
  inverters: 'inverter',
  'solar-panels': 'panel',
  'charge-controllers': 'controller',
  'solar-floodlights': 'floodlight',
  'water-heaters': 'evacuated-heater',
};

type Slide = { link: string; image: { _sanityAsset: string } };
const home = (await readNdjsonDir('studio/seed')).find((doc) => (doc as { _id: string })._id === 'homePage') as { heroSlides: Slide[] };

describe('the home hero slides', () => {
  it.each(heroSlides.map((slide) => [slide.link, slide] as const))('%s draws the equipment of the category it links to', (link) => {
    const { slug } = heroCategory(link);
    const kind = DRAWING_OF[slug];
    expect(kind, `no drawing is agreed for ${slug}`).toBeDefined();
    expect(heroImage(link)).toEqual([`hero-${slug}.jpg`, heroBanner(kind as EquipmentKind, '#0b6e4f')]);
  });

  it('never shows one category in another’s drawing: each slide’s banner differs from the others’', () => {
    const drawings = heroSlides.map((slide) => heroImage(slide.link)[1]);
    expect(new Set(drawings).size).toBe(drawings.length);
    expect(heroImage('/shop/batteries')[1]).not.toBe(heroImage('/shop/charge-controllers')[1]);
  });

  it('in the committed seed, each slide’s image is the file of the category it links to', () => {
    expect(home.heroSlides.map((slide) => slide.link)).toEqual(heroSlides.map((slide) => slide.link));
    for (const slide of home.heroSlides) {
      expect(slide.image._sanityAsset, slide.link).toBe(`image@file://./images/${heroImage(slide.link)[0]}`);
    }
  });

  it('refuses a slide that links to no category', () => {
    expect(() => heroCategory('/shop/batteries-and-more')).toThrow(/no category/);
    expect(() => heroCategory('/about')).toThrow(/no category/);
  });
});
