import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CATEGORY_SLUGS } from '../../src/lib/catalogue/categories.ts';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue, fetchPolicies, fetchSiteContent, type Catalogue } from '../../src/cms/index.ts';
import { discountedPrice, percentOff } from '../../src/lib/pricing.ts';
import { categoryQuotas, compareAt, scaleProducts, shopPrice, slugify } from '../../scripts/catalogue-scale/catalogue.ts';
import { writeScaleCatalogue } from '../../scripts/catalogue-scale/cli.ts';
import { seededRandom } from '../../scripts/catalogue-scale/prng.ts';
import { countsAtBuild } from '../../src/server/stock/at-build.ts';

/** `npm run catalogue:scale`: a large catalogue the build accepts, varied like a real shop's, the same on every run. */

const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true }))));

/** Writes a catalogue of `count` products and reads it back through the CMS door with its stock counts, as the build does (CMS_SEED_DIR=DIR). */
async function built(count: number, seed?: number): Promise<{ dir: string; documents: unknown[]; catalogue: Catalogue }> {
  const dir = await mkdtemp(join(tmpdir(), 'catalogue-scale-'));
  dirs.push(dir);
  await writeScaleCatalogue({ products: count, out: dir, ...(seed === undefined ? {} : { seed }) });
  const documents = await readNdjsonDir(dir);
  const fetcher = datasetFetcher(documents);
  const catalogue = await fetchCatalogue(fetcher, 'en', (ids) => countsAtBuild(ids, { CMS_SEED_DIR: dir }));
  await fetchSiteContent(fetcher, catalogue);
  await fetchPolicies(fetcher);
  return { dir, documents, catalogue };
}

describe.each([300, 2500])('a scale catalogue of %i products', async (count) => {
  const { dir, documents, catalogue } = await built(count);
  const { products } = catalogue;

  it('passes the CMS door with exactly that many products', () => {
    expect(products).toHaveLength(count);
  });

  it('gives every product a shipping weight, so delivery can be priced', () => {
    for (const product of products) expect(product.weightKg, product.id).toBeGreaterThan(0);
  });

  it('has no _id or slug twice', () => {
    const ids = documents.map((doc) => (doc as { _id: string })._id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(new Set(products.map((p) => p.id)).size).toBe(count);
  });

  it('fills every category, with spec values the category expects', () => {
    for (const category of CATEGORY_SLUGS) expect(products.filter((p) => p.category === category).length, category).toBeGreaterThan(5);
  });

  it('keeps about a tenth out of stock (counted at 0, all on sale) and a few on flash sale', () => {
    expect(products.every((p) => p.onSale)).toBe(true);
    const outOfStock = products.filter((p) => !p.inStock).length / count;
    const flash = products.filter((p) => p.onFlashSale).length / count;
    expect(outOfStock).toBeGreaterThan(0.05);
    expect(outOfStock).toBeLessThan(0.15);
    expect(flash).toBeGreaterThan(0.02);
    expect(flash).toBeLessThan(0.12);
  });

  it('spreads prices from a few hundred shillings to hundreds of thousands', () => {
    const prices = products.map((p) => p.priceCents);
    expect(Math.min(...prices)).toBeLessThan(1_000 * 100);
    expect(Math.max(...prices)).toBeGreaterThan(300_000 * 100);
    expect(new Set(prices).size).toBeGreaterThan(count / 4);
  });

  it('shows only illustrations the seed has', async () => {
    const images = new Set(await readdir(join(dir, 'images')));
    for (const p of products) {
      expect(p.image?.kind).toBe('seed');
      const file = p.image?.kind === 'seed' ? p.image.file.replace(/^images\//, '') : '';
      expect(images.has(file), file).toBe(true);
      expect(existsSync(join('studio/seed/images', file)), file).toBe(true);
    }
  });
});

describe('the scale generator', () => {
  it('writes the same catalogue for the same seed, another for another seed', () => {
    const options = { count: 400, siteDiscountPercent: 5, reservedSlugs: new Set<string>() };
    const names = (seed: number) => scaleProducts(options, seededRandom(seed)).map((p) => `${p.row.name} ${p.row.price}`);
    expect(names(1)).toEqual(names(1));
    expect(names(1)).not.toEqual(names(2));
  });

  it('refuses more products than its families offer', () => {
    expect(() => scaleProducts({ count: 1_000_000, siteDiscountPercent: 5, reservedSlugs: new Set() }, seededRandom(1))).toThrow(
      /Ask for fewer/,
    );
  });

  it("leaves the seed products' slugs alone", () => {
    const taken = scaleProducts({ count: 2000, siteDiscountPercent: 5, reservedSlugs: new Set() }, seededRandom(3)).map((p) => p.row.slug);
    const reserved = new Set(taken.slice(0, 50));
    const again = scaleProducts({ count: 2000, siteDiscountPercent: 5, reservedSlugs: reserved }, seededRandom(3));
    expect(again.filter((p) => reserved.has(p.row.slug))).toEqual([]);
  });

  it.each([
    [10, 10],
    [1000, 1000],
    [10_001, 10_001],
  ])('splits %i products over the categories to a total of %i', (count, total) => {
    expect([...categoryQuotas(count).values()].reduce((sum, n) => sum + n, 0)).toBe(total);
  });

  it.each([
    [37, 35],
    [183, 185],
    [1_234, 1_250],
    [18_449, 18_400],
    [473_683, 473_500],
  ])('prices %s shillings as a shop would: %s', (raw, price) => {
    expect(shopPrice(raw)).toBe(price);
  });

  it.each([
    [18_500, 5, 8],
    [650, 5, 35],
    [1_250_000, 5, 20],
    [99, 0, 12],
  ])('gives list price %s at site discount %s an earlier price %s percent above the selling price', (list, site, target) => {
    const { compareAt: earlier, discountPercent } = compareAt(list, site, target);
    expect(earlier).toBeGreaterThan(list);
    expect(Math.abs(discountPercent - target)).toBeLessThanOrEqual(1);
    expect(discountPercent).toBe(percentOff(earlier * 100, discountedPrice(list * 100, site)));
  });

  it.each([
    ['Stäubli MC4 Connector Pair', 'staubli-mc4-connector-pair'],
    ['Dayliff DHP 2.9 kW Heat Pump', 'dayliff-dhp-2-9-kw-heat-pump'],
    ['Kenwest PV Cable 6 mm² Red (per metre)', 'kenwest-pv-cable-6-mm2-red-per-metre'],
    ['Davis & Shirtliff 200 L', 'davis-and-shirtliff-200-l'],
  ])('makes %s the slug %s', (name, slug) => {
    expect(slugify(name)).toBe(slug);
  });
});
