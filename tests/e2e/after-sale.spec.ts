import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { DEMO_CUSTOMER } from '../../local/demo-accounts.ts';
import { E2E_SANDBOX } from '../../scripts/e2e-ports.ts';
import { smsTo, uniquePhone } from './sms.ts';
import { placeOrder } from './place-order.ts';
import { accessToken, adminAccessToken, logIn } from './session.ts';

/**
 * After the sale (issue 29), on a phone: a guest follows the order's SMS to /track, opens the order
 * with the phone and reference, and cancels a cash order there within the window, with or without
 * JavaScript, in either language; an admin refunds a paid M-PESA order, and the customer's /orders
 * reads Refunded once Pesapal reports the money returned.
 */
test.use({ viewport: { width: 390, height: 844 } });

async function trackFromSms(page: Page, phone: string, words: { readonly 'track.phone': string; readonly 'track.submit': string }) {
  let link = '';
  await expect(async () => {
    const texts = await smsTo(page.request, phone);
    link = /https?:\/\/\S+\/track\?ref=[0-9A-F]{8}/.exec(texts.join('\n'))?.[0] ?? '';
    expect(link).not.toBe('');
  }).toPass({ timeout: 15_000 });
  await page.goto(new URL(link).pathname + new URL(link).search);
  await page.getByLabel(words['track.phone']).fill(phone);
  await page.getByRole('button', { name: words['track.submit'] }).click();
  return page.getByTestId('tracked-order');
}

for (const [locale, words, javaScriptEnabled] of [
  ['en', en, true],
  ['sw', sw, false],
] as const) {
  test.describe(`${locale}, JavaScript ${javaScriptEnabled ? 'on' : 'off'}`, () => {
    test.use({ javaScriptEnabled });

    test('a guest follows the SMS link, finds the order, and cancels it with a reason', async ({ page }) => {
      test.setTimeout(60_000);
      const phone = uniquePhone();
      const { reference, product } = await placeOrder(page.request, 'Cash', { phone, locale });
      const tracked = await trackFromSms(page, phone, words);
      await expect(tracked).toContainText(product.name);
      await expect(tracked).toContainText(words['track.event.payOnDelivery']);

      await tracked.getByText(words['cancel.button'], { exact: true }).click();
      const reason = tracked.getByLabel(words['cancel.reasonLabel']);
      await expect(reason).toBeVisible();
      await reason.fill(locale === 'en' ? 'Bought one locally' : 'Nimenunua dukani karibu');
      await tracked.getByRole('button', { name: words['cancel.confirm'] }).click();

      const after = page.getByTestId('tracked-order');
      await expect(after.getByRole('status')).toContainText(words['cancel.done'].replace('{reference}', reference));
      await expect(after).toContainText(words['order.status.cancelled']);
      await expect(after.locator('.timeline')).toContainText(words['track.event.cancelled']);
      await expect(after.locator('.timeline')).not.toContainText(words['track.event.payOnDelivery']);
      await expect(after.getByText(words['cancel.button'], { exact: true })).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The customer is told by SMS, in the language they ordered in.
      await expect(async () => expect((await smsTo(page.request, phone)).join('\n')).toContain(reference)).toPass();
      await expect(async () =>
        expect((await smsTo(page.request, phone)).some((text) => text.includes(locale === 'en' ? 'is cancelled' : 'limeghairiwa'))).toBe(
          true,
        ),
      ).toPass({ timeout: 15_000 });
    });
  });
}

/**
 * A guest's Pay now on /track without scripts (issue 43, item 13): the form posts /track/pay, which
 * lands on /payment/iframe with Pesapal's form in it (the server fills the page's noscript part);
 * an order paid since the page was shown is refused with the reason beside the order; Pesapal's
 * return then states the payment (the server fills /payment/return's noscript part).
 */
