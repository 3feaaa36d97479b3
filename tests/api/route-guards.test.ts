import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { sendEmailHookConfigFromEnv } from '../../src/server/auth/send-email-hook.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { createPesapalClient } from '../../src/server/pesapal/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { customerAndAdmin, startStandIn, type CustomerAndAdmin, type RunningStandIn } from './auth-fixture.ts';
import { SNAPSHOT } from './checkout-fixture.ts';
import { fromSocket } from './client-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

/**
 * Every route's guard, read from the app itself (issue 50, item 3). Each guard sits on the routes it
 * guards, never on a prefix: an admin router mounted at /api/orders once answered 401 for every
 * unmatched shopper path under it. A route added without a row here, an admin route without its
 * guard, or a guard leaking onto a path of another router fails below.
 */
type Guard = 'admin' | 'signed-in' | 'sender-secret' | 'none';

const GUARDS: Record<string, Guard> = {
  'GET /api/health': 'none',
  'GET /api/policies/latest': 'none',
  'POST /api/checkout/quote': 'none',
  'POST /api/checkout/initiate': 'none',
  'GET /api/stock': 'none',
  'POST /api/stock/alerts': 'none',
  'POST /api/contact': 'none',
  // Africa's Talking's key in the URL, Sanity's and Supabase's signatures: the sender proves a secret.
  'POST /api/sms/delivery-reports': 'sender-secret',
  'GET /api/pesapal/verify': 'none',
  'GET /api/pesapal/ipn': 'none',
  'POST /api/pesapal/ipn': 'none',
  'GET /api/payments/status': 'none',
  'POST /api/orders/track': 'none',
  'GET /api/orders/:orderId/confirmation': 'none',
  // The order's owner pays again: asked in the route, as the order is looked up.
  'POST /api/orders/:orderId/pay': 'signed-in',
  'POST /api/orders/:orderId/instalments': 'none',
  'POST /api/orders/:orderId/installation': 'none',
  'POST /api/orders/:orderId/cancel': 'none',
  // The owner's or an admin's, by a token in the query: refused with 404, never 401.
  'GET /api/orders/:orderId/invoice': 'none',
  'GET /api/installations/slots': 'none',
  'POST /api/warranty/registrations': 'none',
  'POST /api/warranty/claims': 'none',
  'POST /api/hooks/sanity': 'sender-secret',
  'POST /api/auth/send-email-hook': 'sender-secret',
  'GET /api/me': 'signed-in',
  'GET /api/account/transactions': 'signed-in',
  'GET /api/account/orders': 'signed-in',
  'GET /api/account/details': 'signed-in',
  'GET /api/favourites': 'signed-in',
  'POST /api/favourites/merge': 'signed-in',
  'PUT /api/favourites/:productId': 'signed-in',
  'DELETE /api/favourites/:productId': 'signed-in',
  'GET /api/orders': 'admin',
  'GET /api/orders/:orderId': 'admin',
  'PATCH /api/orders/:orderId': 'admin',
  'POST /api/orders/:orderId/confirm': 'admin',
  'POST /api/orders/:orderId/cash': 'admin',
  'POST /api/orders/:orderId/notifications/:notificationId/resend': 'admin',
  'POST /api/orders/:orderId/refund': 'admin',
  'GET /api/admin/dashboard': 'admin',
  'PATCH /api/admin/messages/:messageId': 'admin',
  'GET /api/admin/actions': 'admin',
  'GET /api/admin/warranty': 'admin',
  'GET /api/admin/warranty/claims': 'admin',
  'GET /api/admin/warranty/registrations': 'admin',
  'GET /api/admin/warranty/duplicates': 'admin',
  'PATCH /api/admin/warranty/registrations/:registrationId': 'admin',
  'PATCH /api/admin/warranty/claims/:claimId': 'admin',
  'GET /api/admin/cash': 'admin',
  'GET /api/admin/layby': 'admin',
  'GET /api/admin/layby/:orderId': 'admin',
  'POST /api/admin/layby/:orderId/cash': 'admin',
  'POST /api/admin/layby/:orderId/extend': 'admin',
  'GET /api/admin/technicians': 'admin',
  'POST /api/admin/technicians': 'admin',
  'PATCH /api/admin/technicians/:id': 'admin',
  'GET /api/admin/installations': 'admin',
  'PUT /api/admin/installations/capacity': 'admin',
  'GET /api/admin/installations/:orderId': 'admin',
  'POST /api/admin/installations/:orderId/assign': 'admin',
  'POST /api/admin/installations/:orderId/reschedule': 'admin',
  'GET /api/admin/stock/export.csv': 'admin',
  'POST /api/admin/stock/import': 'admin',
  'GET /api/admin/stock': 'admin',
  'PUT /api/admin/stock/:productId': 'admin',
  'PATCH /api/admin/stock/:productId': 'admin',
  'POST /api/admin/stock/:productId/receive': 'admin',
  'POST /api/admin/stock/:productId/adjust': 'admin',
  'POST /api/admin/stock/:productId/return': 'admin',
  'GET /api/admin/stock/:productId/history': 'admin',
  'GET /api/admin/invoices': 'admin',
  'GET /api/admin/invoices/export.csv': 'admin',
  'POST /api/admin/orders/:orderId/invoices/:documentId/retry': 'admin',
};

const ORDER_ID = '6f1f4f7e-3c55-4d4a-9d55-0c6f1f8b2a10';
/** A route's path with its parameters filled: an order id, a product, a number. */
const concrete = (path: string) =>
  path
    .replace(/:orderId/g, ORDER_ID)
    .replace(/:productId/g, 'panel-450w')
    .replace(/:[A-Za-z]+/g, '1');

