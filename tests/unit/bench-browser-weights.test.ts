import { describe, expect, it } from 'vitest';
import {
  browserRow,
  browserVerdict,
  isJavaScript,
  largestFirst,
  loadsDiffer,
  samplePages,
  sumVisit,
  type Visit,
} from '../../scripts/bench/visit-weights.ts';

const KB = 1024;
const site = 'http://localhost:4321';
const script = (path: string, gzip: number, transferred = gzip + 300) => ({ url: `${site}${path}`, gzip, transferred });

describe('isJavaScript: which responses a page’s JavaScript counts', () => {
  it.each([
    ['a script fetch', { url: `${site}/_astro/a.js`, resourceType: 'script', contentType: 'text/javascript' }, true],
    [
      'a module preload (fetched as other, typed JavaScript)',
      { url: `${site}/_astro/a.js`, resourceType: 'other', contentType: 'application/javascript; charset=utf-8' },
      true,
    ],
    ['a .mjs file with no type', { url: `${site}/x.mjs`, resourceType: 'fetch', contentType: null }, true],
    ['a script with a query', { url: `${site}/_astro/a.js?v=2`, resourceType: 'other', contentType: null }, true],
    ['the page itself', { url: `${site}/shop`, resourceType: 'document', contentType: 'text/html' }, false],
    ['the stock request', { url: `${site}/api/stock?ids=a`, resourceType: 'fetch', contentType: 'application/json' }, false],
    ['a JSON file', { url: `${site}/listing/batteries.json`, resourceType: 'fetch', contentType: 'application/json' }, false],
    ['a stylesheet', { url: `${site}/_astro/a.css`, resourceType: 'stylesheet', contentType: 'text/css' }, false],
    ['the Auth stand-in', { url: 'http://127.0.0.1:54321/auth/v1/user', resourceType: 'fetch', contentType: 'application/json' }, false],
    ['a data: address', { url: 'data:text/javascript,1', resourceType: 'script', contentType: 'text/javascript' }, false],
  ])('%s: %s', (_what, response, expected) => expect(isJavaScript(response)).toBe(expected));
});

describe('sumVisit', () => {
  it.each<[string, Visit, { files: number; gzip: number; transferred: number }]>([
    ['nothing loaded', { scripts: [], inline: 0 }, { files: 0, gzip: 0, transferred: 0 }],
    ['inline scripts only', { scripts: [], inline: 700 }, { files: 0, gzip: 700, transferred: 0 }],
    [
      'files and inline scripts',
      { scripts: [script('/_astro/a.js', 6000, 6500), script('/_astro/b.js', 1000, 1200)], inline: 700 },
      { files: 2, gzip: 7700, transferred: 7700 },
    ],
    [
      'a file fetched twice counts once',
      { scripts: [script('/_astro/a.js', 6000, 6500), script('/_astro/a.js', 6000, 6500)], inline: 0 },
      { files: 1, gzip: 6000, transferred: 6500 },
    ],
  ])('%s', (_what, visit, expected) => expect(sumVisit(visit)).toEqual(expected));
});

describe('largestFirst and loadsDiffer', () => {
  const guest: Visit = { scripts: [script('/_astro/b.js', 100), script('/_astro/a.js', 5000)], inline: 0 };
  const signedIn: Visit = { scripts: [...guest.scripts, script('/_astro/auth-client.js', 20000), script('/_astro/b.js', 100)], inline: 0 };
  it('lists each file once, largest first', () => {
    expect(largestFirst(signedIn.scripts).map((s) => s.url.slice(site.length))).toEqual([
      '/_astro/auth-client.js',
      '/_astro/a.js',
      '/_astro/b.js',
    ]);
  });
  it.each([
    ['the same files in another order', { scripts: [...guest.scripts].reverse(), inline: 0 }, false],
    ['a file more', signedIn, true],
    ['a file fewer', { scripts: [guest.scripts[0]!], inline: 0 }, true],
  ])('%s: differ %s', (_what, other, differ) => expect(loadsDiffer(guest, other)).toBe(differ));
});

