import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import type { CashLimit } from '../../src/lib/checkout/cash-limit.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { countOrders, orderBody, ORDER_TOTAL_CENTS, post } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * The shop's limit on cash on delivery (issue 43, item 5), on both engines: checkout places a cash
 * order above a "call first" limit to wait for the team's call, and refuses one above a "not
 * offered" limit with the limit in the shopper's language, writing nothing; the quote tells the page
 * the limit; POST /api/orders/{id}/confirm (admin, aal2) records the call, audited, the customer
 * told; nothing ships before it, and the order may still be cancelled.
 */

/** The fixture's order (2 panels and a battery) comes to KSh 84,550: above KSh 50,000, below KSh 100,000. */
const KSH_50K = 50_000_00;
const BELOW = 100_000_00;
const callFirst = (limitCents = KSH_50K): CashLimit => ({ limitCents, above: 'call-first' });
const notOffered = (limitCents = KSH_50K): CashLimit => ({ limitCents, above: 'not-offered' });
const withLimit = (cashLimit: CashLimit | null): CatalogueSnapshot => ({
  ...SNAPSHOT_WITH_SHOP,
  shop: { ...SNAPSHOT_WITH_SHOP.shop!, alertPhones: ['+254722000111'], orderChangeHours: 2, cashLimit },
});

