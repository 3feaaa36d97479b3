import { en } from '../../src/i18n/en.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import type { Database } from '../../src/server/db/index.ts';
import { createPesapalClient } from '../../src/server/pesapal/index.ts';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { MAX_LINE_QUANTITY } from '../../src/lib/cart/line.ts';
import { checkoutApp, countOrders, newKey, orderBody, ORDER_TOTAL_CENTS, post, SNAPSHOT } from './checkout-fixture.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';

describe.each(ENGINES)('POST /api/checkout/initiate on %s', (engine) => {
  let db: Database;
  let pesapal: SandboxForTests;
  let auth: RunningStandIn;
  let app: Hono;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    pesapal = await startSandboxForTests();
    auth = await startStandIn(db, { autoconfirm: true });
  });
  afterAll(async () => {
    await auth.stop();
    await pesapal.stop();
    await db.close();
  });
  // A reset sandbox forgets the registered IPN URL, so each test gets a new door (and app).
  beforeEach(async () => {
    await pesapal.control.reset();
    app = checkoutApp(db, pesapal.client({ timeoutMs: 400 }), { auth: createTokenVerifier({ supabaseUrl: auth.url }) });
  });

  it('prices every line from the catalogue, ignoring tampered prices and totals', async () => {
    const body = orderBody({
      items: [
        { id: 'panel-450w', price: 1, quantity: 2 },
        { id: 'battery-100ah', price: 0.01, quantity: 1 },
      ],
      totals: { subtotal: 1, shipping: 0, tax: 0, total: 1 },
    });
    const res = await post(app, '/api/checkout/initiate', body);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { redirectUrl: string; orderTrackingId: string; orderId: string };
    expect(answer.redirectUrl).toContain(`OrderTrackingId=${answer.orderTrackingId}`);
    const order = await db.orders.byId(answer.orderId);
    expect(order).toMatchObject({
      orderStatus: 'awaiting_payment',
      totalCents: ORDER_TOTAL_CENTS,
      subtotalCents: ORDER_TOTAL_CENTS,
      customer: { phone: '+254712345678', apartment: 'Block B' },
    });
    expect(order?.items.map((i) => [i.productId, i.unitPriceCents, i.quantity])).toEqual([
      ['panel-450w', 1_852_500, 2],
      ['battery-100ah', 4_750_000, 1],
    ]);
    const atPesapal = await pesapal.control.order(answer.orderTrackingId);
    expect(atPesapal).toMatchObject({
      amount: ORDER_TOTAL_CENTS / 100,
      currency: 'KES',
      merchantReference: answer.orderId,
      callbackUrl: 'http://shop.test/payment/return',
    });
    expect(atPesapal.billing).toMatchObject({ email: 'wanjiku@shop.test', firstName: 'Wanjiku', lastName: 'Kamau' });
    expect(await db.orders.acceptedPolicies(answer.orderId)).toEqual([
      expect.objectContaining({ type: 'privacy-policy', hash: 'sha256:privacy-current' }),
      expect.objectContaining({ type: 'terms-and-conditions', hash: 'sha256:terms-current' }),
    ]);
  });

  it.each([
    [
      'an unknown product',
      {
        items: [
          { id: 'panel-450w', quantity: 1 },
          { id: 'no-such-thing', quantity: 1 },
        ],
      },
      400,
      'UNKNOWN_PRODUCT',
      "Line 2: 'no-such-thing' is not in our catalogue any more. Remove it from your cart.",
      'items.1',
    ],
    [
      'an out-of-stock product',
      { items: [{ id: 'inverter-sold-out', quantity: 1 }] },
      409,
      'OUT_OF_STOCK',
      'Line 1: Hybrid inverter 5 kW is out of stock. Remove it from your cart.',
      'items.0',
    ],
    [
      'a quantity over the line limit',
      { items: [{ id: 'panel-450w', quantity: MAX_LINE_QUANTITY + 1 }] },
      400,
      'INVALID_REQUEST',
      `items.0.quantity: Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
      'items.0.quantity',
    ],
    [
      'a bad phone number',
      { customer: { ...orderBody().customer, phone: '0812345678' } },
      400,
      'INVALID_REQUEST',
      'customer.phone: Valid Kenyan phone number is required (e.g., +254712345678 or 0712345678)',
      'customer.phone',
    ],
    [
      'a missing agreement',
      { agreements: { termsAndConditions: true, privacyPolicy: false, financialDisclaimer: true } },
      400,
      'INVALID_REQUEST',
      'agreements.privacyPolicy: You must accept the Privacy Policy',
      'agreements.privacyPolicy',
    ],
    [
      'a stale policy hash',
      { acceptedPolicyHashes: { 'terms-and-conditions': 'sha256:terms-old', 'privacy-policy': 'sha256:privacy-current' } },
      409,
      'POLICY_OUTDATED',
      'Our Terms and Conditions changed since you opened checkout. Please review it and confirm again.',
      'acceptedPolicyHashes.terms-and-conditions',
    ],
    [
      'a policy not accepted',
      { acceptedPolicyHashes: { 'terms-and-conditions': 'sha256:terms-current' } },
      400,
      'POLICY_NOT_ACCEPTED',
      'Please accept the current Privacy Policy to place your order.',
      'acceptedPolicyHashes.privacy-policy',
    ],
  ])('refuses %s with %i %s, stores nothing and asks Pesapal nothing', async (_what, change, status, code, message, field) => {
    const body = orderBody(change as never);
    const res = await post(app, '/api/checkout/initiate', body);
    expect(res.status).toBe(status);
    expect(await res.json()).toEqual({ error: { code, message, field } });
    expect(await countOrders(db, body.idempotencyKey)).toBe(0);
    expect((await pesapal.control.calls()).submit).toBe(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await app.request('/api/checkout/initiate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"customer":',
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_JSON' } });
  });

  it('gives one order and one SubmitOrderRequest for one key sent 50 times at once', async () => {
    const body = orderBody();
    const answers = await Promise.all(Array.from({ length: 50 }, () => post(app, '/api/checkout/initiate', body)));
    expect(answers.map((r) => r.status)).toEqual(Array(50).fill(200));
    const bodies = await Promise.all(answers.map((r) => r.json()));
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1);
    expect(await countOrders(db, body.idempotencyKey)).toBe(1);
    expect((await pesapal.control.calls()).submit).toBe(1);
    const again = await (await post(app, '/api/checkout/initiate', body)).json();
    expect(again).toEqual(bodies[0]);
    expect((await pesapal.control.calls()).submit).toBe(1);
  });

  it('refuses a key reused for other items with 409, leaving the first order alone', async () => {
    const body = orderBody();
    expect((await post(app, '/api/checkout/initiate', body)).status).toBe(200);
    const res = await post(app, '/api/checkout/initiate', { ...body, items: [{ id: 'panel-450w', quantity: 5 }] });
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' } });
  });

  it.each([
    ['another name', { fullName: 'Someone Else' }],
    ['another e-mail', { email: 'other@shop.test' }],
    ['another phone', { phone: '0722 000 111' }],
    ['another address', { address: 'Moi Avenue 1' }],
    ['another postal code', { postalCode: '00200' }],
  ])('refuses a key reused with %s with 409, and hands out neither the first order nor its payment page', async (_case, change) => {
    const body = orderBody();
    const first = (await (await post(app, '/api/checkout/initiate', body)).json()) as { redirectUrl: string };
    const res = await post(app, '/api/checkout/initiate', { ...body, customer: { ...body.customer, ...change } });
    expect(res.status).toBe(409);
    const text = await res.text();
    expect(JSON.parse(text)).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' } });
    expect(text).not.toContain(first.redirectUrl);
    // The same details written another way are the same checkout.
    const same = await post(app, '/api/checkout/initiate', {
      ...body,
      customer: { ...body.customer, phone: '+254 712 345 678', email: body.customer.email.toUpperCase() },
    });
    expect(same.status).toBe(200);
  });

  it('stores cash on delivery without Pesapal and answers {cod: true, orderId}', async () => {
    const body = orderBody({ paymentMethod: 'Cash' });
    const res = await post(app, '/api/checkout/initiate', body);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { cod: boolean; orderId: string };
    expect(answer).toEqual({ cod: true, orderId: expect.any(String) });
    expect(await db.orders.byId(answer.orderId)).toMatchObject({
      orderStatus: 'cash_on_delivery',
      chosenMethod: 'Cash',
      totalCents: ORDER_TOTAL_CENTS,
    });
    expect(await db.payments.listForOrder(answer.orderId)).toEqual([
      expect.objectContaining({ provider: 'cash', status: 'PENDING', amountCents: ORDER_TOTAL_CENTS }),
    ]);
    expect(await (await post(app, '/api/checkout/initiate', body)).json()).toEqual(answer);
    expect(await db.payments.listForOrder(answer.orderId)).toHaveLength(1);
    expect((await pesapal.control.calls()).submit).toBe(0);
  });

  it('records the signed-in user from a valid bearer token, and refuses a forged one with 401', async () => {
    const { data } = await auth.client().auth.signUp({ email: `buyer-${engine}@shop.test`, password: 'correct-horse-1' });
    const token = data.session!.access_token;
    const res = await post(app, '/api/checkout/initiate', orderBody(), { authorization: `Bearer ${token}` });
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: string };
    expect((await db.orders.byId(orderId))?.userId).toBe(data.user!.id);
    expect(await db.payments.listForOrder(orderId)).toEqual([expect.objectContaining({ userId: data.user!.id })]);

    const forged = orderBody();
    const refused = await post(app, '/api/checkout/initiate', forged, { authorization: 'Bearer not.a.token' });
    expect(refused.status).toBe(401);
    expect(await countOrders(db, forged.idempotencyKey)).toBe(0);
  });

  it('quotes the server prices for the review step', async () => {
    const res = await post(app, '/api/checkout/quote', { items: [{ id: 'panel-450w', price: 1, quantity: 2 }] });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      currency: 'KES',
      lines: [
        {
          productId: 'panel-450w',
          productName: SNAPSHOT.products['panel-450w']!.name,
          unitPriceCents: 1_852_500,
          quantity: 2,
          lineTotalCents: 3_705_000,
          tax: statutoryTax('B'),
        },
      ],
      subtotalCents: 3_705_000,
      shippingCents: 0,
      taxCents: 0,
      totalCents: 3_705_000,
      delivery: null,
      deliveryTax: null,
      // The shop publishes no limit on cash on delivery here (cash-limit.test.ts has them).
      cashLimit: null,
      layby: null,
      installation: null,
    });
    expect((await post(app, '/api/checkout/quote', { items: [{ id: 'inverter-sold-out', quantity: 1 }] })).status).toBe(409);
  });

  describe('when Pesapal fails', () => {
    it.each([
      ['answers 503', { route: 'submit', kind: 'http503' }, /HTTP 503/],
      ['answers an HTML page', { route: 'submit', kind: 'html', status: 200 }, /HTML page/],
      ['is too slow', { route: 'submit', kind: 'slow', delayMs: 900 }, /did not answer in time/],
      ['cannot give a token', { route: 'token', kind: 'http502', times: 3 }, /HTTP 502/],
    ] as const)('%s: a clear 502, the order kept awaiting payment, and a retry with the same key works', async (_what, fault, detail) => {
      await pesapal.control.fault(fault);
      const body = orderBody();
      const failed = await post(app, '/api/checkout/initiate', body);
      expect(failed.status).toBe(502);
      const error = ((await failed.json()) as { error: { code: string; message: string } }).error;
      expect(error.code).toBe('PAYMENT_PROVIDER_ERROR');
      // The shopper reads the shop's words; what Pesapal did is kept for the admin's payment history.
      expect(error.message).toBe(en['order.error.provider']);
      const order = await db.orders.byIdempotencyKey(body.idempotencyKey);
      expect(order?.orderStatus).toBe('awaiting_payment');
      expect((await db.paymentAttempts.forOrder(order!.id))[0]?.statusMessage).toMatch(detail);

      const retried = await post(app, '/api/checkout/initiate', body);
      expect(retried.status).toBe(200);
      const answer = (await retried.json()) as { orderTrackingId: string; orderId: string };
      expect(answer.orderId).toBe(order!.id);
      expect((await pesapal.control.order(answer.orderTrackingId)).merchantReference).toBe(`${order!.id}-R2`);
      expect(await countOrders(db, body.idempotencyKey)).toBe(1);
    });

    it('is down (connection refused): 502, and the retry once it is back works', async () => {
      const down = checkoutApp(db, createPesapalClient({ ...pesapal.config(), baseUrl: 'http://127.0.0.1:9' }, { retryDelaysMs: [] }));
      const body = orderBody();
      const failed = await post(down, '/api/checkout/initiate', body);
      expect(failed.status).toBe(502);
      expect(((await failed.json()) as { error: { message: string } }).error.message).not.toMatch(/Pesapal|ECONNREFUSED|127\.0\.0\.1/);
      const order = await db.orders.byIdempotencyKey(body.idempotencyKey);
      expect((await db.paymentAttempts.forOrder(order!.id))[0]?.statusMessage).toMatch(/^Could not reach Pesapal/);
      const retried = await post(app, '/api/checkout/initiate', body);
      expect(retried.status).toBe(200);
    });

    it('answers 503 for online payment when no Pesapal is configured, and still takes cash', async () => {
      const cashOnly = checkoutApp(db, undefined);
      expect((await post(cashOnly, '/api/checkout/initiate', orderBody())).status).toBe(503);
      expect((await post(cashOnly, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash', idempotencyKey: newKey() }))).status).toBe(
        200,
      );
    });
  });
});
