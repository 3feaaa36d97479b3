import { mkdir, readdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { startServer } from '../../local/serve.ts';
import { findChromium } from '../chromium.ts';
import { CART_STORAGE_KEY } from '../../src/lib/cart/storage.ts';
import { oneLineCart } from './one-line-cart.ts';
import {
  HOME_FIRST_LOAD_GOAL_BYTES,
  type MainThreadGroup,
  TBT_RATIO_GOAL,
  bytesVerdict,
  mainThreadSummary,
  ratioVerdict,
  workVersusReference,
} from './lighthouse-goals.ts';

/**
 * The Lighthouse part of `npm run bench`: the median of 5 mobile runs (Lighthouse's default
 * profile: simulated Slow 4G, 4x CPU) for home, a category, a product, the 404 page as the
 * reference, and the money pages, /cart and /checkout, with a line in the cart (issue 27).
 * Runs are interleaved (run 1 of every page, then run 2...), so the machine's load falls on every
 * page alike, and each page's Total Blocking Time is printed beside the reference's, as measured
 * (issues 30 and 49), and home's and the category's whole main-thread work beside the reference's.
 * It reports scores and metrics; timings on a shared machine are noise, so it never fails the bench.
 * LIGHTHOUSE_RUNS sets another count (CI takes 1: each run is about 12 s); LIGHTHOUSE_PAGES names
 * the pages to run (`home,reference`), all by default.
 */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS) || 5);
/** Tries per run before that run is left out of the median. */
const ATTEMPTS = 3;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = [
  ['FCP', 'first-contentful-paint', 1000, 's'],
  ['LCP', 'largest-contentful-paint', 1000, 's'],
  ['TBT', 'total-blocking-time', 1, 'ms'],
  ['CLS', 'cumulative-layout-shift', 1, ''],
  ['SI', 'speed-index', 1000, 's'],
] as const;
const CHROME_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

interface Report {
  categories: Record<string, { score: number | null }>;
  audits: Record<string, { numericValue?: number; details?: { items?: unknown[] } }>;
}

interface SamplePage {
  name: string;
  path: string;
  cart?: string;
  /** Held to the TBT ratio goal (home and category). */
  judged?: boolean;
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * One Lighthouse run in a fresh Chromium. With `cart` (the stored form of a cart) the page's
 * origin gets it in localStorage first, and Lighthouse keeps storage as it finds it.
 */
async function runLighthouse(url: string, chrome: string, outputPath: string, cart?: string): Promise<Report> {
  const browser = await puppeteer.launch({ executablePath: chrome, headless: true, args: CHROME_ARGS });
  try {
    const page = await browser.newPage();
    if (cart !== undefined) {
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate((key, value) => localStorage.setItem(key, value), CART_STORAGE_KEY, cart);
    }
    const result = await lighthouse(
      url,
      { output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES], disableStorageReset: cart !== undefined },
      undefined,
      page,
    );
    if (!result) throw new Error('Lighthouse gave no result');
    // A run whose trace failed (NO_NAVSTART) comes back as a report of NaNs with a runtimeError: tried again, as a thrown one is.
    const failed = (result.lhr as { runtimeError?: { code?: string; message?: string } }).runtimeError;
    if (failed) throw new Error(`Lighthouse: ${failed.code ?? 'runtime error'}: ${failed.message ?? ''}`);
    await writeFile(outputPath, String(result.report));
    return result.lhr as unknown as Report;
  } finally {
    await browser.close();
  }
}

/** The reference page every TBT is compared with: the 404 page, with the layout and nothing else. */
const REFERENCE = 'reference';

/** A product page and a category that exist in this build. */
async function samplePages(distDir: string): Promise<SamplePage[]> {
  const products = (await readdir(join(distDir, 'shop', 'batteries'))).filter((file) => file.endsWith('.html')).sort();
  const product = products[0]?.replace(/\.html$/, '');
  const cart = await oneLineCart(distDir);
  return [
    { name: 'home', path: '/', judged: true },
    { name: 'category', path: '/shop/batteries', judged: true },
    ...(product ? [{ name: 'product', path: `/shop/batteries/${product}` }] : []),
    { name: REFERENCE, path: '/404' },
    ...(cart
      ? [
          { name: 'cart', path: '/cart', cart },
          { name: 'checkout', path: '/checkout', cart },
        ]
      : []),
  ];
}

/** The median of one audit's numeric value over a page's runs. */
const medianOf = (reports: readonly Report[], audit: string) =>
  median(reports.map((report) => report.audits[audit]?.numericValue ?? Number.NaN));

/** The run whose TBT is the median's (or nearest it): its breakdowns are the ones shown. */
function medianRun(reports: readonly Report[]): Report | undefined {
  const tbt = medianOf(reports, 'total-blocking-time');
  return [...reports].sort(
    (a, b) =>
      Math.abs((a.audits['total-blocking-time']?.numericValue ?? 0) - tbt) -
      Math.abs((b.audits['total-blocking-time']?.numericValue ?? 0) - tbt),
  )[0];
}

/**
 * What the section prints of its runs: the table (each page's median scores and metrics, its TBT
 * beside the reference's), home's first load, then the main-thread work of home, the category and
 * the reference. Apart from the runs so a set of saved reports can be printed again.
 */
