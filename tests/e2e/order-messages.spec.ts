import { expect, test, type Page } from '@playwright/test';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { productPath } from '../../src/lib/catalogue/product-path.ts';
import { E2E_MAILBOX, E2E_SMS } from '../../scripts/e2e-ports.ts';
import { logIn, stepUp, workerAdmin } from './session.ts';

/** Order messages end to end: the shop's outbox worker sends through the local catcher and SMS stand-in. */

async function placeCashOrder(page: Page, email: string) {
  const snapshot = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  const [id, product] = Object.entries(snapshot.products).find(([, p]) => p.inStock && p.priceCents > 0)!;
  await page.goto(productPath({ id, category: product.category }));
  await page.locator('main button[data-add-to-cart]').first().click();
  await page.goto('/checkout');
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field('Full name').fill('Akinyi Odhiambo');
  await field('Email').fill(email);
  await field('Phone').fill('0711 222 333');
  await field('Delivery address').fill('Oginga Odinga Street 4');
  await field('City').fill('Kisumu');
  await page.getByRole('combobox', { name: 'County' }).selectOption({ label: 'Kisumu' });
  await field('Postal code').fill('40100');
  await page.getByRole('radio', { name: /^Cash on delivery/ }).check();
  for (const policy of [/Terms and Conditions/, /Privacy Policy/, /financial advice/])
    await page.getByRole('checkbox', { name: policy }).check();
  await page.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByTestId('order-total')).toBeVisible();
  const total = (await page.getByTestId('order-total').textContent())!;
  // The page leaves for the confirmation at once, so the answer is kept as it passes (its body is gone after).
  let orderId = '';
  await page.route('**/api/checkout/initiate', async (route) => {
    const response = await route.fetch();
    orderId = ((await response.json()) as { orderId: string }).orderId;
    await route.fulfill({ response });
  });
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect.poll(() => orderId).not.toBe('');
  return { orderId, reference: orderId.slice(0, 8).toUpperCase(), total };
}

test('a cash order: the confirmation arrives in the local mailbox with the total and reference, the SMS in the gateway, and the admin sees both sent', async ({
  page,
  browser,
}) => {
  // Checkout, the mailbox, the SMS gateway and the admin desk in one walk: its own budget (issue 34).
  test.setTimeout(90_000);
  const email = `messages-${Date.now()}@shop.test`;
  const order = await placeCashOrder(page, email);
  // The goods and the delivery fee, both paid to the driver: what the review said is what the e-mail says.
  expect(order.total.startsWith('KSh ')).toBe(true);

  // The worker sends within a couple of seconds; the mailbox page lists what the catcher received.
  const mail = page
    .locator('article')
    .filter({ hasText: email })
    .filter({ has: page.getByRole('heading', { name: `Order ${order.reference} received: Solar Shop Kenya` }) });
  await expect(async () => {
    await page.goto(E2E_MAILBOX);
    await expect(mail).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(mail).toContainText(`Total: ${order.total}`);
  await expect(mail).toContainText('You pay in cash on delivery');
  await expect(mail).toContainText('Other major towns');
  await expect(mail.getByRole('link', { name: /wa\.me/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/254\d{9}\?text=/);

  const sms = (await (await page.request.get(`${E2E_SMS}/__control/messages`)).json()) as { messages: Array<{ to: string; text: string }> };
  expect(sms.messages.filter((m) => m.to === '+254711222333' && m.text.includes(order.reference))).toHaveLength(1);

  const admin = await browser.newPage();
  await admin.goto('/');
  await logIn(admin, workerAdmin());
  await admin.goto(`/admin/order?id=${order.orderId}`);
  await stepUp(admin);
  const list = admin.getByTestId('order-notifications');
  await expect(list).toContainText('E-mail to the customer: order received');
  await expect(list).toContainText('SMS to the customer: order received');
  await expect(list).toContainText('E-mail to the shop: new order alert');
  await expect(list).toContainText('SMS to the shop: new order alert');
  await expect(list.getByText(/ · sent · /)).toHaveCount(4);
  await admin.close();
});
