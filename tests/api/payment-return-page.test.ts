import { describe, expect, it } from 'vitest';
import { serverSlot } from '../../src/lib/server-slot.ts';
import { PAYMENT_RETURN_SLOT } from '../../src/lib/checkout/payment-return-html.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { createPagesApp, STATIC_PAGE } from '../../src/server/pages/app.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { checkoutHarness, orderBody, post, SNAPSHOT } from './checkout-fixture.ts';
import { ENGINES } from './db-fixture.ts';

/**
 * /payment/return without scripts (Pesapal's callback after its form): the server states the
 * payment in the page's noscript part, in the page's language: its outcome in the shop's words, its
 * M-PESA code once paid, what to do next, and the way to the order on /track.
 */
const BUILT_PAGE = `<!doctype html><main><noscript>${serverSlot(PAYMENT_RETURN_SLOT, '<p>Needs JavaScript</p>')}</noscript></main>`;

describe.each(ENGINES)('the payment return page without scripts, on %s', (engine) => {
  const harness = checkoutHarness(engine);

  const pages = () =>
    createPagesApp({
      db: harness.db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      pesapal: harness.pesapal.client(),
      catalogue: staticCatalogueSource(SNAPSHOT),
      pages: async () => BUILT_PAGE,
      files: async () => null,
    });

  async function placeMpesa() {
    const res = await post(harness.app, '/api/checkout/initiate', orderBody({ paymentMethod: 'MPESA' }));
    expect(res.status).toBe(200);
    const placed = (await res.json()) as { orderId: string; orderTrackingId: string };
    return { ...placed, reference: placed.orderId.slice(0, 8).toUpperCase() };
  }
  const back = (order: { orderId: string; orderTrackingId: string }, path = '/payment/return') =>
    pages().request(
      `${path}?OrderTrackingId=${order.orderTrackingId}&OrderMerchantReference=${order.orderId}&OrderNotificationType=CALLBACKURL`,
    );

  it('a paid payment: the shop’s words, the M-PESA code, and the way to the order', async () => {
    const order = await placeMpesa();
    await harness.pesapal.control.outcome(order.orderTrackingId, 'approve', { method: 'mpesa' });
    const res = await back(order);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const html = await res.text();
    expect(html).toContain(en['payment.outcome.paid']);
    const code = (await harness.db.payments.byTrackingId(order.orderTrackingId))?.confirmationCode;
    expect(code).toMatch(/^[A-Z0-9]{10}$/);
    expect(html).toContain(`<dt>${en['receipt.mpesa']}</dt><dd>${code}</dd>`);
    expect(html).toContain(`href="/track?ref=${order.reference}"`);
    expect(html).not.toContain('Needs JavaScript');
  });

  it('still waiting: says what happens next and offers to check again, at the same address', async () => {
    const order = await placeMpesa();
    const html = await (await back(order)).text();
    expect(html).toContain(en['payment.outcome.waiting']);
    expect(html).toContain(en['payment.return.waitingNext']);
    expect(html).toMatch(
      new RegExp(`href="/payment/return\\?OrderTrackingId=${order.orderTrackingId}&(amp|#38);OrderMerchantReference=${order.orderId}`),
    );
  });

  it('declined, in Kiswahili on /sw: the shop’s words and what to do, never Pesapal’s', async () => {
    const order = await placeMpesa();
    await harness.pesapal.control.outcome(order.orderTrackingId, 'decline', { method: 'mpesa' });
    const html = await (await back(order, '/sw/payment/return')).text();
    expect(html).toContain(sw['payment.return.failedNext']);
    expect(html).toContain(`href="/sw/track?ref=${order.reference}"`);
    expect(html).not.toContain('Request processed');
  });

  it('a payment the shop never issued: says so, and a check again', async () => {
    const html = await (
      await back({ orderId: '00000000-0000-4000-8000-000000000000', orderTrackingId: 'b945e4af-80a5-4ec1-8706-e03f8332fb04' })
    ).text();
    expect(html).toContain(en['payment.error.unknown']);
    expect(html).toContain(en['payment.problem.checkAgain']);
  });

  it.each(['', '?OrderTrackingId=not-a-tracking-id'])(
    'without a tracking id it could have issued (%s), the static page answers',
    async (query) => {
      const res = await pages().request(`/payment/return${query}`);
      expect(res.headers.get(STATIC_PAGE)).toBe('1');
    },
  );
});
