import { expect, test, type Page } from '@playwright/test';
import { formatDateTime } from '../../src/lib/date-time.ts';

/**
 * A shopper with scripts off (Opera Mini, data savers) walks home, a category, a product and the
 * search page: every control that needs a script is hidden or replaced by one that works.
 * Playwright's text and role queries skip <noscript> content, so the notes are found by class.
 */
test.use({ javaScriptEnabled: false });

/** Visible buttons that only a script could make work: everything but a form's submit button and disabled ones. */
function scriptOnlyButtons(page: Page): Promise<string[]> {
  return page
    .locator('button:visible')
    .evaluateAll((buttons) =>
      (buttons as HTMLButtonElement[])
        .filter((button) => !button.disabled && !(button.type === 'submit' && button.form !== null))
        .map((button) => (button.getAttribute('aria-label') ?? button.textContent ?? '').trim()),
    );
}

/** The shop's phone as the header links it, from the CMS site settings. */
async function shopPhoneLink(page: Page): Promise<string> {
  return (await page.locator('.topbar a[href^="tel:"]').getAttribute('href'))!;
}

for (const [width, height] of [
  [390, 844],
  [1280, 900],
] as const) {
  test(`at ${width} px no page shows a button that needs a script`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await page.goto('/shop/batteries');
    const product = (await page.locator('.product-card__name a').first().getAttribute('href'))!;
    for (const path of ['/', '/shop', '/shop/batteries', product, '/search', '/search?q=battery']) {
      await page.goto(path);
      expect(await scriptOnlyButtons(page), path).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), `${path}: no sideways scrolling`).toBeLessThanOrEqual(width);
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('home: countdowns give their end date, carousels scroll without buttons, cards lead to their pages', async ({ page }) => {
    await page.goto('/');
    for (const name of ['flash-countdown', 'lighting-countdown']) {
      const live = page.locator(`.${name}[data-countdown]`);
      await expect(live).toBeHidden();
      const endsAt = (await live.getAttribute('data-ends-at'))!;
      const end = page.locator(`.${name}:not([data-countdown])`);
      await expect(end).toBeVisible();
      await expect(end).toHaveText(`Ends ${formatDateTime(endsAt, 'en')}`);
    }
    await expect(page.locator('[data-carousel] button:visible')).toHaveCount(0);
    await expect(page.locator('button[data-add-to-cart]:visible:not([disabled])')).toHaveCount(0);
    await expect(page.locator('main .product-card__name a').first()).toBeVisible();
  });

  test('a category: the filters are replaced by a note and the category links, and the count is true', async ({ page }) => {
    await page.goto('/shop/batteries');
    await expect(page.locator('.filter-panel')).toBeHidden();
    await expect(page.locator('.filter-note')).toBeVisible();
    await expect(page.locator('.filter-note')).toContainText('Filtering needs JavaScript');
    const categories = page.getByRole('navigation', { name: 'Categories' });
    await expect(categories.getByRole('link', { name: 'Inverters', exact: true })).toBeVisible();
    const shown = await page.locator('.product-grid > li').count();
    await expect(page.locator('[data-listing-count]')).toHaveText(new RegExp(`^Showing ${shown} of \\d+ products$`));
    await expect(page.locator('button[data-add-to-cart]:visible:not([disabled])')).toHaveCount(0);
  });

  test('a product page offers a call to order instead of the cart', async ({ page }) => {
    await page.goto('/shop/batteries');
    await page.locator('.product-card__name a').first().click();
    const tel = await shopPhoneLink(page);
    const order = page.getByRole('region', { name: 'Order directly' });
    await expect(order.locator(`a[href="${tel}"]`)).toBeVisible();
    await expect(order.locator('.order-direct__note')).toBeVisible();
    await expect(order.locator('.order-direct__note')).toContainText('The cart needs JavaScript');
    await expect(page.locator('button[data-add-to-cart]')).toBeHidden();
    await expect(page.getByLabel('Quantity', { exact: true })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Product images' })).toBeHidden();
  });

  test('/search answers with results from the server and offers the categories, instead of loading for good', async ({ page }) => {
    await page.goto('/search?q=battery');
    await expect(page.getByText('Loading products…')).toBeHidden();
    const fallback = page.locator('.search-no-script');
    await expect(fallback).toBeVisible();
    await expect(fallback.locator('.search-server li').first()).toContainText(/battery/i);
    await expect(page.locator('#search-q')).toHaveValue('battery');
    await page.goto('/search');
    await expect(fallback.locator('.search-server')).toHaveCount(0);
    await expect(fallback.locator('a:visible')).toHaveCount(12);
    await fallback.locator('a', { hasText: 'Batteries' }).click();
    await expect(page).toHaveURL(/\/shop\/batteries$/);
  });
});
