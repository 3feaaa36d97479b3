/**
 * `npm run catalogue:scale -- --products 10000 --out DIR [--seed N]`: writes a catalogue of that
 * many products into DIR, in the seed's layout (the seed's own documents, images and stock counts,
 * plus generated products that reuse its illustrations, each with its count in DIR/stock.json), so
 * that `CMS_SEED_DIR=DIR npm run build` builds it.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { inPerspective, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { scaleProducts } from './catalogue.ts';
import { ndjson, productDocument } from './documents.ts';
import { seededRandom } from './prng.ts';
import { readSeedStock } from '../../src/server/stock/at-build.ts';

const SEED = 'studio/seed';
const COPIED = ['categories.ndjson', 'content.ndjson', 'policies.ndjson', 'settings.ndjson'];

export interface ScaleRun {
  products: number;
  out: string;
  seed?: number;
}

/** Writes the catalogue; returns how many products it holds in all (the seed's included). */
export async function writeScaleCatalogue({ products, out, seed = 15 }: ScaleRun): Promise<number> {
  // The published documents: the seed's drafts (drafts.ndjson) stay out of the scaled catalogue.
  const seedDocs = inPerspective(await readNdjsonDir(SEED), 'published') as {
    _type: string;
    slug?: { current: string };
    siteDiscountPercent?: number;
  }[];
  const seedProducts = seedDocs.filter((doc) => doc._type === 'product');
  const settings = seedDocs.find((doc) => doc._type === 'siteSettings');
  if (products < seedProducts.length)
    throw new RangeError(`--products must be at least ${seedProducts.length}, the seed's own products (the home page refers to them).`);
  const generated = scaleProducts(
    {
      count: products - seedProducts.length,
      siteDiscountPercent: settings?.siteDiscountPercent ?? 0,
      reservedSlugs: new Set(seedProducts.map((doc) => doc.slug?.current ?? '')),
    },
    seededRandom(seed),
  );
  await rm(out, { recursive: true, force: true });
  await mkdir(out, { recursive: true });
  for (const file of COPIED) await writeFile(join(out, file), await readFile(join(SEED, file)));
  await writeFile(join(out, 'products.ndjson'), ndjson([...seedProducts, ...generated.map(productDocument)]));
  const stock = {
    ...(await readSeedStock({ CMS_SEED_DIR: SEED })),
    ...Object.fromEntries(generated.map(({ row }) => [row.slug, row.stock ?? 0])),
  };
  await writeFile(join(out, 'stock.json'), JSON.stringify(stock, null, 2) + '\n');
  await cp(join(SEED, 'images'), join(out, 'images'), { recursive: true });
  return seedProducts.length + generated.length;
}

if (import.meta.main) {
  const { values } = parseArgs({
    options: { products: { type: 'string', default: '10000' }, out: { type: 'string' }, seed: { type: 'string', default: '15' } },
  });
  const products = Number(values.products);
  const seed = Number(values.seed);
  if (!values.out || !Number.isInteger(products) || !Number.isInteger(seed)) {
    console.error('Usage: npm run catalogue:scale -- --products 10000 --out DIR [--seed 15]');
    process.exit(2);
  }
  const started = performance.now();
  const total = await writeScaleCatalogue({ products, out: values.out, seed });
  console.log(`Wrote ${total} products to ${values.out} in ${Math.round(performance.now() - started)} ms.`);
}
