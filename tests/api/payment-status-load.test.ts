import { describe, expect, it } from 'vitest';
import { createStatusChecks } from '../../src/server/checkout/status-checks.ts';
import { checkoutApp, checkoutHarness, orderBody, post } from './checkout-fixture.ts';
import { ENGINES } from './db-fixture.ts';

/** Strangers cannot make us call Pesapal at will (security point 6). */
describe.each(ENGINES)('status checks under load, on %s', (engine) => {
  const harness = checkoutHarness(engine);

  async function placeOrder() {
    const res = await post(harness.app, '/api/checkout/initiate', orderBody());
    expect(res.status).toBe(200);
    return (await res.json()) as { orderTrackingId: string; orderId: string };
  }
  const statusCalls = async () => (await harness.pesapal.control.calls()).status ?? 0;
  const history = async (trackingId: string) => harness.db.payments.statusHistory((await harness.db.payments.byTrackingId(trackingId))!.id);
  /**
   * The app with the status checks' clock stopped: an answer stays inside its 3 s window however
   * long a loaded machine takes to serve the burst, so the count shows the coalescing alone.
   */
  const stoppedClock = () => {
    const pesapal = harness.pesapal.client();
    return checkoutApp(harness.db, pesapal, { statusChecks: createStatusChecks(pesapal, { now: () => 0 }) });
  };

  it('500 anonymous polls at once make one GetTransactionStatus call and one history entry', async () => {
    const order = await placeOrder();
    const app = stoppedClock();
    const before = await statusCalls();
    const answers = await Promise.all(
      Array.from({ length: 500 }, () => app.request(`/api/payments/status?orderTrackingId=${order.orderTrackingId}`)),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect((await statusCalls()) - before).toBe(1);
    expect(await history(order.orderTrackingId)).toHaveLength(1);
  });

  it('polls in a row reuse the answer for a few seconds, and append nothing when nothing changed', async () => {
    const order = await placeOrder();
    const app = stoppedClock();
    const before = await statusCalls();
    for (let i = 0; i < 20; i++)
      expect((await app.request(`/api/payments/status?orderTrackingId=${order.orderTrackingId}`)).status).toBe(200);
    expect((await statusCalls()) - before).toBe(1);
    // An IPN always asks anew; Pesapal still says pending, so the history does not grow.
    await app.request(`/api/pesapal/ipn?OrderTrackingId=${order.orderTrackingId}&OrderMerchantReference=${order.orderId}`);
    expect((await statusCalls()) - before).toBe(2);
    expect(await history(order.orderTrackingId)).toHaveLength(1);
  });

  it('never asks Pesapal again about a completed payment when a page asks; the IPN still may', async () => {
    const order = await placeOrder();
    await harness.pesapal.control.outcome(order.orderTrackingId, 'approve', { method: 'mpesa' });
    const done = await harness.app.request(`/api/pesapal/verify?orderTrackingId=${order.orderTrackingId}`);
    expect(await done.json()).toMatchObject({ status: 'COMPLETED', paymentMethod: 'MpesaKE' });
    const before = await statusCalls();
    for (const path of ['/api/payments/status', '/api/pesapal/verify']) {
      const res = await harness.app.request(`${path}?orderTrackingId=${order.orderTrackingId}`);
      expect(await res.json()).toMatchObject({ status: 'COMPLETED', paymentMethod: 'MpesaKE', orderId: order.orderId });
    }
    expect(await statusCalls()).toBe(before);
    expect((await history(order.orderTrackingId)).map((h) => h.status)).toEqual(['COMPLETED']);
    await harness.pesapal.control.outcome(order.orderTrackingId, 'reverse');
    await harness.app.request(`/api/pesapal/ipn?OrderTrackingId=${order.orderTrackingId}&OrderMerchantReference=${order.orderId}`);
    expect((await history(order.orderTrackingId)).map((h) => h.status)).toEqual(['COMPLETED', 'REVERSED']);
  });

  it("the shopper's return after paying is never answered with an older poll's pending status", async () => {
    const order = await placeOrder();
    expect(await (await harness.app.request(`/api/payments/status?orderTrackingId=${order.orderTrackingId}`)).json()).toMatchObject({
      status: 'PENDING',
    });
    await harness.pesapal.control.outcome(order.orderTrackingId, 'approve');
    expect(await (await harness.app.request(`/api/pesapal/verify?orderTrackingId=${order.orderTrackingId}`)).json()).toMatchObject({
      status: 'COMPLETED',
    });
  });
});
