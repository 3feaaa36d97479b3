import type { DocumentActionComponent, SanityDocument } from 'sanity';
import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { CmsValidationError, fetchCatalogue, fetchDelivery, fetchPolicies, fetchSiteContent } from '../../src/cms/index.ts';
import {
  countyInOneZoneRule,
  everyCountyZonedRule,
  sizeLimitsRule,
  zoneDaysRule,
  zoneRateRule,
  zonesOnceEachRule,
} from '../../src/lib/content-rules/delivery-zones.ts';
import { imageAltRule, imageAssetRule } from '../../src/lib/content-rules/images.ts';
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
import { changeWindowSettingRule, policyFiguresInfo, policyFiguresRule } from '../../src/lib/content-rules/policy-figures.ts';
import { slugFormatRule, uniqueCategorySlugRule, uniquePolicyTypeRule, uniqueProductSlugRule } from '../../src/lib/content-rules/unique.ts';
import { warrantyDurationRule, warrantyLengthRule } from '../../src/lib/content-rules/warranty.ts';
import { weightMissingRule, weightRule } from '../../src/lib/content-rules/weights.ts';
import { SPEC_FIELDS } from '../../src/lib/catalogue/spec-fields.ts';
import { POLICY_SLUGS } from '../../src/lib/policies.ts';
import {
  bandKeysOnceRule,
  bandsInUseRule,
  installationNumberRule,
  licenceClassRule,
  productBandRule,
  zonePriceRule,
} from '../../src/lib/content-rules/installation.ts';

/**
 * Each content rule (src/lib/content-rules) through both doors: the Studio's own validation (Sanity's
 * validateDocument over the compiled Studio schema) and document actions (sanity.config.ts), and the
 * build's content door (src/cms). On the seed and on broken documents: the Studio shows each rule's
 * message at its field, and the build refuses the same document with the same message. Custom rules that read other documents get a
 * client whose GROQ runs on the dataset in memory (groq-js), as the Studio's runs on the project's.
 */

const { createSchema, validateDocument } = await import('sanity');
const { schemaTypes } = await import('../../studio/schemaTypes/index.ts');
const config = (await import('../../studio/sanity.config.ts')).default;
const schema = createSchema({ name: 'shop', types: schemaTypes });

type Doc = SanityDocument & Record<string, unknown>;
type Marker = { level: string; message: string; path: unknown[] };

const seed = ((await readNdjsonDir('studio/seed')) as Doc[]).filter((doc) => !doc._id.startsWith('drafts.'));
type Zone = { zone: number; counties: string[]; medium?: number; daysMin: number; daysMax: number };
/** A seed document with the fields these cases change. */
type Editable = Doc & {
  price?: number;
  compareAtPrice?: number;
  discountPercent?: number;
  flashSale?: boolean;
  weightKg?: number;
  powerRating?: number;
  warranty?: Record<string, unknown>;
  image?: { alt?: string };
  slug?: { current: string };
  zones?: Zone[];
  installation?: { installed?: boolean; licenceClass?: string; band?: string };
};
const byId = (id: string) => structuredClone(seed.find((doc) => doc._id === id)!) as Editable;

/** The markers the Studio shows on `document`, with `dataset` as the project's documents. */
async function studioMarkers(document: Doc, dataset: readonly Doc[]): Promise<Marker[]> {
  const fetcher = datasetFetcher([...dataset]);
  const ids = new Set(dataset.map((doc) => doc._id));
  const client = { fetch: (query: string, params?: Record<string, unknown>) => fetcher.fetch(query, params), withConfig: () => client };
  // The Studio's environment: under 'cli' Sanity lowers every rule on an object field (slug, image) to a warning.
  // No i18n: Sanity's built-in English messages.
  const options = {
    document,
    workspace: { schema, getClient: () => client, i18n: undefined },
    getDocumentExists: async ({ id }: { id: string }) => ids.has(id),
    environment: 'studio',
  } as unknown as Parameters<typeof validateDocument>[0];
  return (await validateDocument(options)).map(({ level, message, path }) => ({ level, message, path }));
}

