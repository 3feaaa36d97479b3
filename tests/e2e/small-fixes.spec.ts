import { expect, test, type Locator, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { E2E_PORT } from '../../scripts/e2e-ports.ts';
import { logIn, stepUp, workerAdmin } from './session.ts';
import { axeViolations } from './axe.ts';

/**
 * Issue 25, item 13: the smaller things a shopper's walk found, each checked on a phone (390 px)
 * and a laptop (1280 px) where it shows on screen.
 */

const WIDTHS = [390, 1280] as const;
const PHONE = 390;

/** The page scrolls sideways: its content is wider than the window. */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

async function box(locator: Locator): Promise<{ x: number; y: number; width: number; height: number }> {
  const found = await locator.boundingBox();
  expect(found, 'the element is laid out').not.toBeNull();
  return found!;
}

function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/** A header link: in the ☰ menu on a phone, in the header's bar on a laptop. */
async function followHeaderLink(page: Page, width: number, name: string, strings: typeof en | typeof sw = en): Promise<void> {
  if (width === PHONE) {
    await page.locator('header').getByLabel(strings['a11y.openMenu']).click();
    await page.getByRole('navigation', { name: strings['a11y.mobileNav'] }).getByRole('link', { name, exact: true }).click();
  } else {
    await page.locator('header').getByRole('link', { name, exact: true }).click();
  }
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 } });

    test('the admin orders desk fits, counts "1 order", and writes every amount in KSh', async ({ page }) => {
      // The header's Login button is in the ☰ menu on a phone: sign in on a laptop's width first.
      await page.setViewportSize({ width: 1280, height: 844 });
      await page.goto('/about');
      await logIn(page, workerAdmin());
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/admin/orders');
      await stepUp(page);
      const rows = page.locator('.admin-table tbody tr');
      await expect(rows.first()).toBeVisible();
      expect(await scrollsSideways(page)).toBe(false);
      const search = page.getByRole('button', { name: 'Search', exact: true });
      // An order's next step (the demo's shipped and cash orders have one).
      const step = page.locator('.admin-table .admin-steps button').first();
      for (const control of [search, step]) {
        await control.scrollIntoViewIfNeeded();
        await expect(control).toBeInViewport();
        const { x, width: w } = await box(control);
        expect(x + w).toBeLessThanOrEqual(width);
      }
      // What the headline adds up, said: money in less refunds, and what is still to pay (issue 43 item 7).
      await expect(page.locator('.admin__summary')).toHaveText(
        /^\d+ orders?: KSh [\d,]+ paid \(refunds taken off\), KSh [\d,]+ still to pay online or to the driver$/,
      );
      await expect(rows.first().locator('td[data-label="Items"] li').first()).toHaveText(/^.+ \(x\d+\) - KSh [\d,]+(\.\d\d)?$/);
      await expect(page.locator('main')).not.toContainText('KES');

      // One order found: '1 order', not '1 orders'.
      const reference = (await rows.first().locator('th code').textContent()) ?? '';
      await page.getByLabel('Search orders').fill(reference);
      await search.click();
      await expect(rows).toHaveCount(1);
      await expect(page.locator('.admin__summary')).toHaveText(/^1 order: KSh [\d,]+ paid/);
    });

    test('a card drawn by the filters shows the was price exactly as the built one', async ({ page }) => {
      await page.goto('/shop/solar-panels');
      const price = page.locator('li[data-product-id="longi-hi-mo-5-540w"] .product-card__price');
      const looks = () =>
        price.locator('s').evaluate((was) => {
          const style = getComputedStyle(was);
          return [style.color, style.fontWeight, style.fontSize, style.textDecorationLine];
        });
      const built = await price.evaluate((element) => element.outerHTML);
      expect(built).toContain('</s>');
      const builtLooks = await looks();
      const builtElement = await price.elementHandle();
      // On a phone the filters fold under their summary; on a laptop they are always open.
      const longi = page.locator('fieldset:has(legend:text-is("Brand"))').getByLabel('Longi');
      if (!(await longi.isVisible())) await page.locator('details.filter-panel > summary').click();
      await longi.check();
      await expect(page.locator('[data-listing-count]')).toHaveText('Showing 1 of 1 product');
      expect(await builtElement!.evaluate((element) => element.isConnected)).toBe(false);
      expect(await price.evaluate((element) => element.outerHTML)).toBe(built);
      expect(await looks()).toEqual(builtLooks);
    });

    test('the search card’s heart covers neither the brand nor the picture', async ({ page }) => {
      await page.goto('/search?q=panel');
      const cards = page.locator('[data-search-results] > li');
      await expect(cards.first()).toBeVisible();
      for (const card of (await cards.all()).slice(0, 4)) {
        const heart = await box(card.locator('[data-favourite]'));
        expect(overlap(heart, await box(card.locator('.result__brand')))).toBe(false);
        expect(overlap(heart, await box(card.locator('.result__media')))).toBe(false);
        expect(overlap(heart, await box(card.locator('.result__price')))).toBe(false);
      }
    });

    test('favourites have a page, reached from the header’s menus, with Add to Cart and Remove', async ({ page }) => {
      await page.goto('/search?q=longi');
      const result = page.locator('[data-search-results] > li').first();
      const name = ((await result.locator('.result__name').textContent()) ?? '').trim();
      await result.locator('[data-favourite]').click();
      await expect(result.locator('[data-favourite]')).toHaveAttribute('aria-pressed', 'true');

      await followHeaderLink(page, width, en['nav.favourites']);
      await expect(page).toHaveURL(/\/favourites$/);
      await expect(page.getByRole('heading', { level: 1, name: en['favourites.title'] })).toBeVisible();
      const saved = page.locator('[data-favourites-grid] > li');
      await expect(saved).toHaveCount(1);
      await expect(saved.locator('.product-card__name')).toHaveText(name);
      expect(await scrollsSideways(page)).toBe(false);
      expect(await axeViolations(page)).toEqual([]);

      await saved.getByRole('button', { name: en['card.addToCart'] }).click();
      await expect(page.locator('[data-cart-badge]').first()).toHaveText('1');

      await expect(saved.getByRole('button', { name: en['favourites.remove'] })).toHaveAccessibleName(
        new RegExp(`^${en['favourites.remove']}\\s*: ${name}$`),
      );
      await saved.getByRole('button', { name: en['favourites.remove'] }).click();
      await expect(saved).toHaveCount(0);
      await expect(page.getByText(en['favourites.empty'])).toBeVisible();
      await expect(page.locator('[data-favourites-status]')).toHaveText(en['favourites.removed'].replace('{name}', name));
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      await page.reload();
      await expect(page.getByText(en['favourites.empty'])).toBeVisible();
    });

    test('the Kiswahili favourites page is in the Kiswahili menus', async ({ page }) => {
      await page.goto('/sw');
      await followHeaderLink(page, width, sw['nav.favourites'], sw);
      await expect(page).toHaveURL(/\/sw\/favourites$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
      await expect(page.getByRole('heading', { level: 1, name: sw['favourites.title'] })).toBeVisible();
      await expect(page.getByText(sw['favourites.empty'])).toBeVisible();
    });

    test('the language switch, then Back, returns to the page in the language the shopper left', async ({ page }) => {
      await page.goto('/about');
      await page
        .locator('header')
        .getByRole('link', { name: /Kiswahili/ })
        .click();
      await expect(page).toHaveURL(/\/sw\/about$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');

      await page.goBack();
      await expect(page).toHaveURL(/\/about$/);
      expect(new URL(page.url()).pathname).toBe('/about');
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-KE');
      // The page came back through history (not from the back-forward cache), so its head script ran and left it be.
      expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).type)).toBe(
        'back_forward',
      );

      // The shop's own links carry on in the language on screen.
      await page.locator('footer').getByRole('link', { name: en['nav.contact'], exact: true }).click();
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en-KE');

      // A link from outside still opens in the chosen language.
      await page.goto('/shop');
      await expect(page).toHaveURL(/\/sw\/shop$/);
    });

    test('and the other way: from Kiswahili to English and Back', async ({ page }) => {
      await page.goto('/sw/contact');
      await page
        .locator('header')
        .getByRole('link', { name: /English/ })
        .click();
      await expect(page).toHaveURL(/\/contact$/);
      expect(new URL(page.url()).pathname).toBe('/contact');
      await page.goBack();
      await expect(page).toHaveURL(/\/sw\/contact$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'sw-KE');
    });

    test('the 404 page offers a search box and the categories', async ({ page }) => {
      const answer = await page.goto('/no-such-page-here');
      expect(answer?.status()).toBe(404);
      const main = page.locator('main');
      const categories = main.getByRole('navigation', { name: en['listing.categories'] });
      await expect(categories.getByRole('link', { name: en['nav.allProducts'] })).toBeVisible();
      expect(await categories.getByRole('link').count()).toBeGreaterThan(5);
      await main.getByRole('searchbox', { name: en['search.label'] }).fill('battery');
      await main.getByRole('button', { name: en['search.submit'], exact: true }).click();
      await expect(page).toHaveURL(/\/search\?q=battery$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Search results for "battery"' })).toBeVisible();
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the 404 page’s search is a plain form, in the page’s language', async ({ page }) => {
    await page.goto('/product/no-such-product');
    await expect(page.getByRole('heading', { level: 1, name: en['notFound.heading'] })).toBeVisible();
    const main = page.locator('main');
    await main.getByRole('searchbox', { name: en['search.label'] }).fill('inverter');
    await main.getByRole('button', { name: en['search.submit'], exact: true }).click();
    await expect(page).toHaveURL(/\/search\?q=inverter$/);

    await page.goto('/sw/hakuna-ukurasa-huu');
    await expect(page.locator('main form[role="search"]')).toHaveAttribute('action', '/sw/search');
    await expect(
      page.locator('main').getByRole('navigation', { name: sw['listing.categories'] }).getByRole('link', { name: sw['nav.allProducts'] }),
    ).toHaveAttribute('href', '/sw/shop');
  });

  // Playwright's text and role queries skip <noscript> content: the note is found by its class.
  test('the favourites page says plainly that it needs JavaScript, and offers the categories', async ({ page }) => {
    await page.goto('/favourites');
    const note = page.locator('.favourites__no-script');
    await expect(note).toBeVisible();
    await expect(note).toContainText(en['favourites.noScript']);
    await expect(note.locator('a[href="/shop"]')).toBeVisible();
    await expect(page.locator('[data-favourites-status]')).toBeHidden();
  });
});

