import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import type { AdminOrderDetail } from '../../src/api/admin.ts';
import { formatKes } from '../../src/lib/money.ts';
// The expected texts come from the shop's own tables.
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { axeViolations } from './axe.ts';
import { placeOrder } from './place-order.ts';
import { accessToken, adminAccessToken, logIn, stepUp, workerAdmin } from './session.ts';

/**
 * Cash on delivery, recorded, and one set of figures everywhere (issue 43 items 4 and 7): the admin
 * records what the driver brought back for a delivered cash order and the order reads paid; the
 * customer's /orders, /track and /account show the same total as the admin's order page, in English
 * and in Kiswahili, on a phone.
 */

/**
 * A cash order shipped with a driver and delivered by the team: its id, reference and the admin's
 * view of it. The demo customer's (`mine`) for the customer's own pages; else a guest's, so that
 * the one paid here does not become the demo customer's newest paid order other walks read.
 */
async function deliveredCashOrder(request: APIRequestContext, locale: 'en' | 'sw' = 'en', mine = false) {
  const customer = mine ? { token: await accessToken(request, DEMO_CUSTOMER), email: DEMO_CUSTOMER.email } : {};
  const placed = await placeOrder(request, 'Cash', { ...customer, locale });
  const headers = { authorization: `Bearer ${await adminAccessToken(request)}` };
  for (const data of [{ delivery_status: 'shipped', driver: 'Otieno' }, { delivery_status: 'delivered' }])
    expect((await request.patch(`/api/orders/${placed.orderId}`, { headers, data })).status()).toBe(200);
  const detail = (await (await request.get(`/api/orders/${placed.orderId}`, { headers })).json()) as AdminOrderDetail;
  return { ...placed, figures: detail.order.figures };
}

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(390);

test('the admin records M-PESA the driver took for a delivered cash order, and the order reads paid', async ({ page }) => {
  test.setTimeout(90_000);
  const { orderId, reference, figures } = await deliveredCashOrder(page.request);
  const due = formatKes(figures.dueDriverCents, 'en');
  expect(figures.dueDriverCents).toBe(figures.totalCents);

  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  await logIn(page, workerAdmin());
  await page.goto(`/admin/order?id=${orderId}`);
  await stepUp(page);
  await expect(page.getByRole('heading', { name: `Order ${reference}`, level: 1 })).toBeVisible();
  // The order page's total is the one the customer sees: the goods and the fee the driver collects.
  await expect(page.getByTestId('admin-order-total')).toContainText(formatKes(figures.totalCents, 'en'));
  await expect(page.getByTestId('admin-pay-driver')).toContainText(due);

  await page.getByRole('button', { name: `Cash received (order ${reference})` }).click();
  const form = page.getByRole('form', { name: `Cash received for order ${reference}` });
  await expect(form.getByLabel('Amount received (KSh)')).toBeFocused();
  await expect(form.getByLabel('Amount received (KSh)')).toHaveValue(String(figures.dueDriverCents / 100));
  await expect(form.getByLabel('Driver')).toHaveValue('Otieno');
  await form.getByRole('radio', { name: 'M-PESA' }).check();
  await form.getByRole('button', { name: 'Record' }).click();
  await expect(form.getByLabel('M-PESA receipt code')).toBeFocused();
  await expect(form).toContainText(en['admin.cash.error.receipt']);
  const receipt = `E2E${Date.now().toString(36).toUpperCase()}`.padEnd(10, 'X').slice(0, 10);
  await form.getByLabel('M-PESA receipt code').fill(receipt.toLowerCase());
  await form.getByRole('button', { name: 'Record' }).click();
  await expect(form).toContainText(`Record ${due} by M-PESA for order ${reference}? It pays the order in full.`);
  await expect(form).toContainText(`will be sent a receipt by SMS`);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'reports/cash-received-confirm-1280.png', fullPage: true });
  await form.getByRole('button', { name: `Yes, record ${due}` }).click();

  await expect(page.getByRole('status').filter({ hasText: `Recorded ${due} for order ${reference}: it is paid in full.` })).toBeVisible();
  await expect(page.locator('.admin-order-head .admin-badge').first()).toHaveText('Paid');
  await expect(page.getByRole('button', { name: /^Cash received/ })).toHaveCount(0);
  await expect(page.getByTestId('admin-paid')).toContainText(formatKes(figures.totalCents, 'en'));
  await expect(page.getByTestId('admin-pay-driver')).toHaveCount(0);
  const payments = page.getByRole('region', { name: 'Payments' });
  await expect(payments).toContainText('Attempt 1: COMPLETED');
  await expect(payments.getByTestId('admin-collections')).toContainText(`${due} by M-PESA`);
  await expect(payments.getByTestId('admin-collections')).toContainText(receipt);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'reports/cash-received-paid-1280.png', fullPage: true });

  // The day's view counts it under its driver.
  await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Cash' }).click();
  await expect(page.getByRole('heading', { name: 'Cash from drivers', level: 1 })).toBeVisible();
  const drivers = page.getByTestId('cash-drivers');
  await expect(drivers.getByRole('row', { name: /^Otieno/ })).toBeVisible();
  const mine = page.getByRole('region', { name: 'Orders with Otieno' }).getByRole('row', { name: new RegExp(`Order ${reference}`) });
  await expect(mine).toContainText(receipt);
  expect(await axeViolations(page)).toEqual([]);
  await page.screenshot({ path: 'reports/cash-day-1280.png', fullPage: true });
});

for (const locale of ['en', 'sw'] as const) {
  test(`the customer's /orders, /track and /account show the admin's total, on a phone (${locale})`, async ({ page }) => {
    test.setTimeout(90_000);
    const words = locale === 'sw' ? { ...en, ...sw } : en;
    const prefix = locale === 'sw' ? '/sw' : '';
    const { reference, figures } = await deliveredCashOrder(page.request, locale, true);
    const total = formatKes(figures.totalCents, 'en');

    // Signed in on an English page (the helper reads its words); the session holds in either language.
    await page.goto('/about');
    await logIn(page, DEMO_CUSTOMER);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${prefix}/orders`);
    const card = page
      .locator('.orders__order')
      .filter({ has: page.getByRole('heading', { name: words['orders.order'].replace('{id}', reference) }) });
    await expect(card.getByTestId('order-total')).toHaveText(total);
    await expect(card.getByTestId('pay-driver')).toHaveText(formatKes(figures.dueDriverCents, 'en'));
    await fitsThePhone(page);
    expect(await axeViolations(page)).toEqual([]);
    await card.screenshot({ path: `reports/cash-orders-390-${locale}.png` });

    await page.goto(`${prefix}/account`);
    await expect(page.locator('.account__item').filter({ hasText: reference })).toContainText(total);

    await page.goto(`${prefix}/track?ref=${reference}`);
    await page.getByLabel(words['track.phone']).fill('0712 345 678');
    await page.getByRole('button', { name: words['track.submit'] }).click();
    const tracked = page.getByTestId('tracked-order');
    await expect(tracked.getByTestId('order-total')).toHaveText(total);
    await fitsThePhone(page);
    expect(await axeViolations(page)).toEqual([]);
    await tracked.screenshot({ path: `reports/cash-track-390-${locale}.png` });
  });
}
