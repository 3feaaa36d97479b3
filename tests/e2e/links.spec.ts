import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { logIn, stepUp, workerAdmin } from './session.ts';

/**
 * Every internal link of the built site leads somewhere: no 404, and no listing that opens on
 * 'No products found' (a link never sends a shopper to an empty filter). Links come from every
 * built page, and from the app pages whose links only their scripts draw (cart, checkout, account,
 * orders, admin, payment pages, search results).
 */

/** Each internal link (path and query) and one page it was found on. */
type Links = Map<string, string>;

async function htmlFiles(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await htmlFiles(full)));
    else if (entry.name.endsWith('.html')) found.push(full);
  }
  return found;
}

/** The internal target of an href on `from` (an absolute site URL, a path, or relative), or null for others. */
function internal(href: string, from: URL): string | null {
  if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith('#')) return null;
  let url: URL;
  try {
    url = new URL(href, from);
  } catch {
    return null;
  }
  if (url.hostname !== from.hostname || !/^https?:$/.test(url.protocol)) return null;
  return `${url.pathname}${url.search}`;
}

function add(links: Links, target: string | null, from: string) {
  if (target && !links.has(target)) links.set(target, from);
}

const unescape = (href: string) => href.replaceAll('&amp;', '&').replaceAll('&#38;', '&').replaceAll('&quot;', '"');

/** Links of every built page: anchors and link elements (canonical, alternates), with the site's own origin resolved. */
async function staticLinks(site: URL): Promise<Links> {
  const links: Links = new Map();
  for (const file of await htmlFiles('dist')) {
    const page = `/${relative('dist', file)
      .split(sep)
      .join('/')
      .replace(/(index)?\.html$/, '')}`;
    const html = await readFile(file, 'utf8');
    for (const match of html.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/g)) {
      const href = unescape(match[1] as string);
      // The build names the site by its configured origin; the test server answers on another port.
      const target = internal(href.replace(/^https?:\/\/localhost:\d+/, site.origin), new URL(page, site));
      if (target && !/\.(css|js|svg|png|jpe?g|webp|avif|ico|woff2|xml|txt|json|webmanifest)$/.test(target.split('?')[0] as string))
        add(links, target, page);
    }
  }
  return links;
}

async function drawnLinks(page: Page, links: Links, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  for (const href of await page.locator('a[href]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href') ?? '')))
    add(links, internal(href, new URL(page.url())), path);
}

const LISTING = /^\/(shop(\/[^/?]+)?(\/page\/\d+)?|inverters)(\?|$)/;

test('every internal link of the site answers, and no link opens an empty listing', async ({ page, baseURL }) => {
  test.setTimeout(240_000);
  const site = new URL(baseURL as string);
  const links = await staticLinks(site);
  const { products } = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  // The crawl reached the whole catalogue: every product page is linked from somewhere.
  for (const [id, p] of Object.entries(products)) expect(links.has(`/shop/${p.category}/${id}`), `a link to ${id}`).toBe(true);

  // Pages whose links their scripts draw: with a cart line, signed in as the worker's admin, then as a customer
  // (Logout ends every session of the account: the worker's own admin's, never the demo customer's, whom the workers share).
  const [id, product] = Object.entries(products).find(([, p]) => p.inStock && p.priceCents > 0)!;
  await page.goto(`/shop/${product.category}/${id}`);
  await page.locator('main button[data-add-to-cart]').first().click();
  for (const path of ['/cart', '/checkout', '/search?q=battery', '/payment/iframe', '/payment/return', '/no-such-page'])
    await drawnLinks(page, links, path);
  await page.goto('/');
  const admin = workerAdmin();
  await logIn(page, admin);
  await page.goto('/admin');
  await stepUp(page);
  for (const path of ['/admin', '/admin/orders']) await drawnLinks(page, links, path);
  await page.getByLabel(`Account menu for ${admin.email}`).click();
  await page.locator('.user-menu__panel').getByRole('button', { name: 'Logout' }).click();
  // Signed out, an admin page sends them home (AdminGuard).
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('header').getByRole('button', { name: 'Login' })).toBeVisible();
  await logIn(page, DEMO_CUSTOMER);
  for (const path of ['/account', '/orders']) await drawnLinks(page, links, path);

  const broken: string[] = [];
  /** The HTML each listing without a query answered: its count is built into the page. */
  const listingHtml = new Map<string, string>();
  for (const [target, from] of links) {
    const response = await page.request.get(target, { maxRedirects: 0 });
    if (response.status() >= 400) broken.push(`${target} (HTTP ${response.status()}, linked from ${from})`);
    else if (LISTING.test(target) && !target.includes('?') && response.status() === 200) listingHtml.set(target, await response.text());
  }
  expect(broken, 'links that lead nowhere').toEqual([]);

  const empty: string[] = [];
  for (const [target, from] of links) {
    if (!LISTING.test(target)) continue;
    let shown: string | null;
    const html = listingHtml.get(target);
    if (html !== undefined) {
      // A built listing: the count as the page was built (a script changes it only for a query).
      shown = /<[^>]*\bdata-listing-count\b[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
    } else {
      // A filter in the query: the listing's script counts in the browser, once the listing's records are loaded.
      await page.goto(target, { waitUntil: 'networkidle' });
      const count = page.locator('[data-listing-count]');
      shown = (await count.count()) === 0 ? null : await count.textContent();
    }
    // /shop/categories lists categories, not products.
    if (shown === null) continue;
    expect(shown, target).toMatch(/^Showing \d+ of \d+ products?$/);
    if (shown.startsWith('Showing 0 ')) empty.push(`${target} (linked from ${from})`);
  }
  expect(empty, 'links that open a listing with no products').toEqual([]);
});

test("the checkout's 'See all power back-ups' shows the back-up systems, and only them", async ({ page }) => {
  const { products } = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  const backups = Object.values(products).filter((p) => p.category === 'back-up-systems');
  expect(backups.length).toBeGreaterThan(0);
  const [id, product] = Object.entries(products).find(([, p]) => p.inStock && p.priceCents > 0)!;
  await page.goto(`/shop/${product.category}/${id}`);
  await page.locator('main button[data-add-to-cart]').first().click();
  await page.goto('/checkout');
  await page.getByRole('link', { name: 'See all power back-ups' }).click();
  await expect(page.locator('[data-listing-count]')).toHaveText(
    `Showing ${backups.length} of ${backups.length} product${backups.length === 1 ? '' : 's'}`,
  );
  const names = await page.locator('.product-grid > li:not([hidden]) .product-card__name').allTextContents();
  expect(names.map((name) => name.trim()).sort()).toEqual(backups.map((p) => p.name).sort());
});
