import { describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS, type CategorySlug } from '../../src/lib/catalogue/categories.ts';
import { isRequiredFor, specFieldsFor } from '../../src/lib/catalogue/spec-fields.ts';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { CmsValidationError, fetchCatalogue, fetchSiteContent } from '../../src/cms/index.ts';
import { discountedPrice } from '../../src/lib/pricing.ts';
import { countsAtBuild, readSeedStock } from '../../src/server/stock/at-build.ts';

const seed = await readNdjsonDir('studio/seed');
const fetcher = datasetFetcher(seed);
// With the demo counts, as a build without DATABASE_URL reads them.
const catalogue = await fetchCatalogue(fetcher, 'en', (ids) => countsAtBuild(ids, {}));
const stock = await readSeedStock({});
const content = await fetchSiteContent(fetcher, catalogue);
const inCategory = (slug: CategorySlug) => catalogue.products.filter((p) => p.category === slug);

describe('the demo catalogue', () => {
  it.each([
    ['solar-panels', 4],
    ['inverters', 27],
    ['batteries', 26],
    ['packages', 9],
    ['back-up-systems', 5],
    ['charge-controllers', 7],
    ['heat-pumps', 8],
    ['solar-floodlights', 3],
    ['solar-hybrid-water-pumping-inverters', 10],
    ['water-heaters', 8],
  ] as const)('has %s products in %s, as the spec counts', (slug, count) => {
    expect(inCategory(slug)).toHaveLength(count);
  });

  it('gives every product a packed shipping weight', () => {
    for (const product of catalogue.products) expect(product.weightKg, product.id).toBeGreaterThan(0);
  });

  it('has at least 65 accessories', () => {
    expect(inCategory('accessories').length).toBeGreaterThanOrEqual(65);
  });

  it('has the 11 categories, each with a name, description and image; packages is titled Home Systems', () => {
    expect(catalogue.categories.map((c) => c.slug)).toEqual([...CATEGORY_SLUGS]);
    for (const category of catalogue.categories) {
      expect(category.image?.kind).toBe('seed');
      expect(category.description.length).toBeGreaterThan(20);
    }
    expect(catalogue.categories.find((c) => c.slug === 'packages')?.name).toBe('Home Systems');
  });

  it.each(CATEGORY_SLUGS.map((slug) => [slug]))('fills every required %s field on each product of the category', (slug) => {
    for (const product of inCategory(slug)) {
      for (const field of specFieldsFor(slug)) {
        const value = product.specs[field.name];
        if (!isRequiredFor(field, slug)) continue;
        expect(value, `${product.id}.${field.name}`).toBeDefined();
        if (Array.isArray(value)) expect(value.length, `${product.id}.${field.name}`).toBeGreaterThan(0);
      }
      expect(
        Object.keys(product.specs).every((name) => specFieldsFor(slug).some((f) => f.name === name)),
        product.id,
      ).toBe(true);
    }
  });

  it('gives every product a brand, description, tags, features and an image', () => {
    for (const p of catalogue.products) {
      expect(p.brand, p.id).not.toBe('');
      expect(p.description?.length ?? 0, p.id).toBeGreaterThan(30);
      expect(p.tags.length, p.id).toBeGreaterThan(1);
      expect(p.features.length, p.id).toBeGreaterThan(0);
      expect(p.image, p.id).toEqual({ kind: 'seed', file: `images/product-${p.id}.jpg`, alt: expect.stringContaining(p.brand) });
    }
  });

  it('keeps the foundation products and their slugs', () => {
    const ids = catalogue.products.map((p) => p.id);
    for (const id of [
      'jinko-tiger-neo-550w',
      'growatt-spf-5000es',
      'felicity-lpba48100',
      'victron-smartsolar-100-30',
      'pv-cable-6mm-red',
    ]) {
      expect(ids).toContain(id);
    }
  });

  it('sells every product (all on sale), each counted in studio/seed/stock.json, and no count without a product', () => {
    expect(catalogue.products.filter((p) => !p.onSale)).toEqual([]);
    expect(Object.keys(stock).sort()).toEqual(catalogue.products.map((p) => p.id).sort());
  });

  it('has most products in stock, about one in ten low (1 to 3 left) and a few sold out (counted at 0)', () => {
    const count = (state: string) => catalogue.products.filter((p) => p.stock.state === state).length;
    expect(count('out_of_stock')).toBeGreaterThanOrEqual(3);
    expect(count('out_of_stock')).toBeLessThan(catalogue.products.length / 10);
    expect(count('low')).toBeGreaterThan(catalogue.products.length / 20);
    expect(count('low')).toBeLessThan(catalogue.products.length / 6);
    for (const p of catalogue.products.filter((p) => p.stock.state === 'low')) expect(p.stock.left, p.id).toBe(stock[p.id]);
    expect(catalogue.products.filter((p) => !p.inStock).map((p) => stock[p.id])).toEqual(Array(count('out_of_stock')).fill(0));
  });

  it('has 200 or more of what the suites order again and again, and never runs low on what they buy', () => {
    const buyable = catalogue.products.filter((p) => p.inStock && p.priceCents > 0);
    // tests/e2e/place-order.ts picks the products in stock by place in the catalogue's (the snapshot's) order, 0 to 8 and the next below the cash limit; the hosts' tests and the warranty specs the cheapest.
    const byPlace = buyable.slice(0, 12);
    const cheapest = [...buyable].sort((a, b) => a.priceCents - b.priceCents).slice(0, 6);
    for (const p of [...byPlace, ...cheapest]) expect(stock[p.id], p.id).toBeGreaterThanOrEqual(200);
    // The demo customer's past orders (local/demo-accounts.ts) pick by place in id order, up to 4 of one.
    const byId = buyable.map((p) => p.id).sort();
    for (const id of [0, 3, 5, 8, 11, 22].map((place) => byId[place]!)) expect(stock[id], id).toBeGreaterThanOrEqual(4);
  });

  it('prices every product through the one pricing function: list price less the 5% site discount, to the cent', () => {
    for (const p of catalogue.products) {
      expect(Number.isInteger(p.listPriceCents), p.id).toBe(true);
      expect(p.priceCents, p.id).toBe(discountedPrice(p.listPriceCents, catalogue.settings.siteDiscountPercent));
    }
  });

  it('shows a discount only where the editor set a compare-at price, and the figures agree', () => {
    for (const p of catalogue.products) {
      if (p.discountPercent === null) continue;
      expect(p.compareAtPriceCents, p.id).not.toBeNull();
      const actual = ((p.compareAtPriceCents! - p.priceCents) / p.compareAtPriceCents!) * 100;
      expect(Math.abs(actual - p.discountPercent), p.id).toBeLessThanOrEqual(1);
    }
  });
});

