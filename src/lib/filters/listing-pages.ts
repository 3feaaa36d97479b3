/**
 * Listings in pages: a category or /shop page holds one page of products, with page links that
 * work without JavaScript (/shop/batteries, /shop/batteries/page/2, ...). Filtered results are
 * drawn page by page in the browser with the same numbers.
 */

export const LISTING_PAGE_SIZE = 24;

export function pageCount(total: number, size = LISTING_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(total / size));
}

/** The address of page `page` of the listing at `base`: page 1 is the listing itself. */
export function pagePath(base: string, page: number): string {
  return page <= 1 ? base : `${base}/page/${page}`;
}

/** The items on page `page` (from 1), in order. A page past the end is empty. */
export function pageItems<T>(items: readonly T[], page: number, size = LISTING_PAGE_SIZE): T[] {
  return items.slice((page - 1) * size, page * size);
}

/** A page number asked for in a query (?page=3), or 1 when absent or not a whole number from 1. */
export function parsePage(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1;
  return Number(value);
}

/**
 * The page numbers to offer, with 'gap' where numbers are left out: always the first and last,
 * and the current page with one on each side (1 … 4 5 6 … 20).
 */
export function pageNumbers(current: number, count: number): (number | 'gap')[] {
  const wanted = new Set([1, count, current - 1, current, current + 1].filter((n) => n >= 1 && n <= count));
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | 'gap')[] = [];
  for (const n of sorted) {
    const last = out.at(-1);
    if (typeof last === 'number' && n - last === 2) out.push(n - 1);
    else if (typeof last === 'number' && n - last > 2) out.push('gap');
    out.push(n);
  }
  return out;
}

export type PagerLink =
  | { kind: 'previous' | 'next'; page: number; href: string }
  | { kind: 'page'; page: number; href: string; current: boolean }
  | { kind: 'gap' };

/** What a page navigation shows: Previous, the page numbers with gaps, Next; none for a single page. */
export function pagerLinks(current: number, count: number, href: (page: number) => string): PagerLink[] {
  if (count <= 1) return [];
  const links: PagerLink[] = [];
  if (current > 1) links.push({ kind: 'previous', page: current - 1, href: href(current - 1) });
  for (const n of pageNumbers(current, count)) {
    links.push(n === 'gap' ? { kind: 'gap' } : { kind: 'page', page: n, href: href(n), current: n === current });
  }
  if (current < count) links.push({ kind: 'next', page: current + 1, href: href(current + 1) });
  return links;
}
