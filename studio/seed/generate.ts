/**
 * Writes the demo dataset: studio/seed/*.ndjson and studio/seed/images/*, importable with
 * `sanity dataset import` and read by the shop's local CMS door, and the demo's stock counts,
 * studio/seed/stock.json (lib/stock.ts). Run: npx node studio/seed/generate.ts
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { seedDocuments } from './documents.ts';
import type { Doc } from './lib/seed-fields.ts';
import { demoStock } from './lib/stock.ts';

const SEED = 'studio/seed';
const IMAGES = join(SEED, 'images');

async function writeNdjson(file: string, docs: Doc[]) {
  await writeFile(join(SEED, file), docs.map((d) => JSON.stringify(d)).join('\n') + '\n');
}

async function rasterise(file: string, svgText: string): Promise<number> {
  const pipeline = sharp(Buffer.from(svgText));
  const output = file.endsWith('.png')
    ? await pipeline.png({ palette: true, compressionLevel: 9 }).toBuffer()
    : await pipeline.jpeg({ quality: 72, mozjpeg: true }).toBuffer();
  await writeFile(join(IMAGES, file), output);
  return output.length;
}

async function main() {
  const { files, images, rows } = seedDocuments();
  await mkdir(IMAGES, { recursive: true });
  for (const old of await readdir(IMAGES)) await rm(join(IMAGES, old));
  for (const [file, docs] of files) await writeNdjson(file, docs);
  await writeFile(join(SEED, 'stock.json'), JSON.stringify(demoStock(rows), null, 2) + '\n');
  let total = 0;
  let largest = 0;
  for (const [file, svgText] of images) {
    const size = await rasterise(file, svgText);
    total += size;
    largest = Math.max(largest, size);
  }
  const count = files.reduce((n, [, docs]) => n + docs.length, 0);
  console.log(
    `Wrote ${count} documents and ${images.size} images (${Math.round(total / 1024)} KB, largest ${Math.round(largest / 1024)} KB) to ${SEED}`,
  );
}

await main();
