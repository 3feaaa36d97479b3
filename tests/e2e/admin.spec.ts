import { expect, test, type Page } from '@playwright/test';
import { DEMO_ADMIN, DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { axeViolations } from './axe.ts';
import { holdAdminSignIn, stepUp } from './session.ts';

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
  if (account.email === DEMO_ADMIN.email) await holdAdminSignIn();
  await page.goto('/about');
  await page.locator('header').getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to Your Account' });
  await dialog.getByLabel('E-mail').fill(account.email);
  await dialog.getByLabel('Password').fill(account.password);
  await dialog.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel(`Account menu for ${account.email}`)).toBeVisible();
}

test.describe('admin area', () => {
  test('a visitor and a customer opening /admin land on / and Back does not return to /admin', async ({ page }) => {
    await page.goto('/about');
    await page.goto('/admin/orders');
    await expect(page).toHaveURL(/localhost:\d+\/$/);

    await logIn(page, DEMO_CUSTOMER);
    await page.goto('/admin');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/about$/);
  });

  test('the admin reads the dashboard, filters to awaiting payment, ships an order, and the customer sees it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    await logIn(page, DEMO_ADMIN);
    await page.goto('/admin');
    await stepUp(page);
    await expect(page.getByRole('heading', { name: 'Admin Dashboard', level: 1 })).toBeVisible();
    const today = page.locator('[data-figure="today"]');
    await expect(today).toContainText(/KSh [\d,]+ paid/);
    await expect(today).toContainText(/\d+ orders?/);
    const awaiting = page.locator('[data-figure="awaitingPayment"]');
    await expect(awaiting.getByRole('link')).toHaveText(/^[1-9]\d* orders?$/);
    await expect(page.getByRole('heading', { name: 'Latest orders' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await awaiting.getByRole('link').click();
    await expect(page).toHaveURL(/\/admin\/orders\?payment=awaiting_payment$/);
    await expect(page.getByLabel('Payment status')).toHaveValue('awaiting_payment');
    const rows = page.locator('.admin-table tbody tr');
    await expect(rows.first()).toBeVisible();
    for (const cell of await rows.locator('td[data-label="Payment Status"]').all()) await expect(cell).toHaveText('Awaiting payment');

    await page.getByLabel('Search orders').fill(DEMO_CUSTOMER.email);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/payment=awaiting_payment&q=customer%40solarshop\.test$/);
    await expect(rows.first()).toContainText(DEMO_CUSTOMER.email);
    expect(await axeViolations(page)).toEqual([]);

    // The seeded order is the oldest of the demo customer's unpaid ones.
    const row = rows.last();
    const orderId = (await row.getAttribute('data-order-id')) ?? '';
    const shortId = orderId.slice(0, 8).toUpperCase();
    await expect(row.locator('td[data-label="Items"] li').first()).toHaveText(/^.+ \(x\d+\) - KSh [\d,]+(\.\d\d)?$/);
    const select = page.getByLabel(`Delivery status for order ${shortId}`);
    if ((await select.inputValue()) === 'shipped') await select.selectOption('pending');
    await select.selectOption('shipped');
    await expect(page.getByRole('status').filter({ hasText: `Order ${shortId} is now Shipped.` })).toBeVisible();
    await expect(page.locator(`tr[data-order-id="${orderId}"] td[data-label="Delivery Status"]`)).toHaveText('Shipped');

    await page.reload();
    await expect(page.getByLabel(`Delivery status for order ${shortId}`)).toHaveValue('shipped');
    await expect(page.locator(`tr[data-order-id="${orderId}"] td[data-label="Delivery Status"]`)).toHaveText('Shipped');

    await page.getByRole('link', { name: `Order ${shortId}` }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/order\\?id=${orderId}$`));
    await expect(page.getByRole('heading', { name: `Order ${shortId}`, level: 1 })).toBeVisible();
    const history = page.getByRole('region', { name: 'Delivery status history' });
    await expect(history).toContainText(`Pending → Shipped`);
    await expect(history).toContainText(`by ${DEMO_ADMIN.email}`);
    await expect(page.getByRole('region', { name: 'Payments' })).toContainText('PENDING');
    await expect(page.getByRole('region', { name: 'Policies accepted' })).toContainText('version');
    expect(await axeViolations(page)).toEqual([]);

    // The dashboard's last actions name the change, who made it and how they had signed in (issue 33), on a phone too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin');
    const shipped = page
      .getByRole('region', { name: 'Last actions' })
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name: `Order ${shortId}` }) })
      .first();
    await expect(shipped).toContainText('Delivery status Pending → Shipped');
    await expect(shipped).toContainText(DEMO_ADMIN.email);
    await expect(shipped).toContainText('Password + code');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(page)).toEqual([]);

    const customerContext = await browser.newContext();
    const customer = await customerContext.newPage();
    await logIn(customer, DEMO_CUSTOMER);
    await customer.goto('/orders');
    const card = customer.locator('.orders__order').filter({ has: customer.getByRole('heading', { name: new RegExp(shortId) }) });
    await expect(card).toContainText('Shipped');
    await customerContext.close();
  });

  test("a paid order's payments read like the rest of the shop: KSh amounts, the method by its usual name", async ({ page }) => {
    await logIn(page, DEMO_ADMIN);
    await page.goto(`/admin/orders?payment=paid&q=${encodeURIComponent(DEMO_CUSTOMER.email)}`);
    await stepUp(page);
    const row = page.locator('.admin-table tbody tr').first();
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: /^Order / }).click();
    const payments = page.getByRole('region', { name: 'Payments' });
    const value = (term: string) =>
      payments
        .locator('dt', { hasText: new RegExp(`^${term}$`) })
        .first()
        .locator('xpath=following-sibling::dd[1]');
    await expect(value('Amount')).toHaveText(/^KSh [\d,]+(\.\d\d)?$/);
    await expect(value('Paid with')).toHaveText(/^(M-PESA|Visa|MasterCard|Bank transfer)$/);
    await expect(payments).not.toContainText(/KES|MpesaKE/);
  });

  test.describe('on a phone', () => {
    test('the orders table becomes cards with labelled cells and a working status control', async ({ page }) => {
      await logIn(page, DEMO_ADMIN);
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/orders?delivery=delivered');
      await stepUp(page);
      const row = page.locator('.admin-table tbody tr').first();
      await expect(row).toBeVisible();
      expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('block');
      await expect(row.getByRole('combobox', { name: /^Delivery status for order / })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Open menu').click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Admin Orders' }).click();
      await expect(page).toHaveURL(/\/admin\/orders$/);
    });
  });

  test('a save that fails puts the old status back and says why', async ({ page }) => {
    await logIn(page, DEMO_ADMIN);
    await page.goto('/admin/orders?delivery=delivered');
    await stepUp(page);
    const select = page.locator('.admin-table tbody tr').first().getByRole('combobox');
    await expect(select).toHaveValue('delivered');
    await page.route('**/api/orders/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'The database is busy.' } }),
          })
        : route.fallback(),
    );
    await select.selectOption('cancelled');
    await expect(page.getByRole('alert').filter({ hasText: 'The database is busy. The status is back to Delivered.' })).toBeVisible();
    await expect(select).toHaveValue('delivered');
  });
});
