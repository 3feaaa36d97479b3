import { expect, test, type Page } from '@playwright/test';

/** A shopper narrows and widens a category listing; the view lives in the URL. */

async function visibleCards(page: Page): Promise<number> {
  return page.locator('.product-grid > li:not([hidden])').count();
}

const PAGE_SIZE = 24;

function showing(shown: number, total: number): RegExp {
  return new RegExp(`^Showing ${shown} of ${total} ${total === 1 ? 'product' : 'products'}$`);
}

/** The two numbers of 'Showing N of M products'. */
async function counted(page: Page): Promise<{ shown: number; total: number }> {
  const text = (await page.locator('[data-listing-count]').textContent()) ?? '';
  const match = /^Showing (\d+) of (\d+) products?$/.exec(text.trim());
  expect(match, `count text "${text}"`).not.toBeNull();
  return { shown: Number(match![1]), total: Number(match![2]) };
}

async function listingFile(page: Page, category: string): Promise<{ id: string; brand: string; inStock: boolean }[]> {
  return (await page.request.get(`/listing/${category}.json`)).json();
}

test('a category opens on its first page, and the filters narrow, survive a reload and widen again', async ({ page }) => {
  await page.goto('/shop/batteries');
  await expect(page.getByRole('heading', { level: 1, name: 'Batteries' })).toBeVisible();
  const batteries = await listingFile(page, 'batteries');
  const total = batteries.length;
  const firstPage = Math.min(PAGE_SIZE, total);
  expect(total).toBeGreaterThan(PAGE_SIZE);
  const count = page.locator('[data-listing-count]');
  await expect(count).toHaveText(showing(firstPage, total));
  expect(await visibleCards(page)).toBe(firstPage);

  const brands = page.locator('fieldset:has(legend:text-is("Brand")) input[type="checkbox"]');
  expect(await brands.count()).toBeGreaterThan(1);
  const brand = await brands.first().inputValue();
  const expected = batteries.filter((p) => p.brand === brand).length;
  await brands.first().check();
  await expect(count).toHaveText(showing(Math.min(PAGE_SIZE, expected), expected));
  expect(await visibleCards(page)).toBe(Math.min(PAGE_SIZE, expected));
  for (const name of await page.locator('.product-grid .product-card__brand').allTextContents()) expect(name).toBe(brand);
  await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(brand).replace(/%20/g, '\\+')}`));
  await page.reload();
  await expect(brands.first()).toBeChecked();
  await expect(count).toHaveText(showing(Math.min(PAGE_SIZE, expected), expected));
  await brands.first().uncheck();
  await expect(count).toHaveText(showing(firstPage, total));

  await page.getByLabel('Search in these products').fill('zzzz-no-such-product');
  await expect(count).toHaveText(showing(0, 0));
  await expect(page.getByText('No products found.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search in these products')).toHaveValue('zzzz-no-such-product');
  await expect(page.getByText('No products found.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count).toHaveText(showing(firstPage, total));
  await expect(page).toHaveURL(/\/shop\/batteries$/);
});

test('without JavaScript the page links go through every product once, in stock first', async ({ browser }) => {
  test.setTimeout(120_000);
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  for (const start of ['/shop/batteries', '/shop']) {
    await page.goto(`${start}?brand=nobody`);
    const { total } = await counted(page);
    const seen: string[] = [];
    const soldOut: boolean[] = [];
    for (let n = 1; ; n++) {
      const { shown } = await counted(page);
      expect(shown).toBe(await page.locator('.product-grid > li').count());
      expect(shown).toBeLessThanOrEqual(PAGE_SIZE);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${n === 1 ? start : `${start}/page/${n}`}$`));
      await expect(page.locator('.pager a[aria-current="page"]')).toHaveText(String(n));
      seen.push(
        ...(await page
          .locator('.product-grid > li')
          .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.productId ?? ''))),
      );
      soldOut.push(
        ...(await page
          .locator('.product-grid > li')
          .evaluateAll((items) => items.map((li) => li.querySelector('button[data-add-to-cart]')?.hasAttribute('disabled') ?? false))),
      );
      const next = page.locator('head link[rel="next"]');
      if ((await next.count()) === 0) break;
      await expect(page.locator('head link[rel="next"]')).toHaveAttribute('href', new RegExp(`${start}/page/${n + 1}$`));
      await page.locator('.pager').getByRole('link', { name: 'Next' }).click();
      await expect(page.locator('head link[rel="prev"]')).toHaveAttribute(
        'href',
        new RegExp(n === 1 ? `${start}$` : `${start}/page/${n}$`),
      );
    }
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size, `${start} lists each product once`).toBe(total);
    expect(soldOut, `${start} lists a sold-out product`).toContain(true);
    expect(soldOut[0], `${start} opens on a product in stock`).toBe(false);
    expect(soldOut.indexOf(true), `${start}: nothing in stock after the first sold-out product`).toBe(
      soldOut.length - soldOut.filter(Boolean).length,
    );
  }
  await context.close();
});

