import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { refreshPayment } from '../../src/server/checkout/payment-update.ts';
import { createStatusChecks } from '../../src/server/checkout/status-checks.ts';
import type { Database } from '../../src/server/db/index.ts';
import type { PesapalClient } from '../../src/server/pesapal/index.ts';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { checkoutApp, orderBody, ORDER_TOTAL_CENTS, post } from './checkout-fixture.ts';

describe.each(ENGINES)('payment status and IPN on %s', (engine) => {
  let db: Database;
  let pesapal: SandboxForTests;
  let client: PesapalClient;
  let app: Hono;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    pesapal = await startSandboxForTests();
  });
  afterAll(async () => {
    await pesapal.stop();
    await db.close();
  });
  beforeEach(async () => {
    await pesapal.control.reset();
    client = pesapal.client();
    app = checkoutApp(db, client);
  });

  async function placeOrder() {
    const res = await post(app, '/api/checkout/initiate', orderBody());
    expect(res.status).toBe(200);
    return (await res.json()) as { orderTrackingId: string; orderId: string; redirectUrl: string };
  }
  const ipn = (trackingId: string, orderId: string) =>
    app.request(`/api/pesapal/ipn?OrderTrackingId=${trackingId}&OrderMerchantReference=${orderId}&OrderNotificationType=IPNCHANGE`);
  const paymentOf = async (trackingId: string) => (await db.payments.byTrackingId(trackingId))!;

  it.each(['/api/pesapal/verify', '/api/payments/status'])(
    '%s answers 400 without an orderTrackingId and 404 for one that is not ours',
    async (path) => {
      const missing = await app.request(path);
      expect(missing.status).toBe(400);
      expect(await missing.json()).toMatchObject({ error: { code: 'MISSING_TRACKING_ID', message: 'Missing orderTrackingId' } });
      const unknown = await app.request(`${path}?orderTrackingId=00000000-0000-4000-8000-000000000000`);
      expect(unknown.status).toBe(404);
    },
  );

  it("reports a pending payment, then the completed one, with method (Pesapal's and the one chosen), amount and currency", async () => {
    const order = await placeOrder();
    const pending = await app.request(`/api/payments/status?orderTrackingId=${order.orderTrackingId}`);
    expect(await pending.json()).toMatchObject({
      status: 'PENDING',
      paymentMethod: null,
      chosenMethod: 'MPESA',
      amount: ORDER_TOTAL_CENTS / 100,
      amountCents: ORDER_TOTAL_CENTS,
      currency: 'KES',
      paymentPageOrigin: client.paymentPageOrigin,
    });
    await pesapal.control.outcome(order.orderTrackingId, 'approve', { method: 'mpesa' });
    const done = await app.request(`/api/pesapal/verify?OrderTrackingId=${order.orderTrackingId}`);
    expect(done.status).toBe(200);
    expect(done.headers.get('cache-control')).toBe('no-store');
    const answer = (await done.json()) as { confirmationCode: string };
    expect(answer).toEqual({
      status: 'COMPLETED',
      paymentMethod: 'MpesaKE',
      chosenMethod: 'MPESA',
      amount: ORDER_TOTAL_CENTS / 100,
      amountCents: ORDER_TOTAL_CENTS,
      currency: 'KES',
      message: en['payment.outcome.paid'],
      outcome: 'paid',
      confirmationCode: expect.stringMatching(/^[A-Z0-9]{10}$/),
      orderId: order.orderId,
      orderTrackingId: order.orderTrackingId,
      paymentPageOrigin: client.paymentPageOrigin,
    });
    expect(await db.orders.byId(order.orderId)).toMatchObject({ orderStatus: 'paid', paidAt: expect.any(String) });
    // The M-PESA code the shopper is shown is the one Pesapal reported.
    expect((await paymentOf(order.orderTrackingId)).confirmationCode).toBe(answer.confirmationCode);
    expect((await db.payments.statusHistory((await paymentOf(order.orderTrackingId)).id)).map((h) => [h.source, h.status])).toEqual([
      ['poll', 'PENDING'],
      ['callback', 'COMPLETED'],
    ]);
  });

  it.each([
    ['a card the bank declined', { method: 'card' }, 'declined'],
    [
      'an M-PESA prompt cancelled on the phone',
      { method: 'mpesa', reason: 'request_terminated_by_user', detail: 'Cancelled' },
      'cancelled',
    ],
    ['an M-PESA prompt left to time out', { method: 'mpesa', reason: 'request_timeout', detail: 'The prompt timed out.' }, 'timedOut'],
    ['a wrong PIN', { method: 'mpesa', reason: 'invalid_pin', detail: 'The M-PESA PIN entered was wrong.' }, 'failed'],
  ] as const)(
    'says what happened to %s in the shop’s words, in the asker’s language, and keeps Pesapal’s for the team',
    async (_case, how, outcome) => {
      const order = await placeOrder();
      await pesapal.control.outcome(order.orderTrackingId, 'decline', how);
      const [english, kiswahili] = await Promise.all(
        ['en', 'sw'].map(async (language) =>
          (
            await app.request(`/api/payments/status?orderTrackingId=${order.orderTrackingId}`, { headers: { 'accept-language': language } })
          ).json(),
        ),
      );
      expect(english).toMatchObject({ status: 'FAILED', outcome, message: en[`payment.outcome.${outcome}`], confirmationCode: null });
      expect(kiswahili).toMatchObject({ status: 'FAILED', outcome, message: sw[`payment.outcome.${outcome}`] });
      const stored = await paymentOf(order.orderTrackingId);
      for (const words of [english.message, kiswahili.message]) {
        expect(words).not.toContain(stored.statusMessage);
        expect(words).not.toMatch(/Unable to Authorize|Request processed/);
      }
      expect(stored.statusReason).toBe('reason' in how ? how.reason : 'payment_declined');
      expect(stored.statusMessage).toBe(
        'detail' in how ? how.detail : 'Unable to Authorize Transaction.Kindly contact your bank for assistance',
      );
    },
  );

  it('acknowledges 50 concurrent duplicate IPNs as Pesapal expects and marks the order paid once', async () => {
    const order = await placeOrder();
    await pesapal.control.outcome(order.orderTrackingId, 'approve');
    const answers = await Promise.all(Array.from({ length: 50 }, () => ipn(order.orderTrackingId, order.orderId)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    for (const answer of await Promise.all(answers.map((a) => a.json()))) {
      expect(answer).toEqual({
        orderNotificationType: 'IPNCHANGE',
        orderTrackingId: order.orderTrackingId,
        orderMerchantReference: order.orderId,
        status: 200,
      });
    }
    const paid = await db.orders.byId(order.orderId);
    expect(paid?.orderStatus).toBe('paid');
    const history = await db.payments.statusHistory((await paymentOf(order.orderTrackingId)).id);
    // One entry: the 49 duplicates changed nothing, so they add nothing to the history.
    expect(history).toHaveLength(1);
    expect(history.every((h) => h.source === 'ipn' && h.status === 'COMPLETED')).toBe(true);
    await ipn(order.orderTrackingId, order.orderId);
    expect((await db.orders.byId(order.orderId))?.paidAt).toBe(paid?.paidAt);
  });

  it('moves the order to paid in exactly one of 50 concurrent updates', async () => {
    const order = await placeOrder();
    await pesapal.control.outcome(order.orderTrackingId, 'approve', { method: 'card' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        refreshPayment({ db, pesapal: client, checks: createStatusChecks(client) }, order.orderTrackingId, 'ipn'),
      ),
    );
    expect(results.filter((r) => r.markedPaid)).toHaveLength(1);
    expect(results.every((r) => r.view.status === 'COMPLETED')).toBe(true);
  });

  it('never marks an underpaid order paid', async () => {
    const order = await placeOrder();
    await pesapal.control.outcome(order.orderTrackingId, 'approve', { amountPaid: ORDER_TOTAL_CENTS / 100 - 1 });
    expect((await ipn(order.orderTrackingId, order.orderId)).status).toBe(200);
    const view = await (await app.request(`/api/pesapal/verify?orderTrackingId=${order.orderTrackingId}`)).json();
    expect(view).toMatchObject({ status: 'FAILED', outcome: 'mismatch', message: en['payment.outcome.mismatch'], confirmationCode: null });
    // The team reads what happened beside the attempt.
    expect(await paymentOf(order.orderTrackingId)).toMatchObject({
      statusMessage: en['payment.mismatch'],
      statusReason: 'amount_mismatch',
    });
    expect(await db.orders.byId(order.orderId)).toMatchObject({ orderStatus: 'awaiting_payment', paidAt: null });
    const history = await db.payments.statusHistory((await paymentOf(order.orderTrackingId)).id);
    expect(history[0]?.raw).toMatchObject({ problem: 'amount_mismatch', report: { status: 'COMPLETED' } });
  });

  it('ends COMPLETED when a failed payment later completes, and records every status seen', async () => {
    const order = await placeOrder();
    await pesapal.control.outcome(order.orderTrackingId, 'decline', { method: 'card' });
    expect(await (await ipn(order.orderTrackingId, order.orderId)).json()).toMatchObject({ status: 200 });
    expect((await db.orders.byId(order.orderId))?.orderStatus).toBe('payment_failed');
    await pesapal.control.outcome(order.orderTrackingId, 'approve', { method: 'card' });
    const post = await app.request('/api/pesapal/ipn', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        OrderNotificationType: 'IPNCHANGE',
        OrderTrackingId: order.orderTrackingId,
        OrderMerchantReference: order.orderId,
      }),
    });
    expect(await post.json()).toMatchObject({ orderTrackingId: order.orderTrackingId, status: 200 });
    expect((await db.orders.byId(order.orderId))?.orderStatus).toBe('paid');
    expect((await db.payments.statusHistory((await paymentOf(order.orderTrackingId)).id)).map((h) => h.status)).toEqual([
      'FAILED',
      'COMPLETED',
    ]);
  });

  it('asks Pesapal to call again (status 500) when it cannot process an IPN, and refuses one without a tracking id', async () => {
    const order = await placeOrder();
    await pesapal.control.fault({ route: 'status', kind: 'http503', times: 5 });
    const down = await ipn(order.orderTrackingId, order.orderId);
    expect(down.status).toBe(500);
    expect(await down.json()).toMatchObject({ status: 500 });

    expect(
      (await app.request('/api/pesapal/ipn', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' })).status,
    ).toBe(400);
  });

  it('answers the status check with a clear 502 while Pesapal cannot be asked', async () => {
    const order = await placeOrder();
    await pesapal.control.fault({ route: 'status', kind: 'html', times: 5, status: 503 });
    const res = await app.request(`/api/payments/status?orderTrackingId=${order.orderTrackingId}`);
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_ERROR', message: en['payment.error.provider'] } });
  });
});
