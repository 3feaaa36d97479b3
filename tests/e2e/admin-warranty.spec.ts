import { expect, test } from '@playwright/test';
import { DEMO_ADMIN } from '../../local/demo-accounts.ts';
import { axeViolations } from './axe.ts';
import { placeOrder } from './place-order.ts';
import { adminAccessToken, logIn, stepUp } from './session.ts';
import { smsTo, uniquePhone } from './sms.ts';

/**
 * The warranty desk on a phone (issue 31): a customer's delivered order has a registered serial and
 * a claim against it (made through the API as the customer makes them); the admin finds the serial,
 * moves the claim to Replaced with the audit shown, and the customer's SMS arrives at the gateway.
 */
test.use({ viewport: { width: 390, height: 844 } });

test('an admin finds a serial, moves its claim to Replaced, and the customer is told by SMS', async ({ page }) => {
  test.setTimeout(60_000);
  const phone = uniquePhone();
  const serial = `E2E-${Date.now().toString(36).toUpperCase()}`;
  const { orderId, reference, product } = await placeOrder(page.request, 'Cash', { phone });
  const admin = { authorization: `Bearer ${await adminAccessToken(page.request)}` };
  expect((await page.request.patch(`/api/orders/${orderId}`, { headers: admin, data: { delivery_status: 'delivered' } })).status()).toBe(
    200,
  );
  const registered = await page.request.post('/api/warranty/registrations', {
    data: { reference, phone, items: [{ productId: product.id, serial }] },
  });
  expect(registered.status()).toBe(201);
  const claimed = await page.request.post('/api/warranty/claims', {
    data: { serial, phone, description: 'It stopped working after a week of use.' },
  });
  expect(claimed.status()).toBe(201);

  // Signed in from the desktop header (the phone's is behind the menu), then worked on the phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  await logIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/warranty');
  await stepUp(page);
  await expect(page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Warranty' })).toHaveAttribute(
    'aria-current',
    'page',
  );

  // Typed as read off a label: lower case, with a space.
  await page.getByRole('searchbox', { name: 'Serial number', exact: true }).fill(serial.toLowerCase().replace('-', ' -'));
  await page.getByRole('button', { name: 'Find', exact: true }).click();
  const lookup = page.getByTestId('serial-lookup');
  await expect(lookup.getByRole('status')).toHaveText(`Serial ${serial}: 1 registration.`);
  await expect(lookup).toContainText(reference);
  await expect(lookup).toContainText(`+254${phone.slice(1)}`);
  const claim = lookup.getByTestId('warranty-claim');
  await expect(claim).toContainText('It stopped working after a week of use.');
  await expect(claim).toContainText('Received');

  // Labels and keyboard: the select and Save are reached by their names, Save pressed with Enter.
  await claim.getByLabel('New status').selectOption({ label: 'Replaced' });
  await claim.getByRole('button', { name: 'Save' }).press('Enter');
  await expect(claim.getByRole('status')).toHaveText('The claim is now Replaced. The customer is told by SMS and e-mail.');
  await expect(claim.getByTestId('claim-audit')).toContainText(`Received → Replaced, by ${DEMO_ADMIN.email}`);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Rejecting without a reason is refused beside the reason, before anything is sent.
  await claim.getByLabel('New status').selectOption({ label: 'Rejected' });
  await claim.getByRole('button', { name: 'Save' }).click();
  await expect(claim.getByLabel('Reason')).toBeFocused();
  await expect(claim).toContainText('Write why the claim is rejected');
  expect(await axeViolations(page)).toEqual([]);

  await expect(async () =>
    expect((await smsTo(page.request, phone)).some((text) => text.includes(`${serial}: Replaced`))).toBe(true),
  ).toPass({ timeout: 15_000 });
});
