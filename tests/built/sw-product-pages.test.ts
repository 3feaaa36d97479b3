import { describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/cms/index.ts';
import { builtPages, readPage, type BuiltPage } from './built-pages.ts';
import { englishOnProductPage } from './english-prose.ts';

/**
 * No /sw product page carries English prose (issue 46): every built product page under /sw, its
 * main content and its description read piece by piece (english-prose.ts), with every product's
 * name and brand set aside, as they are the same in both languages. Each English piece is listed
 * with its page and why it reads as English.
 */

const isProductPage = (html: string) => /<meta property="og:type" content="product"/.test(html);

const catalogue = await loadCatalogue('en');
const names = [...new Set(catalogue.products.flatMap((p) => [p.name, p.brand]))];

async function productPages(under: (page: BuiltPage) => boolean): Promise<[BuiltPage, string][]> {
  const out: [BuiltPage, string][] = [];
  for (const page of (await builtPages()).filter(under)) {
    const html = await readPage(page);
    if (isProductPage(html)) out.push([page, html]);
  }
  return out;
}

const kiswahili = await productPages((page) => page.address.startsWith('/sw/'));
const english = await productPages((page) => page.address.startsWith('/shop/'));

describe('product pages in Kiswahili', () => {
  it('are built, one for each product in each language', () => {
    expect(kiswahili.length).toBe(catalogue.products.length);
    expect(english.length).toBe(catalogue.products.length);
  });

  it('carry no English prose: description, features, specifications, warranty, alt text', () => {
    const found = kiswahili.flatMap(([page, html]) => englishOnProductPage(html, names).found.map((text) => `${page.address}: ${text}`));
    expect(found).toEqual([]);
  });

  it('are read so that English would show: every English product page is found English', () => {
    const notFound = english.filter(([, html]) => englishOnProductPage(html, names).found.length === 0).map(([page]) => page.address);
    expect(notFound).toEqual([]);
  });
});
