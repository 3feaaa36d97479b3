import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { paymentForm } from './payment-form.ts';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { MPESA_HINT_AFTER_MS } from '../../src/lib/checkout/mpesa-hint.ts';
import { FRAME_LOAD_TIMEOUT_MS } from '../../src/lib/checkout/payment-frame.ts';
import { formatKes } from '../../src/lib/money.ts';
import { PAYMENT_POLL_INTERVAL_MS } from '../../src/lib/payment-status.ts';
import { E2E_SANDBOX } from '../../scripts/e2e-ports.ts';
import { placeOnlineOrder, type PlacedOrder } from './place-order.ts';

const FRAME_FAILED = 'Failed to load payment form. Please try again or contact support.';

/** Fake timers that move only when the test says, so a timeout counts from the page's start exactly. */
async function stopTheClock(page: Page): Promise<void> {
  await page.clock.install({ time: new Date('2026-11-23T09:00:00+03:00') });
  await page.clock.pauseAt(new Date('2026-11-23T09:00:01+03:00'));
}

const framePage = (order: Pick<PlacedOrder, 'orderTrackingId' | 'redirectUrl'>) =>
  `/payment/iframe?${new URLSearchParams({ orderTrackingId: order.orderTrackingId, redirectUrl: order.redirectUrl })}`;

/** The value shown next to `term` in the payment details. */
const detail = (page: Page, term: string) =>
  page.locator('.payment-details dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd[1]');

