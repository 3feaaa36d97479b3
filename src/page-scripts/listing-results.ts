import { loadListingRecords } from '../client/listing.ts';
import type { FacetRule } from '../lib/filters/facets.ts';
import { pageCount, pageItems, pagerLinks } from '../lib/filters/listing-pages.ts';
import { filterRecords } from '../lib/filters/match.ts';
import { isFiltering, type FilterState } from '../lib/filters/state.ts';
import { localizedPath } from '../i18n/locales.ts';
import { pageWords } from '../i18n/page-words.ts';
import { drawCard } from './listing-cards.ts';
import { correctDrawnCards } from './stock-drawn.ts';
import { pageLocale } from '../i18n/page-locale.ts';

/**
 * The listing's results drawn in the browser: loaded by listing-filters.ts with the first filter
 * used, so a listing opened without filters carries none of this.
 */

export interface ResultsContext {
  root: HTMLElement;
  grid: HTMLUListElement;
  template: HTMLTemplateElement;
  rules: readonly FacetRule[];
  /** The categories whose listing files hold the products to filter. */
  files: readonly string[];
  state: FilterState;
  page: number;
  addressOf: (state: FilterState, page: number) => string;
  /** False once a newer draw has started: this one then leaves the page alone. */
  isCurrent: () => boolean;
}

/** The listing's words (ListingView.astro and Pager.astro write them). */
const t = pageWords();

function drawPager(pager: HTMLElement, links: ReturnType<typeof pagerLinks>, filtering: boolean): void {
  const list = document.createElement('ul');
  for (const link of links) {
    const item = document.createElement('li');
    if (link.kind === 'gap') {
      item.textContent = '…';
      item.setAttribute('aria-hidden', 'true');
    } else {
      const anchor = Object.assign(document.createElement('a'), { href: localizedPath(link.href, pageLocale()) });
      // Pages of filtered results are drawn here; pages of the whole listing are the built ones.
      if (filtering) anchor.dataset.page = String(link.page);
      if (link.kind === 'page') {
        anchor.textContent = String(link.page);
        anchor.setAttribute('aria-label', t('listing.pageNumber', { page: link.page }));
        if (link.current) anchor.setAttribute('aria-current', 'page');
      } else anchor.textContent = t(link.kind === 'previous' ? 'listing.previous' : 'listing.next');
      item.append(anchor);
    }
    list.append(item);
  }
  pager.replaceChildren(list);
  pager.hidden = links.length === 0;
}

/** Draws one page of the matching products, the count and the page links. False when the listing could not be loaded. */
export async function drawResults(context: ResultsContext): Promise<boolean> {
  const { root, grid, template, rules, state } = context;
  const count = root.querySelector<HTMLElement>('[data-listing-count]')!;
  const records = await loadListingRecords(context.files);
  if (!context.isCurrent()) return false;
  if (!records) {
    count.textContent = t('listing.loadFailed');
    return false;
  }
  const matching = filterRecords(records, state, rules);
  const pages = pageCount(matching.length);
  const page = Math.min(context.page, pages);
  const shown = pageItems(matching, page);
  grid.replaceChildren(...shown.map((record) => drawCard(template, record, t)));
  correctDrawnCards([...grid.children], template);
  count.textContent = t('listing.showing', { shown: shown.length, count: matching.length });
  root.querySelector<HTMLElement>('[data-listing-empty]')!.hidden = matching.length > 0;
  const links = pagerLinks(page, pages, (n) => context.addressOf(state, n));
  drawPager(root.querySelector<HTMLElement>('[data-listing-pages]')!, links, isFiltering(state));
  return true;
}
