import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { loadCatalogue } from '../../src/cms/index.ts';
import { buildSearchIndex, type IndexProduct } from '../../src/lib/search/build-index.ts';
import { indexProduct } from '../../src/lib/search/index-product.ts';
import { findChromium } from '../chromium.ts';
import { weighPage } from './page-weight.ts';

/**
 * The search part of `npm run bench`: for the demo catalogue and a 10,000-product index built in
 * process (the demo's products, multiplied into model variants), the gzipped bytes /search fetches
 * to open and for a typed query, and the time from each keystroke to the painted result list in
 * headless Chromium, at full speed and under 4x CPU slowdown (CDP). Reported, never judged.
 */
const SIZES = [0, 10_000] as const;
const QUERIES = ['solar panel', 'lithium battery'];
const RATES = [1, 4] as const;
const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webp': 'image/webp',
  '.svg': 'image/svg+xml',
  '.jpg': 'image/jpeg',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** The demo products as the index sees them, their image URLs read from the built index. */
async function demoProducts(distDir: string): Promise<IndexProduct[]> {
  const images = new Map<string, string>();
  for (const file of readdirSync(join(distDir, 'search-index', 'd'))) {
    for (const [id, , , image] of JSON.parse(readFileSync(join(distDir, 'search-index', 'd', file), 'utf8')) as string[][])
      images.set(id!, image!);
  }
  const { categories, products } = await loadCatalogue('en');
  return products.map((p) => indexProduct(p, categories, images.get(p.id) ?? ''));
}

/** `count` products: the demo's, then variants of each (a model suffix, another price, some sold out). */
function multiplied(products: readonly IndexProduct[], count: number): IndexProduct[] {
  const out = [...products];
  for (let round = 1; out.length < count; round++) {
    for (const [i, p] of products.entries()) {
      if (out.length >= count) break;
      const model = `${String.fromCharCode(65 + ((round + i) % 26))}${round}${i % 7}`;
      out.push({
        ...p,
        id: `${p.id}-${model.toLowerCase()}`,
        name: `${p.name} ${model}`,
        priceCents: Math.round((p.priceCents * (80 + ((round * 37 + i * 11) % 41))) / 100 / 100) * 100,
        inStock: (round + i) % 10 !== 0,
        text: `${p.text} ${model.toLowerCase()}`,
      });
    }
  }
  return out;
}

interface Served {
  server: Server;
  sent: { path: string; bytes: number }[];
}

/** dist/ over HTTP, gzipped, with /search-index/* answered from `index`; every response's gzipped size is kept. */
function serve(distDir: string, index: Map<string, string>): Promise<Served> {
  const sent: Served['sent'] = [];
  const zipped = new Map<string, Buffer>();
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let body: string | Buffer | undefined;
    if (path.startsWith('/search-index/')) body = index.get(path.slice('/search-index/'.length));
    else {
      const file = normalize(join(distDir, extname(path) ? path : `${path === '/' ? '/index' : path}.html`));
      if (file.startsWith(normalize(distDir)) && existsSync(file)) body = readFileSync(file);
    }
    if (body === undefined) return void response.writeHead(404).end();
    const key = `${path}@${body.length}`;
    const gz = zipped.get(key) ?? gzipSync(body);
    zipped.set(key, gz);
    sent.push({ path, bytes: gz.length });
    response
      .writeHead(200, {
        'content-type': TYPES[extname(path) || '.html'] ?? 'application/octet-stream',
        'content-encoding': 'gzip',
        'cache-control': 'max-age=3600',
      })
      .end(gz);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({ server, sent })));
}

/** Keystroke → painted list: the keydown's time to the frame after the page marks 'search:painted'. */
const PROBE = `
  window.__keys = []; window.__paints = []; window.__marks = [];
  addEventListener('keydown', (e) => window.__keys.push(e.timeStamp), true);
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'search:painted') window.__marks.push(e.startTime), requestAnimationFrame(() => setTimeout(() => window.__paints.push(performance.now()))); }).observe({ type: 'mark' });
`;

const paints = (page: Page) => page.evaluate(() => (window as unknown as { __paints: number[] }).__paints.length);

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const indexBytes = (sent: Served['sent']) => sent.filter((s) => s.path.startsWith('/search-index/')).reduce((sum, s) => sum + s.bytes, 0);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