describe('browserVerdict: both shoppers are held to the page’s budget', () => {
  it.each<[string, string, number | null, number | null, boolean, string[], string]>([
    ['both within', '/shop/batteries', 9 * KB, 10 * KB, false, [], 'ok   JS ≤ 10 (category)'],
    ['signed in over', '/shop/batteries', 9 * KB, 38 * KB, true, ['signed in'], 'OVER JS > 10 (category) [signed in]'],
    ['guest over', '/', 11 * KB, 9 * KB, true, ['guest'], 'OVER JS > 10 (home) [guest]'],
    ['both over', '/sw/shop/batteries', 11 * KB, 38 * KB, true, ['guest', 'signed in'], 'OVER JS > 10 (category) [guest, signed in]'],
    [
      'the room an information page keeps',
      '/about',
      8 * KB,
      8 * KB + 1,
      true,
      ['signed in'],
      'OVER JS > 8 (information, keeping 2 of 10 free) [signed in]',
    ],
    ['a service page', '/track', 7 * KB, 8 * KB, false, [], 'ok   JS ≤ 8 (service, keeping 2 of 10 free)'],
    ['a visit that failed is not judged', '/checkout', null, 100 * KB, false, [], 'ok   JS ≤ 120 (app)'],
    ['nothing measured', '/checkout', null, null, false, [], 'not measured'],
    ['a page with no budget', '/new-page', 0, 0, true, ['guest', 'signed in'], 'NO BUDGET [guest, signed in]'],
    ['the job sheet carries no script', `/jobs/${'b'.repeat(43)}`, 0, 0, false, [], 'ok   JS ≤ 0 (job sheet)'],
  ])('%s', (_what, path, guest, signedIn, over, overFor, text) => {
    expect(browserVerdict(path, guest, signedIn)).toEqual({ over, overFor, text });
  });
});

describe('browserRow', () => {
  it('prints JS (gzip -9 KB), files and KB transferred for each shopper, then the verdict', () => {
    const guest: Visit = { scripts: [script('/_astro/layout.js', 7 * KB, 8 * KB)], inline: KB };
    const signedIn: Visit = { scripts: [...guest.scripts, script('/_astro/auth-client.js', 20 * KB, 22 * KB)], inline: KB };
    const row = browserRow({ label: '/shop/batteries (category)', path: '/shop/batteries' }, guest, signedIn);
    expect(row.over).toBe(true);
    expect(row.overFor).toEqual(['signed in']);
    expect(row.line).toMatch(/^\/shop\/batteries \(category\) +8\.0 +1 +8\.0 +28\.0 +2 +30\.0 +OVER JS > 10 \(category\) \[signed in\]$/);
  });
  it('says which visit failed', () => {
    const row = browserRow({ label: '/cart', path: '/cart' }, null, { scripts: [], inline: 0 });
    expect(row.line).toContain('failed');
    expect(row.over).toBe(false);
  });
});

describe('samplePages: one page of each kind the build has', () => {
  const built = [
    '/index.html',
    '/about.html',
    '/shop/batteries.html',
    '/shop/batteries/page/2.html',
    '/shop/batteries/pylontech-us2000c.html',
    '/sw/shop/batteries.html',
    '/cart.html',
    '/checkout.html',
    '/track.html',
    '/admin/layby.html',
  ];
  it('takes the built ones, a cart line for cart and checkout, and the job sheet through the server', () => {
    expect(samplePages(built).map((page) => `${page.path}${page.cart ? ' +cart' : ''}`)).toEqual([
      '/',
      '/shop/batteries',
      '/sw/shop/batteries',
      '/shop/batteries/pylontech-us2000c',
      '/about',
      '/cart +cart',
      '/checkout +cart',
      '/track',
      '/admin/layby',
      `/jobs/${'b'.repeat(43)}`,
    ]);
  });
  it('finds another category when batteries is missing', () => {
    expect(samplePages(['/index.html', '/shop/inverters.html', '/shop/inverters/growatt.html']).map((page) => page.path)).toEqual([
      '/',
      '/shop/inverters',
      '/shop/inverters/growatt',
      `/jobs/${'b'.repeat(43)}`,
    ]);
  });
});