test('filtered results are drawn page by page; the page lives in the URL and Back returns', async ({ page }) => {
  const accessories = await listingFile(page, 'accessories');
  expect(accessories.length).toBeGreaterThan(2 * PAGE_SIZE);
  await page.goto('/shop');
  await page.getByRole('checkbox', { name: 'Accessories' }).check();
  await expect(page).toHaveURL(/\/shop\?category=accessories$/);
  const count = page.locator('[data-listing-count]');
  await expect(count).toHaveText(showing(PAGE_SIZE, accessories.length));
  const firstIds = await page
    .locator('.product-grid > li')
    .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.productId));
  expect(firstIds).toEqual(accessories.slice(0, PAGE_SIZE).map((p) => p.id));

  await page.locator('.pager').getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/category=accessories&page=2$/);
  await expect(page.locator('.pager a[aria-current="page"]')).toHaveText('2');
  await expect(count).toBeFocused();
  const secondIds = await page
    .locator('.product-grid > li')
    .evaluateAll((items) => items.map((li) => (li as HTMLElement).dataset.productId));
  expect(secondIds).toEqual(accessories.slice(PAGE_SIZE, 2 * PAGE_SIZE).map((p) => p.id));
  for (const href of await page
    .locator('.product-grid .product-card__name a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^\/shop\/accessories\//);
  }
  // A drawn card adds to the cart as a built one does.
  const first = accessories.slice(PAGE_SIZE).find((p) => p.inStock)!;
  await page.locator(`.product-grid > li[data-product-id="${first.id}"] button[data-add-to-cart]`).click();
  await expect(page.locator('[data-cart-badge]').first()).toHaveText('1');

  await page.goBack();
  await expect(page).toHaveURL(/category=accessories$/);
  await expect(page.locator('.pager a[aria-current="page"]')).toHaveText('1');
  // Reloaded, a one-category query is the category's own built listing (the server redirects), on the same page.
  await page.goForward();
  await page.reload();
  await expect(page).toHaveURL(/\/shop\/accessories\/page\/2$/);
  await expect(page.locator('.pager a[aria-current="page"]')).toHaveText('2');
});

test('the price range narrows by the selling price, inclusive', async ({ page }) => {
  await page.goto('/shop');
  const { total } = await counted(page);
  await page.getByLabel('Maximum price').fill('1000');
  await page.getByLabel('Maximum price').press('Tab');
  await expect(page).toHaveURL(/max=1000/);
  await expect.poll(async () => (await counted(page)).total).toBeLessThan(total);
  const prices = await page.locator('.product-grid > li:not([hidden]) .product-card__price > span').allTextContents();
  expect(prices.length).toBeGreaterThan(0);
  for (const price of prices) expect(Number(price.replace(/[^\d.]/g, ''))).toBeLessThanOrEqual(1000);
});

test('links to /shop with one category or the flash sale open their built listings; several filters stay on /shop', async ({ page }) => {
  await page.goto('/shop?category=back-up-systems');
  await expect(page).toHaveURL(/\/shop\/back-up-systems$/);
  const shown = await visibleCards(page);
  expect(shown).toBeGreaterThan(0);
  const backups = await page.locator('.product-grid > li:not([hidden]) .product-card__name a[href^="/shop/back-up-systems/"]').count();
  expect(shown).toBe(backups);
  await page.goto('/shop?flash-sale=true');
  await expect(page).toHaveURL(/\/shop\/deals$/);
  await expect(page.locator('.product-grid s').first()).toBeVisible();
  await page.goto('/shop?category=back-up-systems&flash-sale=true');
  await expect(page).toHaveURL(/\/shop\?category=back-up-systems&flash-sale=true$/);
  await expect(page.getByRole('checkbox', { name: 'Back-up Systems' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Flash sale only' })).toBeChecked();
});

test('the categories page lists the categories only; solar-inverters shows inverters', async ({ page }) => {
  await page.goto('/shop/categories');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop by Category' })).toBeVisible();
  await expect(page.locator('.category-grid > li')).toHaveCount(11);
  await expect(page.locator('.product-grid')).toHaveCount(0);
  await page.goto('/shop/solar-inverters');
  await expect(page.getByRole('heading', { level: 1, name: 'Inverters' })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/shop\/inverters$/);
  await page.goto('/inverters');
  await expect(page.getByLabel('Maximum price')).toHaveValue(/^\d+$/);
  expect(Number(await page.getByLabel('Maximum price').inputValue())).toBeGreaterThanOrEqual(2_000_000);
});

test('accessory functions must all match: a second function narrows, unticking widens', async ({ page }) => {
  await page.goto('/shop/accessories');
  const { total } = await counted(page);
  const functions = page.locator('fieldset:has(legend:text-is("Functions")) input[type="checkbox"]');
  expect(await functions.count()).toBeGreaterThan(1);
  await functions.nth(0).check();
  await expect.poll(async () => (await counted(page)).total).toBeLessThan(total);
  const one = (await counted(page)).total;
  await functions.nth(1).check();
  await expect.poll(async () => (await counted(page)).total).toBeLessThanOrEqual(one);
  await expect(page).toHaveURL(/function=.*function=/);
  await page.reload();
  await expect(functions.nth(1)).toBeChecked();
  await functions.nth(0).uncheck();
  await functions.nth(1).uncheck();
  await expect(page.locator('[data-listing-count]')).toHaveText(showing(Math.min(PAGE_SIZE, total), total));
});