/** The markers that are errors or warnings: an information (what a policy's figure reads as) stops nothing. */
async function problemsOf(document: Doc, dataset: readonly Doc[]): Promise<Marker[]> {
  return (await studioMarkers(document, dataset)).filter((marker) => marker.level !== 'info');
}

/** The build's verdict on a dataset: the CmsValidationError its content door throws, or null. */
async function buildError(dataset: readonly Doc[]): Promise<CmsValidationError | null> {
  const fetcher = datasetFetcher([...dataset]);
  try {
    const catalogue = await fetchCatalogue(fetcher);
    await Promise.all([fetchDelivery(fetcher), fetchPolicies(fetcher), fetchSiteContent(fetcher, catalogue)]);
    return null;
  } catch (error) {
    if (error instanceof CmsValidationError) return error;
    throw error;
  }
}

describe('the Studio validates the seed as the build reads it', () => {
  it('shows no error and no warning on any seed document', async () => {
    const problems = [];
    for (const document of seed) {
      for (const marker of await problemsOf(document, seed)) problems.push(`${document._id} ${JSON.stringify(marker)}`);
    }
    expect(problems).toEqual([]);
    expect(seed.length).toBeGreaterThan(200);
  });
});

const PRODUCT = 'product-jinko-tiger-neo-550w';
/** In the flash sale, with a compare-at price and a discount. */
const ON_SALE = 'product-longi-hi-mo-5-540w';
const SITE_DISCOUNT = 5;
const zones = () =>
  byId('deliverySettings').zones as { zone: number; counties: string[]; medium?: number; daysMin: number; daysMax: number }[];

interface Case {
  /** The document as the editor left it; `added` documents join the dataset (first, so the build meets them first). */
  document: Doc;
  added?: boolean;
  /** The field the Studio marks (the last named step of its path) and the build names. */
  field: string;
  level: 'error' | 'warning';
  /** The rule's own verdict on the document: its message is what both show. */
  rule: RuleResult;
  /** The build's field where it names a nested one (zones.1.medium). */
  buildField?: string;
}

function product(change: (doc: Editable) => void, id = PRODUCT): Doc {
  const doc = byId(id);
  change(doc);
  return doc;
}

const noPicture = { _type: 'image', alt: 'A solar panel' };
/** A picture with no alternative text yet. */
const PICTURE = { _type: 'image', _sanityAsset: 'image@file://./images/hero-batteries.jpg' };
type HomeImage = { image?: { alt?: string } & Record<string, unknown> };
type HomeDoc = Doc & Record<'heroSlides' | 'specialOffers' | 'featuredAds', HomeImage[]>;
function withHome(change: (doc: HomeDoc) => void): Doc {
  const doc = byId('homePage') as HomeDoc;
  change(doc);
  return doc;
}
const withZones = (change: (z: ReturnType<typeof zones>) => void) => {
  const doc = byId('deliverySettings');
  const changed = zones();
  change(changed);
  doc.zones = changed;
  return doc;
};

/** A hybrid inverter the shop installs (T3, home band). */
const HYBRID = 'product-deye-sun-5k-sg03lp1';
type InstallationDoc = Doc & { bands: { key: string; zone1?: number }[]; leadDays: number };
function withInstallation(change: (doc: InstallationDoc) => void): Doc {
  const doc = byId('installationSettings') as InstallationDoc;
  change(doc);
  return doc;
}

type PolicyDoc = Doc & { body: unknown[]; sw?: { summary?: string; body?: unknown[] } };
function withFigure(id: string, change: (doc: PolicyDoc) => void): Doc {
  const doc = byId(id) as unknown as PolicyDoc;
  change(doc);
  return doc;
}

