import { describe, expect, it } from 'vitest';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { CmsValidationError, fetchCatalogue, fetchPolicies } from '../../src/cms/index.ts';
import type { RichText } from '../../src/cms/portable-text.ts';
import { renderRichText } from '../../src/cms/rich-text.ts';
import { warrantyTableHtml } from '../../src/cms/warranty-table.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { CATEGORY_SLUGS } from '../../src/lib/catalogue/categories.ts';
import { catalogueSnapshot, toSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';
import {
  CATEGORY_WARRANTY_MONTHS,
  manufacturerWarranty,
  monthsOf,
  resolveWarranty,
  warrantyDuration,
  warrantyMonthsOf,
  warrantyPeriod,
} from '../../src/lib/warranty/terms.ts';

const en = translationsFor('en');
const sw = translationsFor('sw');
const seed = await readNdjsonDir('studio/seed');
type Doc = Record<string, unknown> & { _id: string; _type: string };

/** The seed with `change` merged into the document `id`. */
function seedWith(id: string, change: Record<string, unknown>): unknown[] {
  return (seed as Doc[]).map((doc) => (doc._id === id ? { ...doc, ...change } : doc));
}

describe("a product's warranty terms", () => {
  it.each<[string, Parameters<typeof resolveWarranty>[1], Parameters<typeof resolveWarranty>[2], { months: number; covers: string }]>([
    ['its own, whole', { months: 120, covers: 'Capacity' }, { months: 24, covers: 'Defects' }, { months: 120, covers: 'Capacity' }],
    ["its own length, the category's line", { months: 120 }, { months: 24, covers: 'Defects' }, { months: 120, covers: 'Defects' }],
    ["its own line, the category's length", { covers: 'Capacity' }, { months: 24, covers: 'Defects' }, { months: 24, covers: 'Capacity' }],
    ["the category's default where it sets none", null, { months: 36, covers: 'Defects' }, { months: 36, covers: 'Defects' }],
    [
      "a blank line of its own shows the category's",
      { months: 60, covers: '  ' },
      { months: 24, covers: 'Defects' },
      { months: 60, covers: 'Defects' },
    ],
    ["the policy's figure without a category default", null, null, { months: CATEGORY_WARRANTY_MONTHS.batteries, covers: '' }],
    ['the policy figure where both are empty', {}, {}, { months: 24, covers: '' }],
  ])('%s', (_name, own, categoryDefault, expected) => {
    expect(resolveWarranty('batteries', own, categoryDefault)).toEqual(expected);
  });

  it('falls back to 12 months for a category the policy does not know', () => {
    expect(resolveWarranty('lanterns', null, null)).toEqual({ months: 12, covers: '' });
  });

  it.each<[number, 'months' | 'years', number]>([
    [5, 'years', 60],
    [18, 'months', 18],
    [1, 'years', 12],
    [50, 'years', 600],
  ])('%i %s are %i months', (duration, unit, months) => {
    expect(monthsOf(duration, unit)).toBe(months);
  });

  it.each<[number, number, 'years' | 'months']>([
    [60, 5, 'years'],
    [12, 1, 'years'],
    [18, 18, 'months'],
    [6, 6, 'months'],
    [300, 25, 'years'],
  ])('%i months are said as %i %s', (months, value, unit) => {
    expect(warrantyDuration(months)).toEqual({ value, unit });
  });
});

describe('the warranty in words', () => {
  it.each([
    [60, '5-year manufacturer warranty', 'Dhamana ya miaka 5 ya mtengenezaji', '5 years', 'miaka 5'],
    [12, '1-year manufacturer warranty', 'Dhamana ya mwaka 1 ya mtengenezaji', '1 year', 'mwaka 1'],
    [18, '18-month manufacturer warranty', 'Dhamana ya miezi 18 ya mtengenezaji', '18 months', 'miezi 18'],
    [1, '1-month manufacturer warranty', 'Dhamana ya mwezi 1 ya mtengenezaji', '1 month', 'mwezi 1'],
    [120, '10-year manufacturer warranty', 'Dhamana ya miaka 10 ya mtengenezaji', '10 years', 'miaka 10'],
  ])('%i months: "%s" / "%s"', (months, phraseEn, phraseSw, periodEn, periodSw) => {
    expect(manufacturerWarranty(months, en)).toBe(phraseEn);
    expect(manufacturerWarranty(months, sw)).toBe(phraseSw);
    expect(warrantyPeriod(months, en)).toBe(periodEn);
    expect(warrantyPeriod(months, sw)).toBe(periodSw);
  });
});

const catalogue = await fetchCatalogue(datasetFetcher(seed));

describe('the catalogue from the seed', () => {
  const byId = new Map(catalogue.products.map((p) => [p.id, p]));

  it.each([
    ['pylontech-us5000', 120],
    ['sunsynk-8kw-hybrid', 120],
    ['victron-smartsolar-150-60', 60],
    ['victron-cerbo-gx', 60],
    ['chloride-exide-solar-100ah', 12],
    ['ritar-dg12-200-gel', CATEGORY_WARRANTY_MONTHS.batteries],
    ['growatt-spf-5000es', CATEGORY_WARRANTY_MONTHS.inverters],
  ])('gives %s %i months', (id, months) => {
    expect(byId.get(id)?.warranty.months).toBe(months);
  });

  it('gives every product a length and a line of what it covers', () => {
    for (const product of catalogue.products) {
      expect(product.warranty.months, product.id).toBeGreaterThan(0);
      expect(product.warranty.covers, product.id).not.toBe('');
    }
  });

  it("writes each product's resolved terms into the snapshot, in English, where the server's rule reads them", () => {
    const snapshot = catalogueSnapshot.parse(toSnapshot(catalogue, [], DEFAULT_DELIVERY_SETTINGS, new Date('2026-11-28T00:00:00Z'), null));
    for (const product of catalogue.products) {
      const entry = snapshot.products[product.id]!;
      expect(entry.warrantyMonths).toBe(product.warranty.months);
      expect(entry.warrantyCovers).toBe(product.warranty.covers);
      expect(warrantyMonthsOf(entry)).toBe(product.warranty.months);
    }
  });

  it('keeps snapshots without the warranty fields (or the tax type) readable, as the server reads the rule from the category then', () => {
    const entry = {
      name: 'Old',
      brand: 'B',
      category: 'batteries',
      priceCents: 100,
      onSale: true,
      inStock: true,
      stock: { state: 'in_stock', left: null },
    };
    // Nor the tax type (issue 45): read as B, as the CMS reads an unset one.
    expect(catalogueSnapshot.shape.products.valueType.parse(entry)).toEqual({ ...entry, taxType: 'B' });
    expect(warrantyMonthsOf(entry)).toBe(24);
  });

  it('draws a default from a category document an editor changed', async () => {
    const changed = await fetchCatalogue(
      datasetFetcher(
        seedWith('category-batteries', { warranty: { _type: 'manufacturerWarranty', duration: 18, unit: 'months', covers: 'Cells only' } }),
      ),
    );
    expect(changed.products.find((p) => p.id === 'ritar-dg12-200-gel')?.warranty).toEqual({ months: 18, covers: 'Cells only' });
    // A product with terms of its own keeps its length, and shows the category's line where it has none.
    expect(changed.products.find((p) => p.id === 'pylontech-us5000')?.warranty).toEqual({ months: 120, covers: 'Cells only' });
  });

  it.each<[string, Record<string, unknown>, string]>([
    ['more than 50 years', { duration: 51, unit: 'years' }, 'warranty.duration'],
    ['601 months', { duration: 601, unit: 'months' }, 'warranty.duration'],
    ['no length', { duration: 0, unit: 'years' }, 'warranty.duration'],
    ['part of a year', { duration: 2.5, unit: 'years' }, 'warranty.duration'],
    ['a unit the shop does not know', { duration: 2, unit: 'decades' }, 'warranty.unit'],
  ])('fails the build on a warranty of %s, naming the document and the field', async (_name, warranty, field) => {
    const error = await fetchCatalogue(datasetFetcher(seedWith('product-pylontech-us5000', { warranty }))).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CmsValidationError);
    expect((error as CmsValidationError).documentId).toBe('product-pylontech-us5000');
    expect((error as CmsValidationError).field).toBe(field);
  });
});

