import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { bootstrapAuthSchema } from '../../local/auth/bootstrap.ts';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { stockIdsToAsk, stockPath } from '../../src/lib/stock/stock-request.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { readSeedStock } from '../../src/server/stock/at-build.ts';

/**
 * What the live stock request of a catalogue page costs (issue 44, "Speed and scale"): the one
 * GET /api/stock a page makes after load for the products it shows, for the first page of the
 * largest category and for home (the page with the most cards), asked of the real route over the
 * built catalogue and the demo's counts. Its address, and its answer as sent and compressed as a
 * CDN sends JSON (gzip, brotli). Reported, never judged.
 */

/** The ids a built page asks about: its Add to Cart buttons' products, as src/page-scripts/stock-live.ts reads them. */
export function pageStockIds(html: string): string[] {
  const buttons = html
    .replace(/<template\b[\s\S]*?<\/template>/g, '')
    .matchAll(/<button\b[^>]*\bdata-add-to-cart="([^"]*)"[^>]*>\s*<span class="add-to-cart__labels"/g);
  return stockIdsToAsk(
    [...buttons].map((match) => (JSON.parse(match[1]!.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { id: string }).id),
  );
}

const size = (bytes: number) => `${bytes.toLocaleString('en')} B`;

export async function stockRequestReport(dist: string): Promise<void> {
  const snapshot = catalogueSnapshot.parse(JSON.parse(readFileSync(join(dist, 'catalogue.json'), 'utf8')));
  const perCategory = new Map<string, number>();
  for (const product of Object.values(snapshot.products)) perCategory.set(product.category, (perCategory.get(product.category) ?? 0) + 1);
  const [largest, products] = [...perCategory].sort((a, b) => b[1] - a[1])[0]!;
  const pages = [
    { label: `/shop/${largest} (the largest category, ${products} products), page 1`, file: `shop/${largest}.html` },
    { label: '/ (home)', file: 'index.html' },
  ];

  const db = await openDatabase({ prepare: bootstrapAuthSchema });
  try {
    const counts = await readSeedStock();
    const sold = Object.keys(counts).filter((id) => Object.hasOwn(snapshot.products, id));
    await db.transaction((tx) =>
      tx.stock.setCounts(
        sold.map((productId) => ({ productId, quantity: counts[productId]! })),
        { actorId: null, note: 'Bench' },
      ),
    );
    const app = createApp({
      catalogue: staticCatalogueSource(snapshot),
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      checkAnswers: false,
    });
    console.log('\nThe live stock request of a catalogue page (GET /api/stock after load; reported):');
    console.log(
      `${'page'.padEnd(64)} ${'ids'.padStart(4)} ${'address'.padStart(8)} ${'answer'.padStart(8)} ${'gzip'.padStart(7)} ${'brotli'.padStart(7)}`,
    );
    for (const page of pages) {
      const ids = pageStockIds(readFileSync(join(dist, page.file), 'utf8'));
      const path = stockPath(ids);
      const response = await app.request(path, { headers: { accept: 'application/json' } });
      const answer = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) throw new Error(`${path.slice(0, 60)}…: ${response.status} ${answer.toString('utf8').slice(0, 200)}`);
      const brotli = brotliCompressSync(answer, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
      console.log(
        `${page.label.padEnd(64)} ${String(ids.length).padStart(4)} ${size(Buffer.byteLength(path)).padStart(8)} ${size(answer.length).padStart(8)} ${size(gzipSync(answer, { level: 9 }).length).padStart(7)} ${size(brotli.length).padStart(7)}`,
      );
    }
    console.log('(address: the path and query the browser sends, as is; the answer is kept for 10 s by the browser and the CDN)');
  } finally {
    await db.close();
  }
}