const CASES: [string, Case][] = [
  ['a list price of 0', { document: product((d) => (d.price = 0)), field: 'price', level: 'error', rule: listPriceRule(0) }],
  ['a negative list price', { document: product((d) => (d.price = -500)), field: 'price', level: 'error', rule: listPriceRule(-500) }],
  [
    'a list price in part-cents',
    { document: product((d) => (d.price = 1_850_000.5)), field: 'price', level: 'error', rule: listPriceRule(0.5) },
  ],
  [
    'a list price with 50 cents (KSh 18,500.50)',
    { document: product((d) => (d.price = 1_850_050)), field: 'price', level: 'error', rule: listPriceRule(1_850_050) },
  ],
  [
    'a compare-at price with cents',
    {
      document: product((d) => (d.compareAtPrice = 1_990_050), ON_SALE),
      field: 'compareAtPrice',
      level: 'error',
      rule: compareAtPriceRule({ price: 1_750_000, compareAtPrice: 1_990_050 }),
    },
  ],
  [
    'a compare-at price not above the price',
    {
      document: product((d) => (d.compareAtPrice = d.price!)),
      field: 'compareAtPrice',
      level: 'error',
      rule: compareAtPriceRule({ price: 1_850_000, compareAtPrice: 1_850_000 }),
    },
  ],
  [
    'a discount without a compare-at price',
    {
      document: product((d) => (d.discountPercent = 10)),
      field: 'discountPercent',
      level: 'error',
      rule: discountPercentRule({ discountPercent: 10 }, SITE_DISCOUNT),
    },
  ],
  [
    'a discount the prices do not give',
    {
      document: product((d) => (d.discountPercent = 30), ON_SALE),
      field: 'discountPercent',
      level: 'error',
      rule: discountPercentRule({ price: 1_750_000, compareAtPrice: 1_990_000, discountPercent: 30 }, SITE_DISCOUNT),
    },
  ],
  [
    'a flash sale without a discount',
    { document: product((d) => (d.flashSale = true)), field: 'flashSale', level: 'error', rule: flashSaleRule({ flashSale: true }) },
  ],
  ['a weight of 0', { document: product((d) => (d.weightKg = 0)), field: 'weightKg', level: 'error', rule: weightRule(0) }],
  ['a weight over 5000 kg', { document: product((d) => (d.weightKg = 6000)), field: 'weightKg', level: 'error', rule: weightRule(6000) }],
  ['no weight', { document: product((d) => delete d.weightKg), field: 'weightKg', level: 'warning', rule: weightMissingRule(undefined) }],
  [
    'a product image with no picture',
    { document: product((d) => (d.image = noPicture)), field: 'image', level: 'error', rule: imageAssetRule(noPicture) },
  ],
  [
    'a product image without alt text',
    {
      document: product((d) => delete d.image!.alt),
      field: 'alt',
      buildField: 'image.alt',
      level: 'error',
      rule: imageAltRule({ _sanityAsset: 'x' }),
    },
  ],
  [
    'a hero slide image without alt text',
    {
      document: withHome((home) => delete home.heroSlides[2]!.image!.alt),
      field: 'alt',
      buildField: 'heroSlides.2.image.alt',
      level: 'error',
      rule: imageAltRule({ _sanityAsset: 'x' }),
    },
  ],
  [
    'a special offer image without alt text',
    {
      document: withHome((home) => (home.specialOffers[1]!.image = { ...PICTURE })),
      field: 'alt',
      buildField: 'specialOffers.1.image.alt',
      level: 'error',
      rule: imageAltRule(PICTURE),
    },
  ],
  [
    'an ad image with blank alt text',
    {
      document: withHome((home) => (home.featuredAds[0]!.image = { ...PICTURE, alt: '  ' })),
      field: 'alt',
      buildField: 'featuredAds.0.image.alt',
      level: 'error',
      rule: imageAltRule({ ...PICTURE, alt: '  ' }),
    },
  ],
  [
    'a warranty line without a length',
    {
      document: product((d) => (d.warranty = { _type: 'manufacturerWarranty', unit: 'years', covers: 'Product defects' })),
      field: 'duration',
      buildField: 'warranty.duration',
      level: 'error',
      rule: warrantyDurationRule({ unit: 'years', covers: 'Product defects' }),
    },
  ],
  [
    'a category warranty line without a length',
    {
      document: Object.assign(byId('category-batteries'), { warranty: { _type: 'manufacturerWarranty', covers: 'Cells' } }),
      field: 'duration',
      buildField: 'warranty.duration',
      level: 'error',
      rule: warrantyDurationRule({ covers: 'Cells' }),
    },
  ],
  [
    'a slug in capitals',
    { document: product((d) => (d.slug!.current = 'Jinko Tiger')), field: 'slug', level: 'error', rule: slugFormatRule('Jinko Tiger') },
  ],
  [
    'a slug another product has',
    {
      document: product((d) =>
        Object.assign(d, { _id: 'product-copy', name: 'A copy', slug: { _type: 'slug', current: 'longi-hi-mo-5-540w' } }),
      ),
      added: true,
      field: 'slug',
      level: 'error',
      rule: uniqueProductSlugRule('longi-hi-mo-5-540w', 'product-copy', [{ _id: ON_SALE, value: 'longi-hi-mo-5-540w' }]),
    },
  ],
  [
    'a solar panel without its power rating',
    {
      document: product((d) => delete d.powerRating),
      field: 'powerRating',
      level: 'error',
      rule: specRequiredRule(
        SPEC_FIELDS.find((f) => f.name === 'powerRating')!,
        'solar-panels',
        undefined,
      ),
    },
  ],
  [
    'a warranty of 60 years',
    {
      document: product((d) => (d.warranty = { _type: 'manufacturerWarranty', duration: 60, unit: 'years' })),
      field: 'duration',
      buildField: 'warranty.duration',
      level: 'error',
      rule: warrantyLengthRule(60, 'years'),
    },
  ],
  [
    'a category slug another category has',
    {
      document: Object.assign(byId('category-batteries'), { _id: 'category-copy', name: 'A copy' }),
      added: true,
      field: 'slug',
      level: 'error',
      rule: uniqueCategorySlugRule('batteries', 'category-copy', [{ _id: 'category-batteries', value: 'batteries' }]),
    },
  ],
  [
    'a second policy for one page',
    {
      document: Object.assign(byId('policy-refund-policy'), { _id: 'policy-copy' }),
      added: true,
      field: 'type',
      level: 'error',
      rule: uniquePolicyTypeRule('refund-policy', 'policy-copy', [{ _id: 'policy-refund-policy', value: 'refund-policy' }]),
    },
  ],
  [
    'a policy text with a misspelt figure',
    {
      document: withFigure('policy-refund-policy', (doc) => {
        doc.body = JSON.parse(JSON.stringify(doc.body).replace('{orderChangeHours}', '{orderChangeHour}')) as unknown[];
      }),
      field: 'body',
      level: 'error',
      rule: policyFiguresRule('within {orderChangeHour}', { orderChangeHours: 2, layby: null }),
    },
  ],
  [
    'a Kiswahili summary with an unknown figure',
    {
      document: withFigure('policy-terms-and-conditions', (doc) => (doc.sw!.summary = 'Badilisha agizo ndani ya {saa}.')),
      field: 'summary',
      buildField: 'sw.summary',
      level: 'error',
      rule: policyFiguresRule('{saa}', null),
    },
  ],
  [
    'a partner logo with no picture',
    {
      document: Object.assign(byId(seed.find((d) => d._type === 'partner')!._id), { logo: noPicture }),
      field: 'logo',
      level: 'error',
      rule: imageAssetRule(noPicture),
    },
  ],
  [
    'a county in two zones',
    {
      document: withZones((z) => z[0]!.counties.push('042')),
      field: 'zones',
      level: 'error',
      rule: countyInOneZoneRule(zones().map((z, i) => (i === 0 ? { ...z, counties: [...z.counties, '042'] } : z))),
    },
  ],
  [
    'a county in no zone',
    {
      document: withZones((z) => (z[0]!.counties = z[0]!.counties.filter((c) => c !== '047'))),
      field: 'zones',
      level: 'error',
      rule: everyCountyZonedRule(zones().map((z, i) => (i === 0 ? { ...z, counties: z.counties.filter((c) => c !== '047') } : z))),
    },
  ],
  [
    'a zone twice',
    {
      document: withZones((z) => (z[3]!.zone = 3)),
      field: 'zones',
      level: 'error',
      rule: zonesOnceEachRule(zones().map((z, i) => (i === 3 ? { ...z, zone: 3 } : z))),
    },
  ],
  [
    'a priced zone without a rate',
    {
      document: withZones((z) => delete z[1]!.medium),
      field: 'medium',
      buildField: 'zones.1.medium',
      level: 'error',
      rule: zoneRateRule(undefined, false),
    },
  ],
  [
    'a zone rate with cents',
    {
      document: withZones((z) => (z[1]!.medium = 250_050)),
      field: 'medium',
      buildField: 'zones.1.medium',
      level: 'error',
      rule: wholeShillingsRule(250_050),
    },
  ],
  [
    'a weekend fee with cents',
    {
      document: Object.assign(byId('deliverySettings'), { weekendFee: 200_050 }),
      field: 'weekendFee',
      level: 'error',
      rule: wholeShillingsRule(200_050),
    },
  ],
  [
    'business days that run backwards',
    {
      document: withZones((z) => Object.assign(z[2]!, { daysMin: 9, daysMax: 3 })),
      field: 'daysMax',
      buildField: 'zones.2.daysMax',
      level: 'error',
      rule: zoneDaysRule(9, 3),
    },
  ],
  [
    'a large-order weight below the small one',
    {
      document: Object.assign(byId('deliverySettings'), { largeAboveKg: 5 }),
      field: 'largeAboveKg',
      level: 'error',
      rule: sizeLimitsRule(10, 5),
    },
  ],
  [
    'an installation price with cents',
    {
      document: withInstallation((doc) => (doc.bands[0]!.zone1 = 350_050)),
      field: 'zone1',
      buildField: 'bands.0.zone1',
      level: 'error',
      rule: zonePriceRule(350_050),
    },
  ],
  [
    'an installation lead time of 31 days',
    {
      document: withInstallation((doc) => (doc.leadDays = 31)),
      field: 'leadDays',
      level: 'error',
      rule: installationNumberRule('leadDays', 31),
    },
  ],
  [
    'two installation bands with one key',
    {
      document: withInstallation((doc) => (doc.bands[2]!.key = 'home')),
      field: 'bands',
      level: 'error',
      rule: bandKeysOnceRule(['small-dc', 'home', 'home']),
    },
  ],
  [
    'an installed product without its licence class',
    {
      document: product((d) => delete d.installation!.licenceClass, HYBRID),
      field: 'licenceClass',
      buildField: 'installation.licenceClass',
      level: 'error',
      rule: licenceClassRule({ installed: true }),
    },
  ],
  [
    'an installed product without its band',
    {
      document: product((d) => delete d.installation!.band, HYBRID),
      field: 'band',
      buildField: 'installation.band',
      level: 'error',
      rule: productBandRule({ installed: true }, ['small-dc', 'home', 'large']),
    },
  ],
];

