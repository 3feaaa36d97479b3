import { escapeHtml } from '../html.ts';
import { pagerLinks, type PagerLink } from '../filters/listing-pages.ts';

/** Where the search page leaves room for the server's results (inside its <noscript>). */
export const SEARCH_RESULTS_SLOT = 'search-results';

/** One result as the server shows it to a browser without a script. */
export interface ResultCard {
  href: string;
  name: string;
  brand: string;
  /** Formatted, "KSh 12,345". */
  price: string;
  /** '' for a product without an image. */
  image: string;
  inStock: boolean;
}

export interface ResultsWords {
  heading: string;
  count: string;
  empty: string;
  emptyHint: string;
  soldOut: string;
  previous: string;
  next: string;
  /** With `{page}`. */
  pageLabel: string;
  pagesLabel: string;
  /** Over results standing in for a size nobody sells: 'No 400 W panel; the closest we sell: 370 W, 540 W' (nearest.ts). */
  nearest?: string;
}

/**
 * A page of search results as plain HTML, for the page the server answers /search?q= with (read
 * by browsers without a script: Opera Mini, data savers). Links and page numbers work without a
 * script; everything shown is escaped.
 */
export function searchResultsHtml(
  cards: readonly ResultCard[],
  words: ResultsWords,
  pages: { current: number; count: number; href: (page: number) => string },
): string {
  if (cards.length === 0) {
    return `<h2 class="search-server__heading">${escapeHtml(words.heading)}</h2><p class="search-empty__title">${escapeHtml(words.empty)}</p><p>${escapeHtml(words.emptyHint)}</p>`;
  }
  const items = cards
    .map((card) => {
      const image = card.image
        ? `<img src="${escapeHtml(card.image)}" alt="" width="120" height="120" loading="lazy" decoding="async">`
        : '';
      const stock = card.inStock ? '' : `<p class="search-server__sold-out">${escapeHtml(words.soldOut)}</p>`;
      return `<li class="search-server__item"><a href="${escapeHtml(card.href)}">${image}<span class="search-server__name">${escapeHtml(card.name)}</span></a><p class="search-server__brand">${escapeHtml(card.brand)}</p><p class="search-server__price">${escapeHtml(card.price)}</p>${stock}</li>`;
    })
    .join('');
  const nearest = words.nearest ? `<p class="search-nearest">${escapeHtml(words.nearest)}</p>` : '';
  return `<h2 class="search-server__heading">${escapeHtml(words.heading)}</h2>${nearest}<p>${escapeHtml(words.count)}</p><ul class="search-server">${items}</ul>${pagerHtml(pagerLinks(pages.current, pages.count, pages.href), words)}`;
}

function pagerHtml(links: readonly PagerLink[], words: ResultsWords): string {
  if (links.length === 0) return '';
  const parts = links.map((link) => {
    if (link.kind === 'gap') return '<li aria-hidden="true">…</li>';
    if (link.kind === 'page') {
      const label = escapeHtml(words.pageLabel.replace('{page}', String(link.page)));
      return link.current
        ? `<li><span aria-current="page" aria-label="${label}">${link.page}</span></li>`
        : `<li><a href="${escapeHtml(link.href)}" aria-label="${label}">${link.page}</a></li>`;
    }
    return `<li><a href="${escapeHtml(link.href)}" rel="${link.kind === 'previous' ? 'prev' : 'next'}">${escapeHtml(link.kind === 'previous' ? words.previous : words.next)}</a></li>`;
  });
  return `<nav class="search-server__pages" aria-label="${escapeHtml(words.pagesLabel)}"><ul>${parts.join('')}</ul></nav>`;
}
