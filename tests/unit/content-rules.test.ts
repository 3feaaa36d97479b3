import { describe, expect, it } from 'vitest';
import { readNdjsonDir } from '../../src/cms/fetcher.ts';
import { categoryDocumentId, CATEGORY_SLUGS, type CategorySlug } from '../../src/lib/catalogue/categories.ts';
import { SPEC_FIELDS } from '../../src/lib/catalogue/spec-fields.ts';
import {
  countyCodesRule,
  countyInOneZoneRule,
  everyCountyZonedRule,
  sizeLimitsRule,
  zoneDaysRule,
  zoneNameRule,
  zoneRateRule,
  zonesOnceEachRule,
  type ZoneCounties,
} from '../../src/lib/content-rules/delivery-zones.ts';
import { imageAltRule, imageAssetRule, type ImageValue } from '../../src/lib/content-rules/images.ts';
import { policiesPresentRule, policyKeptRule } from '../../src/lib/content-rules/policies.ts';
import {
  compareAtPriceRule,
  discountPercentRule,
  flashSaleRule,
  listPriceRule,
  wholeShillingsRule,
} from '../../src/lib/content-rules/prices.ts';
import type { RuleResult } from '../../src/lib/content-rules/rule.ts';
import { specRequiredRule } from '../../src/lib/content-rules/specs.ts';
import { slugFormatRule, uniqueCategorySlugRule, uniquePolicyTypeRule, uniqueProductSlugRule } from '../../src/lib/content-rules/unique.ts';
import { warrantyDurationRule, warrantyLengthRule } from '../../src/lib/content-rules/warranty.ts';
import { weightMissingRule, weightRule } from '../../src/lib/content-rules/weights.ts';

/** The content rules the build and the Studio share (src/lib/content-rules): the seed passes every one, a broken document fails with its message. */

type Doc = Record<string, unknown> & { _id: string; _type: string };
type Product = Doc & {
  price: number;
  compareAtPrice?: number;
  discountPercent?: number;
  flashSale?: boolean;
  weightKg?: number;
  brand: string;
  name: string;
  slug: { current: string };
  category: { _ref: string };
  image?: ImageValue;
};
type Zone = Omit<ZoneCounties, 'counties'> & {
  counties: string[];
  quoteOnly: boolean;
  small?: number;
  medium?: number;
  large?: number;
  daysMin: number;
  daysMax: number;
  name?: string;
  sw?: { name?: string };
};
type Delivery = Doc & {
  smallBelowKg: number;
  largeAboveKg: number;
  nationwideFreeAbove: number;
  weekendFee: number;
  insuredAbove: number;
  zones: (Zone & { freeAbove?: number })[];
};

// Drafts (`drafts.*`) are work in progress: the build reads what is published.
const seed = ((await readNdjsonDir('studio/seed')) as Doc[]).filter((doc) => !doc._id.startsWith('drafts.'));
const ofType = <T extends Doc>(type: string) => seed.filter((doc) => doc._type === type) as T[];
const products = ofType<Product>('product');
const categories = ofType<Doc & { slug: { current: string } }>('category');
const policies = ofType<Doc & { type: string }>('policy');
const delivery = ofType<Delivery>('deliverySettings')[0]!;
const siteDiscount = ofType<Doc & { siteDiscountPercent: number }>('siteSettings')[0]!.siteDiscountPercent;
const categoryOf = (product: Product) => CATEGORY_SLUGS.find((slug) => categoryDocumentId(slug) === product.category._ref) as CategorySlug;
const slugs = (docs: { _id: string; slug: { current: string } }[]) => docs.map((doc) => ({ _id: doc._id, value: doc.slug.current }));

/** Every image object anywhere in a document. */
function imagesIn(value: unknown): ImageValue[] {
  if (Array.isArray(value)) return value.flatMap(imagesIn);
  if (!value || typeof value !== 'object') return [];
  const own = (value as { _type?: string })._type === 'image' ? [value as ImageValue] : [];
  return [...own, ...Object.values(value).flatMap(imagesIn)];
}