describe('a broken document: the Studio shows the rule at its field, the build refuses it alike', () => {
  it.each(CASES)('%s', async (_case, { document, added, field, level, rule, buildField }) => {
    expect(rule).not.toBe(true);
    const dataset = added ? [document, ...seed] : seed.map((doc) => (doc._id === document._id ? document : doc));

    const markers = await problemsOf(document, dataset);
    expect(markers.map(({ level, message }) => ({ level, message }))).toEqual([{ level, message: rule }]);
    const named = markers[0]!.path.filter((step): step is string => typeof step === 'string');
    expect(named.at(-1)).toBe(field);

    const error = await buildError(dataset);
    if (level === 'warning') {
      expect(error).toBeNull();
      return;
    }
    expect(error?.documentId).toBe(document._id);
    expect(error?.field).toBe(buildField ?? field);
    expect(error?.message).toBe(`CMS document "${document._id}" is invalid at field "${buildField ?? field}": ${rule}`);
  });
});

describe('the change window policies show as {orderChangeHours}', () => {
  const TERMS = 'policy-terms-and-conditions';
  /** The markers of the change window: the terms show lay-by figures too, whose information is tested in layby-settings.test.ts. */
  const windowMarkers = async (document: Doc, dataset: readonly Doc[]) =>
    (await studioMarkers(document, dataset)).filter((marker) => !marker.message.startsWith('From Lay-by settings'));
  const settingsWith = (hours: number | undefined) => {
    const settings = byId('siteSettings') as Doc & { orderChangeHours?: number };
    if (hours === undefined) delete settings.orderChangeHours;
    else settings.orderChangeHours = hours;
    return seed.map((doc) => (doc._id === 'siteSettings' ? settings : doc));
  };

  it('tells the editor, beside each text that writes it, what it reads as on each page', async () => {
    const markers = await windowMarkers(byId(TERMS), seed);
    const info = policyFiguresInfo(
      '{orderChangeHours}',
      { orderChangeHours: 2, layby: null },
      { en: { orderChangeHours: '2 hours' }, sw: { orderChangeHours: 'saa 2' } },
    );
    expect(info).toBe(
      '{orderChangeHours} reads "2 hours" on the English page and "saa 2" on the Kiswahili one, from Site settings → Hours to cancel online (2). A change to that setting changes this policy: shoppers accept it again',
    );
    expect(markers).toEqual([
      { level: 'info', message: info, path: ['body'] },
      { level: 'info', message: info, path: ['sw', 'body'] },
    ]);
    const one = await windowMarkers(byId(TERMS), settingsWith(1));
    expect(one.map((marker) => marker.message)).toEqual([
      expect.stringContaining('reads "1 hour" on the English page and "saa 1" on the Kiswahili one'),
      expect.stringContaining('reads "1 hour"'),
    ]);
  });

  it.each<[string, number | undefined]>([
    ['emptied', undefined],
    ['set to 0', 0],
  ])(
    'refuses a change window %s while policies show it: at the setting and at each text in the Studio, at the first policy in the build',
    async (_case, hours) => {
      const dataset = settingsWith(hours);
      const atSetting = await problemsOf(
        dataset.find((doc) => doc._id === 'siteSettings')!,
        dataset,
      );
      const settingRule = changeWindowSettingRule(hours, ['policy-refund-policy', TERMS]);
      expect(settingRule).toBe(
        'Shown as {orderChangeHours} by policy-refund-policy, policy-terms-and-conditions: keep it 1 or more, or write the window out in those policies first',
      );
      expect(atSetting.map(({ level, message, path }) => ({ level, message, path }))).toEqual([
        { level: 'error', message: settingRule, path: ['orderChangeHours'] },
      ]);

      const textRule = policyFiguresRule('{orderChangeHours}', { orderChangeHours: hours ?? null, layby: null });
      expect(textRule).toBe(
        `Shows {orderChangeHours}, but Site settings → Hours to cancel online is ${hours ?? 'empty'}: set it to 1 or more, or write the window out`,
      );
      const atTerms = await windowMarkers(byId(TERMS), dataset);
      expect(atTerms).toEqual([
        { level: 'error', message: textRule, path: ['body'] },
        { level: 'error', message: textRule, path: ['sw', 'body'] },
      ]);

      const error = await buildError(dataset);
      expect([error?.documentId, error?.field, error?.message]).toEqual([
        'policy-refund-policy',
        'body',
        `CMS document "policy-refund-policy" is invalid at field "body": ${textRule}`,
      ]);
    },
  );
});

