import { expect, test, type Page } from '@playwright/test';
import { E2E_SANDBOX } from '../../scripts/e2e-ports.ts';
import { placeCashOrder, placeOnlineOrder } from './place-order.ts';
import { logIn, stepUp, workerAdmin } from './session.ts';
import { axeViolations } from './axe.ts';

/** After the sale on the admin order page (issue 29): refunds through the Pesapal sandbox, cancelling, the forms on a phone. */

/** An order paid online: approved in the sandbox, then seen paid by the shop (the return page's check). */
async function paidOrder(page: Page, method: 'MPESA' | 'Card', productIndex: number) {
  const order = await placeOnlineOrder(page.request, method, productIndex);
  const outcome = method === 'MPESA' ? { method: 'mpesa' } : { method: 'card', payer: '4111111111111111' };
  expect((await page.request.post(`${E2E_SANDBOX}/__control/orders/${order.orderTrackingId}/approve`, { data: outcome })).status()).toBe(
    200,
  );
  const seen = await page.request.get(`/api/pesapal/verify?orderTrackingId=${order.orderTrackingId}`);
  expect(await seen.json()).toMatchObject({ status: 'COMPLETED' });
  return { ...order, reference: order.orderId.slice(0, 8).toUpperCase() };
}

async function openAsAdmin(page: Page, orderId: string) {
  await page.goto('/about');
  await logIn(page, workerAdmin());
  await page.goto(`/admin/order?id=${orderId}`);
  await stepUp(page);
  await expect(page.getByRole('heading', { name: 'After the sale', level: 2 })).toBeVisible();
}

