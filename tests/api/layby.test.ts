import { describe, expect, it } from 'vitest';
import { checkoutApp, checkoutHarness, countOrders, orderBody, ORDER_TOTAL_CENTS, post } from './checkout-fixture.ts';
import { ENGINES } from './db-fixture.ts';
import { LAYBY_SNAPSHOT, TERMS } from './layby-fixture.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';

/** The lay-by catalogue with a system above M-PESA's per-transaction limit (KSh 400,000: a balance of KSh 320,000). */
const PRICEY_SNAPSHOT: CatalogueSnapshot = {
  ...LAYBY_SNAPSHOT,
  products: {
    ...LAYBY_SNAPSHOT.products,
    'system-20kw': {
      ...LAYBY_SNAPSHOT.products['battery-100ah']!,
      name: 'Hybrid system 20 kW',
      category: 'inverters',
      priceCents: 40_000_000,
    },
  },
};
const PRICEY_ITEMS = { items: [{ id: 'system-20kw', name: 'Hybrid system 20 kW', price: 400_000, quantity: 1 }] };
const PRICEY_TOTALS = { totals: { subtotal: 400_000, shipping: 0, tax: 0, total: 400_000 } };
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

  it('quotes the plan a cart would get, with the editors’ cancellation note in the asker’s language', async () => {
    const note = { en: 'Cancel any time before you have paid in full.', sw: 'Unaweza kusitisha wakati wowote kabla ya kulipa kikamilifu.' };
    const a = checkoutApp(harness.db, harness.pesapal.client(), {
      catalogue: staticCatalogueSource({ ...LAYBY_SNAPSHOT, layby: { ...TERMS, note } }),
    });
    const items = [{ id: 'battery-100ah', quantity: 1 }];
    const deposit = Math.ceil((4_750_000 * TERMS.depositBp) / 10_000 / 100) * 100;
    for (const [path, locale] of [
      ['/api/checkout/quote', 'en'],
      ['/api/checkout/quote', 'sw'],
    ] as const) {
      const res = await post(a, path, { items }, locale === 'sw' ? { 'accept-language': 'sw' } : {});
      expect(res.status).toBe(200);
      expect(((await res.json()) as { layby: unknown }).layby).toMatchObject({
        offered: true,
        depositCents: deposit,
        balanceCents: 4_750_000 - deposit,
        note: note[locale],
      });
    }
    const small = await post(a, '/api/checkout/quote', { items: [{ id: 'panel-450w', quantity: 1 }] });
    expect(((await small.json()) as { layby: unknown }).layby).toEqual({
      offered: false,
      reason: 'below_minimum',
      minOrderCents: TERMS.minOrderCents,
    });
  });

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

  type Refusal = { error: { code: string; field?: string } };
  const refusal = async (res: Response) => ({ status: res.status, ...((await res.json()) as Refusal).error });

  it('before its deposit the order awaits payment, and a repeat of its key answers the same plan', async () => {
    const a = app();
    const body = orderBody({ paymentPlan: { kind: 'layby' } });
    const first = await post(a, '/api/checkout/initiate', body);
    expect(first.status).toBe(200);
    const placed = (await first.json()) as { orderId: string; plan: unknown };
    const again = await post(a, '/api/checkout/initiate', body);
    expect(again.status).toBe(200);
    expect((await again.json()) as { orderId: string; plan: unknown }).toMatchObject({ orderId: placed.orderId, plan: placed.plan });
    expect(await harness.db.sql.query(`select count(*)::int as n from public.layby_plans where order_id = $1`, [placed.orderId])).toEqual([
      { n: 1 },
    ]);
    const tracked = await track(a, placed.orderId);
    expect(tracked.order.status).toBe('awaiting_payment');
    expect(tracked.order.plan).toMatchObject({ status: 'awaiting_deposit', paidCents: 0, balanceCents: ORDER_TOTAL_CENTS });
    // Not the same checkout without the plan: the key is refused.
    const plain = await post(a, '/api/checkout/initiate', { ...body, paymentPlan: undefined });
    expect(await refusal(plain)).toMatchObject({ status: 409, code: 'IDEMPOTENCY_KEY_REUSED' });
  });

  it.each([
    [
      'a cart below the minimum order',
      {
        items: [{ id: 'panel-450w', name: 'Mono panel 450 W', price: 18_525, quantity: 1 }],
        totals: { subtotal: 18_525, shipping: 0, tax: 0, total: 18_525 },
      },
    ],
    ['cash on delivery', { paymentMethod: 'Cash' as const }],
  ])('refuses lay-by for %s with a 400 naming paymentPlan, and places nothing', async (_, overrides) => {
    const body = orderBody({ paymentPlan: { kind: 'layby' }, ...overrides });
    expect(await refusal(await post(app(), '/api/checkout/initiate', body))).toMatchObject({
      status: 400,
      code: 'LAYBY_NOT_OFFERED',
      field: 'paymentPlan',
    });
    expect(await countOrders(harness.db, body.idempotencyKey)).toBe(0);
  });

  it('an instalment needs the phone and reference or the owner’s token; a wrong pair reads as not found', async () => {
    const a = app();
    const res = await post(a, '/api/checkout/initiate', orderBody({ paymentPlan: { kind: 'layby' } }));
    const placed = (await res.json()) as { orderId: string; orderTrackingId: string };
    await harness.pesapal.control.outcome(placed.orderTrackingId, 'approve', { method: 'mpesa' });
    await ipn(a, placed.orderId, placed.orderTrackingId);
    const path = `/api/orders/${placed.orderId}/instalments`;
    // Another order's reference, well formed.
    const wrong = placed.orderId.startsWith('ab') ? 'CDEF0123' : 'ABCDEF01';
    expect(await refusal(await post(a, path, { amountCents: 100_000 }))).toMatchObject({ status: 400, field: 'phone' });
    expect((await post(a, path, { amountCents: 100_000, phone: '0712345678', reference: wrong })).status).toBe(404);
    expect(
      (await post(a, path, { amountCents: 100_000, phone: '0799999999', reference: placed.orderId.slice(0, 8).toUpperCase() })).status,
    ).toBe(404);
    expect(
      (
        await post(a, `/api/orders/00000000-0000-4000-8000-000000000000/instalments`, {
          amountCents: 100_000,
          phone: '0712345678',
          reference: wrong,
        })
      ).status,
    ).toBe(404);
    expect(
      await refusal(
        await post(a, path, { amountCents: 100_050, phone: '0712345678', reference: placed.orderId.slice(0, 8).toUpperCase() }),
      ),
    ).toMatchObject({
      status: 400,
      field: 'amountCents',
    });
  });

  it('the deposit first: an amount below it is refused before the deposit is paid', async () => {
    const a = app();
    const placed = (await (await post(a, '/api/checkout/initiate', orderBody({ paymentPlan: { kind: 'layby' } }))).json()) as {
      orderId: string;
    };
    const pay = (amountCents: number) =>
      post(a, `/api/orders/${placed.orderId}/instalments`, {
        phone: '0712345678',
        reference: placed.orderId.slice(0, 8).toUpperCase(),
        amountCents,
      });
    expect(await refusal(await pay(TERMS.minInstalmentCents))).toMatchObject({
      status: 400,
      code: 'INSTALMENT_BELOW_DEPOSIT',
      field: 'amountCents',
    });
  });

  it('refuses an M-PESA instalment above M-PESA’s per-transaction limit; the same amount by card is taken', async () => {
    const a = checkoutApp(harness.db, harness.pesapal.client(), { catalogue: staticCatalogueSource(PRICEY_SNAPSHOT) });
    const place = async (paymentMethod: 'MPESA' | 'Card') => {
      const res = await post(
        a,
        '/api/checkout/initiate',
        orderBody({ paymentMethod, paymentPlan: { kind: 'layby' }, ...PRICEY_ITEMS, ...PRICEY_TOTALS }),
      );
      expect(res.status, await res.clone().text()).toBe(200);
      const placed = (await res.json()) as {
        orderId: string;
        orderTrackingId: string;
        plan: { depositCents: number; balanceCents: number };
      };
      expect(placed.plan).toMatchObject({ depositCents: 8_000_000, balanceCents: 32_000_000 });
      await harness.pesapal.control.outcome(placed.orderTrackingId, 'approve', { method: paymentMethod === 'MPESA' ? 'mpesa' : 'card' });
      await ipn(a, placed.orderId, placed.orderTrackingId);
      return (amountCents: number) =>
        post(a, `/api/orders/${placed.orderId}/instalments`, {
          phone: '0712345678',
          reference: placed.orderId.slice(0, 8).toUpperCase(),
          amountCents,
        });
    };
    const mpesa = await place('MPESA');
    expect(await refusal(await mpesa(TERMS.mpesaMaxCents + 100))).toMatchObject({
      status: 400,
      code: 'INSTALMENT_OVER_MPESA_LIMIT',
      field: 'amountCents',
    });
    expect((await mpesa(TERMS.mpesaMaxCents)).status).toBe(200);
    const card = await place('Card');
    expect((await card(TERMS.mpesaMaxCents + 100)).status).toBe(200);
  });
});
