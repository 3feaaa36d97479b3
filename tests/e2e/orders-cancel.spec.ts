import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { E2E_SANDBOX } from '../../scripts/e2e-ports.ts';
import { placeOrder } from './place-order.ts';
import { accessToken, logIn } from './session.ts';
// The expected texts come from the shop's own tables.
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { axeViolations } from './axe.ts';

/**
 * After the sale (issue 29), as a signed-in customer on a phone: /orders shows where each order is,
 * and an order is cancelled there within the window, with a reason, in either language: a cash one,
 * and a paid one whose refund starts.
 */

const customerToken = (request: APIRequestContext) => accessToken(request, DEMO_CUSTOMER);
const placeOrderAs = (request: APIRequestContext, token: string, paymentMethod: 'Cash' | 'MPESA' = 'Cash') =>
  placeOrder(request, paymentMethod, { token, email: DEMO_CUSTOMER.email });

/** Signs the demo customer in, then opens `path` at phone width: the card of the order with `reference`. */
async function openOrders(page: Page, path: string, heading: string) {
  await page.goto('/about');
  await logIn(page, DEMO_CUSTOMER);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(path);
  return page.locator('.orders__order').filter({ has: page.getByRole('heading', { name: heading, exact: true }) });
}

const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(390);

test('a customer sees where a cash order is on /orders and cancels it with a reason', async ({ page }) => {
  const { reference } = await placeOrderAs(page.request, await customerToken(page.request));
  const card = await openOrders(page, '/orders', `Order ${reference}`);
  await expect(card.locator('.timeline li')).toHaveText([/^Order placed \d{1,2} \w{3} \d{4}, \d{2}:\d{2}$/, 'To pay on delivery']);

  await card.getByRole('button', { name: 'Cancel order', exact: true }).click();
  await expect(card).toContainText(/You can cancel this order until \d{1,2} \w{3} \d{4}, \d{2}:\d{2}\./);
  await expect(card).not.toContainText('You paid');
  await card.getByRole('textbox', { name: 'Why are you cancelling?' }).fill('Ordered the wrong size');
  await card.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(card.getByRole('status')).toHaveText(`Order ${reference} is cancelled.`);
  // The panel is gone: the focus is on the order's heading, not lost.
  await expect(card.getByRole('heading', { name: `Order ${reference}`, exact: true })).toBeFocused();
  await expect(card.locator('.orders__facts')).toContainText('PaymentCancelled');
  await expect(card.locator('.orders__after')).toContainText(
    /CancelledBy you on \d{1,2} \w{3} \d{4}, \d{2}:\d{2}ReasonOrdered the wrong size/,
  );
  await expect(card.locator('.timeline li')).toHaveText([/^Order placed \d/, /^Cancelled \d/]);
  await expect(card.getByRole('button', { name: 'Cancel order', exact: true })).toHaveCount(0);
  await fitsThePhone(page);

  // What the API said is what it keeps.
  await page.reload();
  await expect(card.locator('.orders__facts')).toContainText('PaymentCancelled');
  await expect(card.getByRole('button', { name: 'Cancel order', exact: true })).toHaveCount(0);
});

test('the Cancel panel takes the focus and gives it back, refuses an empty reason beside the field, and passes axe', async ({ page }) => {
  const { reference } = await placeOrderAs(page.request, await customerToken(page.request));
  const card = await openOrders(page, '/orders', `Order ${reference}`);
  const open = card.getByRole('button', { name: 'Cancel order', exact: true });
  await open.click();
  const reason = card.getByRole('textbox', { name: 'Why are you cancelling?' });
  await expect(reason).toBeFocused();
  await card.getByRole('button', { name: 'Keep my order' }).click();
  await expect(open).toBeFocused();
  await open.press('Enter');
  await expect(reason).toBeFocused();
  await reason.press('Escape');
  await expect(open).toBeFocused();

  await open.click();
  await card.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(card.getByRole('alert')).toHaveText(en['cancel.error.reason']);
  await expect(reason).toBeFocused();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);
});

