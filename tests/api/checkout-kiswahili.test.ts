import { describe, expect, it } from 'vitest';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { ENGINES } from './db-fixture.ts';
import { checkoutApp, checkoutHarness, orderBody, post } from './checkout-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';
import { sw } from '../../src/i18n/sw.ts';

/**
 * Issue 19: an order placed from a Kiswahili page (its Accept-Language, sent by the browser's door)
 * is answered, remembered and written to in Kiswahili; the same request from an English page is not.
 */
const KISWAHILI = { 'accept-language': 'sw-KE' };

describe.each(ENGINES)('checkout in Kiswahili on %s', (engine) => {
  const harness = checkoutHarness(engine);

  it('remembers the language: Pesapal returns to /sw/payment/return and the messages are in Kiswahili', async () => {
    const app = checkoutApp(harness.db, harness.pesapal.client(), { catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP) });
    const res = await post(app, '/api/checkout/initiate', orderBody(), KISWAHILI);
    expect(res.status).toBe(200);
    const { orderId, orderTrackingId } = (await res.json()) as { orderId: string; orderTrackingId: string };
    expect((await harness.db.orders.byId(orderId))?.locale).toBe('sw');
    expect(await harness.pesapal.control.order(orderTrackingId)).toMatchObject({ callbackUrl: 'http://shop.test/sw/payment/return' });

    const cash = await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }), KISWAHILI);
    const cashOrder = ((await cash.json()) as { orderId: string }).orderId;
    const queued = await harness.db.outbox.forOrder(cashOrder);
    const reference = cashOrder.slice(0, 8).toUpperCase();
    expect(queued.map((m) => [m.audience, m.channel, m.subject])).toEqual([
      ['customer', 'email', `Agizo ${reference} limepokelewa: Solar Shop Kenya`],
      ['customer', 'sms', null],
      // The shop reads its alerts in English, like its admin area.
      ['shop', 'email', expect.stringMatching(/^New order /)],
    ]);
    expect(queued[0]!.body).toContain('Jumla: KSh 84,550');
    expect(queued[1]!.body).toContain(reference);
  });

  it('an English page’s order stays English', async () => {
    const res = await post(harness.app, '/api/checkout/initiate', orderBody(), { 'accept-language': 'en-KE' });
    const { orderId, orderTrackingId } = (await res.json()) as { orderId: string; orderTrackingId: string };
    expect((await harness.db.orders.byId(orderId))?.locale).toBe('en');
    expect(await harness.pesapal.control.order(orderTrackingId)).toMatchObject({ callbackUrl: 'http://shop.test/payment/return' });
  });

  it('answers a refused order in Kiswahili, naming the field as before', async () => {
    const body = orderBody();
    const res = await post(harness.app, '/api/checkout/initiate', { ...body, acceptedPolicyHashes: {} }, KISWAHILI);
    expect(res.status).toBe(400);
    const { error } = (await res.json()) as { error: { code: string; message: string; field: string } };
    expect(error.code).toBe('POLICY_NOT_ACCEPTED');
    expect(error.field).toMatch(/^acceptedPolicyHashes\./);
    expect(error.message).toBe(sw['order.error.policyMissing'].replace('{policy}', sw['policy.terms-and-conditions']));

    const soldOut = await post(
      harness.app,
      '/api/checkout/initiate',
      orderBody({ items: [{ id: 'inverter-sold-out', quantity: 1 }] }),
      KISWAHILI,
    );
    expect(soldOut.status).toBe(409);
    const answer = (await soldOut.json()) as { error: { message: string; field: string } };
    expect(answer.error).toMatchObject({
      field: 'items.0',
      message: sw['order.error.outOfStock'].replace('{line}', '1').replace('{name}', 'Hybrid inverter 5 kW'),
    });
  });
});
