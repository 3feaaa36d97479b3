import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { startStandIn } from './auth-fixture.ts';
import { checkoutApp, checkoutHarness, orderBody, ORDER_TOTAL_CENTS, post } from './checkout-fixture.ts';
import { ENGINES } from './db-fixture.ts';
import { fromSocket } from './client-fixture.ts';

/**
 * After the order is placed: its confirmation by its id, following it by phone and reference
 * (POST /api/orders/track), and Pay now for the signed-in owner (POST /api/orders/{id}/pay).
 */
describe.each(ENGINES)('an order after checkout, on %s', (engine) => {
  const harness = checkoutHarness(engine);

  async function placeCash(phone = '0712 345 678') {
    const body = orderBody({ paymentMethod: 'Cash', customer: { ...orderBody().customer, phone } });
    const res = await post(harness.app, '/api/checkout/initiate', body);
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: string };
    return { orderId, reference: orderId.slice(0, 8).toUpperCase() };
  }

  describe('GET /api/orders/{id}/confirmation', () => {
    it('answers what was bought and how it is paid, and nothing of who bought it', async () => {
      const { orderId } = await placeCash();
      const res = await harness.app.request(`/api/orders/${orderId}/confirmation`);
      expect(res.status).toBe(200);
      const text = await res.text();
      const { order } = JSON.parse(text) as { order: Record<string, unknown> };
      expect(order).toMatchObject({ id: orderId, status: 'cash_on_delivery', chosenMethod: 'Cash', totalCents: ORDER_TOTAL_CENTS });
      for (const personal of ['Wanjiku', 'wanjiku@shop.test', '712345678', 'Kamiti']) expect(text).not.toContain(personal);
    });

    it('gives the M-PESA code of the payment once it completed, as /track does; none before', async () => {
      const placed = await post(harness.app, '/api/checkout/initiate', orderBody());
      const { orderId, orderTrackingId } = (await placed.json()) as { orderId: string; orderTrackingId: string };
      const track = async () =>
        (
          (await (await post(harness.app, '/api/orders/track', { phone: '0712 345 678', reference: orderId.slice(0, 8) })).json()) as {
            order: { payment: { confirmationCode: string | null } | null };
          }
        ).order.payment;
      const confirmation = async () =>
        ((await (await harness.app.request(`/api/orders/${orderId}/confirmation`)).json()) as { order: { payment: unknown } }).order
          .payment;
      expect(await confirmation()).toMatchObject({ status: 'PENDING', confirmationCode: null });
      expect(await track()).toMatchObject({ confirmationCode: null });

      await harness.pesapal.control.outcome(orderTrackingId, 'approve', { method: 'mpesa' });
      await harness.app.request(`/api/pesapal/verify?orderTrackingId=${orderTrackingId}`);
      const code = (await harness.db.payments.byTrackingId(orderTrackingId))!.confirmationCode;
      expect(code).toMatch(/^[A-Z0-9]{10}$/);
      expect(await confirmation()).toMatchObject({ status: 'COMPLETED', reportedMethod: 'MpesaKE', confirmationCode: code });
      expect(await track()).toMatchObject({ confirmationCode: code });
    });

    it.each(['not-a-uuid', '00000000-0000-4000-8000-000000000000'])('%s is a 404 naming no order', async (id) => {
      const res = await harness.app.request(`/api/orders/${id}/confirmation`);
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'ORDER_NOT_FOUND', message: en['order.error.notFound'] } });
    });

    it('is gone 30 days after the order', async () => {
      const { orderId } = await placeCash();
      const later = checkoutApp(harness.db, harness.pesapal.client(), { now: () => new Date(Date.now() + 31 * 86_400_000) });
      expect((await later.request(`/api/orders/${orderId}/confirmation`)).status).toBe(404);
    });
  });

  describe('POST /api/orders/track', () => {
    it.each(['0712 345 678', '+254712345678', '254712345678', '0712-345-678'])(
      'finds the order by its reference and the phone written as %s, with its timeline',
      async (phone) => {
        const { orderId, reference } = await placeCash();
        const res = await post(harness.app, '/api/orders/track', { phone, reference: reference.toLowerCase() });
        expect(res.status).toBe(200);
        const answer = (await res.json()) as { order: { id: string }; timeline: Array<{ event: string; at: string | null }> };
        expect(answer.order.id).toBe(orderId);
        expect(answer.timeline.map((step) => step.event)).toEqual(['placed', 'payOnDelivery']);
      },
    );

    it('shows dispatch and delivery as the team records them', async () => {
      const { orderId, reference } = await placeCash();
      await harness.db.orders.setDeliveryStatus(orderId, 'shipped', null);
      await harness.db.orders.setDeliveryStatus(orderId, 'delivered', null);
      const answer = (await (await post(harness.app, '/api/orders/track', { phone: '0712345678', reference })).json()) as {
        timeline: Array<{ event: string; at: string | null }>;
      };
      expect(answer.timeline.map((step) => step.event)).toEqual(['placed', 'payOnDelivery', 'dispatched', 'delivered']);
      expect(answer.timeline.every((step) => step.event === 'payOnDelivery' || typeof step.at === 'string')).toBe(true);
    });

    it('answers a wrong phone and a wrong reference with the same 404', async () => {
      const { reference } = await placeCash();
      const wrongPhone = await post(harness.app, '/api/orders/track', { phone: '0799 999 999', reference });
      const wrongReference = await post(harness.app, '/api/orders/track', { phone: '0712345678', reference: 'FFFFFFFF' });
      expect(wrongPhone.status).toBe(404);
      expect(wrongReference.status).toBe(404);
      expect(await wrongPhone.text()).toBe(await wrongReference.text());
    });

    it.each([
      [{ phone: '12345', reference: 'ABCDEF12' }, 'phone'],
      [{ phone: '0712345678', reference: 'not a ref' }, 'reference'],
      [{ reference: 'ABCDEF12' }, 'phone'],
      [{ phone: '0712345678' }, 'reference'],
    ])('%j is a 400 naming %s', async (body, field) => {
      const res = await post(harness.app, '/api/orders/track', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { field } });
    });

    it('answers in the page’s language', async () => {
      const res = await post(
        harness.app,
        '/api/orders/track',
        { phone: '0712345678', reference: 'FFFFFFFF' },
        { 'accept-language': 'sw-KE' },
      );
      expect(await res.json()).toMatchObject({ error: { message: sw['track.error.notFound'] } });
    });

    it('stops the guesser, not the customer: wrong phones from one client close the reference to it alone; other references, and the right phone elsewhere, still answer', async () => {
      const app = checkoutApp(harness.db, harness.pesapal.client(), {
        rateLimits: { ...NO_RATE_LIMITS, trackMiss: { points: 5, seconds: 3600 } },
      });
      const { reference } = await placeCash();
      const other = await placeCash('0722 000 111');
      const track = (body: unknown, from: string) =>
        app.request(
          '/api/orders/track',
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
          fromSocket(from),
        );
      for (let i = 0; i < 5; i++) expect((await track({ phone: `07000000${10 + i}`, reference }, '10.42.0.1')).status).toBe(404);
      const refused = await track({ phone: '0712345678', reference }, '10.42.0.1');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED' } });
      expect((await track({ phone: '0722000111', reference: other.reference }, '10.42.0.1')).status).toBe(200);
      expect((await track({ phone: '0712345678', reference }, '10.42.0.2')).status).toBe(200);
    });

    it('limits each client', async () => {
      const app = checkoutApp(harness.db, harness.pesapal.client(), {
        rateLimits: { ...NO_RATE_LIMITS, track: { points: 3, seconds: 600 } },
      });
      const { reference } = await placeCash();
      for (let i = 0; i < 3; i++) expect((await post(app, '/api/orders/track', { phone: '0712345678', reference })).status).toBe(200);
      const refused = await post(app, '/api/orders/track', { phone: '0712345678', reference });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBeTruthy();
    });
  });

  describe('POST /api/orders/{id}/pay', () => {
    it('reopens the payment of the signed-in owner’s order awaiting it; others get 404, signed out 401, cash 409', async () => {
      const auth = await startStandIn(harness.db, { autoconfirm: true });
      try {
        const app = checkoutApp(harness.db, harness.pesapal.client(), { auth: createTokenVerifier({ supabaseUrl: auth.url }) });
        const session = async (email: string) => {
          const { data, error } = await auth.client().auth.signUp({ email, password: 'correct-horse-1' });
          if (error || !data.session) throw error ?? new Error('no session');
          return data.session.access_token;
        };
        const owner = await session(`pay-owner-${engine}-${Date.now()}@shop.test`);
        const stranger = await session(`pay-stranger-${engine}-${Date.now()}@shop.test`);
        const placed = await post(app, '/api/checkout/initiate', orderBody(), { authorization: `Bearer ${owner}` });
        const { orderId, orderTrackingId } = (await placed.json()) as { orderId: string; orderTrackingId: string };
        const pay = (token?: string) =>
          app.request(`/api/orders/${orderId}/pay`, { method: 'POST', headers: token ? { authorization: `Bearer ${token}` } : {} });
        const again = await pay(owner);
        expect(again.status).toBe(200);
        expect(await again.json()).toMatchObject({ orderId, orderTrackingId });
        expect((await pay(stranger)).status).toBe(404);
        expect((await pay()).status).toBe(401);
        const cash = await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }), { authorization: `Bearer ${owner}` });
        const cashId = ((await cash.json()) as { orderId: string }).orderId;
        const refused = await app.request(`/api/orders/${cashId}/pay`, { method: 'POST', headers: { authorization: `Bearer ${owner}` } });
        expect(refused.status).toBe(409);
        await harness.pesapal.control.outcome(orderTrackingId, 'approve', { method: 'mpesa' });
        await app.request(`/api/pesapal/verify?orderTrackingId=${orderTrackingId}`);
        expect((await pay(owner)).status).toBe(409);
      } finally {
        await auth.stop();
      }
    });
  });
});