test.describe('JavaScript off, a guest pays on /track', () => {
  test.use({ javaScriptEnabled: false });

  for (const [locale, prefix, words] of [
    ['en', '', en],
    ['sw', '/sw', sw],
  ] as const) {
    test(`${locale}: Pay now opens Pesapal's form; once paid meanwhile, it says why`, async ({ page }) => {
      const phone = uniquePhone();
      const { reference, orderTrackingId } = await placeOrder(page.request, 'MPESA', { phone, locale });
      const track = async () => {
        await page.goto(`${prefix}/track?ref=${reference}`);
        await page.getByLabel(words['track.phone']).fill(phone);
        await page.getByRole('button', { name: words['track.submit'] }).click();
        const tracked = page.getByTestId('tracked-order');
        await expect(tracked).toContainText(words['order.status.awaiting_payment']);
        return tracked;
      };

      await (await track()).getByRole('button', { name: words['track.payNow'] }).click();
      await expect(page).toHaveURL(new RegExp(`^http://[^/]+${prefix}/payment/iframe\\?orderTrackingId=${orderTrackingId}&`));
      const form = page.frameLocator(`iframe[title="${words['payment.frameTitle']}"]`);
      await expect(form.getByRole('button', { name: 'Send M-PESA prompt' })).toBeVisible();
      await expect(page.getByRole('link', { name: words['payment.noScript.open'] })).toHaveAttribute('href', /OrderTrackingId=/);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

      // The order is paid in another window while /track still offers Pay now.
      const stale = await track();
      expect((await page.request.post(`${E2E_SANDBOX}/__control/orders/${orderTrackingId}/approve`, { data: {} })).status()).toBe(200);
      await expect(async () =>
        expect(await (await page.request.get(`/api/payments/status?orderTrackingId=${orderTrackingId}`)).json()).toMatchObject({
          status: 'COMPLETED',
        }),
      ).toPass({ timeout: 15_000 });
      await stale.getByRole('button', { name: words['track.payNow'] }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/track/pay$`));
      await expect(page.getByText(words['order.error.notPayable'].replace('{status}', words['order.status.paid']))).toBeVisible();
      const after = page.getByTestId('tracked-order');
      await expect(after).toContainText(words['order.status.paid']);
      await expect(after.getByRole('button', { name: words['track.payNow'] })).toHaveCount(0);

      // Pesapal's return after the form: the page states the payment and its M-PESA code, and leads to the order.
      const { orderId } = (await (await page.request.get(`/api/payments/status?orderTrackingId=${orderTrackingId}`)).json()) as {
        orderId: string;
      };
      await page.goto(
        `${prefix}/payment/return?OrderTrackingId=${orderTrackingId}&OrderMerchantReference=${orderId}&OrderNotificationType=CALLBACKURL`,
      );
      // (Playwright's text search skips what a noscript holds; its roles do not.)
      const details = page.getByRole('region', { name: words['payment.details'] });
      await expect(details).toContainText(words['payment.outcome.paid']);
      await expect(details).toContainText(words['receipt.mpesa']);
      await page.getByRole('link', { name: words['payment.noScript.follow'].replace('{reference}', reference) }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/track\\?ref=${reference}$`));
    });
  }
});

test('an admin refunds a paid M-PESA order, and the customer’s /orders reads Refunded', async ({ page }) => {
  test.setTimeout(60_000);
  const customer = await accessToken(page.request, DEMO_CUSTOMER);
  const { orderId, orderTrackingId, reference } = await placeOrder(page.request, 'MPESA', { token: customer, email: DEMO_CUSTOMER.email });
  expect((await page.request.post(`${E2E_SANDBOX}/__control/orders/${orderTrackingId}/approve`, { data: {} })).status()).toBe(200);
  await expect(async () =>
    expect(await (await page.request.get(`/api/payments/status?orderTrackingId=${orderTrackingId}`)).json()).toMatchObject({
      status: 'COMPLETED',
    }),
  ).toPass({ timeout: 15_000 });

  const admin = await adminAccessToken(page.request);
  const refund = await page.request.post(`/api/orders/${orderId}/refund`, {
    headers: { authorization: `Bearer ${admin}` },
    data: { reason: 'The inverter was out of stock' },
  });
  expect(refund.status()).toBe(200);
  expect(await refund.json()).toMatchObject({ refund: { status: 'requested' } });

  // The sandbox approves the refund a moment later and sends its IPN; the shop asks Pesapal and records it.
  const mine = async () =>
    (
      (await (await page.request.get('/api/account/orders', { headers: { authorization: `Bearer ${customer}` } })).json()) as {
        orders: Array<{ id: string; status: string }>;
      }
    ).orders.find((o) => o.id === orderId);
  await expect(async () => expect(await mine()).toMatchObject({ status: 'refunded' })).toPass({ timeout: 20_000 });

  // Signed in from the desktop header (the phone's is behind the menu), then read on the phone.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/about');
  await logIn(page, DEMO_CUSTOMER);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/orders');
  const card = page.locator('.orders__order').filter({ has: page.getByRole('heading', { name: `Order ${reference}`, exact: true }) });
  await expect(card.locator('.orders__facts')).toContainText(en['order.status.refunded']);
  await expect(card.locator('.timeline')).toContainText(en['track.event.refunded']);
  await expect(card.getByRole('button', { name: en['cancel.button'] })).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
