import { expect, test, type Page } from '@playwright/test';
import type { Quote } from '../../src/api/checkout.ts';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { addDays } from '../../src/lib/layby/calendar.ts';
import { formatKes } from '../../src/lib/money.ts';
import { axeViolations } from './axe.ts';
import { E2E_SANDBOX } from '../../scripts/e2e-ports.ts';
import { logIn, stepUp, workerAdmin } from './session.ts';
import { uniquePhone } from './sms.ts';

/**
 * The owner's lay-by desk on a phone (issue 47, item 7): a lay-by order placed through the API with
 * its deposit paid; the admin opens /admin/layby at 390 px, finds it under All open and Active,
 * records a payment made at the shop by M-PESA (asked first, then said), moves the end date with a
 * reason, and sees the plan with both payments' codes on the order's page. axe-clean, no sideways scrolling.
 */
const NAIROBI = '047';
const kes = (cents: number) => formatKes(cents, 'en');
const fitsThePhone = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no sideways scrolling').toBeLessThanOrEqual(390);

/** A receipt code no other walk used (10 capital letters and digits). */
const receipt = () =>
  `LB${Date.now().toString(36).toUpperCase()}${Math.random().toString(36).slice(2).toUpperCase()}`.replace(/[^A-Z0-9]/g, '').slice(0, 10);

/** A lay-by order of the cheapest product that may have one, placed as checkout places it, its deposit approved in the sandbox. */
async function laybyWithDeposit(page: Page) {
  const { products } = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  const candidates = Object.entries(products)
    .filter(([, p]) => p.inStock && p.priceCents > 0)
    .sort(([, a], [, b]) => a.priceCents - b.priceCents);
  let chosen: string | null = null;
  for (const [id] of candidates) {
    const answer = await page.request.post('/api/checkout/quote', {
      data: { items: [{ id, quantity: 1 }], delivery: { county: NAIROBI, express: false, weekend: false } },
    });
    const layby = ((await answer.json()) as Quote).layby;
    if (layby?.offered && layby.depositCents <= layby.mpesaMaxCents) {
      chosen = id;
      break;
    }
  }
  if (!chosen) throw new Error('No product in the demo may be bought on lay-by: is the seed’s Lay-by settings document in the build?');
  const { policies } = (await (await page.request.get('/api/policies/latest')).json()) as {
    policies: Array<{ type: string; hash: string }>;
  };
  const placed = await page.request.post('/api/checkout/initiate', {
    data: {
      customer: {
        fullName: 'Njeri Mwangi',
        email: `admin-layby-${Date.now()}@shop.test`,
        phone: uniquePhone(),
        address: 'Jogoo Road',
        apartment: '',
        city: 'Nairobi',
        county: 'Nairobi',
        postalCode: '00100',
      },
      paymentMethod: 'MPESA',
      paymentPlan: { kind: 'layby' },
      items: [{ id: chosen, quantity: 1 }],
      agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
      acceptedPolicyHashes: Object.fromEntries(policies.map((policy) => [policy.type, policy.hash])),
      idempotencyKey: `e2e_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(placed.status(), await placed.text()).toBe(200);
  const order = (await placed.json()) as {
    orderId: string;
    orderTrackingId: string;
    plan: { depositCents: number; balanceCents: number; endsOn: string };
  };
  expect((await page.request.post(`${E2E_SANDBOX}/__control/orders/${order.orderTrackingId}/approve`, { data: {} })).status()).toBe(200);
  await expect(async () =>
    expect(await (await page.request.get(`/api/payments/status?orderTrackingId=${order.orderTrackingId}`)).json()).toMatchObject({
      status: 'COMPLETED',
    }),
  ).toPass({ timeout: 15_000 });
  return { ...order, reference: order.orderId.slice(0, 8).toUpperCase() };
}

test('the admin records a payment at the shop and extends a lay-by, on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  const order = await laybyWithDeposit(page);
  await page.goto('/about');
  await logIn(page, workerAdmin());
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin/layby');
  await stepUp(page);
  await expect(page.getByRole('heading', { name: 'Lay-by plans', level: 1 })).toBeVisible();

  const views = page.getByRole('navigation', { name: 'Plans by state' });
  await expect(views.getByRole('link', { name: /^All open \(\d+\)$/ })).toHaveAttribute('aria-current', 'page');
  const row = page.getByTestId('layby-plans').getByRole('row').filter({ hasText: order.reference });
  await expect(row.locator('td[data-label="Balance"]')).toHaveText(kes(order.plan.balanceCents));
  await expect(row.locator('td[data-label="Status"]')).toContainText('Paying in parts');
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);

  await views.getByRole('link', { name: /^Active/ }).click();
  await expect(page).toHaveURL(/\/admin\/layby\?view=active$/);
  await expect(row).toBeVisible();

  // A payment at the shop, by M-PESA to the till.
  const amount = 1_000_00;
  const code = receipt();
  await row.getByRole('button', { name: `Record a payment for ${order.reference}` }).click();
  const payForm = page.getByRole('form', { name: `Payment at the shop for ${order.reference}` });
  await expect(payForm.getByLabel('Amount (KSh)')).toBeFocused();
  await payForm.getByLabel('Amount (KSh)').fill(String(amount / 100));
  await payForm.getByRole('radio', { name: 'M-PESA' }).check();
  await payForm.getByLabel('M-PESA receipt code').fill(code.toLowerCase());
  await payForm.getByLabel('Note (optional)').fill('Paid at the Jogoo Road counter');
  await payForm.getByRole('button', { name: 'Record payment' }).click();
  await expect(payForm.getByText(`The balance becomes ${kes(order.plan.balanceCents - amount)}`)).toBeVisible();
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);
  await payForm.getByRole('button', { name: `Yes, record ${kes(amount)}` }).click();
  await expect(page.getByRole('status').filter({ hasText: `${kes(amount)} recorded on ${order.reference}` })).toBeVisible();
  await expect(row.locator('td[data-label="Balance"]')).toHaveText(kes(order.plan.balanceCents - amount));

  // A later end date, with why.
  const later = addDays(order.plan.endsOn, 21);
  await row.getByRole('button', { name: `Extend ${order.reference}` }).click();
  const extendForm = page.getByRole('form', { name: `A later end date for ${order.reference}` });
  await extendForm.getByLabel('New end date').fill(later);
  await extendForm.getByLabel('Reason').fill('Harvest money comes in March');
  await extendForm.getByRole('button', { name: 'Extend the plan' }).click();
  await expect(page.getByRole('status').filter({ hasText: `${order.reference} now ends on` })).toBeVisible();
  await expect(row.locator('td[data-label="Started and ends"]')).toContainText('extended 1 time');

  // The order's page: the plan, both payments with their codes, and the way back to the desk.
  await row.getByRole('link', { name: new RegExp(order.reference) }).click();
  const plan = page.getByTestId('order-layby');
  await expect(plan.getByRole('heading', { name: 'Lay-by plan' })).toBeVisible();
  await expect(plan).toContainText(kes(order.plan.depositCents + amount));
  await expect(plan.getByRole('listitem').filter({ hasText: 'at the shop' })).toContainText(code);
  await expect(plan.getByRole('listitem').filter({ hasText: 'online' }).locator('code')).toHaveText(/\S+/);
  await expect(plan.getByRole('link', { name: 'All lay-by plans' })).toHaveAttribute('href', '/admin/layby');
  await fitsThePhone(page);
  expect(await axeViolations(page)).toEqual([]);
});
