import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { ENGINES, freshDatabase, sampleOrder } from './db-fixture.ts';

const catalogue = staticCatalogueSource({ generatedAt: '2026-11-21T00:00:00.000Z', currency: 'KES', products: {}, policies: [] });

describe.each(ENGINES)('accounts API on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  const users: Record<'alice' | 'bob' | 'admin', { id: string; token: string }> = {} as never;

  async function signUp(email: string, data: Record<string, unknown> = {}) {
    const { data: result, error } = await auth.client().auth.signUp({ email, password: 'correct-horse-1', options: { data } });
    if (error || !result.session || !result.user) throw error ?? new Error('no session');
    return { id: result.user.id, token: result.session.access_token };
  }
  const get = (path: string, token?: string) => app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    app = createApp({ catalogue, db, siteUrl: 'http://shop.test', auth: createTokenVerifier({ supabaseUrl: auth.url }) });
    users.alice = await signUp(`alice-${engine}@shop.test`, { role: 'admin', is_admin: true });
    users.bob = await signUp(`bob-${engine}@shop.test`);
    users.admin = await signUp(`admin-${engine}@shop.test`);
    await db.profiles.setRole(users.admin.id, 'admin');
    const aliceOrder = await db.orders.create(sampleOrder(users.alice.id));
    await db.payments.create({
      orderId: aliceOrder.order.id,
      amountCents: aliceOrder.order.totalCents,
      orderTrackingId: 'alice-track-1',
      reportedMethod: 'M-Pesa',
    });
    const bobOrder = await db.orders.create(sampleOrder(users.bob.id));
    await db.payments.create({ orderId: bobOrder.order.id, amountCents: 123_400, orderTrackingId: 'bob-track-1' });
    // An order with no payment row at all (placed before cash orders got their record) still counts.
    await db.orders.create(sampleOrder(users.bob.id, { chosenMethod: 'Cash', orderStatus: 'cash_on_delivery' }));
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  it('GET /api/me answers the user and the role from profiles, not from the metadata they chose', async () => {
    const res = await get('/api/me', users.alice.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ user: { id: users.alice.id, email: `alice-${engine}@shop.test` }, role: 'customer', aal: 'aal1' });
  });

  it('GET /api/me answers admin for a user promoted in profiles, with the token issued before, at aal1 (the page then asks for the code)', async () => {
    expect(await (await get('/api/me', users.admin.token)).json()).toMatchObject({ role: 'admin', aal: 'aal1' });
  });

  it.each([
    ['/api/me', undefined, 'UNAUTHENTICATED'],
    ['/api/me', 'not.a.token', 'INVALID_TOKEN'],
    ['/api/account/transactions', undefined, 'UNAUTHENTICATED'],
    ['/api/account/orders', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', 'INVALID_TOKEN'],
  ])('GET %s refuses a missing or forged token with a 401 JSON error', async (path, token, code) => {
    const res = await get(path, token);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code } });
  });

  it("GET /api/account/transactions lists the caller's own orders, each with its latest payment, cash on delivery included", async () => {
    const alice = (await (await get('/api/account/transactions', users.alice.token)).json()) as {
      transactions: Array<Record<string, unknown>>;
    };
    expect(alice.transactions).toEqual([
      {
        id: expect.any(String),
        orderTrackingId: 'alice-track-1',
        status: 'awaiting_payment',
        reportedMethod: 'M-Pesa',
        chosenMethod: 'MPESA',
        amountCents: 9_547_500,
        currency: 'KES',
        createdAt: expect.any(String),
        // Her own order's phone: with its reference, it opens the tax invoice.
        phone: '+254712345678',
      },
    ]);
    const bob = (await (await get('/api/account/transactions', users.bob.token)).json()) as {
      transactions: Array<Record<string, unknown>>;
    };
    expect(bob.transactions).toEqual([
      expect.objectContaining({ orderTrackingId: null, status: 'cash_on_delivery', chosenMethod: 'Cash', reportedMethod: null }),
      expect.objectContaining({ orderTrackingId: 'bob-track-1', status: 'awaiting_payment' }),
    ]);
    const admin = (await (await get('/api/account/transactions', users.admin.token)).json()) as { transactions: unknown[] };
    expect(admin.transactions).toEqual([]);
  });

  it('GET /api/account/transactions and /api/account/orders name the same orders', async () => {
    for (const user of [users.alice, users.bob]) {
      const { transactions } = (await (await get('/api/account/transactions', user.token)).json()) as {
        transactions: Array<{ id: string }>;
      };
      const { orders } = (await (await get('/api/account/orders', user.token)).json()) as { orders: Array<{ id: string }> };
      expect(transactions.map((entry) => entry.id)).toEqual(orders.map((order) => order.id));
    }
  });

  it("GET /api/account/orders lists the caller's orders with items, totals and statuses", async () => {
    const res = await get('/api/account/orders', users.alice.token);
    const { orders } = (await res.json()) as { orders: Array<Record<string, unknown>> };
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'awaiting_payment',
      deliveryStatus: 'pending',
      totalCents: 9_547_500,
      payment: { status: 'PENDING', orderTrackingId: 'alice-track-1' },
    });
    expect(orders[0]).not.toHaveProperty('idempotencyKey');
    expect((orders[0]?.items as unknown[]).length).toBe(2);
  });

  it('offers no route that changes a role', async () => {
    for (const method of ['POST', 'PUT', 'PATCH']) {
      const res = await app.request('/api/me', {
        method,
        headers: { authorization: `Bearer ${users.alice.token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ role: 'admin' }),
      });
      expect(res.status).toBe(404);
    }
    expect(await db.profiles.roleOf(users.alice.id)).toBe('customer');
  });
});
