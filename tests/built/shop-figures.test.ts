import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { builtPages, DIST, readPage } from './built-pages.ts';

/**
 * Figures the built site shows: every price whole shillings (issue 43, item 6), and the policies'
 * change window written out from the same setting the API enforces (item 14).
 */

const snapshot = catalogueSnapshot.parse(JSON.parse(await readFile(path.join(DIST, 'catalogue.json'), 'utf8')));
const pages = await builtPages();

it('prices every product in whole shillings, in the snapshot the API prices orders from and in the listing files', async () => {
  const prices = Object.entries(snapshot.products);
  expect(prices.length).toBeGreaterThan(100);
  expect(prices.filter(([, product]) => product.priceCents % 100 !== 0).map(([id]) => id)).toEqual([]);
  const listings = (await readdir(path.join(DIST, 'listing'))).filter((file) => file.endsWith('.json'));
  expect(listings.length).toBeGreaterThan(0);
  for (const file of listings) {
    const text = await readFile(path.join(DIST, 'listing', file), 'utf8');
    const amounts = [...text.matchAll(/"(?:price|compareAt|compareAtPrice)(?:Cents)?":(\d+(?:\.\d+)?)/g)].map((match) => Number(match[1]));
    expect(amounts.length, file).toBeGreaterThan(0);
    expect(
      amounts.filter((cents) => cents % 100 !== 0),
      file,
    ).toEqual([]);
  }
});

it('shows no amount with cents on any built page', async () => {
  const withCents: string[] = [];
  for (const page of pages) {
    const found = (await readPage(page)).match(/KSh\s?[\d,]+\.\d\d/g);
    if (found) withCents.push(`${page.address}: ${[...new Set(found)].join(', ')}`);
  }
  expect(withCents).toEqual([]);
});

it.each([
  ['/terms-and-conditions', 'within <strong>{window}</strong> of placing it', 'en'],
  ['/refund-policy', 'free within <strong>{window}</strong> of placing the order', 'en'],
  ['/sw/terms-and-conditions', 'ndani ya <strong>{window}</strong> baada ya kuliweka', 'sw'],
  ['/sw/refund-policy', 'bila malipo ndani ya <strong>{window}</strong> baada ya kuweka agizo', 'sw'],
])('%s states the change window the API enforces', async (address, sentence, locale) => {
  const hours = snapshot.shop?.orderChangeHours;
  expect(hours).toBeGreaterThanOrEqual(1);
  const words = locale === 'sw' ? `saa ${hours}` : `${hours} ${hours === 1 ? 'hour' : 'hours'}`;
  const page = pages.find((built) => built.address === address)!;
  expect(await readPage(page)).toContain(sentence.replace('{window}', words));
});

it('leaves no figure unfilled on any page', async () => {
  const unfilled: string[] = [];
  for (const page of pages) if ((await readPage(page)).includes('{orderChangeHours}')) unfilled.push(page.address);
  expect(unfilled).toEqual([]);
});