export async function searchReport(distDir = 'dist'): Promise<void> {
  const chrome = findChromium();
  if (!chrome) return console.log('\nSearch bench skipped: no Chromium found.');
  const weight = weighPage(readFileSync(join(distDir, 'search.html'), 'utf8'), (url) => {
    const file = join(distDir, url.split('?')[0] ?? '');
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  });
  console.log(
    `\nSearch, load average ${loadavg()[0]!.toFixed(1)} on ${cpus().length} CPUs (/search page: HTML ${kb(weight.html)}, CSS ${kb(weight.css)}, JS ${kb(weight.js)} gzipped; index bytes gzipped; keystroke → painted list, median / max):`,
  );
  const demo = await demoProducts(distDir);
  const browser = await chromium.launch({ executablePath: chrome, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    for (const size of SIZES) {
      const products = size === 0 ? demo : multiplied(demo, size);
      const started = performance.now();
      const index = buildSearchIndex(products);
      const built = performance.now() - started;
      const { server, sent } = await serve(distDir, index);
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      console.log(
        `  ${products.length} products: ${index.size} index files, built in ${built.toFixed(0)} ms, core ${kb(gzipSync(index.get('core.json')!).length)}`,
      );
      try {
        for (const rate of RATES) {
          const page = await browser.newPage();
          await page.addInitScript(PROBE);
          const cdp = await page.context().newCDPSession(page);
          await cdp.send('Emulation.setCPUThrottlingRate', { rate });
          await cdp.send('Performance.enable');
          /** The page's main-thread busy time so far (ms): what the keystroke cost, less the waiting a loaded machine adds. */
          const busy = async () =>
            1000 * ((await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'TaskDuration')?.value ?? Number.NaN);
          sent.length = 0;
          await page.goto(`${origin}/search`);
          await page.waitForFunction(() => (window as unknown as { __paints: number[] }).__paints.length > 0);
          const opened = indexBytes(sent);
          const box = page.locator('[data-search-page] input[name="q"]');
          for (const query of QUERIES) {
            if ((await box.inputValue()) !== '') {
              const before = await paints(page);
              await box.fill('');
              await page.waitForFunction((n) => (window as unknown as { __paints: number[] }).__paints.length > n, before);
            }
            await box.focus();
            sent.length = 0;
            const times: number[] = [];
            const scripts: number[] = [];
            const works: number[] = [];
            for (const key of query) {
              const before = await paints(page);
              const busyBefore = await busy();
              await page.keyboard.type(key);
              await page.waitForFunction((n) => (window as unknown as { __paints: number[] }).__paints.length > n, before);
              const [total, script] = await page.evaluate(() => {
                const w = window as unknown as { __keys: number[]; __paints: number[]; __marks: number[] };
                return [w.__paints.at(-1)! - w.__keys.at(-1)!, w.__marks.at(-1)! - w.__keys.at(-1)!];
              });
              times.push(total!);
              scripts.push(script!);
              works.push((await busy()) - busyBefore);
            }
            const count = await page.locator('[data-search-count]').textContent();
            console.log(
              `    ${rate}x CPU  open ${kb(opened).padStart(8)}  "${query}": ${kb(indexBytes(sent)).padStart(8)} more, ${count}, keystroke → paint ${median(times).toFixed(0)} / ${Math.max(...times).toFixed(0)} ms (script ${median(scripts).toFixed(0)} / ${Math.max(...scripts).toFixed(0)}; main thread busy ${median(works).toFixed(0)} / ${Math.max(...works).toFixed(0)})`,
            );
            // The same query sorted by price, highest first: its first screenful is scattered over the name order.
            sent.length = 0;
            const before = await paints(page);
            const sortedIn = await page.evaluate(() => {
              const sort = document.querySelector<HTMLSelectElement>('#search-sort')!;
              const order = document.querySelector<HTMLSelectElement>('#search-order')!;
              const next = sort.value === 'price' ? 'name' : 'price';
              sort.value = next;
              order.value = next === 'price' ? 'desc' : 'asc';
              const started = performance.now();
              sort.dispatchEvent(new Event('change', { bubbles: true }));
              return started;
            });
            await page.waitForFunction((n) => (window as unknown as { __paints: number[] }).__paints.length > n, before);
            const sortedAt = await page.evaluate(() => (window as unknown as { __paints: number[] }).__paints.at(-1)!);
            console.log(
              `    ${rate}x CPU  ${' '.repeat(14)}  then re-sorted (price/name): ${kb(indexBytes(sent)).padStart(8)} more, change → paint ${(sortedAt - sortedIn).toFixed(0)} ms`,
            );
          }
          await page.close();
        }
      } finally {
        server.close();
      }
    }
  } finally {
    await browser.close();
  }
}

if (import.meta.main) {
  const { buildIfStale } = await import('../../local/build.ts');
  await buildIfStale();
  await searchReport();
}
