import { describe, expect, it } from 'vitest';
import { checkoutApp, checkoutHarness, orderBody, ORDER_TOTAL_CENTS, post } from './checkout-fixture.ts';
import { ENGINES } from './db-fixture.ts';
import { LAYBY_SNAPSHOT } from './layby-fixture.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';

/**
 * Lay-by through the API (issue 47): a lay-by order asks only for the deposit; after it the plan
 * shows what is paid and what is left and the order is not paid; an instalment below the minimum
 * or above the balance is refused with 400; paying the balance makes the order paid, balance zero.
 */
describe.each(ENGINES)('lay-by on %s', (engine) => {
  const harness = checkoutHarness(engine);
  const app = () => checkoutApp(harness.db, harness.pesapal.client(), { catalogue: staticCatalogueSource(LAYBY_SNAPSHOT) });
  const ipn = (a: ReturnType<typeof app>, orderId: string, orderTrackingId: string) =>
    a.request(`/api/pesapal/ipn?OrderTrackingId=${orderTrackingId}&OrderMerchantReference=${orderId}&OrderNotificationType=IPNCHANGE`);
  const track = async (a: ReturnType<typeof app>, orderId: string) => {
    const res = await post(a, '/api/orders/track', { phone: '0712 345 678', reference: orderId.slice(0, 8).toUpperCase() });
    expect(res.status).toBe(200);
    return (await res.json()) as {
      order: {
        status: string;
        plan: { paidCents: number; balanceCents: number; endsOn: string; status: string; payments: Array<{ code: string | null }> };
      };
    };
  };

  it('takes the deposit, then instalments, then is paid', async () => {
    const a = app();
    const res = await post(a, '/api/checkout/initiate', orderBody({ paymentPlan: { kind: 'layby' } }));
    expect(res.status).toBe(200);
    const placed = (await res.json()) as {
      orderId: string;
      orderTrackingId: string;
      redirectUrl: string;
      plan: { depositCents: number; balanceCents: number; endsOn: string };
    };
    const deposit = Math.ceil((ORDER_TOTAL_CENTS * 0.2) / 100) * 100;
    expect(placed.plan).toEqual({
      depositCents: deposit,
      balanceCents: ORDER_TOTAL_CENTS - deposit,
      endsOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await harness.pesapal.control.order(placed.orderTrackingId)).amount).toBe(deposit / 100);

    await harness.pesapal.control.outcome(placed.orderTrackingId, 'approve', { method: 'mpesa' });
    expect((await ipn(a, placed.orderId, placed.orderTrackingId)).status).toBe(200);
    let tracked = await track(a, placed.orderId);
    expect(tracked.order.status).toBe('layby');
    expect(tracked.order.plan).toMatchObject({ paidCents: deposit, balanceCents: ORDER_TOTAL_CENTS - deposit, status: 'active' });

    const reference = placed.orderId.slice(0, 8).toUpperCase();
    const pay = (amountCents: number) =>
      post(a, `/api/orders/${placed.orderId}/instalments`, { phone: '0712345678', reference, amountCents });
    const small = await pay(10_000);
    expect(small.status).toBe(400);
    expect(((await small.json()) as { error: { code: string; field: string } }).error).toMatchObject({
      code: 'INSTALMENT_BELOW_MINIMUM',
      field: 'amountCents',
    });
    const over = await pay(ORDER_TOTAL_CENTS);
    expect(over.status).toBe(400);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('INSTALMENT_OVER_BALANCE');

    const first = await pay(1_000_000);
    expect(first.status).toBe(200);
    const instalment = (await first.json()) as { redirectUrl: string; orderTrackingId: string };
    await harness.pesapal.control.outcome(instalment.orderTrackingId, 'approve', { method: 'mpesa' });
    await ipn(a, placed.orderId, instalment.orderTrackingId);
    tracked = await track(a, placed.orderId);
    expect(tracked.order.status).toBe('layby');
    expect(tracked.order.plan.paidCents).toBe(deposit + 1_000_000);

    const rest = await pay(ORDER_TOTAL_CENTS - deposit - 1_000_000);
    expect(rest.status).toBe(200);
    const last = (await rest.json()) as { orderTrackingId: string };
    await harness.pesapal.control.outcome(last.orderTrackingId, 'approve', { method: 'mpesa' });
    await ipn(a, placed.orderId, last.orderTrackingId);
    tracked = await track(a, placed.orderId);
    expect(tracked.order.status).toBe('paid');
    expect(tracked.order.plan).toMatchObject({ balanceCents: 0, paidCents: ORDER_TOTAL_CENTS, status: 'paid' });
    expect(tracked.order.plan.payments.every((p) => p.code)).toBe(true);
  });
});
