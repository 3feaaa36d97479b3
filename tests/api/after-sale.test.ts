import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { orderBody, ORDER_TOTAL_CENTS, post } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';
import { until } from '../until.ts';

/**
 * After the sale (issue 29): a customer cancels within the refund policy's window and before
 * dispatch; a paid order's cancellation refunds it; an admin refunds (in full, or part of a card
 * payment) through Pesapal's RefundRequest, once, confirmed only by asking Pesapal.
 */
const SNAPSHOT: CatalogueSnapshot = { ...SNAPSHOT_WITH_SHOP, shop: { ...SNAPSHOT_WITH_SHOP.shop!, orderChangeHours: 2 } };
const HOUR = 3_600_000;

describe.each(ENGINES)('cancellations and refunds on %s', (engine) => {
  let db: Database;
  let pesapal: SandboxForTests;
  let auth: RunningStandIn;
  let app: Hono;
  const tokens = { admin: '', owner: '', other: '' };
  const appAt = (offsetMs = 0, timeoutMs = 2_000) =>
    createApp({
      catalogue: staticCatalogueSource(SNAPSHOT),
      db,
      pesapal: pesapal.client({ timeoutMs }),
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
      now: () => new Date(Date.now() + offsetMs),
    });

  beforeAll(async () => {
    db = await freshDatabase(engine);
    pesapal = await startSandboxForTests();
    auth = await startStandIn(db, { autoconfirm: true });
    for (const who of ['admin', 'owner', 'other'] as const) {
      const { data } = await auth.client().auth.signUp({ email: `after-sale-${who}-${engine}@shop.test`, password: 'correct-horse-1' });
      tokens[who] = data.session!.access_token;
      if (who === 'admin') {
        await db.profiles.setRole(data.user!.id, 'admin');
        tokens.admin = await aal2Token(auth, tokens.admin);
      }
    }
  });
  afterAll(async () => {
    await auth.stop();
    await pesapal.stop();
    await db.close();
  });
  beforeEach(async () => {
    await pesapal.control.reset();
    await pesapal.control.settings({ refundApprovalMs: 50 });
    app = appAt();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const reasonBody = { reason: 'Ordered the wrong battery' };

  async function place(method: 'Cash' | 'MPESA' | 'Card', token?: string) {
    const res = await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: method }), token ? bearer(token) : {});
    expect(res.status).toBe(200);
    const { orderId, orderTrackingId } = (await res.json()) as { orderId: string; orderTrackingId?: string };
    return { orderId, orderTrackingId: orderTrackingId ?? '', reference: orderId.slice(0, 8).toUpperCase() };
  }

  async function placePaid(method: 'MPESA' | 'Card' = 'MPESA', token?: string) {
    const order = await place(method, token);
    await pesapal.control.outcome(order.orderTrackingId, 'approve', { method: method === 'Card' ? 'card' : 'mpesa' });
    await ipn(order);
    expect((await db.orders.byId(order.orderId))?.orderStatus).toBe('paid');
    return order;
  }

  /** Pesapal's side of a refund request: the merchant approves it (refundApprovalMs later) and the payment reads REVERSED. */
  const refundApproved = (order: { orderTrackingId: string }) =>
    until('Pesapal to approve the refund', async () => (await pesapal.control.order(order.orderTrackingId)).state === 'REVERSED' || null);
  const ipn = (order: { orderId: string; orderTrackingId: string }) =>
    app.request(
      `/api/pesapal/ipn?OrderTrackingId=${order.orderTrackingId}&OrderMerchantReference=${order.orderId}&OrderNotificationType=IPNCHANGE`,
    );
  const asGuest = (order: { reference: string }, extra: Record<string, unknown> = {}) => ({
    ...reasonBody,
    phone: '0712 345 678',
    reference: order.reference,
    ...extra,
  });
  const events = async (orderId: string) => (await db.outbox.forOrder(orderId)).map((m) => `${m.event}/${m.channel}`);

  describe('POST /api/orders/{id}/cancel', () => {
    it('a guest cancels a cash order with its phone and reference: cancelled, dated, audited, and both sides told', async () => {
      const order = await place('Cash');
      const res = await post(app, `/api/orders/${order.orderId}/cancel`, asGuest(order));
      expect(res.status).toBe(200);
      const { order: answer, refund } = (await res.json()) as {
        order: {
          status: string;
          deliveryStatus: string;
          cancelUntil: string | null;
          timeline: Array<{ event: string }>;
          cancellation: unknown;
        };
        refund: unknown;
      };
      expect(answer).toMatchObject({
        status: 'cancelled',
        deliveryStatus: 'cancelled',
        cancelUntil: null,
        cancellation: { by: 'customer', reason: reasonBody.reason },
      });
      expect(answer.timeline.map((step) => step.event)).toEqual(['placed', 'cancelled']);
      expect(refund).toBeNull();
      expect(await db.orderActions.forOrder(order.orderId)).toMatchObject([
        { action: 'cancel', actorRole: 'customer', reason: reasonBody.reason },
      ]);
      expect(await events(order.orderId)).toEqual(
        expect.arrayContaining(['order_cancelled/email', 'order_cancelled/sms', 'shop_order_cancelled/email']),
      );
      const mail = (await db.outbox.forOrder(order.orderId)).find((m) => m.event === 'order_cancelled' && m.channel === 'email');
      expect(mail?.body).toContain('Nothing was charged and nothing is due');
      expect(mail?.body).not.toContain('Pay the driver');
      // Once only.
      const again = await post(app, `/api/orders/${order.orderId}/cancel`, asGuest(order));
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({
        error: { code: 'CANCEL_ALREADY_CANCELLED', message: en['cancel.error.already_cancelled'] },
      });
    });

    it('10 cancellations at once: one cancels, the others are told it is already cancelled; one message each', async () => {
      const order = await place('Cash');
      const answers = await Promise.all(Array.from({ length: 10 }, () => post(app, `/api/orders/${order.orderId}/cancel`, asGuest(order))));
      expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(9).fill(409)]);
      expect((await events(order.orderId)).filter((e) => e.startsWith('order_cancelled'))).toEqual([
        'order_cancelled/email',
        'order_cancelled/sms',
      ]);
      expect(await db.orderActions.forOrder(order.orderId)).toHaveLength(1);
    });

    it('an order shipped while the customer cancels is not cancelled', async () => {
      const order = await place('Cash');
      const stale = (await db.orders.byId(order.orderId))!;
      await db.orders.setDeliveryStatus(order.orderId, 'shipped', null);
      const { cancelOrder } = await import('../../src/server/orders/cancel.ts');
      await expect(
        cancelOrder({ db, pesapal: undefined, cancelWindow: async () => ({ now: new Date(), hours: 2 }) }, stale, {
          reason: 'late',
          actor: { id: null, role: 'customer', username: 'x' },
        }),
      ).rejects.toMatchObject({ status: 409, code: 'CANCEL_DISPATCHED' });
      expect(await db.orders.byId(order.orderId)).toMatchObject({ deliveryStatus: 'shipped', cancellation: null });
    });

    it('the answer on /orders and /track offers Cancel until the window ends, and no later', async () => {
      const order = await place('Cash', tokens.owner);
      const [listed] = (
        (await (await app.request('/api/account/orders', { headers: bearer(tokens.owner) })).json()) as {
          orders: Array<{ id: string; cancelUntil: string | null }>;
        }
      ).orders;
      expect(listed?.id).toBe(order.orderId);
      const placed = Date.parse((await db.orders.byId(order.orderId))!.createdAt);
      expect(Date.parse(listed!.cancelUntil!)).toBe(placed + 2 * HOUR);
      const tracked = (await (
        await post(appAt(2 * HOUR + 60_000), '/api/orders/track', { phone: '0712345678', reference: order.reference })
      ).json()) as { order: { cancelUntil: string | null } };
      expect(tracked.order.cancelUntil).toBeNull();
    });

    it.each([
      ['two hours after placing', 2 * HOUR + 1_000, null, 'CANCEL_TOO_LATE', en['cancel.error.too_late'].other.replace('{count}', '2')],
      ['once dispatched', 0, 'shipped', 'CANCEL_DISPATCHED', en['cancel.error.dispatched']],
      ['once delivered', 0, 'delivered', 'CANCEL_DELIVERED', en['cancel.error.delivered']],
    ] as const)('is refused %s, in words, and nothing changes', async (_when, offset, delivery, code, message) => {
      const order = await place('Cash');
      if (delivery) await db.orders.setDeliveryStatus(order.orderId, delivery, null);
      const res = await post(appAt(offset), `/api/orders/${order.orderId}/cancel`, asGuest(order));
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code, message } });
      expect((await db.orders.byId(order.orderId))?.cancellation).toBeNull();
    });

    it('an admin may cancel after the window, until delivery', async () => {
      const order = await place('Cash');
      const late = appAt(5 * HOUR);
      const res = await post(late, `/api/orders/${order.orderId}/cancel`, { reason: 'Out of stock at the supplier' }, bearer(tokens.admin));
      expect(res.status).toBe(200);
      expect((await db.orders.byId(order.orderId))?.cancellation).toMatchObject({ by: 'admin' });
      expect(await events(order.orderId)).not.toContain('shop_order_cancelled/email');

      // Shipped is not yet delivered: the team may still call it back; delivered is the end.
      const shipped = await place('Cash');
      await db.orders.setDeliveryStatus(shipped.orderId, 'shipped', null);
      expect(
        (await post(late, `/api/orders/${shipped.orderId}/cancel`, { reason: 'Customer refused at the gate' }, bearer(tokens.admin)))
          .status,
      ).toBe(200);
      const delivered = await place('Cash');
      await db.orders.setDeliveryStatus(delivered.orderId, 'delivered', null);
      const refused = await post(late, `/api/orders/${delivered.orderId}/cancel`, { reason: 'Too late' }, bearer(tokens.admin));
      expect(refused.status).toBe(409);
      expect(await refused.json()).toMatchObject({ error: { code: 'CANCEL_DELIVERED' } });
    });

    it('only its owner: another customer, a wrong phone, or no proof at all is 403; the owner’s token is enough', async () => {
      const order = await place('Cash', tokens.owner);
      for (const [body, headers] of [
        [reasonBody, bearer(tokens.other)],
        [asGuest(order, { phone: '0799 999 999' }), {}],
        [reasonBody, {}],
      ] as const) {
        const res = await post(app, `/api/orders/${order.orderId}/cancel`, body, headers);
        expect(res.status).toBe(403);
        expect(await res.json()).toMatchObject({ error: { code: 'NOT_YOUR_ORDER', message: en['cancel.error.notYours'] } });
      }
      expect((await post(app, `/api/orders/${order.orderId}/cancel`, reasonBody, bearer(tokens.owner))).status).toBe(200);
    });

    it.each([
      [{ phone: '0712345678', reference: 'ABCDEF12' }, 'reason'],
      [{ reason: '' }, 'reason'],
      [{ reason: 'x'.repeat(501) }, 'reason'],
      [{ reason: 'why', phone: '0712345678' }, 'reference'],
      [{ reason: 'why', phone: '123', reference: 'ABCDEF12' }, 'phone'],
    ])('%j is a 400 naming %s', async (body, field) => {
      const order = await place('Cash');
      const res = await post(app, `/api/orders/${order.orderId}/cancel`, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { field } });
    });

    it('a missing order is a 404; the refusal is in the page’s language', async () => {
      expect((await post(app, '/api/orders/00000000-0000-4000-8000-000000000000/cancel', reasonBody)).status).toBe(404);
      const order = await place('Cash');
      await db.orders.setDeliveryStatus(order.orderId, 'shipped', null);
      const res = await post(app, `/api/orders/${order.orderId}/cancel`, asGuest(order), { 'accept-language': 'sw-KE' });
      expect(await res.json()).toMatchObject({ error: { message: sw['cancel.error.dispatched'] } });
    });

    it('an unpaid M-PESA order is cancelled at Pesapal first, so its page can take no money; Pesapal down changes nothing', async () => {
      const order = await place('MPESA');
      await pesapal.control.fault({ route: 'cancel', kind: 'http503', times: 1 });
      const down = await post(app, `/api/orders/${order.orderId}/cancel`, asGuest(order));
      expect(down.status).toBe(502);
      expect(await down.json()).toMatchObject({ error: { code: 'PAYMENT_PROVIDER_ERROR', message: en['cancel.error.provider'] } });
      expect(await db.orders.byId(order.orderId)).toMatchObject({ orderStatus: 'awaiting_payment', cancellation: null });
      const res = await post(app, `/api/orders/${order.orderId}/cancel`, asGuest(order));
      expect(res.status).toBe(200);
      const status = await pesapal.client().getStatus(order.orderTrackingId);
      expect(status.ok && status.data.status).toBe('CANCELLED');
      expect((await db.orders.byId(order.orderId))?.orderStatus).toBe('cancelled');
      // Pesapal's IPN for the cancellation does not move the order back.
      expect((await ipn(order)).status).toBe(200);
      expect((await db.orders.byId(order.orderId))?.orderStatus).toBe('cancelled');
    });

    it('a paid order is cancelled and refunded in full: refund requested, then refunded when Pesapal, asked, says REVERSED', async () => {
      const order = await placePaid('MPESA', tokens.owner);
      const res = await post(app, `/api/orders/${order.orderId}/cancel`, reasonBody, bearer(tokens.owner));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({
        order: { status: 'refund_requested' },
        refund: { ok: true, status: 'requested', amountCents: ORDER_TOTAL_CENTS },
      });
      expect((await pesapal.control.calls()).refund).toBe(1);
      await refundApproved(order);
      expect((await ipn(order)).status).toBe(200);
      const [listed] = (
        (await (await app.request('/api/account/orders', { headers: bearer(tokens.owner) })).json()) as {
          orders: Array<{ status: string; refund: unknown; timeline: Array<{ event: string }> }>;
        }
      ).orders;
      expect(listed).toMatchObject({ status: 'refunded', refund: { status: 'completed', amountCents: ORDER_TOTAL_CENTS } });
      expect(listed!.timeline.map((step) => step.event)).toEqual(['placed', 'paid', 'cancelled', 'refundRequested', 'refunded']);
      expect(await events(order.orderId)).toEqual(
        expect.arrayContaining([
          'order_cancelled/sms',
          'refund_requested/email',
          'refund_requested/sms',
          'refund_completed/email',
          'refund_completed/sms',
        ]),
      );
      expect((await db.orderActions.forOrder(order.orderId)).map((a) => a.action)).toEqual([
        'cancel',
        'refund_request',
        'refund_completed',
      ]);
      // The admin's order page: the cancellation, the refund with Pesapal's words, the audit, and nothing more to do.
      const detail = (await (await app.request(`/api/orders/${order.orderId}`, { headers: bearer(tokens.admin) })).json()) as Record<
        string,
        unknown
      >;
      expect(detail).toMatchObject({
        cancellation: { by: 'customer', reason: reasonBody.reason },
        refunds: [
          {
            status: 'completed',
            amountCents: ORDER_TOTAL_CENTS,
            requestedByRole: 'customer',
            providerMessage: 'Refund request successfully',
          },
        ],
        actions: [
          { action: 'cancel', actorRole: 'customer' },
          { action: 'refund_request' },
          { action: 'refund_completed', actorRole: 'system' },
        ],
        can: { cancel: false, refund: null },
      });
      const dashboard = (await (await app.request('/api/admin/dashboard', { headers: bearer(tokens.admin) })).json()) as {
        refundsMonth: { count: number; amountCents: number };
      };
      expect(dashboard.refundsMonth.count).toBeGreaterThanOrEqual(1);
    });
  });

  describe('POST /api/orders/{id}/refund', () => {
    const refund = (orderId: string, body: unknown, token = tokens.admin) =>
      post(app, `/api/orders/${orderId}/refund`, body, token ? bearer(token) : {});

    it('is for admins: 401 without a token, 403 for a customer', async () => {
      const order = await placePaid('Card');
      const detail = (await (await app.request(`/api/orders/${order.orderId}`, { headers: bearer(tokens.admin) })).json()) as Record<
        string,
        unknown
      >;
      expect(detail).toMatchObject({ can: { cancel: true, refund: { fullCents: ORDER_TOTAL_CENTS, partial: true } } });
      expect((await refund(order.orderId, reasonBody, '')).status).toBe(401);
      expect((await refund(order.orderId, reasonBody, tokens.owner)).status).toBe(403);
      expect((await pesapal.control.calls()).refund).toBe(0);
    });

    it.each([
      ['part of an M-PESA payment', 'MPESA', 100_00, 'REFUND_PARTIAL_NOT_CARD'],
      ['more than a card payment collected', 'Card', ORDER_TOTAL_CENTS + 1, 'REFUND_MORE_THAN_COLLECTED'],
    ] as const)('refuses %s with the rule, and asks Pesapal nothing', async (_case, method, amountCents, code) => {
      const order = await placePaid(method);
      const res = await refund(order.orderId, { ...reasonBody, amountCents });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: { code, field: 'amountCents' } });
      expect((await pesapal.control.calls()).refund).toBe(0);
    });

    it('refunds part of a card payment; the order reads refund requested, not cancelled', async () => {
      const order = await placePaid('Card');
      const res = await refund(order.orderId, { reason: 'One panel returned', amountCents: 18_525_00 });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ refund: { status: 'requested', amountCents: 18_525_00 }, repeated: false });
      expect(await db.orders.byId(order.orderId)).toMatchObject({ orderStatus: 'refund_requested', cancellation: null });
      const detail = (await (await app.request(`/api/orders/${order.orderId}`, { headers: bearer(tokens.admin) })).json()) as Record<
        string,
        unknown
      >;
      expect(detail).toMatchObject({
        can: { cancel: false, refund: null },
        actions: [
          {
            action: 'refund_request',
            actorRole: 'admin',
            actorEmail: `after-sale-admin-${engine}@shop.test`,
            reason: 'One panel returned',
          },
        ],
      });
      const mail = (await db.outbox.forOrder(order.orderId)).find((m) => m.event === 'refund_requested' && m.channel === 'email');
      expect(mail?.body).toContain('KSh 18,525');
    });

    it('50 concurrent requests make one refund at Pesapal, and every one answers with it', async () => {
      const order = await placePaid();
      // 50 requests on one in-process database keep the sandbox's answer waiting: the production door's patience, not the tests' 2 s.
      app = appAt(0, 20_000);
      const answers = await Promise.all(Array.from({ length: 50 }, () => refund(order.orderId, reasonBody)));
      expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
      const ids = new Set(await Promise.all(answers.map(async (a) => ((await a.json()) as { refund: { id: string } }).refund.id)));
      expect(ids.size).toBe(1);
      expect((await pesapal.control.calls()).refund).toBe(1);
      expect(await db.refunds.forOrder(order.orderId)).toHaveLength(1);
    });

    it('Pesapal down: 502, nothing refunded, the order still paid; asked again later, it goes through', async () => {
      const order = await placePaid();
      await pesapal.control.fault({ route: 'refund', kind: 'http503', times: 1 });
      const down = await refund(order.orderId, reasonBody);
      expect(down.status).toBe(502);
      expect(await down.json()).toMatchObject({ error: { code: 'REFUND_NOT_TAKEN' } });
      expect((await db.orders.byId(order.orderId))?.orderStatus).toBe('paid');
      expect(await db.refunds.forOrder(order.orderId)).toMatchObject([{ status: 'failed' }]);
      const res = await refund(order.orderId, reasonBody);
      expect(res.status).toBe(200);
      expect((await db.refunds.forOrder(order.orderId)).map((r) => r.status)).toEqual(['failed', 'requested']);
      // A repeat asks Pesapal how it stands: after the approval it finds the refund done.
      await refundApproved(order);
      expect(await (await refund(order.orderId, reasonBody)).json()).toMatchObject({ refund: { status: 'completed' }, repeated: true });
      expect((await db.orders.byId(order.orderId))?.orderStatus).toBe('refunded');
      expect(await refund(order.orderId, { ...reasonBody, amountCents: 1 })).toMatchObject({ status: 409 });
    });

    it('an order with nothing paid has nothing to refund', async () => {
      const order = await place('Cash');
      const res = await refund(order.orderId, reasonBody);
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: { code: 'REFUND_NOT_PAID', message: en['refund.error.not_paid'] } });
    });

    it.each([
      [{ reason: 'r', amountCents: 0 }, 'amountCents'],
      [{ reason: 'r', amountCents: 1.5 }, 'amountCents'],
      [{ amountCents: 100 }, 'reason'],
    ])('%j is a 400 naming %s', async (body, field) => {
      const order = await place('Cash');
      const res = await refund(order.orderId, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { field } });
    });
  });
});
