/**
 * The scale section of `npm run bench`: what a 10,000-product build may cost. Build time and
 * memory are reported beside their budgets (a shared machine makes them noisy); the page budget
 * is exact and fails the bench.
 */
import { englishTwin } from './budgets.ts';
import type { BuildPhases } from '../../src/build/phase-report.ts';

const KB = 1024;

export const SCALE_PRODUCTS = 10_000;
export const SCALE_BUDGETS = {
  buildSeconds: 45,
  peakRssBytes: 1024 * 1024 * KB,
  /** Gzipped HTML of every catalogue page (home, /shop, categories, products). */
  catalogueHtmlBytes: 60 * KB,
} as const;

/**
 * Files a Cloudflare Pages site may hold (developers.cloudflare.com/pages/platform/limits/#files;
 * paid plans since 2026-01-23, with PAGES_WRANGLER_MAJOR_VERSION=4). Every page in two languages
 * takes a 10,000-product shop past the Free plan's limit.
 */
export const CLOUDFLARE_PAGES_FILES = { free: 20_000, paid: 100_000 } as const;

/** Home, the shop and category listings, and product pages: what a shopper browses, in either language. */
export function isCataloguePage(page: string): boolean {
  const twin = englishTwin(page);
  return (
    twin === '/index.html' ||
    twin === '/shop.html' ||
    twin === '/inverters.html' ||
    twin.startsWith('/shop/') ||
    twin.startsWith('/product/')
  );
}

export interface SamplePage {
  label: string;
  page: string;
}

/** The pages the report names: home, /shop, one category and one product page (the first in order). */
export function samplePages(pages: readonly string[], category = 'batteries'): SamplePage[] {
  const product = [...pages].sort().find((page) => page.startsWith(`/shop/${category}/`) && page.split('/').length === 4);
  const english = [
    { label: 'home', page: '/index.html' },
    { label: 'shop', page: '/shop.html' },
    { label: 'category', page: `/shop/${category}.html` },
    ...(product ? [{ label: 'product', page: product }] : []),
  ];
  const kiswahili = english.map((sample) => ({
    label: `${sample.label} (sw)`,
    page: sample.page === '/index.html' ? '/sw.html' : `/sw${sample.page}`,
  }));
  return [...english, ...kiswahili].filter((sample) => pages.includes(sample.page));
}

/**
 * The pages that could be over the gzipped budget: gzip never makes HTML larger than itself plus
 * a few header bytes, so a page whose raw size is within the budget is within it gzipped too.
 */
export function pagesToGzip(rawSizes: ReadonlyMap<string, number>, budgetBytes: number): string[] {
  return [...rawSizes].filter(([page, size]) => isCataloguePage(page) && size > budgetBytes).map(([page]) => page);
}

export type Verdict = 'ok' | 'OVER';

export function verdict(value: number, budget: number): Verdict {
  return value <= budget ? 'ok' : 'OVER';
}

/** A line of the build's phases in the scale report: what, how long, and the CPU it used where known. */
export interface PhaseRow {
  label: string;
  value: string;
  note: string;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The build's phases as the build-phases integration wrote them (src/build/phase-report.ts), one
 * row each, the parts of page generation indented under it. A phase of the whole build's time
 * says its share; CPU beside it where the phase has its own marks (steadier on a shared machine).
 */
export function phaseRows({ phases, totalMs }: Pick<BuildPhases, 'phases' | 'totalMs'>): PhaseRow[] {
  return phases.map((phase) => ({
    label: `${phase.within ? '    ' : '  '}${phase.label}`,
    value: seconds(phase.ms),
    note: [phase.within ? '' : `${Math.round((phase.ms / totalMs) * 100)}%`, phase.cpuMs === undefined ? '' : `CPU ${seconds(phase.cpuMs)}`]
      .filter(Boolean)
      .join(', '),
  }));
}
