import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { ANSWERS, answerContract, checkAnswers } from '../../src/server/answer-contract.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import type { PesapalClient } from '../../src/server/pesapal/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { SNAPSHOT } from './checkout-fixture.ts';
import { freshDatabase } from './db-fixture.ts';

/**
 * The browser takes the API's answers as typed (src/client/api.ts); the server holds them to their
 * schemas (src/server/answer-contract.ts). Every API test and browser walk runs with the check on;
 * these tests check the check.
 */
const me = (body: unknown, status = 200) =>
  new Hono()
    .basePath('/api')
    .use('*', checkAnswers())
    .get('/me', (c) => c.json(body, status as 200))
    .get('/health', (c) => c.json({ anything: true }));

describe('an answer the browser reads', () => {
  it('passes when it meets its schema', async () => {
    const res = await me({ user: { id: 'u1', email: 'a@b.ke' }, role: 'admin', aal: 'aal2' }).request('/api/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: { id: 'u1', email: 'a@b.ke' }, role: 'admin', aal: 'aal2' });
  });

  it('fails as a 500 naming the route and the field when it breaks it', async () => {
    const res = await me({ user: { id: 'u1', email: 'a@b.ke' }, role: 'owner', aal: 'aal1' }).request('/api/me');
    expect(res.status).toBe(500);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('ANSWER_CONTRACT');
    expect(body.error.message).toContain('GET /api/me: role:');
  });

  it('leaves an error answer, and a route the browser does not read, as they are', async () => {
    expect((await me({ error: { code: 'UNAUTHORIZED', message: 'Sign in' } }, 401).request('/api/me')).status).toBe(401);
    expect((await me({}).request('/api/health')).status).toBe(200);
  });

  it.each([
    ['GET', '/api/orders/7f3c/confirmation', 'GET /api/orders/:orderId/confirmation'],
    ['GET', '/api/orders/7f3c', 'GET /api/orders/:orderId'],
    ['GET', '/api/orders/7f3c/invoice', 'GET /api/orders/:orderId/invoice'],
    ['PATCH', '/api/orders/7f3c', 'PATCH /api/orders/:orderId'],
    ['POST', '/api/orders/track', 'POST /api/orders/track'],
    ['GET', '/api/orders', 'GET /api/orders'],
    ['POST', '/api/orders/7f3c/notifications/n1/resend', 'POST /api/orders/:orderId/notifications/:notificationId/resend'],
  ])('%s %s is held to %s', (method, path, route) => {
    const contract = answerContract(method, path);
    expect(contract && `${method} ${contract.route}`).toBe(route);
  });
});

describe('every route in the contract', () => {
  let app: Hono;
  let db: Database;
  beforeAll(async () => {
    db = await freshDatabase();
    const refused = async () => ({ ok: false as const, error: { kind: 'network' as const, message: 'not in this test' } });
    const pesapal = {
      env: 'sandbox',
      paymentPageOrigin: 'https://pay.test',
      submitOrder: refused,
      getStatus: refused,
      cancelOrder: refused,
      refund: refused,
      ipnId: refused,
    } as unknown as PesapalClient;
    app = createApp({
      catalogue: staticCatalogueSource(SNAPSHOT),
      db,
      auth: createTokenVerifier({ supabaseUrl: 'http://127.0.0.1:9' }),
      pesapal,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
    });
  });
  afterAll(() => db.close());

  it.each(ANSWERS.map(([method, route]) => [method, route] as const))('%s %s is one the API has', async (method, route) => {
    const res = await app.request(route.replace(/:\w+/g, 'x'), {
      method,
      ...(method === 'GET' ? {} : { body: '{}', headers: { 'content-type': 'application/json' } }),
    });
    const body = (await res.json()) as { error?: { message?: string } };
    expect(body.error?.message ?? '').not.toMatch(/^No API route/);
  });
});