describe('editor-set discounts are checked at build', () => {
  const withProduct = (change: Record<string, unknown>) =>
    seed.map((doc) => ((doc as { _id: string })._id === 'product-longi-hi-mo-5-540w' ? { ...(doc as object), ...change } : doc));

  it.each([
    ['a discount the prices do not give', { discountPercent: 40 }, 'discountPercent'],
    ['a discount without a compare-at price', { compareAtPrice: undefined }, 'discountPercent'],
    ['a flash-sale product without a discount', { discountPercent: undefined }, 'flashSale'],
  ])('%s fails naming the field', async (_, change, field) => {
    const error = await fetchCatalogue(datasetFetcher(withProduct(change))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsValidationError);
    expect(error).toMatchObject({ documentId: 'product-longi-hi-mo-5-540w', field });
  });
});

describe('the site content', () => {
  it('has hero slides linking to the spec categories', () => {
    expect(content.heroSlides.map((s) => s.link)).toEqual([
      '/shop/batteries',
      '/shop/inverters',
      '/shop/solar-panels',
      '/shop/charge-controllers',
      '/shop/solar-floodlights',
      '/shop/water-heaters',
    ]);
  });

  it('puts in the flash sale only products with an editor-set compare-at price and discount', () => {
    expect(content.flashSale.products.length).toBeGreaterThanOrEqual(6);
    for (const p of content.flashSale.products) {
      expect(p.onFlashSale).toBe(true);
      expect(p.compareAtPriceCents).not.toBeNull();
      expect(p.discountPercent).not.toBeNull();
    }
    expect(Number.isNaN(Date.parse(content.flashSale.endsAt))).toBe(false);
  });

  it('prices the Premium Solar Package at KSh 449,999, was 599,999, save 150,000, 25% off', () => {
    const [premium, lithium] = content.specialOffers;
    expect(premium).toMatchObject({
      title: 'Premium Solar Package',
      link: '/shop/packages/special-offer-1',
      priceCents: 44_999_900,
      compareAtPriceCents: 59_999_900,
      savingsCents: 15_000_000,
      discountPercent: 25,
    });
    expect(lithium).toMatchObject({
      title: 'Lithium Battery Bundle',
      link: '/shop/batteries/special-offer-2',
      priceCents: 24_999_900,
      highlight: 'Free installation',
    });
  });

  it('has the home page blocks the spec lists', () => {
    expect(content.mustHaves.title).toBe("This Month's Must-Haves");
    expect(content.mustHaves.products.length).toBeGreaterThan(3);
    expect(content.whyChooseUs).toHaveLength(4);
    expect(content.testimonials).toHaveLength(3);
    for (const t of content.testimonials) expect(t.name && t.location && t.text).toBeTruthy();
    expect(content.partners.length).toBeGreaterThanOrEqual(6);
    for (const p of content.partners) expect(p.logo?.kind).toBe('seed');
    for (const ad of content.featuredAds) {
      expect(ad).toMatchObject({
        id: expect.any(String),
        title: expect.any(String),
        description: expect.any(String),
        link: `/shop/${ad.product.category}/${ad.product.id}`,
        priceCents: ad.product.priceCents,
        cta: expect.any(String),
      });
      expect(ad.image).not.toBeNull();
    }
    expect(content.lightingDeals.products.every((p) => p.category === 'solar-floodlights')).toBe(true);
    expect(Number.isNaN(Date.parse(content.lightingDeals.endsAt))).toBe(false);
  });

  it('tells the about story since 2015 with the three values', () => {
    expect(content.about.foundedYear).toBe(2015);
    expect(JSON.stringify(content.about.story)).toContain('2015');
    expect(content.about.mission.length).toBeGreaterThan(20);
    expect(content.about.vision.length).toBeGreaterThan(20);
    expect(content.about.values.map((v) => v.title)).toEqual(['Quality', 'Integrity', 'Sustainability']);
  });

  it.each([
    ['installation takes 1 to 3 days', /1 to 3 days/],
    ['maintenance packages exist', /maintenance packages/i],
    ['panels 25 years', /panels carry 25-year/i],
    ['inverters 5 to 10 years', /inverters 5 to 10 years/],
    ['batteries 2 to 10 years', /batteries 2 to 10 years/],
    ['2-year workmanship', /workmanship is guaranteed for 2 years/],
    ['nationwide, remote travel fees', /nationwide\. Travel fees may apply for remote areas/],
  ])('answers in the contact FAQ: %s', (_, pattern) => {
    expect(content.contact.faqs.map((f) => f.answer).join(' ')).toMatch(pattern);
  });

  it('has the shop settings of the spec', () => {
    expect(catalogue.settings).toMatchObject({
      hours: 'Monday to Friday, 8am to 6pm',
      paymentMethods: ['M-PESA', 'VISA', 'MasterCard'],
      siteDiscountPercent: 5,
    });
    expect(catalogue.settings.address.street).toContain('Thika Road');
    expect(catalogue.settings.address.area).toBe('Ruaraka');
  });
});
