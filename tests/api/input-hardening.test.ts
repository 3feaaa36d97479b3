import { describe, expect, it } from 'vitest';
import { checkoutHarness, countOrders, orderBody, post } from './checkout-fixture.ts';
import { countRows, ENGINES } from './db-fixture.ts';

const contact = {
  firstName: 'Achieng',
  lastName: 'Odhiambo',
  email: 'achieng@shop.test',
  subject: 'Installation',
  message: 'Do you install in Kisumu?',
};
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

describe.each(ENGINES)('input that must never reach the database, on %s', (engine) => {
  const harness = checkoutHarness(engine);

  describe('control characters (security point 4)', () => {
    const customer = orderBody().customer;
    it.each([
      ['customer.fullName', { customer: { ...customer, fullName: 'a\u0000b' } }],
      ['customer.address', { customer: { ...customer, address: 'Thika Road\u001b[2J' } }],
      ['customer.apartment', { customer: { ...customer, apartment: 'Block\u0000B' } }],
      ['customer.city', { customer: { ...customer, city: 'Nai\nrobi' } }],
      ['customer.county', { customer: { ...customer, county: 'Nairobi\u007f' } }],
      ['customer.postalCode', { customer: { ...customer, postalCode: '00\u0000100' } }],
      ['items.0.id', { items: [{ id: 'panel-450w\u0000', quantity: 1 }] }],
      ['items.0.name', { items: [{ id: 'panel-450w', name: 'Panel\u0000', quantity: 1 }] }],
    ])('initiate refuses a control character in %s with a 400 naming it, storing nothing', async (field, change) => {
      const body = orderBody({ paymentMethod: 'Cash', ...change } as never);
      const res = await post(harness.app, '/api/checkout/initiate', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field } });
      expect(await countOrders(harness.db, body.idempotencyKey)).toBe(0);
    });

    it.each([
      ['firstName', { firstName: 'a\u0000b' }],
      ['lastName', { lastName: 'b\u0001' }],
      ['subject', { subject: 'Hi\nthere' }],
      ['message', { message: 'Hello\u0000' }],
      ['phone', { phone: '0712\u0000345678' }],
    ])('contact refuses a control character in %s with a 400 naming it', async (field, change) => {
      const before = await countRows(harness.db, 'public.contact_messages');
      const res = await post(harness.app, '/api/contact', { ...contact, ...change });
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field } });
      expect(await countRows(harness.db, 'public.contact_messages')).toBe(before);
    });

    it('keeps the line breaks of a contact message', async () => {
      expect(
        (await post(harness.app, '/api/contact', { ...contact, message: 'Habari,\r\nDo you install in Kisumu?\n\tAsante' })).status,
      ).toBe(201);
    });

    it.each([
      ['a NUL', `${UNKNOWN_ID}\u0000`],
      ['a tracking id that is not a GUID', 'not-ours'],
      ['100 kB', 'a'.repeat(100_000)],
    ])('the IPN refuses %s in the tracking id with a 400, echoing nothing back', async (_name, id) => {
      const res = await harness.app.request(`/api/pesapal/ipn?OrderTrackingId=${encodeURIComponent(id)}&OrderMerchantReference=x`);
      expect(res.status).toBe(400);
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ error: { code: 'INVALID_REQUEST', field: 'OrderTrackingId' } });
      expect(text).not.toContain(id.slice(0, 40));
    });

    it('the IPN refuses a merchant reference that is not Pesapal-shaped', async () => {
      const res = await harness.app.request(
        `/api/pesapal/ipn?OrderTrackingId=${UNKNOWN_ID}&OrderMerchantReference=${encodeURIComponent('x\u0000y')}`,
      );
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { field: 'OrderMerchantReference' } });
    });

    it.each(['/api/payments/status', '/api/pesapal/verify'])(
      '%s refuses a tracking id that is not Pesapal-shaped with a 400',
      async (path) => {
        const res = await harness.app.request(`${path}?orderTrackingId=${encodeURIComponent('a\u0000b')}`);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: { field: 'orderTrackingId' } });
      },
    );
  });

  describe('an IPN for a tracking id we never issued (security point 5)', () => {
    it.each(['GET', 'POST'])('is a %s 404 JSON answer, not a 500 asking Pesapal to retry, and echoes nothing', async (method) => {
      const long = 'R'.repeat(50);
      const res =
        method === 'GET'
          ? await harness.app.request(
              `/api/pesapal/ipn?OrderTrackingId=${UNKNOWN_ID}&OrderMerchantReference=${long}&OrderNotificationType=IPNCHANGE`,
            )
          : await post(harness.app, '/api/pesapal/ipn', {
              OrderTrackingId: UNKNOWN_ID,
              OrderMerchantReference: long,
              OrderNotificationType: 'IPNCHANGE',
              extra: 'e'.repeat(2000),
            });
      expect(res.status).toBe(404);
      const text = await res.text();
      expect(JSON.parse(text)).toEqual({ error: { code: 'PAYMENT_NOT_FOUND', message: 'We could not find this payment.' } });
      expect(text).not.toContain(long);
      expect((await harness.pesapal.control.calls()).status).toBe(0);
    });

    it('still answers 500 (call again) when Pesapal cannot be asked about one of ours', async () => {
      const placed = (await (await post(harness.app, '/api/checkout/initiate', orderBody())).json()) as {
        orderTrackingId: string;
        orderId: string;
      };
      await harness.pesapal.control.fault({ route: 'status', kind: 'http503', times: 5 });
      const res = await harness.app.request(
        `/api/pesapal/ipn?OrderTrackingId=${placed.orderTrackingId}&OrderMerchantReference=${placed.orderId}&OrderNotificationType=IPNCHANGE`,
      );
      expect(res.status).toBe(500);
      expect(await res.json()).toEqual({
        orderNotificationType: 'IPNCHANGE',
        orderTrackingId: placed.orderTrackingId,
        orderMerchantReference: placed.orderId,
        status: 500,
      });
    });
  });

  describe('product ids that are property names of every object (security point 9)', () => {
    it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])(
      '"%s" is an unknown product: 400 UNKNOWN_PRODUCT on initiate and quote',
      async (id) => {
        const body = orderBody({ paymentMethod: 'Cash', items: [{ id, quantity: 1 }] });
        const res = await post(harness.app, '/api/checkout/initiate', body);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: { code: 'UNKNOWN_PRODUCT', field: 'items.0' } });
        expect(await countOrders(harness.db, body.idempotencyKey)).toBe(0);
        const quote = await post(harness.app, '/api/checkout/quote', { items: [{ id, quantity: 1 }] });
        expect(quote.status).toBe(400);
        expect(await quote.json()).toMatchObject({ error: { code: 'UNKNOWN_PRODUCT' } });
      },
    );

    it.each([
      ['__proto__', [200]],
      ['constructor', [409]],
      ['toString', [400]],
    ])('an accepted policy named "%s" is never looked up on the prototype nor stored (answers %j)', async (type, statuses) => {
      const body = orderBody({ paymentMethod: 'Cash' });
      const raw = JSON.stringify(body).replace('"acceptedPolicyHashes":{', `"acceptedPolicyHashes":{"${type}":"sha256:x",`);
      const res = await harness.app.request('/api/checkout/initiate', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: raw,
      });
      expect(statuses).toContain(res.status);
      const [row] = await harness.db.sql.query<{ n: number }>(
        `select count(*)::int as n from public.order_policy_acceptances where policy_type = $1`,
        [type],
      );
      expect(row?.n).toBe(0);
    });
  });

  it('names a field a client made up only in part, never echoing a huge key back', async () => {
    const body = orderBody({ paymentMethod: 'Cash' });
    const key = 'k'.repeat(20_000);
    const raw = JSON.stringify(body).replace('"acceptedPolicyHashes":{', `"acceptedPolicyHashes":{"${key}":"sha256:x",`);
    const res = await harness.app.request('/api/checkout/initiate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: raw,
    });
    expect(res.status).toBe(400);
    expect((await res.text()).length).toBeLessThan(1_000);
  });

  it.each([
    ['text/plain', '/api/checkout/initiate'],
    ['application/x-www-form-urlencoded', '/api/contact'],
    ['multipart/form-data; boundary=x', '/api/checkout/quote'],
  ])('refuses a body sent as %s to %s (as a cross-site form could) with 415', async (type, path) => {
    const res = await harness.app.request(path, { method: 'POST', headers: { 'content-type': type }, body: JSON.stringify(orderBody()) });
    expect(res.status).toBe(415);
    expect(await res.json()).toMatchObject({ error: { code: 'UNSUPPORTED_MEDIA_TYPE' } });
  });
});
