import { expect, test, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { axeViolations } from './axe.ts';
import { accessToken, stepUp, workerAdmin } from './session.ts';
import { placeOrder } from './place-order.ts';

async function logIn(page: Page, account: { email: string; password: string }): Promise<void> {
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
  // A visitor and a customer opening an admin page: admin-links.spec.ts.

  test('the admin reads the dashboard, filters to awaiting payment, ships a cash order after confirming, and the customer sees it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000);
    const placed = await placeOrder(page.request, 'Cash', {
      token: await accessToken(page.request, DEMO_CUSTOMER),
      email: DEMO_CUSTOMER.email,
    });
    await logIn(page, workerAdmin());
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

    // An order awaiting its online payment offers no step but cancelling (in the order's page): nothing to ship yet.
    await expect(rows.last().getByRole('button', { name: /^Mark shipped/ })).toHaveCount(0);

    // A cash order may leave: its one step here is Mark shipped, which says who will be told what before it acts.
    const { orderId, reference: shortId } = placed;
    await page.goto(`/admin/orders?q=${shortId}`);
    const row = page.locator(`tr[data-order-id="${orderId}"]`);
    await expect(row.locator('td[data-label="Items"] li').first()).toHaveText(/^.+ \(x\d+\) - KSh [\d,]+(\.\d\d)?$/);
    await expect(row.getByRole('button', { name: /^Mark delivered/ })).toHaveCount(0);
    await row.getByRole('button', { name: `Mark shipped (order ${shortId})` }).click();
    await expect(row).toContainText(`Mark order ${shortId} shipped? Achieng Otieno will be told by e-mail (${DEMO_CUSTOMER.email})`);
    await row.getByRole('button', { name: 'Go back' }).click();
    await expect(row.getByRole('button', { name: `Mark shipped (order ${shortId})` })).toBeFocused();
    await row.getByRole('button', { name: `Mark shipped (order ${shortId})` }).click();
    await row.getByRole('button', { name: 'Yes, mark shipped' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${shortId} is shipped; the customer is being told.` })).toBeVisible();
    await expect(row.locator('td[data-label="Delivery Status"]')).toHaveText('Shipped');
    expect(await axeViolations(page)).toEqual([]);

    await page.reload();
    await expect(row.locator('td[data-label="Delivery Status"]')).toHaveText('Shipped');
    await expect(row.getByRole('button', { name: `Mark delivered (order ${shortId})` })).toBeVisible();
    await expect(row.getByRole('button', { name: /^Mark shipped/ })).toHaveCount(0);

    // Exactly the order's link: its row also links to the order page's Cash received (order …).
    await page.getByRole('link', { name: `Order ${shortId}`, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/order\\?id=${orderId}$`));
    await expect(page.getByRole('heading', { name: `Order ${shortId}`, level: 1 })).toBeVisible();
    const history = page.getByRole('region', { name: 'Delivery status history' });
    await expect(history).toContainText(`Pending → Shipped`);
    await expect(history).toContainText(`by ${workerAdmin().email}`);
    await expect(page.getByRole('region', { name: 'Payments' })).toContainText('PENDING');
    // Shipped, a cash order may next be delivered, or its cash recorded (the driver may bring it back first).
    await expect(page.getByRole('group', { name: `Next steps for order ${shortId}` }).getByRole('button')).toHaveText([
      `Mark delivered (order ${shortId})`,
      `Cash received (order ${shortId})`,
    ]);
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
    await expect(shipped).toContainText(workerAdmin().email);
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
    await logIn(page, workerAdmin());
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
    test('the orders table becomes cards with labelled cells and each order’s next step', async ({ page }) => {
      await logIn(page, workerAdmin());
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto('/admin/orders?delivery=shipped');
      await stepUp(page);
      const row = page.locator('.admin-table tbody tr').first();
      await expect(row).toBeVisible();
      expect(await row.evaluate((el) => getComputedStyle(el).display)).toBe('block');
      await expect(row.getByRole('button', { name: /^Mark delivered \(order / })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);

      await page.getByLabel('Open menu').click();
      await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Admin Orders' }).click();
      await expect(page).toHaveURL(/\/admin\/orders$/);
    });
  });

  test('a step that fails says why and leaves the order as it was', async ({ page }) => {
    await logIn(page, workerAdmin());
    await page.goto('/admin/orders?delivery=shipped');
    await stepUp(page);
    const row = page.locator('.admin-table tbody tr').first();
    const shortId = ((await row.getAttribute('data-order-id')) ?? '').slice(0, 8).toUpperCase();
    await page.route('**/api/orders/*', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({
            status: 503,
            contentType: 'application/json',
            body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'The database is busy.' } }),
          })
        : route.fallback(),
    );
    await row.getByRole('button', { name: /^Mark delivered/ }).click();
    await row.getByRole('button', { name: 'Yes, mark delivered' }).click();
    await expect(page.getByRole('alert').filter({ hasText: `Could not change order ${shortId}: The database is busy.` })).toBeVisible();
    await expect(row.locator('td[data-label="Delivery Status"]')).toHaveText('Shipped');
    await expect(row.getByRole('button', { name: /^Mark delivered/ })).toBeVisible();
  });
});