function lighthouseSummary(
  pages: readonly SamplePage[],
  reports: ReadonlyMap<string, readonly Report[]>,
  lastErrors: ReadonlyMap<string, unknown> = new Map(),
  runs = RUNS,
): string[] {
  const out: string[] = [];
  const row = (cells: string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(34) : cell.padStart(6))).join(' ');
  const referenceTbt = medianOf(reports.get(REFERENCE) ?? [], 'total-blocking-time');
  const referenceWork = medianOf(reports.get(REFERENCE) ?? [], 'mainthread-work-breakdown');
  out.push(`\nLighthouse, mobile, ${runs === 1 ? 'one run' : `median of ${runs} interleaved runs`} (reported, not a pass/fail):`);
  out.push(
    row(['page', 'Perf', 'A11y', 'BP', 'SEO', ...METRICS.map(([label, , , unit]) => `${label}${unit ? ` ${unit}` : ''}`)]) +
      `  TBT ÷ reference (goal ≤ ${TBT_RATIO_GOAL}× for home and category)`,
  );
  for (const page of pages) {
    const pageReports = reports.get(page.name) ?? [];
    if (pageReports.length === 0) {
      const lastError = lastErrors.get(page.name);
      out.push(
        `${page.name} ${page.path}: no Lighthouse run succeeded (${lastError instanceof Error ? lastError.message.split('\n')[0] : String(lastError)})`,
      );
      continue;
    }
    const scores = CATEGORIES.map((id) => String(Math.round(100 * median(pageReports.map((r) => r.categories[id]?.score ?? 0)))));
    const metrics = METRICS.map(([, id, divisor, unit]) => {
      const value = medianOf(pageReports, id) / divisor;
      return unit === 'ms' ? value.toFixed(0) : unit === 's' ? value.toFixed(2) : value.toFixed(3);
    });
    const ratio =
      page.name === REFERENCE
        ? 'the reference'
        : ratioVerdict(medianOf(pageReports, 'total-blocking-time'), referenceTbt, page.judged === true);
    const note = pageReports.length < runs ? `  (median of ${pageReports.length})` : '';
    const label = page.cart ? `${page.name} ${page.path} (1 line)` : `${page.name} ${page.path}`;
    out.push(row([label.slice(0, 34), ...scores, ...metrics]) + `  ${ratio}${note}`);
  }
  const home = reports.get('home') ?? [];
  if (home.length > 0)
    out.push(
      `home's first load on a phone (total byte weight): ${bytesVerdict(medianOf(home, 'total-byte-weight'), HOME_FIRST_LOAD_GOAL_BYTES)}`,
    );
  // Where the main thread goes, for the pages held to the goal and the reference: all its work (the median
  // over the runs) beside the reference's, then the groups and the longest scripts of the median run.
  out.push('Main-thread work (all of it, median), and where it went:');
  for (const page of pages.filter((candidate) => candidate.judged || candidate.name === REFERENCE)) {
    const pageReports = reports.get(page.name) ?? [];
    const run = medianRun(pageReports);
    if (!run) continue;
    const work = medianOf(pageReports, 'mainthread-work-breakdown');
    const total = page.name === REFERENCE ? `${Math.round(work)} ms, the reference` : workVersusReference(work, referenceWork);
    const groups = (run.audits['mainthread-work-breakdown']?.details?.items ?? []) as MainThreadGroup[];
    const scripts = (run.audits['bootup-time']?.details?.items ?? []) as Array<{ url: string; total: number }>;
    out.push(`  ${page.name}: ${total}; ${mainThreadSummary(groups)}`);
    if (scripts.length > 0)
      out.push(
        `  ${' '.repeat(page.name.length)}  scripts ${scripts
          .slice(0, 3)
          .map((script) => `${script.url.replace(/^https?:\/\/[^/]+/, '')} ${Math.round(script.total)} ms`)
          .join(', ')}`,
      );
  }
  return out;
}

export async function lighthouseReport(distDir = 'dist'): Promise<void> {
  const chrome = findChromium();
  if (!chrome) {
    console.log('\nLighthouse skipped: no Chromium found.');
    return;
  }
  await mkdir('reports/lighthouse', { recursive: true });
  const server = await startServer({ distDir, port: 0 });
  const port = (server.address() as AddressInfo).port;
  try {
    const wanted = process.env.LIGHTHOUSE_PAGES?.split(',').map((name) => name.trim());
    const pages = (await samplePages(distDir)).filter((page) => !wanted || wanted.includes(page.name));
    const reports = new Map<string, Report[]>(pages.map((page) => [page.name, []]));
    const lastErrors = new Map<string, unknown>();
    for (let run = 1; run <= RUNS; run++) {
      for (const page of pages) {
        // A run can fail for reasons of its own (Chromium's trace, NO_NAVSTART); try it again, then do without it.
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          try {
            const report = await runLighthouse(
              `http://127.0.0.1:${port}${page.path}`,
              chrome,
              `reports/lighthouse/${page.name}-${run}.json`,
              page.cart,
            );
            reports.get(page.name)!.push(report);
            break;
          } catch (error) {
            lastErrors.set(page.name, error);
          }
        }
      }
    }
    for (const line of lighthouseSummary(pages, reports, lastErrors)) console.log(line);
    console.log('Reports: reports/lighthouse/*.json');
  } finally {
    server.close();
  }
}