test('what the API refuses is said beside the reason, in its words, the reason kept', async ({ page }) => {
  const token = await customerToken(page.request);
  const { orderId, reference } = await placeOrderAs(page.request, token);
  const card = await openOrders(page, '/orders', `Order ${reference}`);
  await card.getByRole('button', { name: 'Cancel order', exact: true }).click();
  await card.getByRole('textbox', { name: 'Why are you cancelling?' }).fill('Found it cheaper');
  // Meanwhile, from another phone, the same customer cancels it.
  const elsewhere = await page.request.post(`/api/orders/${orderId}/cancel`, {
    headers: { authorization: `Bearer ${token}` },
    data: { reason: 'From my other phone' },
  });
  expect(elsewhere.status()).toBe(200);

  await card.getByRole('button', { name: 'Cancel this order' }).click();
  await expect(card.getByRole('alert')).toHaveText(en['cancel.error.already_cancelled']);
  await expect(card.getByRole('textbox', { name: 'Why are you cancelling?' })).toHaveValue('Found it cheaper');
  await expect(card.getByRole('button', { name: 'Cancel this order' })).toBeEnabled();
});

test('on /sw/orders the timeline, the Cancel panel and what it did are in Kiswahili', async ({ page }) => {
  const { reference } = await placeOrderAs(page.request, await customerToken(page.request));
  const card = await openOrders(page, '/sw/orders', sw['orders.order'].replace('{id}', reference));
  await expect(card.locator('.timeline li')).toHaveText([new RegExp(`^${sw['track.event.placed']} \\d`), sw['track.event.payOnDelivery']]);

  await card.getByRole('button', { name: sw['cancel.button'], exact: true }).click();
  await card.getByRole('textbox', { name: sw['cancel.reasonLabel'] }).fill('Nimenunua dukani karibu');
  await card.getByRole('button', { name: sw['cancel.confirm'], exact: true }).click();
  await expect(card.getByRole('status')).toHaveText(sw['cancel.done'].replace('{reference}', reference));
  await expect(card.locator('.orders__facts')).toContainText(`${sw['orders.payment']}${sw['order.status.cancelled']}`);
  await expect(card.locator('.orders__after')).toContainText(`${sw['orders.cancellation']}Na wewe, `);
  await expect(card.locator('.timeline li').last()).toContainText(sw['track.event.cancelled']);
  await fitsThePhone(page);
});

test('a paid order is cancelled with its refund: the note before, the refund on its way after', async ({ page }) => {
  const { reference, orderTrackingId } = await placeOrderAs(page.request, await customerToken(page.request), 'MPESA');
  // The customer approves the M-PESA prompt (the sandbox's control API), and the shop asks Pesapal.
  expect((await page.request.post(`${E2E_SANDBOX}/__control/orders/${orderTrackingId}/approve`, { data: {} })).status()).toBe(200);
  await expect(async () =>
    expect((await (await page.request.get(`/api/payments/status?orderTrackingId=${orderTrackingId}`)).json()) as unknown).toMatchObject({
      status: 'COMPLETED',
    }),
  ).toPass({ timeout: 15_000 });

  const card = await openOrders(page, '/orders', `Order ${reference}`);
  await card.getByRole('button', { name: 'Cancel order', exact: true }).click();
  const note = card.getByText(/^You paid KSh [\d,]+: it is refunded to the account you paid from, within 7 to 14 business days\.$/);
  const amount = /KSh [\d,]+/.exec((await note.textContent()) ?? '')![0];
  await card.getByRole('textbox', { name: 'Why are you cancelling?' }).fill('Ordered the wrong size');
  await card.getByRole('button', { name: 'Cancel this order' }).click();

  await expect(card.getByRole('status').locator('p')).toHaveText([
    `Order ${reference} is cancelled.`,
    en['cancel.refundStarted'].replace('{amount}', amount),
  ]);
  await expect(card.locator('.orders__after')).toContainText(
    new RegExp(`Refund${amount}, (on its way|returned) to the account you paid from`),
  );
  // The sandbox reports the refund done a moment later: the timeline may already end with Refunded.
  const steps = card.locator('.timeline li');
  for (const [index, step] of ['Order placed', 'Paid', 'Cancelled', 'Refund requested'].entries())
    await expect(steps.nth(index)).toHaveText(new RegExp(`^${step} \\d`));
});