describe.each(ENGINES)('a limit on cash on delivery, on %s', (engine) => {
  let db: Database;
  let pesapal: SandboxForTests;
  let auth: RunningStandIn;
  let app: Hono;
  /** The snapshot the app reads now: each test sets the limit it needs. */
  let snapshot = withLimit(null);
  const tokens = { admin: '', aal1: '', customer: '' };

  beforeAll(async () => {
    db = await freshDatabase(engine);
    pesapal = await startSandboxForTests();
    auth = await startStandIn(db, { autoconfirm: true });
    for (const who of ['admin', 'customer'] as const) {
      const { data } = await auth.client().auth.signUp({ email: `cash-limit-${who}-${engine}@shop.test`, password: 'correct-horse-1' });
      tokens[who] = data.session!.access_token;
      if (who === 'admin') await db.profiles.setRole(data.user!.id, 'admin');
    }
    tokens.aal1 = tokens.admin;
    tokens.admin = await aal2Token(auth, tokens.admin);
    app = createApp({
      catalogue: () => Promise.resolve(snapshot),
      db,
      pesapal: pesapal.client({ timeoutMs: 2_000 }),
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
    });
  });
  afterAll(async () => {
    await auth.stop();
    await pesapal.stop();
    await db.close();
  });
  beforeEach(async () => {
    await pesapal.control.reset();
    snapshot = withLimit(null);
  });

  const send = (method: string, path: string, token?: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  async function placeCash(locale: 'en' | 'sw' = 'en') {
    const body = orderBody({ paymentMethod: 'Cash' });
    const res = await post(app, '/api/checkout/initiate', body, { 'accept-language': locale === 'sw' ? 'sw-KE' : 'en-KE' });
    return { res, body };
  }
  async function placedCash(): Promise<string> {
    const { res } = await placeCash();
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { orderId: string }).orderId;
  }
  const customerMessages = async (orderId: string, event: string) =>
    (await db.outbox.forOrder(orderId)).filter((m) => m.event === event && m.audience === 'customer');

  describe('POST /api/checkout/initiate with cash on delivery', () => {
    it.each<[string, CashLimit | null]>([
      ['no limit', null],
      ['below a call-first limit', callFirst(BELOW)],
      ['below a not-offered limit', notOffered(BELOW)],
      ['exactly at the limit', notOffered(ORDER_TOTAL_CENTS)],
    ])('%s: placed as cash on delivery, as before', async (_, limit) => {
      snapshot = withLimit(limit);
      const orderId = await placedCash();
      expect((await db.orders.byId(orderId))?.orderStatus).toBe('cash_on_delivery');
    });

    it.each(['en', 'sw'] as const)(
      'above a call-first limit (%s): placed to wait for the team’s call, and everyone told so',
      async (locale) => {
        snapshot = withLimit(callFirst());
        const { res } = await placeCash(locale);
        expect(res.status).toBe(200);
        const answer = (await res.json()) as { cod: boolean; orderId: string };
        expect(answer.cod).toBe(true);
        const order = await db.orders.byId(answer.orderId);
        expect(order).toMatchObject({ orderStatus: 'awaiting_confirmation', deliveryStatus: 'pending', chosenMethod: 'Cash', locale });
        // The cash record checkout makes for every cash order.
        expect(await db.payments.listForOrder(answer.orderId)).toEqual([
          expect.objectContaining({ provider: 'cash', amountCents: ORDER_TOTAL_CENTS, status: 'PENDING' }),
        ]);
        const messages = await db.outbox.forOrder(answer.orderId);
        const mine = messages.filter((m) => m.audience === 'customer');
        expect(mine.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
        expect(mine.find((m) => m.channel === 'sms')!.body).toContain(
          locale === 'en' ? 'We will call to confirm before sending' : 'Tutakupigia simu kulithibitisha',
        );
        expect(mine.find((m) => m.channel === 'email')!.body).toContain(
          locale === 'en' ? 'we will call you to confirm it before we send it' : 'tutakupigia simu kulithibitisha kabla ya kulituma',
        );
        const alerts = messages.filter((m) => m.audience === 'shop');
        expect(alerts.find((m) => m.channel === 'email')!.subject).toMatch(/^Call to confirm: new order /);
        expect(alerts.find((m) => m.channel === 'sms')!.body).toMatch(/^CALL TO CONFIRM new order /);
      },
    );

    it.each([
      ['en', 'Cash on delivery is not offered for orders above KSh 50,000. Please pay with M-PESA, card or bank.'],
      ['sw', 'Lipa unapopokea haipatikani kwa maagizo ya zaidi ya KSh 50,000. Tafadhali lipa kwa M-PESA, kadi au benki.'],
    ] as const)('above a not-offered limit (%s): 409 naming the limit, and nothing written', async (locale, message) => {
      snapshot = withLimit(notOffered());
      const { res, body } = await placeCash(locale);
      expect(res.status).toBe(409);
      expect(await res.json()).toEqual({ error: { code: 'CASH_NOT_OFFERED', message, field: 'paymentMethod' } });
      expect(await countOrders(db, body.idempotencyKey)).toBe(0);
    });

    it('above a not-offered limit, online payment is placed as ever', async () => {
      snapshot = withLimit(notOffered());
      const res = await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'MPESA' }));
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ orderTrackingId: expect.any(String) });
    });

    it('a repeat of an order placed before the limit changed answers that order', async () => {
      snapshot = withLimit(callFirst());
      const { res, body } = await placeCash();
      const first = (await res.json()) as { orderId: string };
      snapshot = withLimit(notOffered());
      const again = await post(app, '/api/checkout/initiate', body);
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(first);
    });

    it('the customer’s own orders say it waits for the call, on /orders and /account alike', async () => {
      snapshot = withLimit(callFirst());
      const res = await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }), {
        authorization: `Bearer ${tokens.customer}`,
      });
      expect(res.status).toBe(200);
      const { orderId } = (await res.json()) as { orderId: string };
      const mine = await send('GET', '/api/account/orders', tokens.customer);
      const { orders } = (await mine.json()) as { orders: Array<{ id: string; status: string; timeline: Array<{ event: string }> }> };
      const placed = orders.find((o) => o.id === orderId);
      expect(placed?.status).toBe('awaiting_confirmation');
      expect(placed?.timeline.map((step) => step.event)).toEqual(['placed', 'awaitingConfirmation']);
    });

    it('the quote tells the page the limit it will be held to', async () => {
      snapshot = withLimit(callFirst());
      const res = await post(app, '/api/checkout/quote', { items: [{ id: 'panel-450w', quantity: 1 }] });
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ totalCents: 1_852_500, cashLimit: { limitCents: KSH_50K, above: 'call-first' } });
      snapshot = withLimit(null);
      expect(await (await post(app, '/api/checkout/quote', { items: [{ id: 'panel-450w', quantity: 1 }] })).json()).toMatchObject({
        cashLimit: null,
      });
    });
  });

  describe('POST /api/orders/{id}/confirm', () => {
    let waiting = '';
    beforeEach(async () => {
      snapshot = withLimit(callFirst());
      waiting = await placedCash();
    });

    it('is for admins whose session passed a second factor', async () => {
      expect((await send('POST', `/api/orders/${waiting}/confirm`)).status).toBe(401);
      const customer = await send('POST', `/api/orders/${waiting}/confirm`, tokens.customer);
      expect(customer.status).toBe(403);
      expect(((await customer.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
      const aal1 = await send('POST', `/api/orders/${waiting}/confirm`, tokens.aal1);
      expect(aal1.status).toBe(403);
      expect(((await aal1.json()) as { error: { code: string } }).error.code).toBe('MFA_REQUIRED');
      expect((await db.orders.byId(waiting))?.orderStatus).toBe('awaiting_confirmation');
    });

    it('answers 404 for an order that does not exist, or an id that cannot be one', async () => {
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-order']) {
        const res = await send('POST', `/api/orders/${id}/confirm`, tokens.admin);
        expect(res.status).toBe(404);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
      }
    });

    it('confirms the order: cash on delivery, audited, the customer told by e-mail and SMS; a second confirm is refused naming the stage', async () => {
      const before = (await db.adminActions.latest(1)).actions[0]?.id;
      const res = await send('POST', `/api/orders/${waiting}/confirm`, tokens.admin);
      expect(res.status, await res.clone().text()).toBe(200);
      expect(await res.json()).toMatchObject({
        order: { order_id: waiting, payment_status: 'cash_on_delivery', delivery_status: 'pending' },
      });
      expect((await db.orders.byId(waiting))?.orderStatus).toBe('cash_on_delivery');

      const entry = (await db.adminActions.latest(1)).actions[0]!;
      expect(entry.id).not.toBe(before);
      expect(entry).toMatchObject({
        action: 'order.confirm',
        target: { kind: 'order', id: waiting },
        details: { from: 'awaiting_confirmation', to: 'cash_on_delivery' },
        aal: 'aal2',
      });
      const told = await customerMessages(waiting, 'order_confirmed');
      expect(told.map((m) => [m.channel, m.recipient]).sort()).toEqual([
        ['email', 'wanjiku@shop.test'],
        ['sms', '+254712345678'],
      ]);
      expect(told.find((m) => m.channel === 'email')!.subject).toMatch(/^Order [0-9A-F]{8} confirmed: Solar Shop Kenya$/);

      const again = await send('POST', `/api/orders/${waiting}/confirm`, tokens.admin);
      expect(again.status).toBe(409);
      const refusal = (await again.json()) as { error: { code: string; message: string } };
      expect(refusal.error.code).toBe('ORDER_STEP_REFUSED');
      expect(refusal.error.message).toContain('“Cash on delivery”');
      expect(await customerMessages(waiting, 'order_confirmed')).toHaveLength(2);
    });

    it('refuses an order that is not waiting for a call with 409 naming its stage, and changes nothing', async () => {
      snapshot = withLimit(null);
      const plain = await placedCash();
      const res = await send('POST', `/api/orders/${plain}/confirm`, tokens.admin);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(
        /is “Cash on delivery”, so it cannot be confirmed/,
      );
      expect(await customerMessages(plain, 'order_confirmed')).toEqual([]);
    });

    it('nothing ships before the call; once confirmed it may', async () => {
      const refused = await send('PATCH', `/api/orders/${waiting}`, tokens.admin, { delivery_status: 'shipped' });
      expect(refused.status).toBe(409);
      expect(((await refused.json()) as { error: { message: string } }).error.message).toContain('“To be confirmed by phone”');
      expect((await db.orders.byId(waiting))?.deliveryStatus).toBe('pending');
      expect((await send('POST', `/api/orders/${waiting}/confirm`, tokens.admin)).status).toBe(200);
      const shipped = await send('PATCH', `/api/orders/${waiting}`, tokens.admin, { delivery_status: 'shipped' });
      expect(shipped.status).toBe(200);
    });

    it('the customer may still cancel it, and then it cannot be confirmed', async () => {
      const reference = waiting.slice(0, 8).toUpperCase();
      const cancel = await send('POST', `/api/orders/${waiting}/cancel`, undefined, {
        reason: 'Bought elsewhere',
        phone: '0712 345 678',
        reference,
      });
      expect(cancel.status, await cancel.clone().text()).toBe(200);
      expect((await db.orders.byId(waiting))?.orderStatus).toBe('cancelled');
      const res = await send('POST', `/api/orders/${waiting}/confirm`, tokens.admin);
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain('“Cancelled”');
    });

    it('the dashboard counts the orders waiting for a call, as the table filtered to them lists them', async () => {
      const dashboard = (await (await send('GET', '/api/admin/dashboard', tokens.admin)).json()) as {
        figures: Record<string, { orders: number }>;
      };
      const table = (await (await send('GET', '/api/orders?payment=awaiting_confirmation', tokens.admin)).json()) as {
        orders: Array<{ order_id: string; payment_status: string }>;
        total: number;
      };
      expect(table.orders.map((o) => o.order_id)).toContain(waiting);
      expect(table.orders.every((o) => o.payment_status === 'awaiting_confirmation')).toBe(true);
      expect(dashboard.figures.awaitingConfirmation!.orders).toBe(table.total);
    });
  });
});