/** The page does not scroll sideways: else the elements that stick out are named. */
async function expectNoSidewaysScroll(page: Page) {
  const wider = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth <= width) return [];
    return [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 0.5)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${Math.round(el.getBoundingClientRect().right)} px`)
      .slice(0, 8);
  });
  expect(wider).toEqual([]);
}

// The payment's badge: the first of the order head's two (payment, then delivery).
const badge = (page: Page) => page.locator('.admin-order-head .admin-badge').first();

test.describe('after the sale, on the admin order page', () => {
  test('the admin refunds a paid M-PESA order in full: Refund requested, then Refunded once Pesapal reports it, in the audit and on the dashboard', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const order = await paidOrder(page, 'MPESA', 6);
    await openAsAdmin(page, order.orderId);
    await expect(badge(page)).toHaveText('Paid');
    const section = page.getByRole('region', { name: 'After the sale' });
    await expect(section).toContainText('Not cancelled, and no refund asked.');

    await section.getByRole('button', { name: 'Refund', exact: true }).click();
    const form = section.getByRole('form', { name: `Refund order ${order.reference}` });
    // Mobile money is refunded only in full: no amount to type.
    await expect(form).toContainText(
      /Refunds the whole payment, KSh [\d,]+: Pesapal refunds mobile money and bank payments only in full\./,
    );
    await expect(form.getByLabel('Amount to refund (KSh)')).toHaveCount(0);
    const amount = /Refunds the whole payment, (KSh [\d,.]+):/.exec((await form.textContent()) ?? '')![1]!;

    await form.getByRole('button', { name: 'Refund…' }).click();
    await expect(form.getByText('Write why, in a few words (at most 500 characters).')).toBeVisible();
    await expect(form.getByLabel('Reason')).toBeFocused();
    await form.getByLabel('Reason').fill('Customer changed their mind');
    await form.getByRole('button', { name: 'Refund…' }).click();
    await expect(
      form.getByRole('group', {
        name: `Refund ${amount} of order ${order.reference} to the customer? Pesapal takes one refund per payment.`,
      }),
    ).toBeVisible();

    let sent = 0;
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().endsWith(`/api/orders/${order.orderId}/refund`)) sent += 1;
    });
    // The refund request is held until both presses are in: a second press landing after the form
    // closed would be a click on the page, which takes the cursor from the heading (once in CI).
    let release = () => {};
    const bothPressed = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/api/orders/${order.orderId}/refund`, async (route) => {
      await bothPressed;
      await route.continue();
    });
    await form.getByRole('button', { name: `Yes, refund ${amount}` }).dblclick();
    release();
    await expect(section.getByRole('status')).toHaveText(`A refund of ${amount} for order ${order.reference} was asked of Pesapal.`);
    expect(sent).toBe(1);
    await expect(section.getByRole('heading', { name: 'After the sale' })).toBeFocused();
    await expect(badge(page)).toHaveText('Refund requested');
    const refunds = section.getByTestId('order-refunds');
    await expect(refunds).toContainText(`${amount}: asked of Pesapal, not yet returned`);
    await expect(refunds).toContainText(`Asked by ${workerAdmin().email}`);
    await expect(refunds).toContainText('Reason: Customer changed their mind');
    await expect(section).toContainText('Its payment has a refund asked or done: Pesapal takes one per payment.');
    await expect(section).toContainText('Its payment is refunded, so it can no longer be cancelled');

    // The sandbox approves the refund a moment later and tells the shop, which asks Pesapal and finds it REVERSED.
    await expect(async () => {
      await page.reload();
      await expect(badge(page)).toHaveText('Refunded', { timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(refunds).toContainText(`${amount}: completed, Pesapal returned the money`);
    await expect(refunds).toContainText(/Completed \d/);
    const audit = section.getByTestId('order-audit');
    await expect(audit.locator('li')).toHaveCount(2);
    await expect(audit.locator('li').first()).toContainText(`Refund asked by ${workerAdmin().email}`);
    await expect(audit.locator('li').first()).toContainText('Reason: Customer changed their mind');
    await expect(audit.locator('li').last()).toContainText('Refund completed by the system');

    await page.goto('/admin');
    const card = page.locator('[data-figure="refundsMonth"]');
    await expect(card.getByRole('heading', { name: 'Refunds this month' })).toBeVisible();
    await expect(card).toContainText(/^Refunds this monthKSh [\d,.]+[1-9]\d* refunds? asked of Pesapal/);
    await card.getByRole('link', { name: 'Orders refunded or awaiting refund' }).click();
    await expect(page).toHaveURL(/\/admin\/orders\?payment=refund_requested%2Crefunded$/);
    await expect(page.getByLabel('Payment status')).toHaveValue('refund_requested,refunded');
    await expect(page.locator(`tr[data-order-id="${order.orderId}"] td[data-label="Payment Status"]`)).toHaveText('Refunded');
    await expect(page.getByLabel('Payment status').locator('option', { hasText: /^Refund requested$/ })).toHaveCount(1);
  });

  test('the admin cancels a cash order with a reason: Cancelled, by whom and why, and nothing more to do', async ({ page }) => {
    const orderId = await placeCashOrder(page.request, 7);
    const reference = orderId.slice(0, 8).toUpperCase();
    await openAsAdmin(page, orderId);
    await expect(badge(page)).toHaveText('Cash on delivery');
    const section = page.getByRole('region', { name: 'After the sale' });
    await expect(section).toContainText('There is no completed online payment to refund (cash is returned by hand).');

    await section.getByRole('button', { name: 'Cancel order', exact: true }).click();
    const form = section.getByRole('form', { name: `Cancel order ${reference}` });
    await expect(form).toContainText('Cash on delivery: nothing was paid, so nothing is refunded. The customer is told by e-mail and SMS.');
    // Close puts the cursor back on the button; the form opens again empty.
    await form.getByRole('button', { name: 'Close' }).click();
    await expect(section.getByRole('button', { name: 'Cancel order', exact: true })).toBeFocused();
    await section.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await form.getByLabel('Reason').fill('Customer called: out of town');
    await form.getByRole('button', { name: 'Cancel order…' }).click();
    await expect(form.getByRole('group', { name: `Cancel order ${reference}? This cannot be undone.` })).toBeVisible();
    await form.getByRole('button', { name: 'Go back' }).click();
    await expect(form.getByLabel('Reason')).toHaveValue('Customer called: out of town');
    await form.getByRole('button', { name: 'Cancel order…' }).click();
    await form.getByRole('button', { name: 'Yes, cancel the order' }).click();

    await expect(section.getByRole('status')).toHaveText(`Order ${reference} is cancelled.`);
    await expect(badge(page)).toHaveText('Cancelled');
    await expect(section.getByTestId('order-cancellation')).toContainText(/Cancelled .+ by an admin\./);
    await expect(section.getByTestId('order-cancellation')).toContainText('Reason: Customer called: out of town');
    await expect(section.getByTestId('order-audit')).toContainText(`Cancelled by ${workerAdmin().email}`);
    await expect(section).toContainText('It is already cancelled.');
    await expect(section.getByRole('button', { name: 'Cancel order', exact: true })).toHaveCount(0);
  });

  test('a card order on a phone and a desktop: both forms open fit and pass axe; a wrong amount is said beside it, the server’s refusal too, and what was typed stays', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const order = await paidOrder(page, 'Card', 8);
    await openAsAdmin(page, order.orderId);
    await page.setViewportSize({ width: 390, height: 844 });
    const section = page.getByRole('region', { name: 'After the sale' });
    await section.getByRole('button', { name: 'Cancel order', exact: true }).click();
    await section.getByRole('button', { name: 'Refund', exact: true }).click();
    const cancel = section.getByRole('form', { name: `Cancel order ${order.reference}` });
    const refund = section.getByRole('form', { name: `Refund order ${order.reference}` });
    await expect(cancel).toContainText(/The customer paid KSh [\d,.]+: cancelling also refunds it in full through Pesapal\./);
    await expect(refund).toContainText(/Paid by card: refund all KSh [\d,.]+, or part of it\./);
    await expect(refund).toContainText('Refunding does not cancel the order');
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/admin-after-sale-390.png', fullPage: true });

    const amountField = refund.getByLabel('Amount to refund (KSh)');
    await refund.getByLabel('Reason').fill('One panel arrived cracked');
    for (const [typed, said] of [
      ['abc', 'Type the amount in shillings, e.g. 1500 or 1,500.50.'],
      ['-5', 'Type the amount in shillings, e.g. 1500 or 1,500.50.'],
      ['0', 'The amount must be more than KSh 0.'],
      ['99,999,999', /^At most KSh [\d,.]+, what the customer paid\.$/],
    ] as const) {
      await amountField.fill(typed);
      await refund.getByRole('button', { name: 'Refund…' }).click();
      await expect(refund.locator('.form-field__error').last()).toHaveText(said);
      await expect(amountField).toHaveAttribute('aria-invalid', 'true');
      await expect(amountField).toBeFocused();
    }

    // The server's refusal, beside the field it names, with what was typed kept.
    await page.route(`**/api/orders/${order.orderId}/refund`, (route) =>
      route.fulfill({
        status: 409,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'REFUND_MORE_THAN_COLLECTED',
            message: 'A refund cannot be more than was collected (KSh 1).',
            field: 'amountCents',
          },
        }),
      }),
    );
    await amountField.fill('1,000.50');
    await refund.getByRole('button', { name: 'Refund…' }).click();
    await refund.getByRole('button', { name: 'Yes, refund KSh 1,000.50' }).click();
    await expect(refund.locator('.form-field__error').last()).toHaveText('A refund cannot be more than was collected (KSh 1).');
    await expect(amountField).toHaveValue('1,000.50');
    await expect(refund.getByLabel('Reason')).toHaveValue('One panel arrived cracked');
    // A refusal naming no field is said under the form.
    await page.route(`**/api/orders/${order.orderId}/refund`, (route) =>
      route.fulfill({
        status: 502,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'REFUND_NOT_TAKEN', message: 'Pesapal did not take the refund (timeout).' } }),
      }),
    );
    await refund.getByRole('button', { name: 'Refund…' }).click();
    await refund.getByRole('button', { name: 'Yes, refund KSh 1,000.50' }).click();
    await expect(refund.getByRole('alert')).toHaveText('Pesapal did not take the refund (timeout).');
    await expect(refund.getByRole('button', { name: 'Refund…' })).toBeFocused();
    await expect(amountField).toHaveValue('1,000.50');

    await refund.getByRole('button', { name: 'Refund…' }).click();
    await expect(
      refund.getByRole('group', {
        name: `Refund KSh 1,000.50 of order ${order.reference} to the customer? Pesapal takes one refund per payment.`,
      }),
    ).toBeVisible();
    await page.screenshot({ path: 'test-results/admin-after-sale-390-confirm.png', fullPage: true });
    expect(await axeViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 1280, height: 900 });
    await expectNoSidewaysScroll(page);
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: 'test-results/admin-after-sale-1280.png', fullPage: true });
  });
});
