import fc from 'fast-check';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import type { Database } from '../../src/server/db/index.ts';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { checkoutApp, orderBody, post } from './checkout-fixture.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { encodeSignatureHeader } from '@sanity/webhook';

/**
 * Property-based fuzzing of every write endpoint (security issue, "Done when"): thousands of bodies
 * per endpoint per run, from valid requests with one part broken to random JSON, huge and deep
 * values, control characters, prototype keys and wrong content types. No answer may be a 5xx,
 * and a refused request writes nothing.
 */

const RUNS = Number(process.env.FUZZ_RUNS || 2000);
/**
 * The warranty's two routes take half: their bodies are small (a reference, a phone, serials), so
 * half the runs reach every part of them, and CI stays within its time.
 */
const runsFor = (name: string) => (name.startsWith('/api/warranty/') ? Math.ceil(RUNS / 2) : RUNS);
/** Sanity's webhook takes a tenth: past the signature only a document's id and type are read. */
const WEBHOOK_RUNS = Math.ceil(RUNS / 10);
const WEBHOOK_SECRET = 'fuzz-sanity-webhook-secret-0123456789';

/** Every row and every change the write endpoints can make, in one line of text. */
async function fingerprint(db: Database): Promise<string> {
  const [row] = await db.sql.query(
    `select (select count(*) from public.orders) as orders,
            (select count(*) from public.order_items) as items,
            (select count(*) from public.order_policy_acceptances) as policies,
            (select count(*) from public.payments) as payments,
            (select count(*) from public.delivery_status_changes) as deliveries,
            (select count(*) from public.contact_messages) as messages,
            (select count(*) from public.contact_messages where handled_at is not null) as handled,
            (select count(*) from public.refunds) as refunds,
            (select count(*) from public.order_actions) as actions,
            (select count(*) from public.warranty_registrations) as registrations,
            (select count(*) from public.warranty_claims) as claims,
            (select count(*) from public.warranty_claim_events) as claim_events,
            (select count(*) from public.favourites) as favourites,
            (select coalesce(max(updated_at)::text, '') from public.orders) as orders_touched,
            (select coalesce(max(updated_at)::text, '') from public.payments) as payments_touched`,
  );
  return JSON.stringify(row);
}

/** Values that have broken servers: wrong types, extremes, control characters, prototype names, depth. */
const nasty: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null,
    true,
    false,
    0,
    -1,
    1.5,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    '',
    ' ',
    '\u0000',
    'a\u0000b',
    '\u001b[2J',
    '\ud800',
    '🌞'.repeat(50),
  ),
  fc.constantFrom('constructor', '__proto__', 'toString', 'hasOwnProperty', 'prototype', 'valueOf'),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer({ min: 1, max: 40_000 }).map((n) => 'x'.repeat(n)),
  fc.integer({ min: 1, max: 400 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth)) as unknown),
  fc.constantFrom({ __proto__: { admin: true } }, JSON.parse('{"__proto__": {"polluted": true}}') as unknown, {
    constructor: { prototype: { polluted: true } },
  }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 5 }),
  fc.jsonValue({ maxDepth: 4 }),
);

/** `valid` with the value at one path (existing or new) replaced by a nasty one. */
function mutate(valid: unknown): fc.Arbitrary<unknown> {
  const paths: string[][] = [];
  const walk = (value: unknown, path: string[]) => {
    paths.push(path);
    if (value && typeof value === 'object') for (const [key, child] of Object.entries(value)) walk(child, [...path, key]);
  };
  walk(valid, []);
  const keys = fc.oneof(
    fc.constantFrom(...paths),
    fc.tuple(fc.constantFrom(...paths), fc.constantFrom('__proto__', 'constructor', 'extra', 'toString')).map(([p, k]) => [...p, k]),
  );
  return fc.tuple(keys, nasty).map(([path, value]) => {
    if (path.length === 0) return value;
    const copy = JSON.parse(JSON.stringify(valid)) as Record<string, unknown>;
    let target: Record<string, unknown> = copy;
    for (const key of path.slice(0, -1)) {
      const next = target[key];
      if (!next || typeof next !== 'object') return copy;
      target = next as Record<string, unknown>;
    }
    Object.defineProperty(target, path[path.length - 1] as string, { value, enumerable: true, writable: true, configurable: true });
    return copy;
  });
}

