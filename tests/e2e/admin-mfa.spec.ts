import { expect, test } from '@playwright/test';
import { DEMO_NEW_ADMIN } from '../../local/demo-accounts.ts';
import { axeViolations } from './axe.ts';
import { E2E_SANDBOX } from '../../scripts/e2e-ports.ts';
import { placeOnlineOrder } from './place-order.ts';
import { logIn, stepUp } from './session.ts';

/**
 * Issue 33 on a phone: an admin without an authenticator (the new admin, whose factor is removed on
 * every start) opens an order, is asked to enroll (QR code and the secret to type), types a wrong
 * code and is told so beside the field, then the code computed from the secret on the page; the
 * order page loads at aal2 and the admin refunds the order. (The demo admin, who has a factor, is
 * asked for the code only: admin-refund.spec.ts and the other admin walks step up so.)
 */
test('an admin without a factor enrolls an authenticator on a phone, steps up with its code, and refunds an order', async ({ page }) => {
  test.setTimeout(90_000);
  const order = await placeOnlineOrder(page.request, 'MPESA', 5);
  expect(
    (await page.request.post(`${E2E_SANDBOX}/__control/orders/${order.orderTrackingId}/approve`, { data: { method: 'mpesa' } })).status(),
  ).toBe(200);
  expect(await (await page.request.get(`/api/pesapal/verify?orderTrackingId=${order.orderTrackingId}`)).json()).toMatchObject({
    status: 'COMPLETED',
  });
  const reference = order.orderId.slice(0, 8).toUpperCase();

  // Signed in from the desktop header (the phone's is behind the menu), then on the phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  await logIn(page, DEMO_NEW_ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/admin/order?id=${order.orderId}`);

  const heading = page.getByRole('heading', { name: 'Set up your authenticator app', level: 2 });
  await expect(heading).toBeFocused();
  const qr = page.getByRole('img', { name: 'QR code to scan with your authenticator app' });
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml/);
  // Drawn, not a broken image: the page's policy lets data: images in, and the SVG is encoded whole.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  const shown = (await page.getByTestId('mfa-secret').textContent()) ?? '';
  expect(shown).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  const field = page.getByLabel('6-digit code');
  await expect(field).toHaveAttribute('inputmode', 'numeric');
  await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
  expect(await axeViolations(page)).toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Type the 6 digits your authenticator app shows.')).toBeVisible();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await field.fill('000000');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('That code is not right.', { exact: false })).toBeVisible();
  await expect(field).toBeFocused();

  await stepUp(page, shown.replace(/ /g, ''));
  const section = page.getByRole('region', { name: 'After the sale' });
  await expect(section).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);

  await section.getByRole('button', { name: 'Refund', exact: true }).click();
  const form = section.getByRole('form', { name: `Refund order ${reference}` });
  await form.getByLabel('Reason').fill('Sold out at the supplier');
  await form.getByRole('button', { name: 'Refund…' }).click();
  await form.getByRole('button', { name: /^Yes, refund KSh/ }).click();
  await expect(section.getByRole('status')).toContainText(`for order ${reference} was asked of Pesapal.`);
  await expect(section.getByTestId('order-refunds')).toContainText(`Asked by ${DEMO_NEW_ADMIN.email}`);

  // A reload keeps the session at aal2: no second question.
  await page.reload();
  await expect(section).toBeVisible();
  await expect(field).toHaveCount(0);
});