describe('the seed passes every content rule', () => {
  it.each<[string, () => RuleResult[]]>([
    ['list price above 0, in whole shillings', () => products.map((p) => listPriceRule(p.price))],
    [
      'delivery money in whole shillings',
      () =>
        [
          delivery.nationwideFreeAbove,
          delivery.weekendFee,
          delivery.insuredAbove,
          ...delivery.zones.flatMap((z) => [z.small, z.medium, z.large, z.freeAbove]),
        ].map(wholeShillingsRule),
    ],
    ['compare-at price above the price', () => products.map((p) => compareAtPriceRule(p))],
    ['discount the prices give', () => products.map((p) => discountPercentRule(p, siteDiscount))],
    ['flash sale with a compare-at price and a discount', () => products.map((p) => flashSaleRule(p))],
    ['weight in range', () => products.map((p) => weightRule(p.weightKg))],
    ['weight set (a warning in the Studio)', () => products.map((p) => weightMissingRule(p.weightKg))],
    ['product alt text', () => products.map((p) => imageAltRule(p.image))],
    [
      'hero, offer and ad alt text',
      () => {
        const home = ofType<Doc & Record<'heroSlides' | 'specialOffers' | 'featuredAds', { image?: ImageValue }[]>>('homePage')[0]!;
        return [...home.heroSlides, ...home.specialOffers, ...home.featuredAds].map((item) => imageAltRule(item.image));
      },
    ],
    ['a policy for every page', () => [policiesPresentRule(policies.map((p) => p.type))]],
    ['every image has a picture', () => seed.flatMap(imagesIn).map(imageAssetRule)],
    ['product slug form', () => products.map((p) => slugFormatRule(p.slug.current))],
    ['product slug unique', () => products.map((p) => uniqueProductSlugRule(p.slug.current, p._id, slugs(products)))],
    ['category slug unique', () => categories.map((c) => uniqueCategorySlugRule(c.slug.current, c._id, slugs(categories)))],
    [
      'one policy per page',
      () =>
        policies.map((p) =>
          uniquePolicyTypeRule(
            p.type,
            p._id,
            policies.map((o) => ({ _id: o._id, value: o.type })),
          ),
        ),
    ],
    ['required specifications', () => products.flatMap((p) => SPEC_FIELDS.map((f) => specRequiredRule(f, categoryOf(p), p[f.name])))],
    ['zones 1 to 4 once each', () => [zonesOnceEachRule(delivery.zones)]],
    ['each county in one zone', () => [countyInOneZoneRule(delivery.zones)]],
    ['every county in a zone', () => [everyCountyZonedRule(delivery.zones)]],
    ['county codes', () => delivery.zones.map((z) => countyCodesRule(z.counties))],
    [
      'a rate for each size unless quoted',
      () => delivery.zones.flatMap((z) => [z.small, z.medium, z.large].map((r) => zoneRateRule(r, z.quoteOnly))),
    ],
    ['business days in order', () => delivery.zones.map((z) => zoneDaysRule(z.daysMin, z.daysMax))],
    ['zone names in both languages', () => delivery.zones.flatMap((z) => [zoneNameRule(z.name), zoneNameRule(z.sw?.name, false)])],
    ['size classes in order', () => [sizeLimitsRule(delivery.smallBelowKg, delivery.largeAboveKg)]],
    [
      'warranty lengths',
      () =>
        [...products, ...categories].map((doc) => {
          const warranty = doc.warranty as { duration?: number; unit?: 'months' | 'years'; covers?: string } | undefined;
          return warrantyDurationRule(warranty);
        }),
    ],
  ])('%s', (_rule, results) => {
    const all = results();
    expect(all.length).toBeGreaterThan(0);
    expect(all.filter((result) => result !== true)).toEqual([]);
  });

  it('has the products, zones and policies these rules read', () => {
    expect(products.length).toBeGreaterThan(100);
    expect([delivery.zones.length, policies.length]).toEqual([4, 5]);
  });
});

const zonesWith = (change: (zones: Zone[]) => void): Zone[] => {
  const zones = structuredClone(delivery.zones);
  change(zones);
  return zones;
};
const taken = [
  { _id: 'product-a', value: 'victron-mppt-100-30' },
  { _id: 'drafts.product-b', value: 'jinko-550' },
];

const WHOLE_SHILLINGS = 'Must be whole shillings, ending in 00 (in cents: KSh 12,500 is 1250000)';