test.describe('payment pages', () => {
  for (const [paymentMethod, outcome, shown] of [
    ['MPESA', { method: 'mpesa' }, 'M-PESA'],
    ['Card', { method: 'card', payer: '4111111111111111' }, 'Visa'],
    ['Card', { method: 'card', payer: '5555555555554444' }, 'MasterCard'],
    ['Bank', { method: 'bank', payer: 'kcb' }, 'Bank transfer'],
  ] as const) {
    test(`paid by ${outcome.method}${'payer' in outcome ? ` (${outcome.payer})` : ''}: the pages say ${shown} and the amount in KSh`, async ({
      page,
    }) => {
      const order = await placeOnlineOrder(page.request, paymentMethod, 1);
      await page.goto(framePage(order));
      await expect(page.getByTestId('payment-status')).toHaveText('PENDING');
      await expect(detail(page, 'Amount')).toHaveText(formatKes(order.totalCents, 'en'));
      await page.request.post(`${E2E_SANDBOX}/__control/orders/${order.orderTrackingId}/approve`, { data: outcome });

      await page.goto(`/payment/return?orderTrackingId=${order.orderTrackingId}`);
      await expect(page.getByTestId('payment-status')).toHaveText('COMPLETED');
      await expect(detail(page, 'Payment Method')).toHaveText(shown);
      await expect(detail(page, 'Amount')).toHaveText(formatKes(order.totalCents, 'en'));
      await expect(page.locator('main')).not.toContainText(/MpesaKE|Mastercard|KCB Bank|KES/);
    });
  }

  for (const [locale, prefix, words] of [
    ['en', '', en],
    ['sw', '/sw', sw],
  ] as const) {
    test(`${locale}: the M-PESA hint shows once the shopper can have asked for the prompt in the form, never from load`, async ({
      page,
    }) => {
      // Pesapal reports nothing of a prompt (src/lib/checkout/mpesa-hint.ts): the hint waits for the shopper to use the form, then for time to ask.
      await page.clock.install();
      const hint = page.getByRole('status').filter({ hasText: words['payment.iframe.stk'] });
      const mpesa = await placeOnlineOrder(page.request, 'MPESA', { productIndex: 2, locale });
      await page.goto(`${prefix}${framePage(mpesa)}`);
      await expect(page.getByTestId('payment-status')).toHaveText(words['payment.status.PENDING']);
      // Once the page knows the frame loaded: before, the fast-forward below would fire the frame's
      // load timeout (the frame then counts as failed and is hidden).
      const form = await paymentForm(page, words['payment.frameTitle']);
      await expect(form.getByRole('button', { name: 'Send M-PESA prompt' })).toBeVisible();
      await page.clock.fastForward(10 * 60_000);
      await expect(page.getByText(words['payment.iframe.stk'])).toHaveCount(0);

      // Pressed from the keyboard: after ten minutes fast-forwarded the page below may still be laying
      // itself out, and a pointer's click aimed before a shift lands beside the button (once in CI).
      await form.getByRole('button', { name: 'Send M-PESA prompt' }).press('Enter');
      await expect(form.getByRole('heading', { name: 'Check your phone' })).toBeVisible();
      await expect(page.getByText(words['payment.iframe.stk'])).toHaveCount(0);
      await page.clock.fastForward(MPESA_HINT_AFTER_MS);
      await expect(hint).toBeVisible();
      // Gone once the payment is no longer pending (the prompt answered on the phone, as the next status check learns).
      await page.request.post(`${E2E_SANDBOX}/__control/orders/${mpesa.orderTrackingId}/approve`, { data: { method: 'mpesa' } });
      await page.clock.fastForward(PAYMENT_POLL_INTERVAL_MS);
      await expect(page.getByTestId('payment-status')).toHaveText(words['payment.status.COMPLETED']);
      await expect(page.getByText(words['payment.iframe.stk'])).toHaveCount(0);
    });
  }

  test('a card order names Card until paid, and never shows the M-PESA hint, even once its form is used', async ({ page }) => {
    await page.clock.install();
    const card = await placeOnlineOrder(page.request, 'Card', 2);
    await page.goto(framePage(card));
    await expect(page.getByTestId('payment-status')).toHaveText('PENDING');
    await expect(detail(page, 'Payment Method')).toHaveText('Card');
    await (await paymentForm(page)).getByRole('radio', { name: 'Card (Visa, Mastercard)' }).check();
    await page.clock.fastForward(10 * 60_000);
    await expect(page.getByText(en['payment.iframe.stk'])).toHaveCount(0);
  });

  test('a tracking id the shop does not know (or that is malformed): said so once, Return to Checkout, no more polling', async ({
    page,
  }) => {
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/payments/status') asked += 1;
    });
    await page.clock.install();
    for (const orderTrackingId of [randomUUID(), 'not ours!']) {
      asked = 0;
      await page.goto(
        framePage({ orderTrackingId, redirectUrl: `${E2E_SANDBOX}/pesapaliframe/PesapalIframe3/Index?OrderTrackingId=${orderTrackingId}` }),
      );
      await expect(page.getByRole('alert')).toContainText('We could not find this payment.');
      await expect(page.getByRole('link', { name: 'Return to Checkout' })).toHaveAttribute('href', '/checkout');
      await expect(page.locator('iframe')).toHaveCount(0);
      await expect(page.getByTestId('payment-status')).toHaveCount(0);
      await page.clock.runFor(PAYMENT_POLL_INTERVAL_MS * 3);
      // Any check those three intervals started was started before this later request: once it is seen, so are they.
      const marker = page.waitForRequest((request) => new URL(request.url()).pathname === '/api/health');
      await page.evaluate(() => void fetch('/api/health'));
      await marker;
      expect(asked).toBe(1);
    }
  });

  test('a frame the browser blocks shows the failure message at once', async ({ page }) => {
    const order = await placeOnlineOrder(page.request, 'MPESA', 3);
    // As when the deployed headers name another Pesapal host than the server uses.
    await page.route(
      (url) => url.pathname === '/payment/iframe',
      async (route) => {
        const response = await route.fetch();
        const headers = { ...response.headers() };
        headers['content-security-policy'] = (headers['content-security-policy'] ?? '').replace(
          /frame-src [^;]+/,
          'frame-src https://pay.pesapal.example',
        );
        await route.fulfill({ response, headers });
      },
    );
    await page.goto(framePage(order));
    await expect(page.getByTestId('payment-status')).toHaveText('PENDING');
    await expect(page.locator('.payment-error')).toHaveText(FRAME_FAILED);
    await expect(page.locator('iframe')).toHaveCount(0);
  });

  test('a payment host that never answers: the failure message after the load timeout, not before', async ({ page }) => {
    const order = await placeOnlineOrder(page.request, 'MPESA', 4);
    await stopTheClock(page);
    // The hosted page's host takes the connection and never answers.
    await page.route(
      (url) => url.href.startsWith(`${E2E_SANDBOX}/pesapaliframe/`),
      () => undefined,
    );
    await page.goto(framePage(order));
    await expect(page.getByTestId('payment-status')).toHaveText('PENDING');
    await expect(page.getByText('Loading the payment form…')).toBeVisible();
    await page.clock.runFor(FRAME_LOAD_TIMEOUT_MS - 1_000);
    await expect(page.locator('.payment-error')).toHaveCount(0);
    await page.clock.runFor(1_000);
    await expect(page.locator('.payment-error')).toHaveText(FRAME_FAILED);
  });

  test('a status that never comes (our server cannot reach Pesapal): no frame, then the failure message', async ({ page }) => {
    const order = await placeOnlineOrder(page.request, 'MPESA', 5);
    await stopTheClock(page);
    await page.route(
      (url) => url.pathname === '/api/payments/status',
      (route) =>
        route.fulfill({
          status: 502,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'PAYMENT_PROVIDER_ERROR', message: 'Pesapal did not answer.' } }),
        }),
    );
    await page.goto(framePage(order));
    // The island's own badge, not the page's static fallback (which says the same loading words): the island runs.
    await expect(page.getByTestId('payment-status')).toHaveText('PENDING');
    await expect(page.getByText('Loading the payment form…')).toBeVisible();
    await page.clock.runFor(FRAME_LOAD_TIMEOUT_MS);
    await expect(page.locator('.payment-error')).toHaveText(FRAME_FAILED);
    await expect(page.locator('iframe')).toHaveCount(0);
  });
});
