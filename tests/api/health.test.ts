import { describe, expect, it } from 'vitest';
import { en } from '../../src/i18n/en.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { createDatabase } from '../../src/server/db/index.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';
import { checkoutApp, checkoutHarness, orderBody, post } from './checkout-fixture.ts';
import { ENGINES } from './db-fixture.ts';

const testDeps = () => ({
  catalogue: staticCatalogueSource({ generatedAt: '2026-11-21T00:00:00.000Z', currency: 'KES', products: {}, policies: [] }),
  siteUrl: 'http://shop.test',
});

describe('GET /api/health without a database', () => {
  it('answers 503: the shop cannot keep orders', async () => {
    const res = await createApp(testDeps()).request('/api/health');
    expect(res.status).toBe(503);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = (await res.json()) as { status: string; time: string; database: unknown };
    expect(body).toMatchObject({ status: 'down', database: { configured: false, reachable: false } });
    expect(Number.isNaN(Date.parse(body.time))).toBe(false);
  });

  it.each([
    ['POST', '/api/checkout/initiate'],
    ['POST', '/api/contact'],
    ['GET', '/api/me'],
    ['GET', '/api/account/orders'],
    ['POST', '/api/orders/track'],
    ['GET', '/api/orders'],
    ['GET', '/api/payments/status?orderTrackingId=b945e4af-80a5-4ec1-8706-e03f8332fb04'],
  ])('%s %s answers 503 with the reason, not 404', async (method, path) => {
    const res = await createApp(testDeps()).request(path, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(method === 'POST' ? { body: '{}' } : {}),
    });
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: en['api.error.noDatabase'] } });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await createApp(testDeps()).request('/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'No API route for GET /api/nothing-here' } });
  });
});

describe('GET /api/health with a database that does not answer', () => {
  it('answers 503, and a route that needs it answers 503 with a clear word, not 500', async () => {
    const sql = openPostgres('postgres://nobody:nothing@127.0.0.1:9/none', { max: 1 });
    const app = createApp({ ...testDeps(), catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP), db: createDatabase(sql) });
    try {
      const health = await app.request('/api/health');
      expect(health.status).toBe(503);
      expect(await health.json()).toMatchObject({ status: 'down', database: { configured: true, reachable: false } });
      const contact = await post(app, '/api/contact', { firstName: 'A', lastName: 'B', email: 'a@shop.test', subject: 'S', message: 'M' });
      expect(contact.status).toBe(503);
      expect(await contact.json()).toEqual({ error: { code: 'DATABASE_UNAVAILABLE', message: en['api.error.databaseDown'] } });
    } finally {
      await sql.close();
    }
  });
});

describe.each(ENGINES)('GET /api/health with a database, on %s', (engine) => {
  const harness = checkoutHarness(engine);

  it('answers 200 with the outbox backlog: due, retrying, failed, superseded and the oldest due age', async () => {
    const app = checkoutApp(harness.db, harness.pesapal.client(), { catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP) });
    await harness.db.sql.query(`delete from public.outbox_messages`);
    expect(await (await app.request('/api/health')).json()).toMatchObject({
      status: 'ok',
      database: { reachable: true, engine },
      outbox: { due: 0, retrying: 0, failed: 0, superseded: 0, oldestDueSeconds: null, stale: false },
    });
    // Nobody sends in this app: a cash order's three messages wait.
    await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }));
    await harness.db.sql.query(`update public.outbox_messages set next_attempt_at = now() - interval '20 minutes'`);
    const res = await app.request('/api/health');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { status: string; outbox: { due: number; oldestDueSeconds: number; stale: boolean } };
    expect(body.status).toBe('backlog');
    expect(body.outbox.due).toBe(3);
    expect(body.outbox.oldestDueSeconds).toBeGreaterThanOrEqual(20 * 60);
    expect(body.outbox.stale).toBe(true);
  });
});
