import { describe, expect, it } from 'vitest';
import { PAYMENT_FRAME_SLOT } from '../../src/lib/checkout/payment-frame-html.ts';
import { serverSlot } from '../../src/lib/server-slot.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { createPagesApp, STATIC_PAGE } from '../../src/server/pages/app.ts';
import { TRACK_FORM_SLOT, TRACK_RESULT_SLOT } from '../../src/server/pages/track-lookup.ts';
import { createPesapalClient, type PesapalClient } from '../../src/server/pesapal/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { startStandIn } from './auth-fixture.ts';
import { checkoutApp, checkoutHarness, orderBody, post, SNAPSHOT } from './checkout-fixture.ts';
import { ENGINES } from './db-fixture.ts';

/**
 * Pay now works on every unpaid order (issue 43, item 9): before sending the shopper to an
 * attempt's payment page again, the shop asks Pesapal whether it knows the attempt and the page can
 * still be paid; an id Pesapal does not know (here: the sandbox restarted, as after `npm start`)
 * or a page it cancelled starts a new attempt with a new merchant reference, whose page loads. And
 * /track's Pay now for an order no longer payable says why; /payment/iframe carries the form for
 * browsers without scripts.
 */
const PHONE = '0712345678';
const BUILT_PAGE = `<!doctype html><main>${serverSlot(TRACK_FORM_SLOT, '')}${serverSlot(TRACK_RESULT_SLOT, '')}<noscript>${serverSlot(
  PAYMENT_FRAME_SLOT,
  '<p>Checkout needs JavaScript.</p>',
)}</noscript></main>`;

