import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { formatKes } from '../../src/lib/money.ts';
import { LAYBY_FIGURES } from '../../src/lib/policy-figures.ts';
import { builtPages, DIST, readPage } from './built-pages.ts';

/**
 * The lay-by terms (issue 47.1) as the built site publishes them: catalogue.json carries the terms
 * the API applies, and the terms and the refund policy, in both languages, show the same figures.
 */

const snapshot = catalogueSnapshot.parse(JSON.parse(await readFile(path.join(DIST, 'catalogue.json'), 'utf8')));
const pages = await builtPages();
const terms = snapshot.layby!;
const days = (count: number, locale: 'en' | 'sw') => (locale === 'sw' ? `siku ${count}` : `${count} ${count === 1 ? 'day' : 'days'}`);
const percent = (bp: number, locale: 'en' | 'sw') => (locale === 'sw' ? `asilimia ${bp / 100}` : `${bp / 100}%`);

it('publishes the lay-by terms the API applies', () => {
  expect(terms).toBeTruthy();
  expect(terms.minOrderCents % 100).toBe(0);
  expect(terms.depositBp).toBeGreaterThanOrEqual(500);
});

it.each([
  ['/terms-and-conditions', 'en'],
  ['/sw/terms-and-conditions', 'sw'],
  ['/refund-policy', 'en'],
  ['/sw/refund-policy', 'sw'],
] as const)('%s shows the figures of the published terms', async (address, locale) => {
  const page = pages.find((built) => built.address === address);
  expect(page, address).toBeDefined();
  const html = await readPage(page!);
  for (const figure of [
    `<strong>${formatKes(terms.minOrderCents, locale)}</strong>`,
    `<strong>${percent(terms.depositBp, locale)}</strong>`,
    `<strong>${formatKes(terms.minInstalmentCents, locale)}</strong>`,
    `<strong>${formatKes(terms.mpesaMaxCents, locale)}</strong>`,
    `<strong>${days(terms.termDays, locale)}</strong>`,
    `<strong>${days(terms.graceDays, locale)}</strong>`,
    days(terms.cancelFee.freeDays, locale),
    percent(terms.cancelFee.percentBp, locale),
  ]) {
    expect(html, `${address}: ${figure}`).toContain(figure);
  }
});

it('leaves no lay-by figure unfilled on any page', async () => {
  const unfilled: string[] = [];
  for (const page of pages) {
    const html = await readPage(page);
    if (LAYBY_FIGURES.some((figure) => html.includes(`{${figure}}`))) unfilled.push(page.address);
  }
  expect(unfilled).toEqual([]);
});
