import { describe, expect, it } from 'vitest';
import { budgetFor, budgetVerdict, builtPageOf, pagesWithoutBudget } from '../../scripts/bench/budgets.ts';

const KB = 1024;

describe('every page a shopper or the team opens has a budget (issue 49)', () => {
  it.each([
    ['/track.html', 'service', 10, 8],
    ['/warranty.html', 'service', 10, 8],
    ['/contact/sent.html', 'service', 10, 8],
    ['/invoice.html', 'service', 10, 8],
    ['/stock-alerts.html', 'service', 10, 8],
    ['/installation-certificate.html', 'service', 10, 8],
    ['/sw/track.html', 'service', 10, 8],
    ['/sw/contact/sent.html', 'service', 10, 8],
    ['/sw/installation-certificate.html', 'service', 10, 8],
    ['/jobs/token.html', 'job sheet', 0, 0],
    ['/sw/jobs/token.html', 'job sheet', 0, 0],
    ['/admin/layby.html', 'admin', 120, 120],
    ['/admin/installations.html', 'admin', 120, 120],
    ['/admin/technicians.html', 'admin', 120, 120],
    ['/sw/admin/layby.html', 'admin', 120, 120],
  ])('%s is a %s page: %i KB, of which it may load %i', (page, kind, maxKb, limitKb) => {
    const verdict = budgetVerdict(limitKb * KB, budgetFor(page));
    expect(budgetFor(page)?.kind).toBe(kind);
    expect(budgetFor(page)?.maxJsBytes).toBe(maxKb * KB);
    expect(verdict.over).toBe(false);
    expect(budgetVerdict(limitKb * KB + 1, budgetFor(page)).over).toBe(true);
  });

  it('names the built pages no budget covers, so the bench fails on them', () => {
    expect(pagesWithoutBudget(['/index.html', '/track.html', '/new-page.html', '/sw/new-page.html', '/sitemap.html'])).toEqual([
      '/new-page.html',
      '/sw/new-page.html',
      '/sitemap.html',
    ]);
  });
});

describe('budgetVerdict', () => {
  it.each([
    [8 * KB, '/about.html', false, 'ok   JS ≤ 8 (information, keeping 2 of 10 free)'],
    [8 * KB + 1, '/about.html', true, 'OVER JS > 8 (information, keeping 2 of 10 free)'],
    [10 * KB, '/index.html', false, 'ok   JS ≤ 10 (home)'],
    [10 * KB + 1, '/shop/batteries.html', true, 'OVER JS > 10 (category)'],
    [1, '/jobs/x.html', true, 'OVER JS > 0 (job sheet)'],
    [0, '/new-page.html', true, 'NO BUDGET'],
  ])('%i bytes on %s: over %s', (bytes, page, over, text) => {
    expect(budgetVerdict(bytes, budgetFor(page))).toEqual({ over, text });
  });
});

describe('builtPageOf: the built page an address stands for', () => {
  it.each([
    ['/', '/index.html'],
    ['/sw', '/sw.html'],
    ['/sw/', '/sw.html'],
    ['/shop/batteries', '/shop/batteries.html'],
    ['/shop/batteries/', '/shop/batteries.html'],
    ['/sw/shop/batteries?page=2', '/sw/shop/batteries.html'],
    ['/contact/sent#top', '/contact/sent.html'],
    ['/about.html', '/about.html'],
    ['/jobs/abc', '/jobs/abc.html'],
  ])('%s → %s', (path, page) => expect(builtPageOf(path)).toBe(page));
});