describe.each(ENGINES)('Pay now on %s', (engine) => {
  const harness = checkoutHarness(engine);

  function pagesApp(pesapal: PesapalClient = harness.pesapal.client()) {
    return createPagesApp({
      db: harness.db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      pesapal,
      catalogue: staticCatalogueSource(SNAPSHOT),
      pages: async () => BUILT_PAGE,
      files: async () => null,
    });
  }

  /** A guest's M-PESA order awaiting payment, with the attempt checkout opened. */
  async function placeMpesa() {
    const body = orderBody({ paymentMethod: 'MPESA' });
    const res = await post(harness.app, '/api/checkout/initiate', { ...body, customer: { ...body.customer, phone: PHONE } });
    expect(res.status).toBe(200);
    const { orderId, orderTrackingId } = (await res.json()) as { orderId: string; orderTrackingId: string };
    return { orderId, orderTrackingId, reference: orderId.slice(0, 8).toUpperCase() };
  }

  /** /track's Pay now, as the form posts it; the payment page it sends the shopper to. */
  async function payNow(pages: ReturnType<typeof pagesApp>, reference: string, path = '/track/pay') {
    const res = await pages.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ phone: PHONE, reference }).toString(),
    });
    const location = res.headers.get('location');
    const query = new URL(location ?? '/', 'http://shop.test').searchParams;
    return { res, location, orderTrackingId: query.get('orderTrackingId'), redirectUrl: query.get('redirectUrl') };
  }

  async function attemptsOf(orderId: string) {
    return (await harness.db.paymentAttempts.forOrder(orderId)).map((a) => ({
      merchantReference: a.merchantReference,
      orderTrackingId: a.orderTrackingId,
      status: a.status,
      submitState: a.submitState,
      statusMessage: a.statusMessage,
    }));
  }

  it('reuses a live attempt: the same page, nothing submitted again', async () => {
    const order = await placeMpesa();
    const pages = pagesApp();
    const submits = (await harness.pesapal.control.calls()).submit;
    const first = await payNow(pages, order.reference);
    const again = await payNow(pages, order.reference);
    expect(first.res.status).toBe(303);
    expect(first.orderTrackingId).toBe(order.orderTrackingId);
    expect(again.location).toBe(first.location);
    expect((await harness.pesapal.control.calls()).submit).toBe(submits);
  });

  it('reuses a failed attempt Pesapal knows: the shopper tries again on the same page', async () => {
    const order = await placeMpesa();
    await harness.pesapal.control.outcome(order.orderTrackingId, 'decline', { method: 'mpesa', reason: 'request_terminated_by_user' });
    const { orderTrackingId } = await payNow(pagesApp(), order.reference);
    expect(orderTrackingId).toBe(order.orderTrackingId);
  });

  it('starts a new attempt for an id Pesapal does not know, whose page loads, and reuses that one next time', async () => {
    const order = await placeMpesa();
    // The sandbox restarts, as after every `npm start`: the attempt's id is one it never issued.
    await harness.pesapal.control.reset();
    const pages = pagesApp();
    const opened = await payNow(pages, order.reference);
    expect(opened.res.status).toBe(303);
    expect(opened.location).toMatch(/^\/payment\/iframe\?/);
    expect(opened.orderTrackingId).not.toBe(order.orderTrackingId);
    const page = await fetch(opened.redirectUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('name="method" value="mpesa"');
    expect((await harness.pesapal.control.order(opened.orderTrackingId!)).merchantReference).toBe(`${order.orderId}-R2`);
    expect(await attemptsOf(order.orderId)).toEqual([
      {
        merchantReference: `${order.orderId}-R2`,
        orderTrackingId: opened.orderTrackingId,
        status: 'PENDING',
        submitState: 'answered',
        statusMessage: null,
      },
      {
        merchantReference: order.orderId,
        orderTrackingId: order.orderTrackingId,
        status: 'FAILED',
        submitState: 'failed',
        statusMessage: expect.stringContaining(`Pesapal does not know tracking id ${order.orderTrackingId}`),
      },
    ]);
    expect((await payNow(pages, order.reference)).orderTrackingId).toBe(opened.orderTrackingId);
  });

  it('starts a new attempt when Pesapal cancelled the page', async () => {
    const order = await placeMpesa();
    await harness.pesapal.control.outcome(order.orderTrackingId, 'cancel');
    const { orderTrackingId } = await payNow(pagesApp(), order.reference, '/sw/track/pay');
    expect(orderTrackingId).not.toBe(order.orderTrackingId);
    expect((await harness.pesapal.control.order(orderTrackingId!)).state).toBe('AWAITING');
  });

  it('reuses the page when Pesapal cannot be asked: never a second attempt beside one that may be live', async () => {
    const order = await placeMpesa();
    const down = createPesapalClient({ ...harness.pesapal.config(), baseUrl: 'http://127.0.0.1:9' }, { retryDelaysMs: [] });
    const { orderTrackingId } = await payNow(pagesApp(down), order.reference);
    expect(orderTrackingId).toBe(order.orderTrackingId);
    expect(await attemptsOf(order.orderId)).toHaveLength(1);
  });

  it('POST /api/orders/{id}/pay: the signed-in owner gets a new page for an id Pesapal does not know', async () => {
    const auth = await startStandIn(harness.db, { autoconfirm: true });
    try {
      const app = checkoutApp(harness.db, harness.pesapal.client(), { auth: createTokenVerifier({ supabaseUrl: auth.url }) });
      const { data, error } = await auth
        .client()
        .auth.signUp({ email: `pay-now-${engine}-${Date.now()}@shop.test`, password: 'correct-horse-1' });
      if (error || !data.session) throw error ?? new Error('no session');
      const authorization = `Bearer ${data.session.access_token}`;
      const placed = await post(app, '/api/checkout/initiate', orderBody(), { authorization });
      const { orderId, orderTrackingId } = (await placed.json()) as { orderId: string; orderTrackingId: string };
      await harness.pesapal.control.reset();
      const pay = () => app.request(`/api/orders/${orderId}/pay`, { method: 'POST', headers: { authorization } });
      const res = await pay();
      expect(res.status).toBe(200);
      const opened = (await res.json()) as { orderTrackingId: string; redirectUrl: string };
      expect(opened.orderTrackingId).not.toBe(orderTrackingId);
      expect((await fetch(opened.redirectUrl)).status).toBe(200);
      expect(await (await pay()).json()).toMatchObject({ orderTrackingId: opened.orderTrackingId });
    } finally {
      await auth.stop();
    }
  });

  it.each([
    ['/track/pay', 'This order cannot be paid online now: it is Paid.'],
    ['/sw/track/pay', 'Agizo hili haliwezi kulipiwa mtandaoni sasa: hali yake ni Limelipwa.'],
  ])('%s for an order paid meanwhile: 409, the reason and the order, no Pay now', async (path, reason) => {
    const order = await placeMpesa();
    await harness.pesapal.control.outcome(order.orderTrackingId, 'approve', { method: 'mpesa' });
    expect((await harness.app.request(`/api/pesapal/verify?orderTrackingId=${order.orderTrackingId}`)).status).toBe(200);
    const { res } = await payNow(pagesApp(), order.reference, path);
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain(reason);
    expect(html).toContain(order.reference);
    expect(html).not.toContain('track/pay"');
  });

  describe('GET /payment/iframe without scripts', () => {
    it.each(['/payment/iframe', '/sw/payment/iframe'])('%s frames the form Pesapal gave for the payment, from our record', async (path) => {
      const order = await placeMpesa();
      const [attempt] = await harness.db.paymentAttempts.forOrder(order.orderId);
      const query = new URLSearchParams({ orderTrackingId: order.orderTrackingId, redirectUrl: 'https://elsewhere.example/steal' });
      const res = await pagesApp().request(`${path}?${query}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<iframe src="${attempt!.redirectUrl!.replaceAll('&', '&#38;')}"`);
      expect(html).not.toContain('elsewhere.example');
      expect(html).not.toContain('Checkout needs JavaScript.');
    });

    it.each([
      ['no tracking id', ''],
      ['an id that cannot be one', '?orderTrackingId=nope'],
      ['a tracking id the shop never issued', '?orderTrackingId=0b6f8a39-6a5c-4f39-9d9e-3f8f5f0d1c11'],
    ])('leaves %s to the static page', async (_what, search) => {
      const res = await pagesApp().request(`/payment/iframe${search}`);
      expect(res.headers.get(STATIC_PAGE)).toBe('1');
    });
  });
});