/** The app with every door it can have, so every route is registered. */
function fullApp(db: Database, auth: RunningStandIn): Hono {
  return createApp({
    catalogue: staticCatalogueSource(SNAPSHOT),
    db,
    siteUrl: 'http://shop.test',
    auth: createTokenVerifier({ supabaseUrl: auth.url }),
    smsDeliveryReportKey: 'route-guards-key',
    pesapal: createPesapalClient(
      {
        env: 'sandbox',
        baseUrl: 'http://127.0.0.1:9',
        consumerKey: 'k',
        consumerSecret: 's',
        ipnId: 'ipn',
        ipnMethod: 'GET',
        timeoutMs: 500,
      },
      { retryDelaysMs: [] },
    ),
    publish: {
      ok: true,
      settings: { webhookSecret: 'route-guards-webhook-secret-0123', deployHookUrl: 'http://127.0.0.1:9', burstMs: 1000 },
    },
    sendEmailHook: sendEmailHookConfigFromEnv({ SEND_EMAIL_HOOK_SECRET: `v1,whsec_${btoa('route guards hook secret 32 byte')}` }),
    rateLimits: NO_RATE_LIMITS,
  });
}

/** The method and path of every endpoint (the middleware Hono lists as ALL left out). */
function endpoints(app: Hono): string[] {
  return [...new Set(app.routes.filter((r) => r.method !== 'ALL').map((r) => `${r.method} ${r.path}`))];
}

describe.each(ENGINES)('route guards on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  let tokens: CustomerAndAdmin;

  const send = (method: string, path: string, token?: string) =>
    app.request(
      path,
      {
        method,
        headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), 'content-type': 'application/json' },
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: '{}' }),
      },
      fromSocket('10.50.0.3'),
    );

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    app = fullApp(db, auth);
    tokens = await customerAndAdmin(auth, db, 'guards', engine);
  });
  afterAll(async () => {
    await auth?.stop();
    await db?.close();
  });

  it('every route the app registers has a row in the guard table, and every row a route', () => {
    expect(endpoints(app).sort()).toEqual(Object.keys(GUARDS).sort());
  });

  const rows = Object.entries(GUARDS).map(([route, guard]) => {
    const [method = '', path = ''] = route.split(' ');
    return [route, guard, method, concrete(path)] as const;
  });

  it.each(rows.filter(([, guard]) => guard === 'admin'))(
    '%s refuses a guest (401), a shopper (403) and an admin at aal1 (403)',
    async (_r, _g, method, path) => {
      const guest = await send(method, path);
      expect(guest.status).toBe(401);
      expect(await guest.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
      expect(guest.headers.get('cache-control')).toBe('no-store');
      const shopper = await send(method, path, tokens.customer);
      expect(shopper.status).toBe(403);
      expect(await shopper.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
      const aal1 = await send(method, path, tokens.aal1);
      expect(aal1.status).toBe(403);
      expect(await aal1.json()).toMatchObject({ error: { code: 'MFA_REQUIRED' } });
    },
  );

  it.each(rows.filter(([, guard]) => guard === 'signed-in'))(
    '%s refuses a guest (401) and lets a shopper past',
    async (_r, _g, method, path) => {
      const guest = await send(method, path);
      expect(guest.status).toBe(401);
      expect(await guest.json()).toMatchObject({ error: { code: 'UNAUTHENTICATED' } });
      expect([401, 403]).not.toContain((await send(method, path, tokens.customer)).status);
    },
  );

  it.each(rows.filter(([, guard]) => guard === 'sender-secret'))(
    "%s refuses a guest and a shopper without the sender's secret",
    async (_r, _g, method, path) => {
      for (const token of [undefined, tokens.customer]) expect([401, 403]).toContain((await send(method, path, token)).status);
    },
  );

  it.each(rows.filter(([, guard]) => guard === 'none'))('%s asks no one to sign in', async (_r, _g, method, path) => {
    expect([401, 403]).not.toContain((await send(method, path)).status);
    expect([401, 403]).not.toContain((await send(method, path, tokens.customer)).status);
  });

  /** Every static prefix of a route (/api/orders, /api/admin/stock …): a path no route takes under each. */
  const unknownPaths = () => {
    const prefixes = new Set<string>();
    for (const route of endpoints(app)) {
      const segments = (route.split(' ')[1] ?? '').split('/');
      for (let n = 2; n <= segments.length; n++) {
        const prefix = segments.slice(0, n);
        if (prefix.some((s) => s.startsWith(':'))) break;
        prefixes.add(prefix.join('/'));
      }
    }
    return [...prefixes].map((prefix) => `${prefix}/no-such-route/x/y`);
  };

  it.each(['GET', 'POST'])(
    '%s /api/orders/x/y, and a path no route takes under any prefix, answers 404 to a guest and a shopper',
    async (method) => {
      const paths = ['/api/orders/x/y', ...unknownPaths()];
      expect(paths).toContain('/api/admin/stock/no-such-route/x/y');
      for (const path of paths)
        for (const token of [undefined, tokens.customer]) {
          const res = await send(method, path, token);
          expect({ path, token: token ? 'shopper' : 'guest', status: res.status }).toEqual({
            path,
            token: token ? 'shopper' : 'guest',
            status: 404,
          });
          expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: expect.stringContaining(path) } });
          expect(res.headers.get('cache-control')).toBe('no-store');
        }
    },
  );
});
