import type { Context } from 'hono';

import { localeOfPath, localizedPath } from '../../i18n/locales.ts';
import { productPath } from '../../lib/catalogue/product-path.ts';
import { pageCount, parsePage } from '../../lib/filters/listing-pages.ts';
import { parseSearchState, searchStateToQuery } from '../../lib/filters/search.ts';
import { formatKes } from '../../lib/money.ts';
import { openSearch } from '../../lib/search/engine.ts';
import { nearestLine } from '../../lib/search/nearest.ts';
import { SEARCH_RESULTS_SLOT, searchResultsHtml, type ResultCard } from '../../lib/search/results-html.ts';
import { fillSlot } from '../../lib/server-slot.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { PageSource } from './page-source.ts';

/** Results per page the server draws. */
const PAGE_SIZE = 24;

/** A built file's text by its path (`/search-index/core.json`), or null when there is none. */
export type BuiltFile = (path: string) => Promise<string | null>;

/**
 * /search?q= answered by the server: the built search page with the first page of results (and
 * page links) in its <noscript>, so a browser without a script (Opera Mini, a data saver) gets
 * results as a page; with a script the page draws them itself and the <noscript> stays unseen.
 * The same engine and index files as the browser's (src/lib/search/engine.ts). Null when there
 * is no query: the static page answers.
 */
export async function searchPage(c: Context, pages: PageSource, file: BuiltFile): Promise<Response | null> {
  const t = c.get('t');
  const url = new URL(c.req.url);
  const state = parseSearchState(url.searchParams);
  if (state.q === '') return null;
  const path = localizedPath('/search', localeOfPath(c.req.path));
  const [page, engine] = await Promise.all([
    pages(path),
    openSearch(
      async (name) => {
        const text = await file(`/search-index/${name}`);
        if (text === null) throw new Error(`/search-index/${name} is missing`);
        return JSON.parse(text) as unknown;
      },
      (name, error) => console.error(`The search index file ${name} could not be read:`, error),
    ),
  ]);
  if (!page || !engine) return null;
  const answer = await engine.answer(state);
  if (!answer) return null;
  const { ordinals } = answer;
  const count = pageCount(ordinals.length, PAGE_SIZE);
  const current = Math.min(parsePage(url.searchParams.get('page')), count);
  const from = (current - 1) * PAGE_SIZE;
  const to = Math.min(from + PAGE_SIZE, ordinals.length);
  const details = await engine.details(ordinals, from, to);
  if (!details) return null;
  const locale = localeOfPath(c.req.path);
  const cards: ResultCard[] = [];
  for (let i = from; i < to; i++) {
    const ordinal = ordinals[i]!;
    const [id, name, brand, image, inStock] = details.get(ordinal)!;
    const category = engine.view.categories[engine.view.cat[ordinal]!]!;
    cards.push({
      href: localizedPath(productPath({ category, id }), locale),
      name,
      brand,
      image,
      inStock: inStock === 1,
      price: formatKes(engine.view.priceCents[ordinal]!, t.locale),
    });
  }
  const query = searchStateToQuery(state);
  const html = searchResultsHtml(
    cards,
    {
      heading: t('searchPage.resultsFor', { query: state.q }),
      count: t('searchPage.count', { count: ordinals.length }),
      empty: t('searchPage.empty'),
      emptyHint: t('searchPage.emptyHint'),
      soldOut: t('card.unavailable'),
      previous: t('listing.previous'),
      next: t('listing.next'),
      pageLabel: t('listing.pageNumber'),
      pagesLabel: t('listing.pages'),
      nearest: answer.nearest && nearestLine(answer.nearest, { nearest: t('searchPage.nearest'), any: t('searchPage.nearestAny') }),
    },
    { current, count, href: (n) => `${path}${query}${n > 1 ? `&page=${n}` : ''}` },
  );
  // The box shows what was searched for, as the script would set it.
  const answered = fillSlot(page, SEARCH_RESULTS_SLOT, html)?.replace(
    '<input id="search-q" ',
    `<input id="search-q" value="${escapeHtml(state.q)}" `,
  );
  return answered ? c.html(answered, 200, { 'cache-control': 'no-cache' }) : null;
}
