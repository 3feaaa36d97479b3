import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue } from '../../src/cms/index.ts';
import { productIn, type ProductKiswahili } from '../../src/cms/localise-product.ts';
import { productDocument } from '../../src/cms/schemas.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { productWords, withKiswahili } from '../../src/lib/catalogue/product-words.ts';
import { PRODUCT_WORD_SPECS, SPEC_FIELDS } from '../../src/lib/catalogue/spec-fields.ts';
import { specRows } from '../../src/lib/catalogue/spec-rows.ts';
import { toSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import type { Product, ProductText } from '../../src/lib/catalogue/types.ts';
import { facetsFor } from '../../src/lib/filters/facets.ts';
import { buildSearchIndex } from '../../src/lib/search/build-index.ts';
import { openSearch } from '../../src/lib/search/engine.ts';
import { indexProduct } from '../../src/lib/search/index-product.ts';
import { DEFAULT_SEARCH } from '../../src/lib/filters/search.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';
import { catalogue as en } from '../../src/i18n/en/catalogue.ts';
import { catalogue as sw } from '../../src/i18n/sw/catalogue.ts';
import * as site from '../../studio/seed/data/site-content.ts';
import { stockOf } from '../../src/lib/catalogue/stock.ts';

/** Products in Kiswahili: field by field with English fallback, lists whole, spec words, search and filters. */

function product(overrides: Partial<Product> = {}): Product {
  return {
    id: 'acme-switch',
    name: 'Acme Changeover Switch 63 A',
    brand: 'Acme',
    category: 'accessories',
    listPriceCents: 100_00,
    priceCents: 95_00,
    compareAtPriceCents: null,
    discountPercent: null,
    onFlashSale: false,
    taxType: 'B',
    ...stockOf(true),
    weightKg: 1,
    image: null,
    description: 'Switches the home between grid and inverter.',
    tags: ['acme', 'changeover switch'],
    features: ['DIN-rail mount', '63 A'],
    specs: { type: 'Changeover switch', function: ['Switching', 'Isolation'], rating: '63 A', phase: 'Single phase' },
    localSpecs: {},
    warranty: { months: 12, covers: '' },
    seo: null,
    inEnglish: [],
    ...overrides,
  };
}

const ALL_TEXT: ProductText[] = ['description', 'features', 'tags', 'type', 'function'];

describe('productIn: a product as a Kiswahili page shows it', () => {
  it.each<[string, ProductKiswahili, Partial<Product>, ProductText[]]>([
    ['no Kiswahili group: all English, all marked', undefined, {}, ALL_TEXT],
    ['an empty group: the same', {}, {}, ALL_TEXT],
    [
      'a description only',
      { description: 'Hubadilisha nyumba kati ya gridi na inverter.' },
      { description: 'Hubadilisha nyumba kati ya gridi na inverter.' },
      ['features', 'tags', 'type', 'function'],
    ],
    [
      'a blank description shows the English',
      { description: '   ' },
      { description: 'Switches the home between grid and inverter.' },
      ALL_TEXT,
    ],
    [
      'lists replace the English lists whole',
      { features: ['Hupachikwa kwenye reli ya DIN'], tags: ['swichi'] },
      { features: ['Hupachikwa kwenye reli ya DIN'], tags: ['swichi'] },
      ['description', 'type', 'function'],
    ],
    ['an empty list shows the English list', { features: [] }, { features: ['DIN-rail mount', '63 A'] }, ALL_TEXT],
    [
      'free-text specs go to localSpecs; specs stay English for filters and the API',
      { type: 'Swichi ya changeover', function: ['Kubadilisha', 'Kutenganisha'] },
      {
        specs: { type: 'Changeover switch', function: ['Switching', 'Isolation'], rating: '63 A', phase: 'Single phase' },
        localSpecs: { type: 'Swichi ya changeover', function: ['Kubadilisha', 'Kutenganisha'] },
      },
      ['description', 'features', 'tags'],
    ],
    ['a spec the product does not have is left out', { useCase: ['Ulinzi'] }, { localSpecs: {} }, ALL_TEXT],
    ['an image without Kiswahili alt text keeps its English one', { image: { alt: ' ' } }, { image: null }, ALL_TEXT],
  ])('%s', (_name, group, expected, inEnglish) => {
    const shown = productIn(product(), group, 'sw');
    expect(shown).toMatchObject(expected);
    expect([...shown.inEnglish].sort()).toEqual([...inEnglish].sort());
    expect(shown.name).toBe('Acme Changeover Switch 63 A');
  });

  it("takes the image's alternative text from the Kiswahili group, the picture itself the same", () => {
    const image = { kind: 'seed', file: 'product-acme.jpg', alt: 'Acme switch: illustration' } as const;
    expect(productIn(product({ image }), { image: { alt: 'Swichi ya Acme: mchoro' } }, 'sw').image).toEqual({
      ...image,
      alt: 'Swichi ya Acme: mchoro',
    });
    expect(productIn(product({ image }), { image: { alt: '' } }, 'sw').image).toEqual(image);
    expect(productIn(product({ image }), { image: { alt: 'Swichi' } }, 'en').image).toEqual(image);
  });

  it('nothing to mark where the English is empty too', () => {
    expect(productIn(product({ description: null, tags: [], features: [], specs: {} }), undefined, 'sw').inEnglish).toEqual([]);
  });

  it('merges the Kiswahili search listing into the English one, field by field', () => {
    const seo = { title: 'Acme switch', description: 'A switch.' };
    expect(productIn(product({ seo }), { seo: { description: 'Swichi.' } }, 'sw').seo).toEqual({
      title: 'Acme switch',
      description: 'Swichi.',
    });
    expect(productIn(product(), { seo: { description: 'Swichi.' } }, 'sw').seo).toBeNull();
  });

  it('English pages get the product as it is', () => {
    const english = product();
    expect(productIn(english, { description: 'Swichi.' }, 'en')).toBe(english);
  });

  it('every free-text word spec is a translatable product text', () => {
    expect(PRODUCT_WORD_SPECS.map((field) => field.name)).toEqual(['type', 'function', 'useCase']);
    const accepted = productDocument.shape.sw.unwrap().unwrap().shape;
    for (const field of PRODUCT_WORD_SPECS) expect(accepted).toHaveProperty(field.name);
  });
});

describe('spec values that are words', () => {
  const t = translationsFor('sw');

  it('every fixed choice of a word field has its string in both languages', () => {
    for (const field of SPEC_FIELDS.filter((f) => f.words === 'options')) {
      for (const option of field.options ?? []) {
        expect(en, `${field.name}: ${option}`).toHaveProperty([`specOption.${option}`], option);
        expect(sw, `${field.name}: ${option}`).toHaveProperty([`specOption.${option}`]);
      }
    }
  });

  it.each<[string, Partial<Product>, [string, string, ('en' | undefined)?][]]>([
    [
      'fixed choices from the string table, codes as written',
      { category: 'water-heaters', specs: { capacity: 200, panelType: 'Evacuated tube', pressureType: 'Non-pressurised' } },
      [
        ['Aina ya paneli', 'Mirija ya utupu (evacuated tube)'],
        ['Uwezo', '200 L'],
        ['Aina ya shinikizo', 'Bila shinikizo'],
      ],
    ],
    [
      'free text the product translated',
      {
        specs: { type: 'Changeover switch', function: ['Switching'], pole: '4P' },
        localSpecs: { type: 'Swichi ya changeover', function: ['Kubadilisha'] },
      },
      [
        ['Aina ya kifaa', 'Swichi ya changeover'],
        ['Kazi zake', 'Kubadilisha'],
        ['Ncha (poles)', '4P'],
      ],
    ],
    ['free text left English, marked', { specs: { type: 'Cable' }, inEnglish: ['type'] }, [['Aina ya kifaa', 'Cable', 'en']]],
  ])('%s', (_name, overrides, rows) => {
    expect(specRows(product(overrides), t).map((row) => [row.label, row.value, ...(row.lang ? [row.lang] : [])])).toEqual(rows);
  });

  it('filters keep the English value and show the Kiswahili label', () => {
    const lights = [
      product({
        id: 'a',
        category: 'solar-floodlights',
        specs: { useCase: ['Security', 'Garden'] },
        localSpecs: { useCase: ['Ulinzi', 'Bustani'] },
      }),
      product({ id: 'b', category: 'solar-floodlights', specs: { useCase: ['Security', 'Street'] } }),
    ];
    const useCase = facetsFor('solar-floodlights', lights, translationsFor('sw')).find((facet) => facet.key === 'useCase')!;
    expect(useCase.options).toEqual([
      { value: 'Garden', label: 'Bustani' },
      { value: 'Street', label: 'Street', lang: 'en' },
      { value: 'Security', label: 'Ulinzi' },
    ]);
    const heaters = [
      product({ id: 'c', category: 'water-heaters', specs: { pressureType: 'Pressurised' } }),
      product({ id: 'd', category: 'water-heaters', specs: { pressureType: 'Non-pressurised' } }),
    ];
    const pressure = facetsFor('water-heaters', heaters, translationsFor('sw')).find((facet) => facet.key === 'pressureType')!;
    expect(pressure.options).toEqual([
      { value: 'Non-pressurised', label: 'Bila shinikizo' },
      { value: 'Pressurised', label: 'Yenye shinikizo' },
    ]);
    expect(facetsFor('water-heaters', heaters, translationsFor('en')).find((f) => f.key === 'pressureType')!.options[0]).toEqual({
      value: 'Non-pressurised',
      label: 'Non-pressurised',
    });
  });
});

describe('search words', () => {
  it.each<[string, Partial<Product> | null, string[]]>([
    ['English only', null, ['acme', 'changeover switch', 'Switches the home between grid and inverter.']],
    [
      'untranslated: nothing more',
      { inEnglish: ['description', 'tags', 'features'] },
      ['acme', 'changeover switch', 'Switches the home between grid and inverter.'],
    ],
    [
      'translated: the Kiswahili tags (new ones) and description too, not features',
      { description: 'Swichi ya kubadilisha umeme.', tags: ['acme', 'swichi'], features: ['Reli ya DIN'] },
      ['acme', 'changeover switch', 'Switches the home between grid and inverter.', 'swichi', 'Swichi ya kubadilisha umeme.'],
    ],
  ])('%s', (_name, kiswahili, words) => {
    expect(productWords(product(), kiswahili ? product(kiswahili) : undefined)).toEqual(words);
  });
});

const seed = await readNdjsonDir('studio/seed');
const fetcher = datasetFetcher(seed);
const english = await fetchCatalogue(fetcher, 'en');
const kiswahili = await fetchCatalogue(fetcher, 'sw');

describe('the demo catalogue in Kiswahili', () => {
  const homePage = new Set([
    ...site.mustHaves.products,
    ...site.specialOffers.map((offer) => offer.product),
    ...site.featuredAds.map((ad) => ad.product),
    ...site.lightingDeals.products,
    ...english.products.filter((p) => p.onFlashSale).map((p) => p.id),
  ]);
  const englishOf = (p: Product) => english.products.find((e) => e.id === p.id)!;

  it('translates every product: nothing left English to mark', () => {
    expect(kiswahili.products.filter((p) => p.inEnglish.length > 0).map((p) => `${p.id}: ${p.inEnglish.join(', ')}`)).toEqual([]);
  });

  it.each(kiswahili.products.map((p) => [p.id, p] as const))(
    '%s has its own Kiswahili description, a feature for each English one, and its picture described in Kiswahili',
    (_, p) => {
      expect(p.description).not.toBe(englishOf(p).description);
      expect(p.features).toHaveLength(englishOf(p).features.length);
      expect(p.features.filter((feature) => englishOf(p).features.includes(feature) && /[a-z]{3} [a-z]{3}/i.test(feature))).toEqual([]);
      expect(p.image?.alt).toMatch(/mchoro unaoonyesha chapa ya/);
    },
  );

  it('translates every product on the home page', () => {
    expect(kiswahili.products.filter((p) => homePage.has(p.id) && p.inEnglish.length > 0)).toEqual([]);
  });

  it("shows a maker's own warranty line in Kiswahili, with the English length", () => {
    const own = english.products.filter((p) => p.warranty.covers.startsWith('Factory defects in parts and assembly, once registered'));
    expect(own.length).toBeGreaterThan(0);
    for (const p of own) {
      const shown = kiswahili.products.find((k) => k.id === p.id)!;
      expect(shown.warranty, p.id).toEqual({
        months: p.warranty.months,
        covers: expect.stringContaining('baada ya kusajiliwa na Sunsynk'),
      });
    }
  });

  it('keeps names, brands, prices and specs the same in both languages', () => {
    const pick = ({ id, name, brand, priceCents, specs, onSale, stock, inStock }: Product) => ({
      id,
      name,
      brand,
      priceCents,
      specs,
      onSale,
      stock,
      inStock,
    });
    expect(kiswahili.products.map(pick)).toEqual(english.products.map(pick));
  });

  it('/catalogue.json does not change with the Kiswahili groups', async () => {
    const without = seed.map((doc) => {
      if ((doc as { _type: string })._type !== 'product') return doc;
      const { sw: _sw, ...rest } = doc as Record<string, unknown>;
      return rest;
    });
    const plain = await fetchCatalogue(datasetFetcher(without), 'en');
    const at = new Date('2026-01-01T00:00:00Z');
    expect(toSnapshot(english, [], DEFAULT_DELIVERY_SETTINGS, at, null)).toEqual(
      toSnapshot(plain, [], DEFAULT_DELIVERY_SETTINGS, at, null),
    );
  });

  it('one search index finds a translated product by a Kiswahili word, and by its English brand and model', async () => {
    const files = buildSearchIndex(
      withKiswahili(english.products, kiswahili.products).map(([p, s]) => indexProduct(p, english.categories, '', s)),
    );
    const engine = (await openSearch(async (file) => JSON.parse(files.get(file)!) as unknown))!;
    const ids = async (q: string) => {
      const found = (await engine.answer({ ...DEFAULT_SEARCH, q }))!.ordinals;
      const cards = (await engine.details(found, 0, found.length))!;
      return [...found].map((ordinal) => cards.get(ordinal)![0]);
    };
    expect(await ids('friji ndogo')).toContain('home-system-1kw-off-grid');
    expect(await ids('viyoyozi')).toEqual(['home-system-8kw-hybrid']);
    expect(await ids('maegesho')).toContain('solarmax-200w-solar-floodlight');
    expect(await ids('sun king')).toContain('sun-king-home-400');
    expect(await ids('SSK-OG-1K')).toContain('home-system-1kw-off-grid');
  });
});
