import { describe, expect, it } from 'vitest';
import { searchResultsHtml, type ResultsWords } from '../../src/lib/search/results-html.ts';

const words: ResultsWords = {
  heading: 'Search results for "x"',
  count: '2 products',
  empty: 'No products found',
  emptyHint: 'Try again',
  soldOut: 'Sold out',
  previous: 'Previous',
  next: 'Next',
  pageLabel: 'Page {page}',
  pagesLabel: 'Pages',
};
const card = (name: string, inStock = true) => ({
  href: `/shop/batteries/${name}`,
  name,
  brand: 'Felicity',
  price: 'KSh 1,000',
  image: '',
  inStock,
});

describe('search results as the server draws them for a browser without a script', () => {
  it('lists each card with its link, brand and price, and says a sold-out one is', () => {
    const html = searchResultsHtml([card('a'), card('b', false)], words, { current: 1, count: 1, href: (n) => `/search?q=x&page=${n}` });
    expect(html).toContain('<a href="/shop/batteries/a"><span class="search-server__name">a</span></a>');
    expect(html.match(/search-server__sold-out/g)).toHaveLength(1);
    expect(html).not.toContain('search-server__pages');
  });

  it('escapes what a query or a product could carry', () => {
    const html = searchResultsHtml(
      [card('<script>alert(1)</script>')],
      { ...words, heading: 'Search results for "<img onerror=x>"' },
      { current: 1, count: 1, href: () => '' },
    );
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img onerror');
  });

  it('links the other pages, marking the current one', () => {
    const html = searchResultsHtml([card('a')], words, { current: 2, count: 3, href: (n) => `/search?q=x&page=${n}` });
    expect(html).toContain('<a href="/search?q=x&#38;page=1" rel="prev">Previous</a>');
    expect(html).toContain('<span aria-current="page" aria-label="Page 2">2</span>');
    expect(html).toContain('<a href="/search?q=x&#38;page=3" rel="next">Next</a>');
  });

  it('says so when nothing is found', () => {
    expect(searchResultsHtml([], words, { current: 1, count: 1, href: () => '' })).toContain('No products found');
  });
});
