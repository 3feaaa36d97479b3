import { expect, test, type Page } from '@playwright/test';

/** A shopper narrows and widens a category listing; the view lives in the URL. */

async function visibleCards(page: Page): Promise<number> {
  return page.locator('.product-grid > li:not([hidden])').count();
}

function showing(shown: number, total: number): RegExp {
  return new RegExp(`^Showing ${shown} of ${total} products$`);
}

test('a category lists every product, and the filters narrow, survive a reload and widen again', async ({ page }) => {
  await page.goto('/shop/batteries');
  await expect(page.getByRole('heading', { level: 1, name: 'Batteries' })).toBeVisible();
  const total = await page.locator('.product-grid > li').count();
  expect(total).toBeGreaterThan(0);
  const count = page.locator('[data-listing-count]');
  await expect(count).toHaveText(showing(total, total));

  const brands = page.locator('fieldset:has(legend:text-is("Brand")) input[type="checkbox"]');
  const brandCount = await brands.count();
  if (brandCount > 1) {
    const brand = await brands.first().inputValue();
    const expected = await page.locator('.product-card__brand', { hasText: brand }).count();
    await brands.first().check();
    await expect(count).toHaveText(showing(expected, total));
    expect(await visibleCards(page)).toBe(expected);
    await expect(page).toHaveURL(new RegExp(`brand=${encodeURIComponent(brand).replace(/%20/g, '\\+')}`));
    await page.reload();
    await expect(brands.first()).toBeChecked();
    await expect(count).toHaveText(showing(expected, total));
    await brands.first().uncheck();
    await expect(count).toHaveText(showing(total, total));
  }

  await page.getByLabel('Search in these products').fill('zzzz-no-such-product');
  await expect(count).toHaveText(showing(0, total));
  await expect(page.getByText('No products found.')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Search in these products')).toHaveValue('zzzz-no-such-product');
  await expect(page.getByText('No products found.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(count).toHaveText(showing(total, total));
  await expect(page).toHaveURL(/\/shop\/batteries$/);
});

test('listings open on products in stock: sold-out ones come last, otherwise in catalogue order', async ({ page }) => {
  for (const path of ['/shop/batteries', '/shop']) {
    await page.goto(path);
    const soldOut = await page.locator('.product-grid > li').evaluateAll((items) => items.map((li) => li.querySelector('button[data-add-to-cart]')?.hasAttribute('disabled') ?? false));
    expect(soldOut, `${path} lists a sold-out product`).toContain(true);
    expect(soldOut[0], `${path} opens on a product in stock`).toBe(false);
    expect(soldOut.indexOf(true), `${path}: nothing in stock after the first sold-out product`).toBe(soldOut.length - soldOut.filter(Boolean).length);
  }
});

test('the price range narrows by the selling price, inclusive', async ({ page }) => {
  await page.goto('/shop');
  const total = await page.locator('.product-grid > li').count();
  await page.getByLabel('Maximum price').fill('1000');
  await page.getByLabel('Maximum price').press('Tab');
  await expect(page).toHaveURL(/max=1000/);
  await expect.poll(() => visibleCards(page)).toBeLessThan(total);
  const prices = await page.locator('.product-grid > li:not([hidden]) .product-card__price > span').allTextContents();
  for (const price of prices) expect(Number(price.replace(/[^\d.]/g, ''))).toBeLessThanOrEqual(1000);
});

test('/shop takes ?category= and ?flash-sale=true from links', async ({ page }) => {
  await page.goto('/shop?category=accessories');
  await expect(page.getByRole('checkbox', { name: 'Accessories' })).toBeChecked();
  const shown = await visibleCards(page);
  const accessories = await page.locator('.product-grid > li:not([hidden]) .product-card__name a[href^="/shop/accessories/"]').count();
  expect(shown).toBe(accessories);
  await page.goto('/shop?flash-sale=true');
  await expect(page.getByRole('checkbox', { name: 'Flash sale only' })).toBeChecked();
});

test('without JavaScript every product of the category is listed', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/shop/batteries?brand=nobody');
  const total = await page.locator('.product-grid > li').count();
  expect(total).toBeGreaterThan(0);
  await expect(page.locator('[data-listing-count]')).toHaveText(showing(total, total));
  await context.close();
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
  const total = await page.locator('.product-grid > li').count();
  const functions = page.locator('fieldset:has(legend:text-is("Functions")) input[type="checkbox"]');
  expect(await functions.count()).toBeGreaterThan(1);
  await functions.nth(0).check();
  await expect.poll(() => visibleCards(page)).toBeLessThan(total);
  const one = await visibleCards(page);
  await functions.nth(1).check();
  await expect.poll(() => visibleCards(page)).toBeLessThanOrEqual(one);
  await expect(page).toHaveURL(/function=.*function=/);
  await page.reload();
  await expect(functions.nth(1)).toBeChecked();
  await functions.nth(0).uncheck();
  await functions.nth(1).uncheck();
  await expect(page.locator('[data-listing-count]')).toHaveText(showing(total, total));
});