describe('a broken document fails its rule, with the message an editor reads', () => {
  it.each<[string, RuleResult, string]>([
    ['a list price of 0', listPriceRule(0), 'Must be above 0 (in cents: KSh 12,500 is 1250000)'],
    ['a negative list price', listPriceRule(-500), 'Must be above 0 (in cents: KSh 12,500 is 1250000)'],
    ['a list price in part-cents', listPriceRule(12.5), WHOLE_SHILLINGS],
    ['a list price with 50 cents (KSh 997.50)', listPriceRule(99_750), WHOLE_SHILLINGS],
    ['a list price with 1 cent', listPriceRule(1_250_001), WHOLE_SHILLINGS],
    ['a compare-at price with cents', compareAtPriceRule({ price: 1_250_000, compareAtPrice: 1_300_050 }), WHOLE_SHILLINGS],
    ['a compare-at price with cents, before any list price', compareAtPriceRule({ compareAtPrice: 1_300_050 }), WHOLE_SHILLINGS],
    ['a delivery rate with cents', wholeShillingsRule(150_050), WHOLE_SHILLINGS],
    ['a fee in part-cents', wholeShillingsRule(0.5), WHOLE_SHILLINGS],
    [
      'a compare-at price at the price',
      compareAtPriceRule({ price: 1_250_000, compareAtPrice: 1_250_000 }),
      'Must be above the list price (KSh 12,500), or left empty',
    ],
    [
      'a discount without a compare-at price',
      discountPercentRule({ price: 100_000, discountPercent: 10 }, 5),
      'Needs a compare-at price: set that first, or clear the discount',
    ],
    [
      'a discount the prices do not give',
      discountPercentRule({ price: 1_000_000, compareAtPrice: 1_200_000, discountPercent: 30 }, 5),
      'Shows 30% off, but the prices give 21% (KSh 12,000 down to KSh 9,500, the list price less the 5% site-wide discount): set 21 or change the prices',
    ],
    [
      'a flash sale without a discount',
      flashSaleRule({ flashSale: true, compareAtPrice: 1_200_000 }),
      'A flash-sale product needs a compare-at price and a discount: set both, or switch the flash sale off',
    ],
    ['a weight of 0', weightRule(0), 'Must be above 0 and at most 5000 kg (the packed weight in kilograms)'],
    ['a negative weight', weightRule(-2), 'Must be above 0 and at most 5000 kg (the packed weight in kilograms)'],
    ['a weight over 5000 kg', weightRule(5001), 'Must be above 0 and at most 5000 kg (the packed weight in kilograms)'],
    [
      'no weight (a warning)',
      weightMissingRule(undefined),
      'No weight: checkout cannot price delivery for this product and the team will quote it by hand',
    ],
    ['an image with alt text but no picture', imageAssetRule({ alt: 'A panel' }), 'Has no picture: upload one, or remove the image'],
    [
      'a picture with blank alt text',
      imageAltRule({ asset: { _ref: 'image-abc-600x600-jpg' }, alt: ' ' }),
      'Add alternative text: say what the picture shows, for shoppers who use a screen reader',
    ],
    [
      'a warranty line without a length',
      warrantyDurationRule({ unit: 'years', covers: 'Product defects' }),
      'Give the length too, or clear the line',
    ],
    [
      'a published policy deleted or unpublished',
      policyKeptRule('privacy-policy'),
      'The "privacy-policy" page needs this policy: the shop builds /privacy-policy from it and links to it from every page. Edit its text instead; it cannot be deleted or unpublished',
    ],
    [
      'no privacy policy',
      policiesPresentRule(['terms-and-conditions', 'refund-policy', 'shipping-policy', 'warranty-info']),
      'No published policy is the "privacy-policy" page, which the shop builds /privacy-policy from: in the Studio, under Policies, publish one with Page "privacy-policy" (or restore the deleted one from its history)',
    ],
    [
      'a slug with capitals and spaces',
      slugFormatRule('Victron MPPT'),
      'Use lowercase letters, digits and single dashes only, such as "victron-mppt-100-30" (Generate makes one from the name)',
    ],
    ['a slug with a double dash', slugFormatRule('victron--mppt'), expect.stringContaining('single dashes') as unknown as string],
    [
      'a slug another product has',
      uniqueProductSlugRule('victron-mppt-100-30', 'product-c', taken),
      'Another product (product-a) already has the slug "victron-mppt-100-30": give this one its own',
    ],
    [
      "a slug only a product's own draft has",
      uniqueProductSlugRule('jinko-550', 'product-c', taken),
      'Another product (product-b) already has the slug "jinko-550": give this one its own',
    ],
    [
      'a category slug another category has',
      uniqueCategorySlugRule('batteries', 'category-copy', [{ _id: 'category-batteries', value: 'batteries' }]),
      'Another category (category-batteries) already has the slug "batteries": edit that one instead',
    ],
    [
      'a second policy for one page',
      uniquePolicyTypeRule('refund-policy', 'drafts.policy-copy', [{ _id: 'policy-refund-policy', value: 'refund-policy' }]),
      'Another policy (policy-refund-policy) is already the "refund-policy" page: edit that one, or pick another page',
    ],
    [
      'a solar panel without its power rating',
      specRequiredRule(
        SPEC_FIELDS.find((f) => f.name === 'powerRating')!,
        'solar-panels',
        undefined,
      ),
      'Required for solar-panels',
    ],
    [
      'a county in two zones',
      countyInOneZoneRule(zonesWith((zones) => zones[0]!.counties!.push('042'))),
      'A county belongs to one zone only: Kisumu (042) is in zone 1 and zone 2. Remove it from all zones but one',
    ],
    [
      'two counties in two zones each',
      countyInOneZoneRule(zonesWith((zones) => zones[3]!.counties!.push('047', '001'))),
      'A county belongs to one zone only: Mombasa (001) is in zone 2 and zone 4; Nairobi City (047) is in zone 1 and zone 4. Remove each from all zones but one',
    ],
    [
      'a county in no zone',
      everyCountyZonedRule(zonesWith((zones) => (zones[0]!.counties = zones[0]!.counties!.filter((c) => c !== '047')))),
      'Every county needs a zone; add this one to one of the zones: Nairobi City (047)',
    ],
    [
      'counties in no zone',
      everyCountyZonedRule(zonesWith((zones) => (zones[3]!.counties = []))),
      expect.stringMatching(
        /^Every county needs a zone; add these to one of the zones: Tana River \(004\), Lamu \(005\), .*, Samburu \(025\)$/,
      ) as unknown as string,
    ],
    ['an unknown county code', countyCodesRule(['047', '048']), 'Not a county code from 001 to 047: 048'],
    [
      'a zone twice and one missing',
      zonesOnceEachRule(zonesWith((zones) => (zones[3]!.zone = 3))),
      'Needs zones 1, 2, 3 and 4, once each: zone 3 is there more than once, zone 4 is missing',
    ],
    ['three zones', zonesOnceEachRule(delivery.zones.slice(0, 3)), 'Needs zones 1, 2, 3 and 4, once each: zone 4 is missing'],
    ['a priced zone without a rate', zoneRateRule(undefined, false), 'Needs a rate unless the zone is priced by quote'],
    ['business days that run backwards', zoneDaysRule(9, 3), 'Must not be below "Business days, from" (9)'],
    ['a zone without a name', zoneNameRule(undefined), 'Needs a name: shoppers see it wherever the zone is shown'],
    ['a zone named in spaces', zoneNameRule('  '), 'Needs a name: shoppers see it wherever the zone is shown'],
    ['a zone name too long for a phone', zoneNameRule('N'.repeat(41)), 'At most 40 characters, to fit a table on a phone'],
    ['a Kiswahili name too long', zoneNameRule('N'.repeat(41), false), 'At most 40 characters, to fit a table on a phone'],
    ['a large-order weight below the small one', sizeLimitsRule(10, 5), 'Must not be below "Small: under (kg)" (10 kg)'],
    ['a warranty of 51 years', warrantyLengthRule(51, 'years'), 'At most 50 years (600 months): check the unit'],
    ['a warranty of 601 months', warrantyLengthRule(601, 'months'), 'At most 50 years (600 months): check the unit'],
  ])('%s', (_case, result, message) => {
    expect(result).toEqual(message);
  });

  it.each([
    ['a zone name of 40 characters', zoneNameRule('N'.repeat(40))],
    ['no Kiswahili name: the English one stands in', zoneNameRule('', false)],
    ['no Kiswahili name at all', zoneNameRule(undefined, false)],
  ])('accepts %s', (_case, result) => {
    expect(result).toBe(true);
  });

  it.each<[string, RuleResult]>([
    ['a quote-only zone without rates', zoneRateRule(undefined, true)],
    ['a list price of KSh 998', listPriceRule(99_800)],
    ['a compare-at price of KSh 1,300 above KSh 1,250', compareAtPriceRule({ price: 125_000, compareAtPrice: 130_000 })],
    ['no delivery fee set', wholeShillingsRule(undefined)],
    ['a free delivery fee', wholeShillingsRule(0)],
    ["a product's draft keeps its own slug", uniqueProductSlugRule('victron-mppt-100-30', 'drafts.product-a', taken)],
    ["a release's version of a product keeps its slug", uniqueProductSlugRule('jinko-550', 'versions.summer-sale.product-b', taken)],
    [
      'a decorative image without alt text, elsewhere than on a product',
      imageAssetRule({ _sanityAsset: 'image@file://./images/x.jpg', alt: '' }),
    ],
    ['an image field without a picture needs no alt text', imageAltRule(undefined)],
    ['a warranty length without a line (the category says what it covers)', warrantyDurationRule({ duration: 10 })],
    ['an empty warranty (the category fills it in)', warrantyDurationRule({})],
    ['a policy never published, deleted', policyKeptRule(undefined)],
    [
      'a discount matching within a point of rounding',
      discountPercentRule({ price: 1_750_000, compareAtPrice: 1_990_000, discountPercent: 17 }, 5),
    ],
  ])('passes %s', (_case, result) => {
    expect(result).toBe(true);
  });
});