/** `valid` with control characters slipped into some of its strings: the body stays otherwise valid. */
function taint(valid: unknown): fc.Arbitrary<unknown> {
  const control = fc.constantFrom('\u0000', '\u0001', '\u001b', '\u007f', '\n', '\t', '\r');
  return fc.infiniteStream(fc.tuple(fc.boolean(), control, fc.nat())).map((choices) => {
    const picks = choices[Symbol.iterator]();
    const visit = (value: unknown): unknown => {
      if (typeof value === 'string') {
        const [taken, character, at] = picks.next().value as [boolean, string, number];
        const where = at % (value.length + 1);
        return taken ? value.slice(0, where) + character + value.slice(where) : value;
      }
      if (Array.isArray(value)) return value.map(visit);
      if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, child]) => [key, visit(child)]));
      return value;
    };
    return visit(valid);
  });
}

interface FuzzRequest {
  contentType: string | null;
  body: string;
}

/** A request around a body: mostly JSON as the API expects, sometimes another type or no JSON at all. */
function requests(valid: unknown): fc.Arbitrary<FuzzRequest> {
  const bodies = fc.oneof(
    { weight: 5, arbitrary: mutate(valid) },
    { weight: 3, arbitrary: taint(valid) },
    { weight: 1, arbitrary: fc.constant(valid) },
    { weight: 2, arbitrary: nasty },
  );
  const json = bodies.map((body) => JSON.stringify(body) ?? 'undefined');
  const raw = fc.oneof(json, fc.string({ maxLength: 200 }), fc.constantFrom('{', '{"a":', '[1,2', 'null', '"\\ud800"', '{"a":1}{"b":2}'));
  return fc.record({
    contentType: fc.oneof(
      { weight: 8, arbitrary: fc.constant('application/json') },
      {
        weight: 1,
        arbitrary: fc.constantFrom(
          null,
          'text/plain',
          'application/x-www-form-urlencoded',
          'multipart/form-data; boundary=x',
          'application/json; charset=utf-16',
          'APPLICATION/JSON',
        ),
      },
    ),
    body: fc.oneof({ weight: 5, arbitrary: json }, { weight: 1, arbitrary: raw }),
  });
}

