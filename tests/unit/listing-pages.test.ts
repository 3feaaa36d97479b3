import { describe, expect, it } from 'vitest';
import {
  LISTING_PAGE_SIZE,
  pageCount,
  pageItems,
  pageNumbers,
  pagePath,
  pagerLinks,
  parsePage,
} from '../../src/lib/filters/listing-pages.ts';

describe('listing pages', () => {
  it.each([
    [0, 1],
    [1, 1],
    [24, 1],
    [25, 2],
    [176, 8],
    [10_000, 417],
  ])('%i products make %i pages of 24', (total, pages) => {
    expect(LISTING_PAGE_SIZE).toBe(24);
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    ['/shop/batteries', 1, '/shop/batteries'],
    ['/shop/batteries', 2, '/shop/batteries/page/2'],
    ['/shop', 17, '/shop/page/17'],
  ])('%s page %i is at %s', (base, page, path) => {
    expect(pagePath(base, page)).toBe(path);
  });

  it('slices the items of a page, the last one short and past the end empty', () => {
    const items = Array.from({ length: 50 }, (_, i) => i);
    expect(pageItems(items, 1)).toEqual(items.slice(0, 24));
    expect(pageItems(items, 3)).toEqual([48, 49]);
    expect(pageItems(items, 4)).toEqual([]);
  });

  it.each([
    [null, 1],
    ['', 1],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['abc', 1],
    ['07', 1],
    ['3', 3],
    ['12345678', 1],
  ])('?page=%s reads as page %i', (value, page) => {
    expect(parsePage(value)).toBe(page);
  });

  it.each<[number, number, (number | 'gap')[]]>([
    [1, 1, [1]],
    [1, 2, [1, 2]],
    [1, 8, [1, 2, 'gap', 8]],
    [3, 8, [1, 2, 3, 4, 'gap', 8]],
    [4, 8, [1, 2, 3, 4, 5, 'gap', 8]],
    [5, 8, [1, 'gap', 4, 5, 6, 7, 8]],
    [8, 8, [1, 'gap', 7, 8]],
    [200, 417, [1, 'gap', 199, 200, 201, 'gap', 417]],
  ])('page %i of %i offers %j', (current, count, numbers) => {
    expect(pageNumbers(current, count)).toEqual(numbers);
  });
});

describe('the page navigation', () => {
  const href = (page: number) => pagePath('/shop/batteries', page);
  it('is empty for a single page', () => {
    expect(pagerLinks(1, 1, href)).toEqual([]);
  });
  it('offers Next but not Previous on the first page', () => {
    expect(pagerLinks(1, 3, href)).toEqual([
      { kind: 'page', page: 1, href: '/shop/batteries', current: true },
      { kind: 'page', page: 2, href: '/shop/batteries/page/2', current: false },
      { kind: 'page', page: 3, href: '/shop/batteries/page/3', current: false },
      { kind: 'next', page: 2, href: '/shop/batteries/page/2' },
    ]);
  });
  it('offers Previous but not Next on the last page, with a gap', () => {
    expect(pagerLinks(8, 8, href).map((link) => (link.kind === 'gap' ? 'gap' : `${link.kind} ${link.page}`))).toEqual([
      'previous 7',
      'page 1',
      'gap',
      'page 7',
      'page 8',
    ]);
  });
});
