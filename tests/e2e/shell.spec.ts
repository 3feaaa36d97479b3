import { expect, test } from '@playwright/test';

test.describe('page shell', () => {
  test('home loads with its header and footer', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page).toHaveTitle(/Solar Shop Kenya/);
    const header = page.locator('header.site-header');
    await expect(header.getByRole('link', { name: /\+254/ })).toBeVisible();
    await expect(header.getByRole('link', { name: /@/ })).toBeVisible();
    await expect(page.locator('footer').getByText('Monday to Friday, 8am to 6pm')).toBeVisible();
    await expect(page.locator('footer').getByRole('link', { name: 'Refund Policy' })).toHaveAttribute('href', '/refund-policy');
    for (const method of ['M-PESA', 'VISA', 'MasterCard']) {
      await expect(page.locator('footer').getByText(method, { exact: true })).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('the Shop dropdown lists all 11 categories and the solar calculator, and reaches one', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByText('Shop', { exact: true }).click();
    const links = nav.locator('.dropdown__panel a');
    // All products, the 11 categories, the solar calculator.
    await expect(links).toHaveCount(13);
    await expect(links.last()).toHaveAttribute('href', '/solar-calculator');
    await nav.getByRole('link', { name: 'Home Systems' }).isVisible();
    await nav.getByRole('link', { name: 'Batteries' }).click();
    await expect(page).toHaveURL(/\/shop\/batteries$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Batteries' })).toBeVisible();
  });

  test('Escape closes the open menu and returns focus to its button', async ({ page }) => {
    await page.goto('/');
    const summary = page.getByRole('navigation', { name: 'Main' }).getByText('Shop', { exact: true });
    await summary.focus();
    await page.keyboard.press('Enter');
    const panel = page.locator('.dropdown__panel');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(summary).toBeFocused();
  });

  test('search is disabled when empty and submits the trimmed, encoded text', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Search', { exact: true }).click();
    const input = page.getByRole('searchbox', { name: 'Search products' });
    await expect(input).toBeFocused();
    const submit = page.getByRole('search').getByRole('button', { name: 'Search' });
    await expect(submit).toBeDisabled();
    await input.fill('   ');
    await expect(submit).toBeDisabled();
    await input.fill('  lithium & gel  ');
    await expect(submit).toBeEnabled();
    await input.press('Escape');
    await expect(input).toBeHidden();
    await page.getByLabel('Search', { exact: true }).click();
    await input.fill('  lithium & gel  ');
    const navigation = page.waitForRequest((request) => request.isNavigationRequest() && request.url().includes('/search'));
    await input.press('Enter');
    expect((await navigation).url()).toMatch(/\/search\?q=lithium%20%26%20gel$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('lithium & gel');
  });

  test('an unknown path shows the 404 page with a link home', async ({ page }) => {
    const response = await page.goto('/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens, traps focus, closes on Escape and on navigation', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    const toggle = page.getByLabel('Open menu');
    await toggle.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Checkout' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(toggle).toBeFocused();

    await toggle.click();
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.mobile-menu') !== null)).toBe(true);

    await menu.getByRole('link', { name: 'Solar Panels' }).click();
    await expect(page).toHaveURL(/\/shop\/solar-panels$/);
    await expect(page.getByRole('navigation', { name: 'Mobile' })).toBeHidden();
  });
});