describe('a product installed at a band the Installation settings do not have', () => {
  const bands = ['small-dc', 'home', 'large'];

  it('is refused at the band in the Studio, and offers no installation in the build', async () => {
    const document = product((d) => (d.installation!.band = 'huge'), HYBRID);
    const dataset = seed.map((doc) => (doc._id === HYBRID ? document : doc));
    const markers = await problemsOf(document, dataset);
    expect(markers.map(({ level, message, path }) => ({ level, message, path }))).toEqual([
      { level: 'error', message: productBandRule({ installed: true, band: 'huge' }, bands), path: ['installation', 'band'] },
    ]);
    expect(productBandRule({ installed: true, band: 'huge' }, bands)).toBe(
      'No band "huge" in Installation settings: one of small-dc, home, large',
    );
    const catalogue = await fetchCatalogue(datasetFetcher(dataset));
    expect(catalogue.products.find((p) => p.id === 'deye-sun-5k-sg03lp1')?.installation).toBeNull();
  });

  it('keeps a band products use in the settings: taking it out is refused at the bands', async () => {
    const settings = withInstallation((doc) => (doc.bands = doc.bands.filter((band) => band.key !== 'large')));
    const dataset = seed.map((doc) => (doc._id === 'installationSettings' ? settings : doc));
    const markers = await problemsOf(settings, dataset);
    expect(markers).toHaveLength(1);
    expect(markers[0]).toMatchObject({ level: 'error', path: ['bands'] });
    expect(markers[0]!.message).toMatch(/^Products are installed at bands not listed here: "large" \(product-/);
    expect(bandsInUseRule(['home'], [{ _id: 'drafts.product-x', band: 'large' }])).toBe(
      'Products are installed at bands not listed here: "large" (product-x). Keep the band, or move those products to another one first',
    );
  });
});

describe('a published policy stays: the Studio will not delete or unpublish it, the build refuses a dataset without it', () => {
  const studioActions = config.document!.actions as (
    actions: DocumentActionComponent[],
    context: { schemaType: string },
  ) => DocumentActionComponent[];
  /** Sanity's built-in actions as far as this filter sees them: a name and what each offers. */
  const builtIn = ['publish', 'unpublish', 'discardChanges', 'duplicate', 'delete'].map(
    (name) => Object.assign(() => ({ label: name, onHandle: () => undefined }), { action: name }) as unknown as DocumentActionComponent,
  );
  const offered = (schemaType: string, published: Doc | null) =>
    studioActions(builtIn, { schemaType }).map((action) => {
      const description = action({ id: published?._id ?? 'x', type: schemaType, published, draft: null } as never)!;
      return { action: action.action, disabled: description.disabled ?? false, title: description.title ?? null };
    });

  it.each(POLICY_SLUGS)('the %s page', async (type) => {
    const document = seed.find((doc) => doc._type === 'policy' && doc.type === type)!;
    const refusal = policyKeptRule(type);
    expect(refusal).not.toBe(true);
    expect(offered('policy', document)).toEqual([
      { action: 'publish', disabled: false, title: null },
      { action: 'unpublish', disabled: true, title: refusal },
      { action: 'discardChanges', disabled: false, title: null },
      { action: 'duplicate', disabled: false, title: null },
      { action: 'delete', disabled: true, title: refusal },
    ]);

    const without = seed.filter((doc) => doc._id !== document._id);
    const missing = policiesPresentRule(without.filter((doc) => doc._type === 'policy').map((doc) => doc.type as string));
    expect(missing).toContain(`"${type}" page`);
    const error = await buildError(without);
    expect([error?.documentId, error?.field, error?.message]).toEqual([
      'policies',
      'type',
      `CMS document "policies" is invalid at field "type": ${missing}`,
    ]);
  });

  it('leaves a policy never published, and other documents, free to delete', () => {
    expect(offered('policy', null).filter((action) => action.disabled)).toEqual([]);
    expect(offered('product', byId(PRODUCT)).filter((action) => action.disabled)).toEqual([]);
  });
});
