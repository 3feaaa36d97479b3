import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Agent, fetch as undiciFetch } from 'undici';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { BODY_LIMITS } from '../../src/server/request-body.ts';
import { newKey, orderBody, SNAPSHOT } from './checkout-fixture.ts';
import { freshDatabase } from './db-fixture.ts';

/**
 * Issue 26.6: a body refused with 413 must not leave the connection in a state that eats the next
 * request. Over one keep-alive connection (Node's fetch reuses it), a ~200 KB body answered 413, then
 * a valid cash order: the order's answer must arrive, every time.
 */
describe('a refused body and the next request on the same keep-alive connection', () => {
  let db: Database;
  let server: ReturnType<typeof serve>;
  let base: string;

  beforeAll(async () => {
    db = await freshDatabase('pglite');
    const app = createApp({ catalogue: staticCatalogueSource(SNAPSHOT), db, siteUrl: 'http://shop.test', rateLimits: NO_RATE_LIMITS });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((done) => server.once('listening', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.close();
    await db.close();
  });

  it('answers 200 pairs of 413 then a placed order, each order answered and stored once', async () => {
    // One connection, reused for every request, as Node's fetch does.
    const dispatcher = new Agent({ connections: 1, pipelining: 1, keepAliveTimeout: 30_000 });
    const big = JSON.stringify({ ...orderBody({ paymentMethod: 'Cash' }), padding: 'x'.repeat(200 * 1024) });
    const answers: number[] = [];
    for (let i = 0; i < 200; i++) {
      const refused = await undiciFetch(`${base}/api/checkout/initiate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: big,
        dispatcher,
      });
      expect(refused.status).toBe(413);
      await refused.arrayBuffer();
      const body = orderBody({ paymentMethod: 'Cash', idempotencyKey: newKey() });
      const placed = await undiciFetch(`${base}/api/checkout/initiate`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        dispatcher,
      });
      answers.push(placed.status);
      expect(await placed.json()).toMatchObject({ cod: true });
    }
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(BODY_LIMITS.form).toBeLessThan(200 * 1024);
    await dispatcher.close();
  }, 180_000);

  it('holds with 8 clients at once, each on its own keep-alive connection, and with /api/contact', async () => {
    const big = (body: unknown) => JSON.stringify({ ...(body as object), padding: 'x'.repeat(200 * 1024) });
    const contact = {
      firstName: 'Achieng',
      lastName: 'Odhiambo',
      email: 'achieng@shop.test',
      subject: 'Keep-alive',
      message: 'Do you install in Kisumu?',
    };
    const client = async (n: number) => {
      const dispatcher = new Agent({ connections: 1, pipelining: 1, keepAliveTimeout: 30_000 });
      for (let i = 0; i < 15; i++) {
        const [path, body] =
          i % 3 === 0
            ? ['/api/contact', { ...contact, subject: `Keep-alive ${n}-${i}` }]
            : ['/api/checkout/initiate', orderBody({ paymentMethod: 'Cash', idempotencyKey: newKey() })];
        const refused = await undiciFetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: big(body),
          dispatcher,
        });
        expect(refused.status).toBe(413);
        await refused.arrayBuffer();
        const answered = await undiciFetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
          dispatcher,
        });
        expect(answered.status).toBeLessThan(300);
        await answered.arrayBuffer();
      }
      await dispatcher.close();
    };
    await Promise.all(Array.from({ length: 8 }, (_, n) => client(n)));
    const [row] = await db.sql.query<{ n: number }>(
      `select count(*)::int as n from public.contact_messages where subject like 'Keep-alive %'`,
    );
    // Each message stored once: no answer was lost, so nothing was sent again.
    expect(row?.n).toBe(8 * 5);
  }, 180_000);
});
