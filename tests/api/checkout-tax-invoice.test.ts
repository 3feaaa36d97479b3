import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { checkoutApp, countOrders, newKey, orderBody, post } from './checkout-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * Issue 45, "The buyer's PIN": checkout's "I need a tax invoice for a business" is kept on the order
 * (tidied: P051234567X) and answered wherever the order is (its confirmation, the customer's orders,
 * the admin's order); a malformed one is a 400 naming the field, in the shopper's language; a repeat
 * of the checkout never changes it. Cash on delivery, so no payment door is needed.
 */
const BUSINESS = { businessName: '  Kilimo Bora Ltd ', kraPin: ' p051 234 567x' };
const KEPT = { businessName: 'Kilimo Bora Ltd', kraPin: 'P051234567X' };

describe.each(ENGINES)('the tax invoice of a checkout on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  const users: Record<'customer' | 'admin', { id: string; token: string }> = {} as never;

  async function signUp(email: string) {
    const { data, error } = await auth.client().auth.signUp({ email, password: 'correct-horse-1' });
    if (error || !data.session || !data.user) throw error ?? new Error('no session');
    return { id: data.user.id, token: data.session.access_token };
  }
  const get = async <T>(path: string, token?: string): Promise<T> => {
    const res = await app.request(path, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect(res.status, path).toBe(200);
    return (await res.json()) as T;
  };
  const checkout = (body: unknown, headers: Record<string, string> = {}) => post(app, '/api/checkout/initiate', body, headers);

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    app = checkoutApp(db, undefined, {
      catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP),
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
    });
    users.customer = await signUp(`tax-buyer-${engine}@shop.test`);
    const admin = await signUp(`tax-admin-${engine}@shop.test`);
    await db.profiles.setRole(admin.id, 'admin');
    users.admin = { id: admin.id, token: await aal2Token(auth, admin.token) };
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  it('keeps the business on the order and answers it on the confirmation, the customer’s orders, the admin’s order and in the e-mail', async () => {
    const res = await checkout(orderBody({ paymentMethod: 'Cash', taxInvoice: BUSINESS }), {
      authorization: `Bearer ${users.customer.token}`,
    });
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: string };
    expect((await db.orders.byId(orderId))?.buyer).toEqual(KEPT);

    expect((await get<{ order: { buyer: unknown } }>(`/api/orders/${orderId}/confirmation`)).order.buyer).toEqual(KEPT);
    const mine = await get<{ orders: Array<{ id: string; buyer: unknown }> }>('/api/account/orders', users.customer.token);
    expect(mine.orders.find((o) => o.id === orderId)?.buyer).toEqual(KEPT);
    expect((await get<{ order: { buyer: unknown } }>(`/api/orders/${orderId}`, users.admin.token)).order.buyer).toEqual(KEPT);
    const listed = await get<{ orders: Array<{ order_id: string; buyer: unknown }> }>('/api/orders', users.admin.token);
    expect(listed.orders.find((o) => o.order_id === orderId)?.buyer).toEqual(KEPT);

    const [email] = await db.outbox.forOrder(orderId);
    expect(email).toMatchObject({ audience: 'customer', channel: 'email' });
    expect(email!.body).toContain('Tax invoice to: Kilimo Bora Ltd, KRA PIN P051234567X');
  });

  it('answers a sale to a person with buyer null, and names no business in the e-mail', async () => {
    const res = await checkout(orderBody({ paymentMethod: 'Cash' }));
    expect(res.status).toBe(200);
    const { orderId } = (await res.json()) as { orderId: string };
    expect((await db.orders.byId(orderId))?.buyer).toBeNull();
    expect((await get<{ order: { buyer: unknown } }>(`/api/orders/${orderId}/confirmation`)).order.buyer).toBeNull();
    expect((await get<{ order: { buyer: unknown } }>(`/api/orders/${orderId}`, users.admin.token)).order.buyer).toBeNull();
    const [email] = await db.outbox.forOrder(orderId);
    expect(email!.body).not.toContain('KRA PIN');
  });

  it('leaves the business out of /track, which answers phone and reference with no one’s name', async () => {
    const res = await checkout(orderBody({ paymentMethod: 'Cash', taxInvoice: BUSINESS }));
    const { orderId } = (await res.json()) as { orderId: string };
    const tracked = await post(app, '/api/orders/track', { phone: '0712 345 678', reference: orderId.slice(0, 8) });
    expect(tracked.status).toBe(200);
    const { order } = (await tracked.json()) as { order: Record<string, unknown> };
    expect(order.id).toBe(orderId);
    expect(order).not.toHaveProperty('buyer');
  });

  it.each([
    ['en', {}, en['checkout.error.kraPin']],
    ['sw', { 'accept-language': 'sw-KE' }, sw['checkout.error.kraPin']],
  ])('refuses a malformed KRA PIN with a 400 naming taxInvoice.kraPin (%s), and stores nothing', async (_locale, headers, words) => {
    const body = orderBody({ paymentMethod: 'Cash', taxInvoice: { businessName: 'Kilimo Bora Ltd', kraPin: 'P05123456X' } });
    const res = await checkout(body, headers);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'INVALID_REQUEST', field: 'taxInvoice.kraPin', message: `taxInvoice.kraPin: ${words}` },
    });
    expect(await countOrders(db, body.idempotencyKey)).toBe(0);
  });

  it('refuses a business name over 60 characters, naming taxInvoice.businessName', async () => {
    const res = await checkout(orderBody({ paymentMethod: 'Cash', taxInvoice: { businessName: 'K'.repeat(61), kraPin: 'P051234567X' } }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field: 'taxInvoice.businessName' } });
  });

  it('answers a repeat of the checkout with the same order and never changes its business', async () => {
    const idempotencyKey = newKey();
    const first = await checkout(orderBody({ paymentMethod: 'Cash', taxInvoice: BUSINESS, idempotencyKey }));
    const { orderId } = (await first.json()) as { orderId: string };

    const again = await checkout(orderBody({ paymentMethod: 'Cash', taxInvoice: KEPT, idempotencyKey }));
    expect(again.status).toBe(200);
    expect(await again.json()).toEqual({ cod: true, orderId });

    for (const taxInvoice of [{ ...KEPT, kraPin: 'P999999999Z' }, { ...KEPT, businessName: 'Another Ltd' }, undefined, null]) {
      const other = await checkout(orderBody({ paymentMethod: 'Cash', taxInvoice, idempotencyKey }));
      expect(other.status, JSON.stringify(taxInvoice)).toBe(409);
      expect(await other.json()).toMatchObject({ error: { code: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' } });
    }
    expect(await countOrders(db, idempotencyKey)).toBe(1);
    expect((await db.orders.byId(orderId))?.buyer).toEqual(KEPT);
  });
});
