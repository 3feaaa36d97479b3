import { expect, test, type Page } from '@playwright/test';
import { catalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { formatKes } from '../../src/lib/money.ts';
import { formatLongDate } from '../../src/lib/date-time.ts';
import type { Quote } from '../../src/api/checkout.ts';
import type { Locale } from '../../src/i18n/locales.ts';
// The expected words come from the shop's own string tables, in the language of the walk.
import '../../src/i18n/everything.ts';
import { translationsFor } from '../../src/i18n/index.ts';
import { axeViolations } from './axe.ts';
import { E2E_SANDBOX } from '../../scripts/e2e-ports.ts';
import { uniquePhone } from './sms.ts';

/**
 * A lay-by on /track with JavaScript off, on a phone, in English and in Kiswahili (issue 47,
 * items 3 and 6): an order placed on lay-by through the API with its deposit paid, the reminder's
 * link /track?ref=… opened, the phone typed; the plan shows what is paid, the balance, the end date
 * and the deposit's M-PESA code; the form pays the next amount into the sandbox's page, and once
 * Pesapal reports it, /track counts it. A look at the page is saved under /tmp/look/.
 */
test.use({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });

const NAIROBI = '047';

/** A lay-by order of the cheapest product that may have one, placed as checkout places it, with its deposit approved in the sandbox. */
async function laybyWithDeposit(page: Page, phone: string, locale: Locale) {
  const { products } = catalogueSnapshot.parse(await (await page.request.get('/catalogue.json')).json());
  const candidates = Object.entries(products)
    .filter(([, p]) => p.inStock && p.priceCents > 0)
    .sort(([, a], [, b]) => a.priceCents - b.priceCents);
  let chosen: { id: string; layby: Extract<NonNullable<Quote['layby']>, { offered: true }> } | null = null;
  for (const [id] of candidates) {
    const answer = await page.request.post('/api/checkout/quote', {
      data: { items: [{ id, quantity: 1 }], delivery: { county: NAIROBI, express: false, weekend: false } },
    });
    const layby = ((await answer.json()) as Quote).layby;
    if (layby?.offered && layby.depositCents <= layby.mpesaMaxCents) {
      chosen = { id, layby };
      break;
    }
  }
  if (!chosen) throw new Error('No product in the demo may be bought on lay-by: is the seed’s Lay-by settings document in the build?');
  const { policies } = (await (await page.request.get('/api/policies/latest')).json()) as {
    policies: Array<{ type: string; hash: string }>;
  };
  const placed = await page.request.post('/api/checkout/initiate', {
    headers: { 'accept-language': locale === 'sw' ? 'sw-KE' : 'en-KE' },
    data: {
      customer: {
        fullName: 'Achieng Otieno',
        email: `layby-track-${Date.now()}@shop.test`,
        phone,
        address: 'Ngong Road',
        apartment: '',
        city: 'Nairobi',
        county: 'Nairobi',
        postalCode: '00100',
      },
      paymentMethod: 'MPESA',
      paymentPlan: { kind: 'layby' },
      items: [{ id: chosen.id, quantity: 1 }],
      agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
      acceptedPolicyHashes: Object.fromEntries(policies.map((policy) => [policy.type, policy.hash])),
      idempotencyKey: `e2e_${Date.now()}_${Math.random().toString(36).slice(2)}`,
    },
  });
  expect(placed.status()).toBe(200);
  const order = (await placed.json()) as {
    orderId: string;
    orderTrackingId: string;
    plan: { depositCents: number; balanceCents: number; endsOn: string };
  };
  await approve(page, order.orderTrackingId);
  return { ...order, reference: order.orderId.slice(0, 8).toUpperCase() };
}

/** The sandbox approves a payment by M-PESA, and the shop records it (asked by the payment's status, as the return page asks). */
async function approve(page: Page, orderTrackingId: string) {
  expect((await page.request.post(`${E2E_SANDBOX}/__control/orders/${orderTrackingId}/approve`, { data: {} })).status()).toBe(200);
  await expect(async () =>
    expect(await (await page.request.get(`/api/payments/status?orderTrackingId=${orderTrackingId}`)).json()).toMatchObject({
      status: 'COMPLETED',
    }),
  ).toPass({ timeout: 15_000 });
}

for (const locale of ['en', 'sw'] as const) {
  test(`${locale}: the reminder's link opens the plan; its form pays the next amount into Pesapal's page`, async ({ page, browser }) => {
    test.setTimeout(60_000);
    const t = translationsFor(locale);
    const kes = (cents: number) => formatKes(cents, locale);
    const prefix = locale === 'sw' ? '/sw' : '';
    const phone = uniquePhone();
    const order = await laybyWithDeposit(page, phone, locale);
    const total = order.plan.depositCents + order.plan.balanceCents;
    const tracked = (await (await page.request.post('/api/orders/track', { data: { phone, reference: order.reference } })).json()) as {
      order: { plan: { payments: Array<{ code: string }>; suggestedCents: number; minInstalmentCents: number } };
    };
    const code = tracked.order.plan.payments[0]!.code;

    // The reminder's link: the reference typed in, the phone asked.
    await page.goto(`${prefix}/track?ref=${order.reference}`);
    await page.getByLabel(t('track.phone')).fill(phone);
    await page.getByRole('button', { name: t('track.submit') }).click();
    const plan = page.getByTestId('layby-plan');
    await expect(plan.getByTestId('plan-status')).toHaveText(t('layby.status.active'));
    await expect(plan.getByTestId('plan-paid')).toHaveText(
      t('laybyTrack.paidOf', { paid: kes(order.plan.depositCents), total: kes(total) }),
    );
    await expect(plan.getByTestId('plan-balance')).toHaveText(kes(order.plan.balanceCents));
    await expect(plan.getByTestId('plan-endsOn')).toHaveText(formatLongDate(order.plan.endsOn, locale));
    await expect(plan).toContainText(t('laybyTrack.code', { code }));
    const amount = plan.getByRole('spinbutton', { name: t('laybyTrack.pay.amount') });
    await expect(amount).toHaveValue(String(Math.min(tracked.order.plan.suggestedCents, order.plan.balanceCents) / 100));
    // Cancel says what goes back before it is confirmed (within the fee-free days: all of it).
    await expect(page.getByTestId('layby-cancel-quote')).toHaveText(t('laybyTrack.cancel.noFee', { refund: kes(order.plan.depositCents) }));
    await page.screenshot({ path: `/tmp/look/layby-track-${locale}.png`, fullPage: true });
    await plan.screenshot({ path: `/tmp/look/layby-plan-${locale}.png` });
    // axe runs in the page, which needs a script: the same answer, asked again in a page that runs them.
    const checked = await browser.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: true });
    await checked.goto(`${prefix}/track?ref=${order.reference}`);
    await checked.getByLabel(t('track.phone')).fill(phone);
    await checked.getByRole('button', { name: t('track.submit') }).click();
    await expect(checked.getByTestId('layby-plan')).toBeVisible();
    expect(await checked.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await axeViolations(checked, 'main')).toEqual([]);
    await checked.close();

    // The next amount, typed in whole shillings, into the sandbox's page.
    const shillings = Math.max(tracked.order.plan.minInstalmentCents / 100, 1500);
    await amount.fill(String(shillings));
    await plan.getByRole('button', { name: t('laybyTrack.pay.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`^http://[^/]+${prefix}/payment/iframe\\?orderTrackingId=`));
    const orderTrackingId = new URL(page.url()).searchParams.get('orderTrackingId')!;
    const form = page.frameLocator(`iframe[title="${t('payment.frameTitle')}"]`);
    await expect(form.getByRole('button', { name: 'Send M-PESA prompt' })).toBeVisible();
    const asked = (await (await page.request.get(`${E2E_SANDBOX}/__control/orders/${orderTrackingId}`)).json()) as { amount: number };
    expect(asked.amount).toBe(shillings);

    // Once Pesapal reports it, /track counts it.
    await approve(page, orderTrackingId);
    await page.goto(`${prefix}/track?ref=${order.reference}`);
    await page.getByLabel(t('track.phone')).fill(phone);
    await page.getByRole('button', { name: t('track.submit') }).click();
    await expect(plan.getByTestId('plan-balance')).toHaveText(kes(order.plan.balanceCents - shillings * 100));
    await expect(plan).toContainText(t('laybyTrack.paymentsCount', { count: 2 }));
  });
}
