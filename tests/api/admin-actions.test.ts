import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import type { AdminActionsPage } from '../../src/api/admin-actions.ts';
import type { AdminDashboard } from '../../src/api/admin.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { orderBody, post } from './checkout-fixture.ts';
import { countRows, ENGINES, freshDatabase } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * The admin audit (issue 33): every admin action (delivery status, cancellation, refund, message
 * resend, warranty claim move, contact message read) writes exactly one admin_actions entry in its
 * own transaction, with who, what, on what, the details, and the assurance level of the verified
 * token (aal and amr, never from anything else); an action that fails writes none. GET
 * /api/admin/actions lists them, newest first, paged by cursor, for admins only.
 */
const SNAPSHOT: CatalogueSnapshot = { ...SNAPSHOT_WITH_SHOP, shop: { ...SNAPSHOT_WITH_SHOP.shop!, orderChangeHours: 2 } };
const PHONE = '0712 345 678';
const ADDRESS = '192.0.2.7';
const MESSAGE = {
  firstName: 'Baraka',
  lastName: 'Mwangi',
  email: 'baraka@shop.test',
  phone: null,
  subject: 'Installation',
  message: 'Do you install in Nakuru?',
  userId: null,
};

describe.each(ENGINES)('admin audit on %s', (engine) => {
  let db: Database;
  let pesapal: SandboxForTests;
  let auth: RunningStandIn;
  let app: Hono;
  const tokens = { admin: '', aal2: '', customer: '' };
  let adminId = '';
  const adminEmail = `audit-admin-${engine}@shop.test`;

  /** The admin's token as Supabase Auth issues it after a TOTP verify: same session, aal2, amr totp then password. */
  const promoted = (token: string) => aal2Token(auth, token);

  beforeAll(async () => {
    db = await freshDatabase(engine);
    pesapal = await startSandboxForTests();
    auth = await startStandIn(db, { autoconfirm: true });
    for (const who of ['admin', 'customer'] as const) {
      const email = who === 'admin' ? adminEmail : `audit-customer-${engine}@shop.test`;
      const { data } = await auth.client().auth.signUp({ email, password: 'correct-horse-1' });
      tokens[who] = data.session!.access_token;
      if (who === 'admin') {
        adminId = data.user!.id;
        await db.profiles.setRole(adminId, 'admin');
      }
    }
    tokens.aal2 = await promoted(tokens.admin);
    app = createApp({
      catalogue: staticCatalogueSource(SNAPSHOT),
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
  });

  /** A request from a socket at ADDRESS, as @hono/node-server hands it over. */
  const send = (method: string, path: string, token: string | null, body?: unknown) =>
    app.request(
      path,
      {
        method,
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      },
      { incoming: { socket: { remoteAddress: ADDRESS } } },
    );
  const count = () => countRows(db, 'public.admin_actions');
  const newest = async () => (await db.adminActions.latest(1)).actions[0]!;

  /** Runs `act` and returns the one entry it wrote (fails on none or more). */
  async function oneEntry(act: () => Response | Promise<Response>, status = 200) {
    const before = await count();
    const res = await act();
    expect(res.status, await res.clone().text()).toBe(status);
    expect(await count()).toBe(before + 1);
    return newest();
  }
  /** Runs `act`, expects `status` and no entry. */
  async function noEntry(act: () => Response | Promise<Response>, status: number) {
    const before = await count();
    expect((await act()).status).toBe(status);
    expect(await count()).toBe(before);
  }

  async function place(method: 'Cash' | 'MPESA', token?: string) {
    const res = await post(
      app,
      '/api/checkout/initiate',
      orderBody({ paymentMethod: method }),
      token ? { authorization: `Bearer ${token}` } : {},
    );
    expect(res.status).toBe(200);
    const { orderId, orderTrackingId } = (await res.json()) as { orderId: string; orderTrackingId?: string };
    if (method === 'MPESA') {
      await pesapal.control.outcome(orderTrackingId!, 'approve', { method: 'mpesa' });
      await app.request(
        `/api/pesapal/ipn?OrderTrackingId=${orderTrackingId}&OrderMerchantReference=${orderId}&OrderNotificationType=IPNCHANGE`,
      );
      expect((await db.orders.byId(orderId))?.orderStatus).toBe('paid');
    }
    return orderId;
  }

  it('a delivery status change records who, what, from and to, the aal2 and amr of the token, and the address', async () => {
    const orderId = await place('Cash');
    const entry = await oneEntry(() => send('PATCH', `/api/orders/${orderId}`, tokens.aal2, { delivery_status: 'shipped' }));
    expect(entry).toMatchObject({
      actor: { id: adminId, email: adminEmail },
      action: 'order.delivery',
      target: { kind: 'order', id: orderId },
      details: { from: 'pending', to: 'shipped' },
      aal: 'aal2',
      amr: ['totp', 'password'],
      clientAddress: ADDRESS,
    });
    expect(Date.now() - Date.parse(entry.at)).toBeLessThan(60_000);
  });

  it('an aal1 admin token is refused 403 MFA_REQUIRED and records nothing; a token whose aal was altered fails its signature (401)', async () => {
    const orderId = await place('Cash');
    const refused = await send('PATCH', `/api/orders/${orderId}`, tokens.admin, { delivery_status: 'shipped' });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('MFA_REQUIRED');
    const entry = await oneEntry(() => send('PATCH', `/api/orders/${orderId}`, tokens.aal2, { delivery_status: 'shipped' }));

    const [header, payload, signature] = tokens.admin.split('.');
    const claims = JSON.parse(Buffer.from(payload!, 'base64url').toString()) as Record<string, unknown>;
    const altered = Buffer.from(JSON.stringify({ ...claims, aal: 'aal2' })).toString('base64url');
    const forged = `${header}.${altered}.${signature}`;
    const res = await send('PATCH', `/api/orders/${orderId}`, forged, { delivery_status: 'delivered' });
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('INVALID_TOKEN');
    expect((await newest()).id).toBe(entry.id);
  });

  describe('every admin route needs aal2 (issue 33): aal1 admin 403 MFA_REQUIRED, customer 403 FORBIDDEN, signed out 401', () => {
    const ZERO = '00000000-0000-4000-8000-000000000000';
    const routes: Array<[string, (order: string) => string, unknown?]> = [
      ['GET', () => '/api/orders'],
      ['GET', (order) => `/api/orders/${order}`],
      ['PATCH', (order) => `/api/orders/${order}`, { delivery_status: 'shipped' }],
      ['POST', (order) => `/api/orders/${order}/refund`, { reason: 'Asked' }],
      ['POST', (order) => `/api/orders/${order}/notifications/${ZERO}/resend`],
      ['GET', () => '/api/admin/dashboard'],
      ['GET', () => '/api/admin/actions'],
      ['PATCH', () => `/api/admin/messages/${ZERO}`, { read: true }],
      ['GET', () => '/api/admin/warranty'],
      ['GET', () => '/api/admin/warranty/claims'],
      ['GET', () => '/api/admin/warranty/registrations'],
      ['PATCH', () => `/api/admin/warranty/claims/${ZERO}`, { status: 'rejected', reason: 'Water damage' }],
      ['GET', () => '/api/admin/warranty/duplicates'],
      ['PATCH', () => `/api/admin/warranty/registrations/${ZERO}`, { serial: 'ABC-123', reason: 'Typo on the label' }],
    ];
    it.each(routes.map(([method, path, body]) => [`${method} ${path('{id}')}`, method, path, body] as const))(
      '%s',
      async (_name, method, path, body) => {
        const orderId = await place('Cash');
        const before = await count();
        expect((await send(method, path(orderId), null, body)).status).toBe(401);
        const customer = await send(method, path(orderId), tokens.customer, body);
        expect(customer.status).toBe(403);
        expect(((await customer.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN');
        const aal1 = await send(method, path(orderId), tokens.admin, body);
        expect(aal1.status).toBe(403);
        expect(((await aal1.json()) as { error: { code: string; message: string } }).error).toMatchObject({
          code: 'MFA_REQUIRED',
          message: expect.stringContaining('6-digit code'),
        });
        expect(await count()).toBe(before);
        // At aal2 the route answers as it does for an admin: 200, or what the body or the id decides, never 401/403.
        const aal2 = await send(method, path(orderId), tokens.aal2, body);
        expect([401, 403], `${method} ${path(orderId)} at aal2`).not.toContain(aal2.status);
      },
    );

    it('the admin branch of POST /api/orders/{id}/cancel: aal1 refused, aal2 cancels; the customer cancels their own order at aal1', async () => {
      const orderId = await place('Cash');
      const refused = await send('POST', `/api/orders/${orderId}/cancel`, tokens.admin, { reason: 'Out of stock' });
      expect(refused.status).toBe(403);
      expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('MFA_REQUIRED');
      expect((await db.orders.byId(orderId))?.cancellation).toBeNull();
      expect((await send('POST', `/api/orders/${orderId}/cancel`, tokens.aal2, { reason: 'Out of stock' })).status).toBe(200);

      const own = await place('Cash', tokens.customer);
      const res = await send('POST', `/api/orders/${own}/cancel`, tokens.customer, { reason: 'Changed my mind' });
      expect(res.status, await res.clone().text()).toBe(200);
    });

    it('GET /api/me answers an aal1 admin (the page then asks for the code) and says the aal', async () => {
      const me = async (token: string) => (await (await send('GET', '/api/me', token)).json()) as { role: string; aal: string };
      expect(await me(tokens.admin)).toMatchObject({ role: 'admin', aal: 'aal1' });
      expect(await me(tokens.aal2)).toMatchObject({ role: 'admin', aal: 'aal2' });
      expect(await me(tokens.customer)).toMatchObject({ role: 'customer', aal: 'aal1' });
    });
  });

  it('failed and refused actions record nothing: unknown order, bad body, a customer, a refund with nothing paid', async () => {
    const orderId = await place('Cash');
    await noEntry(
      () => send('PATCH', '/api/orders/00000000-0000-4000-8000-000000000000', tokens.aal2, { delivery_status: 'shipped' }),
      404,
    );
    await noEntry(() => send('PATCH', `/api/orders/${orderId}`, tokens.aal2, { delivery_status: 'lost' }), 400);
    await noEntry(() => send('PATCH', `/api/orders/${orderId}`, tokens.customer, { delivery_status: 'shipped' }), 403);
    await noEntry(() => send('POST', `/api/orders/${orderId}/refund`, tokens.aal2, { reason: 'Asked' }), 409);
  });

  it('an admin cancellation records one entry; of a paid order, the refund it starts records a second; a guest cancelling records none', async () => {
    const cash = await place('Cash');
    const cancelled = await oneEntry(() => send('POST', `/api/orders/${cash}/cancel`, tokens.aal2, { reason: 'Out of stock' }));
    expect(cancelled).toMatchObject({
      action: 'order.cancel',
      target: { kind: 'order', id: cash },
      details: { reason: 'Out of stock', plan: 'cancel' },
      aal: 'aal2',
    });
    await noEntry(() => send('POST', `/api/orders/${cash}/cancel`, tokens.aal2, { reason: 'Again' }), 409);

    const paid = await place('MPESA');
    const before = await count();
    expect((await send('POST', `/api/orders/${paid}/cancel`, tokens.aal2, { reason: 'Customer called' })).status).toBe(200);
    const { actions } = await db.adminActions.latest(2);
    expect(await count()).toBe(before + 2);
    expect(actions.map((a) => [a.action, a.target.id, a.aal])).toEqual([
      ['order.refund', paid, 'aal2'],
      ['order.cancel', paid, 'aal2'],
    ]);

    const guest = await place('Cash');
    await noEntry(
      () =>
        send('POST', `/api/orders/${guest}/cancel`, null, {
          reason: 'Changed my mind',
          phone: PHONE,
          reference: guest.slice(0, 8).toUpperCase(),
        }),
      200,
    );
  });

  it('a refund records one entry with its amount and reason; a repeat that sends nothing records none', async () => {
    const orderId = await place('MPESA');
    const entry = await oneEntry(() => send('POST', `/api/orders/${orderId}/refund`, tokens.aal2, { reason: 'Damaged in transit' }));
    const order = await db.orders.byId(orderId);
    expect(entry).toMatchObject({
      action: 'order.refund',
      target: { kind: 'order', id: orderId },
      details: { amountCents: order!.totalCents, reason: 'Damaged in transit', refundId: expect.any(String) },
      aal: 'aal2',
    });
    await noEntry(() => send('POST', `/api/orders/${orderId}/refund`, tokens.aal2, { reason: 'Again' }), 200);
  });

  it('a message resend records one entry naming the message; one not yet settled records none', async () => {
    const orderId = await place('Cash');
    const [message] = await db.outbox.forOrder(orderId);
    await db.sql.query(`update public.outbox_messages set status = 'failed' where id = $1`, [message!.id]);
    const path = `/api/orders/${orderId}/notifications/${message!.id}/resend`;
    const entry = await oneEntry(() => send('POST', path, tokens.aal2));
    expect(entry).toMatchObject({
      action: 'message.resend',
      target: { kind: 'order', id: orderId },
      details: { notificationId: message!.id, event: message!.event, channel: message!.channel },
    });
    await noEntry(() => send('POST', path, tokens.aal2), 409);
  });

  it('a warranty claim move records one entry with from, to, reason and serial; a move to the same status records none', async () => {
    const orderId = await place('Cash');
    for (const step of ['shipped', 'delivered']) await send('PATCH', `/api/orders/${orderId}`, tokens.aal2, { delivery_status: step });
    const serial = `AUD-${engine.toUpperCase()}-PNL-1`;
    const reference = orderId.slice(0, 8).toUpperCase();
    const registered = await post(app, '/api/warranty/registrations', {
      reference,
      phone: PHONE,
      items: [{ productId: 'panel-450w', serial }],
    });
    expect(registered.status).toBe(201);
    const made = await post(app, '/api/warranty/claims', { serial, phone: PHONE, description: 'No power since the rains.' });
    const { claim } = (await made.json()) as { claim: { id: string } };
    const path = `/api/admin/warranty/claims/${claim.id}`;
    const entry = await oneEntry(() => send('PATCH', path, tokens.aal2, { status: 'rejected', reason: 'Water damage' }));
    expect(entry).toMatchObject({
      action: 'warranty.claim.status',
      target: { kind: 'claim', id: claim.id },
      details: { from: 'received', to: 'rejected', reason: 'Water damage', serial, reference },
      aal: 'aal2',
    });
    await noEntry(() => send('PATCH', path, tokens.aal2, { status: 'rejected', reason: 'Again' }), 409);
  });

  it('marking a contact message read records one entry; an unknown message records none', async () => {
    const { id } = await db.contact.create(MESSAGE);
    const entry = await oneEntry(() => send('PATCH', `/api/admin/messages/${id}`, tokens.aal2, { read: true }));
    expect(entry).toMatchObject({ action: 'contact.read', target: { kind: 'contact_message', id }, details: { read: true } });
    await noEntry(() => send('PATCH', '/api/admin/messages/00000000-0000-4000-8000-000000000000', tokens.aal2, { read: true }), 404);
  });

  describe('GET /api/admin/actions', () => {
    it('answers 401 signed out and 403 for a customer', async () => {
      expect((await send('GET', '/api/admin/actions', null)).status).toBe(401);
      expect((await send('GET', '/api/admin/actions', tokens.customer)).status).toBe(403);
    });

    it.each([
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['limit=ten', 'limit'],
      ['before=abc', 'before'],
      ['before=-1', 'before'],
    ])('refuses ?%s with a 400 naming %s', async (query, field) => {
      const res = await send('GET', `/api/admin/actions?${query}`, tokens.aal2);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { field?: string } }).error.field).toBe(field);
    });

    it('lists newest first, pages by cursor to the end, and the dashboard shows the 10 newest', async () => {
      const { id } = await db.contact.create({ ...MESSAGE, subject: 'Paging' });
      for (const read of [true, false, true, false, true, false, true, false, true, false, true])
        expect((await send('PATCH', `/api/admin/messages/${id}`, tokens.aal2, { read })).status).toBe(200);
      const total = await count();
      expect(total).toBeGreaterThan(10);
      const seen: string[] = [];
      let before: string | null = null;
      do {
        const res = await send('GET', `/api/admin/actions?limit=4${before ? `&before=${before}` : ''}`, tokens.aal2);
        expect(res.status).toBe(200);
        const page = (await res.json()) as AdminActionsPage;
        seen.push(...page.actions.map((a) => a.id));
        before = page.next;
      } while (before);
      expect(seen).toHaveLength(total);
      expect(seen.map(Number)).toEqual([...seen.map(Number)].sort((a, b) => b - a));

      const dashboard = (await (await send('GET', '/api/admin/dashboard', tokens.aal2)).json()) as AdminDashboard;
      expect(dashboard.lastActions.map((a) => a.id)).toEqual(seen.slice(0, 10));
    });
  });
});