test('a product the 404 page cannot find says so, and still offers search and the categories', async ({ page }) => {
  await page.goto('/sw/product/hakuna-bidhaa');
  await expect(page.getByRole('heading', { level: 1, name: sw['product.notFound'] })).toBeVisible();
  await expect(page.locator('main').getByRole('searchbox', { name: sw['search.label'] })).toBeVisible();
});

test('favourites are private: not indexed, out of robots', async ({ page }) => {
  const robots = await (await page.request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /favourites');
  expect(robots).toContain('Disallow: /sw/favourites');
  await page.goto('/favourites');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).not.toContain('favourites');
});

test('a listing orders the kits by their number (1 kW, 3 kW, 12 kW), those in stock first', async ({ page }) => {
  await page.goto('/shop/packages');
  const cards = await page.locator('.product-grid .product-card').evaluateAll((articles) =>
    articles.map((card) => ({
      name: card.querySelector('.product-card__name')?.textContent?.trim() ?? '',
      inStock: !card.querySelector('button[data-add-to-cart]')?.hasAttribute('disabled'),
    })),
  );
  for (const inStock of [true, false]) {
    const kilowatts = cards
      .filter((card) => card.inStock === inStock)
      .flatMap((card) => /^(\d+) kW /.exec(card.name)?.[1] ?? [])
      .map(Number);
    expect(kilowatts).toEqual([...kilowatts].sort((a, b) => a - b));
  }
  expect(cards.filter((card) => /^\d+ kW /.test(card.name)).length).toBeGreaterThan(3);
});

test('the build writes the address it is served at (PORT) into canonical links, the sitemap and WhatsApp texts', async ({ page }) => {
  const origin = `http://localhost:${E2E_PORT}`;
  await page.goto('/about');
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/about`);
  const sitemap = await (await page.request.get('/sitemap.xml')).text();
  expect(sitemap).toContain(`<loc>${origin}/shop</loc>`);
  expect(sitemap).not.toContain('localhost:4321');
  await page.goto('/shop/solar-panels/longi-hi-mo-5-540w');
  const whatsapp = await page.locator('a[href^="https://wa.me/"]').first().getAttribute('href');
  expect(new URL(whatsapp ?? '').searchParams.get('text')).toContain(`${origin}/shop/solar-panels/longi-hi-mo-5-540w`);
});