describe("the warranty policy's periods table", () => {
  const rows = [
    { name: 'Solar Panels', months: 120, covers: 'Product defects, and 25 years on power output' },
    { name: 'Accessories <&>', months: 18, covers: '' },
  ];

  it.each([
    [
      'en',
      [
        '<caption>Manufacturer warranty by product family</caption>',
        '<th scope="col">Product</th><th scope="col">Warranty</th><th scope="col">What it covers</th>',
        '<tr><th scope="row">Solar Panels</th><td>10 years</td><td>Product defects, and 25 years on power output</td></tr>',
        '<tr><th scope="row">Accessories &lt;&amp;&gt;</th><td>18 months</td><td></td></tr>',
        '<tr><th scope="row">Installation workmanship (ours)</th><td>2 years</td>',
      ],
    ],
    [
      'sw',
      [
        '<caption>Dhamana ya mtengenezaji kwa kila aina ya bidhaa</caption>',
        '<td>miaka 10</td>',
        '<td>miezi 18</td>',
        '<tr><th scope="row">Kazi ya ufungaji (yetu)</th><td>miaka 2</td>',
      ],
    ],
  ] as const)('renders in %s', (locale, parts) => {
    const html = warrantyTableHtml(rows, translationsFor(locale));
    for (const part of parts) expect(html).toContain(part);
  });

  it('is where the text puts it, and a text that puts it where no table was drawn fails the build', () => {
    const body: RichText = [
      { _type: 'block', _key: 'a', style: 'normal', markDefs: [], children: [{ _type: 'span', text: 'Before', marks: [] }] },
      { _type: 'warrantyTerms', _key: 'w' },
    ];
    expect(renderRichText(body, { warrantyTerms: '<table>T</table>' })).toBe('<p>Before</p><table>T</table>');
    expect(() => renderRichText(body)).toThrow(/warranty terms/);
  });

  const policies = async (documents: unknown[], locale: 'en' | 'sw') =>
    (await fetchPolicies(datasetFetcher(documents), locale)).find((p) => p.type === 'warranty-info')!;

  it("shows every category's default from the category documents, in each language, and links to registration", async () => {
    const [english, kiswahili] = await Promise.all([policies(seed, 'en'), policies(seed, 'sw')]);
    for (const slug of CATEGORY_SLUGS) {
      expect(english.body).toContain(`<td>${warrantyPeriod(CATEGORY_WARRANTY_MONTHS[slug], en)}</td>`);
    }
    expect(english.body).toContain(
      '<tr><th scope="row">Solar Panels</th><td>10 years</td><td>Product defects, and 25 years on power output</td></tr>',
    );
    expect(kiswahili.body).toContain(
      '<tr><th scope="row">Paneli za Sola</th><td>miaka 10</td><td>Hitilafu za kiwandani, na miaka 25 kwa nguvu ya umeme inayotolewa</td></tr>',
    );
    expect(english.body).toContain('<a href="/warranty">register the serial number of each item</a>');
    expect(kiswahili.body).toContain('<a href="/warranty">');
    expect(english.body.match(/<table>/g)).toHaveLength(1);
    expect(english.hash).toBe(kiswahili.hash);
  });

  it("changes with a category's default: the table and the policy's hash", async () => {
    const before = await policies(seed, 'en');
    const after = await policies(
      seedWith('category-inverters', { warranty: { _type: 'manufacturerWarranty', duration: 7, unit: 'years', covers: 'Everything' } }),
      'en',
    );
    expect(before.body).toContain('<tr><th scope="row">Inverters</th><td>5 years</td>');
    expect(after.body).toContain('<tr><th scope="row">Inverters</th><td>7 years</td><td>Everything</td></tr>');
    expect(after.hash).not.toBe(before.hash);
  });
});