describe.each(ENGINES)('fuzzing every write endpoint on %s', (engine) => {
  let db: Database;
  let pesapal: SandboxForTests;
  let auth: RunningStandIn;
  let app: Hono;
  let adminToken: string;
  let orderId: string;
  let shipped: string;
  let messageId: string;
  /** A cash order a guest may cancel, and a paid M-PESA order an admin may refund. */
  let cashOrder: { id: string; reference: string };
  let paidOrderId: string;
  let trackingId: string;
  /** A delivered cash order: its serials may be registered, and claims made against the one registered. */
  let delivered: { reference: string };

  beforeAll(async () => {
    db = await freshDatabase(engine);
    pesapal = await startSandboxForTests();
    auth = await startStandIn(db, { autoconfirm: true });
    // With the shop's details and a 2-hour change window, as the demo data: a guest may cancel.
    const catalogue = staticCatalogueSource({ ...SNAPSHOT_WITH_SHOP, shop: { ...SNAPSHOT_WITH_SHOP.shop!, orderChangeHours: 2 } });
    app = checkoutApp(db, pesapal.client(), {
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
      catalogue,
      publish: { ok: true, settings: { webhookSecret: WEBHOOK_SECRET, deployHookUrl: 'https://deploy.test/hook', burstMs: 60_000 } },
      deployHook: async () => ({ ok: true, deployId: 'fuzz' }),
    });
    const { data } = await auth.client().auth.signUp({ email: `fuzz-admin-${engine}@shop.test`, password: 'correct-horse-1' });
    adminToken = await aal2Token(auth, data.session?.access_token as string);
    await db.profiles.setRole(data.user?.id as string, 'admin');
    const placed = (await (await post(app, '/api/checkout/initiate', orderBody())).json()) as { orderId: string; orderTrackingId: string };
    orderId = placed.orderId;
    trackingId = placed.orderTrackingId;
    const cash = (await (await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }))).json()) as { orderId: string };
    cashOrder = { id: cash.orderId, reference: cash.orderId.slice(0, 8).toUpperCase() };
    // Cash on delivery, so it may be shipped (an online order awaiting payment may not).
    shipped = ((await (await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }))).json()) as { orderId: string })
      .orderId;
    const paid = (await (await post(app, '/api/checkout/initiate', orderBody())).json()) as { orderId: string; orderTrackingId: string };
    await pesapal.control.outcome(paid.orderTrackingId, 'approve', { method: 'mpesa' });
    await app.request(
      `/api/pesapal/ipn?OrderTrackingId=${paid.orderTrackingId}&OrderMerchantReference=${paid.orderId}&OrderNotificationType=IPNCHANGE`,
    );
    paidOrderId = paid.orderId;
    const handed = (await (await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }))).json()) as { orderId: string };
    await db.orders.setDeliveryStatus(handed.orderId, 'delivered', null);
    delivered = { reference: handed.orderId.slice(0, 8).toUpperCase() };
    const registered = await post(app, '/api/warranty/registrations', {
      reference: delivered.reference,
      phone: '0712 345 678',
      items: [{ productId: 'battery-100ah', serial: 'FUZZ-BATTERY-1' }],
    });
    expect(registered.status).toBe(201);
    messageId = (
      await db.contact.create({
        firstName: 'A',
        lastName: 'B',
        email: 'a@shop.test',
        phone: null,
        subject: 'Hi',
        message: 'Hello',
        userId: null,
      })
    ).id;
  }, 60_000);
  afterAll(async () => {
    await auth.stop();
    await pesapal.stop();
    await db.close();
  });

  const contact = {
    firstName: 'Achieng',
    lastName: 'Odhiambo',
    email: 'achieng@shop.test',
    phone: '0712345678',
    subject: 'Installation',
    message: 'Do you install in Kisumu?',
  };
  const endpoints: Array<[string, string, () => string, () => unknown, () => Record<string, string>]> = [
    ['POST', '/api/contact', () => '/api/contact', () => contact, () => ({})],
    ['POST', '/api/checkout/quote', () => '/api/checkout/quote', () => ({ items: [{ id: 'panel-450w', quantity: 2 }] }), () => ({})],
    ['POST', '/api/checkout/initiate', () => '/api/checkout/initiate', () => orderBody(), () => ({})],
    [
      'POST',
      '/api/pesapal/ipn',
      () => '/api/pesapal/ipn',
      () => ({ OrderTrackingId: trackingId, OrderMerchantReference: orderId, OrderNotificationType: 'IPNCHANGE' }),
      () => ({}),
    ],
    [
      'PATCH',
      '/api/orders/{id}',
      () => `/api/orders/${shipped}`,
      () => ({ delivery_status: 'shipped' }),
      () => ({ authorization: `Bearer ${adminToken}` }),
    ],
    [
      'PATCH',
      '/api/admin/messages/{id}',
      () => `/api/admin/messages/${messageId}`,
      () => ({ read: true }),
      () => ({ authorization: `Bearer ${adminToken}` }),
    ],
    [
      'POST',
      '/api/orders/{id}/cancel',
      () => `/api/orders/${cashOrder.id}/cancel`,
      () => ({ reason: 'Ordered twice', phone: '0712 345 678', reference: cashOrder.reference }),
      () => ({}),
    ],
    [
      'POST',
      '/api/orders/{id}/refund',
      () => `/api/orders/${paidOrderId}/refund`,
      () => ({ reason: 'Returned unused' }),
      () => ({ authorization: `Bearer ${adminToken}` }),
    ],
    [
      'POST',
      '/api/warranty/registrations',
      () => '/api/warranty/registrations',
      () => ({ reference: delivered.reference, phone: '0712 345 678', items: [{ productId: 'panel-450w', serial: 'FUZZ-PANEL-1' }] }),
      () => ({}),
    ],
    [
      'POST',
      '/api/warranty/claims',
      () => '/api/warranty/claims',
      () => ({ serial: 'FUZZ-BATTERY-1', phone: '0712 345 678', description: 'It stopped charging last week.' }),
      () => ({}),
    ],
    [
      'POST',
      '/api/favourites/merge',
      () => '/api/favourites/merge',
      () => ({ productIds: ['panel-450w', 'battery-100ah'] }),
      () => ({ authorization: `Bearer ${adminToken}` }),
    ],
  ];

  it.each(endpoints)(
    `%s %s: ${RUNS} fuzzed bodies (the warranty's ${runsFor('/api/warranty/')}), no 5xx, nothing written by a refused request`,
    async (method, name, path, valid, headers) => {
      const seen = new Map<number, number>();
      await fc.assert(
        fc.asyncProperty(requests(valid()), async ({ contentType, body }) => {
          const before = await fingerprint(db);
          const res = await app.request(path(), {
            method,
            headers: { ...(contentType ? { 'content-type': contentType } : {}), ...headers() },
            body,
          });
          const text = await res.text();
          seen.set(res.status, (seen.get(res.status) ?? 0) + 1);
          expect(res.status, text).toBeLessThan(500);
          expect(() => JSON.parse(text), text).not.toThrow();
          if (res.status >= 400) expect(await fingerprint(db)).toBe(before);
        }),
        { numRuns: runsFor(name) },
      );
      // The fuzzer reached both sides: some requests were accepted, most refused.
      expect([...seen.keys()].some((status) => status < 300)).toBe(true);
      expect([...seen.keys()].some((status) => status >= 400)).toBe(true);
    },
    300_000,
  );

  it(`POST /api/hooks/sanity: ${WEBHOOK_RUNS} fuzzed bodies, signed, unsigned or with a broken signature, no 5xx`, async () => {
    const seen = new Set<number>();
    const signatures = fc.oneof(
      { weight: 4, arbitrary: fc.constant('sign') },
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.oneof(fc.string({ maxLength: 80 }), fc.constantFrom('t=1,v1=x', 't=99999999999999,v1=', ' , ')) },
    );
    await fc.assert(
      fc.asyncProperty(
        requests({ _id: 'product-panel-450w', _type: 'product', slug: 'panel-450w' }),
        signatures,
        async (request, signature) => {
          const header =
            signature === 'sign' ? await encodeSignatureHeader(request.body, Date.now(), WEBHOOK_SECRET).catch(() => null) : signature;
          const res = await app.request('/api/hooks/sanity', {
            method: 'POST',
            headers: {
              ...(request.contentType ? { 'content-type': request.contentType } : {}),
              ...(header === null ? {} : { 'sanity-webhook-signature': header }),
            },
            body: request.body,
          });
          const text = await res.text();
          seen.add(res.status);
          expect(res.status, text).toBeLessThan(500);
          expect(() => JSON.parse(text), text).not.toThrow();
        },
      ),
      { numRuns: WEBHOOK_RUNS },
    );
    expect([...seen].some((status) => status === 202)).toBe(true);
    expect([...seen].some((status) => status === 401)).toBe(true);
  }, 120_000);

  it(`GET /api/pesapal/ipn and the status routes: ${RUNS} fuzzed queries, no 5xx`, async () => {
    const value = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.string({ unit: 'binary', maxLength: 60 }),
      fc.constant(trackingId),
      fc.constantFrom('constructor', '__proto__', '\u0000', '00000000-0000-4000-8000-000000000000'),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('/api/pesapal/ipn', '/api/payments/status', '/api/pesapal/verify'),
        fc.dictionary(
          fc.constantFrom('OrderTrackingId', 'orderTrackingId', 'OrderMerchantReference', 'OrderNotificationType', '__proto__', 'x'),
          value,
        ),
        async (route, query) => {
          const res = await app.request(`${route}?${new URLSearchParams(query)}`);
          expect(res.status, await res.clone().text()).toBeLessThan(500);
        },
      ),
      { numRuns: RUNS },
    );
  }, 300_000);
});
