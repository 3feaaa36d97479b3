import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { TrustProxy } from '../../src/server/client-address.ts';
import type { Database } from '../../src/server/db/index.ts';
import { DEFAULT_RATE_LIMITS, NO_RATE_LIMITS, type RateLimitSettings } from '../../src/server/rate-limit/limits.ts';
import { BODY_LIMITS } from '../../src/server/request-body.ts';
import { fromSocket } from './client-fixture.ts';
import { orderBody, SNAPSHOT } from './checkout-fixture.ts';
import { countRows, ENGINES, freshDatabase } from './db-fixture.ts';

const contact = {
  firstName: 'Achieng',
  lastName: 'Odhiambo',
  email: 'achieng@shop.test',
  subject: 'Installation',
  message: 'Do you install in Kisumu?',
};
const TRACKING_ID = 'b945e4af-80a5-4ec1-8706-e03f8332fb04';

/** A JSON body of about `bytes` bytes that is otherwise a valid request. */
const padded = (body: Record<string, unknown>, bytes: number) => JSON.stringify({ ...body, padding: 'x'.repeat(bytes) });

describe.each(ENGINES)('what a request may cost us, on %s', (engine) => {
  let db: Database;
  const app = (rateLimits: RateLimitSettings = NO_RATE_LIMITS, trustProxy?: TrustProxy) =>
    createApp({
      catalogue: staticCatalogueSource(SNAPSHOT),
      db,
      siteUrl: 'http://shop.test',
      rateLimits,
      ...(trustProxy ? { trustProxy } : {}),
    });

  beforeAll(async () => {
    db = await freshDatabase(engine);
  });
  afterAll(() => db.close());

  describe('body limits (security point 1)', () => {
    it.each([
      ['/api/contact', contact, BODY_LIMITS.form],
      ['/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }), BODY_LIMITS.form],
      ['/api/checkout/quote', { items: [{ id: 'panel-450w', quantity: 1 }] }, BODY_LIMITS.form],
      ['/api/pesapal/ipn', { OrderTrackingId: TRACKING_ID }, BODY_LIMITS.small],
      ['/api/orders/00000000-0000-4000-8000-000000000000', { delivery_status: 'shipped' }, BODY_LIMITS.small],
    ])('POST %s past its limit is a 413 JSON error before anything is read, and writes nothing', async (path, body, limit) => {
      const before = [await countRows(db, 'public.orders'), await countRows(db, 'public.contact_messages')];
      const res = await app().request(
        path,
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: padded(body, limit) },
        fromSocket('10.1.0.1'),
      );
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({
        error: { code: 'PAYLOAD_TOO_LARGE', message: expect.stringContaining(`${limit / 1024} KB`) },
      });
      expect([await countRows(db, 'public.orders'), await countRows(db, 'public.contact_messages')]).toEqual(before);
    });

    it('refuses a body too large in the language of the page that sent it', async () => {
      const res = await app().request(
        '/api/contact',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-language': 'sw-KE' },
          body: padded(contact, BODY_LIMITS.form),
        },
        fromSocket('10.1.0.2'),
      );
      expect(res.status).toBe(413);
      expect(await res.json()).toMatchObject({
        error: { code: 'PAYLOAD_TOO_LARGE', message: `Ombi ni kubwa mno: anwani hii inakubali hadi ${BODY_LIMITS.form / 1024} KB tu.` },
      });
    });

    it('refuses a streamed body without Content-Length once it passes the limit', async () => {
      let sent = 0;
      const stream = new ReadableStream<Uint8Array>({
        pull(controller) {
          if (sent > 10 * BODY_LIMITS.form) return controller.close();
          sent += 16 * 1024;
          controller.enqueue(new TextEncoder().encode(' '.repeat(16 * 1024)));
        },
      });
      const res = await app().request(
        '/api/contact',
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit,
        fromSocket('10.1.0.2'),
      );
      expect(res.status).toBe(413);
      expect(sent).toBeLessThanOrEqual(BODY_LIMITS.form + 32 * 1024);
    });

    it('accepts a valid body well inside the limit', async () => {
      const res = await app().request(
        '/api/contact',
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...contact, message: 'm'.repeat(5000) }),
        },
        fromSocket('10.1.0.3'),
      );
      expect(res.status).toBe(201);
    });

    it('answers 413 to a 50 MB body over a real socket under Node, without reading it', async () => {
      const server = serve({ fetch: app().fetch, port: 0, hostname: '127.0.0.1' });
      await new Promise((done) => server.once('listening', done));
      const { port } = server.address() as AddressInfo;
      try {
        const status = await new Promise<number>((resolve, reject) => {
          const req = httpRequest(
            {
              host: '127.0.0.1',
              port,
              path: '/api/checkout/initiate',
              method: 'POST',
              headers: { 'content-type': 'application/json', 'content-length': String(50 * 1024 * 1024) },
            },
            (res) => {
              res.resume();
              resolve(res.statusCode ?? 0);
            },
          );
          req.on('error', reject);
          req.write('{"customer":');
        });
        expect(status).toBe(413);
      } finally {
        server.close();
      }
    });
  });

  describe('the client address (security point 2)', () => {
    it.each([
      ['X-Forwarded-For', 'x-forwarded-for'],
      ['X-Real-IP', 'x-real-ip'],
      ['CF-Connecting-IP', 'cf-connecting-ip'],
    ])('a client rotating %s is still one client: 5 messages, then 429', async (_name, header) => {
      const api = app({ ...NO_RATE_LIMITS, contact: DEFAULT_RATE_LIMITS.contact });
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const res = await api.request(
          '/api/contact',
          { method: 'POST', headers: { 'content-type': 'application/json', [header]: `203.0.113.${i}` }, body: JSON.stringify(contact) },
          fromSocket(`10.2.0.${header.length}`),
        );
        statuses.push(res.status);
      }
      expect(statuses.filter((s) => s === 201)).toHaveLength(5);
      expect(statuses.filter((s) => s === 429)).toHaveLength(35);
    });

    it("on Cloudflare takes Cloudflare's CF-Connecting-IP, which the edge sets: two visitors behind the edge are two clients", async () => {
      const api = app({ ...NO_RATE_LIMITS, contact: { points: 1, seconds: 60 } }, { kind: 'cloudflare' });
      const send = (ip: string) =>
        api.request('/api/contact', {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'cf-connecting-ip': ip },
          body: JSON.stringify(contact),
        });
      expect((await send('198.51.100.1')).status).toBe(201);
      expect((await send('198.51.100.1')).status).toBe(429);
      expect((await send('198.51.100.2')).status).toBe(201);
    });
  });

  describe('rate limits (security point 8)', () => {
    const limited = {
      checkout: { points: 3, seconds: 60 },
      quote: { points: 3, seconds: 60 },
      contact: { points: 3, seconds: 60 },
      paymentStatus: { points: 3, seconds: 60 },
      paymentVerify: { points: 3, seconds: 60 },
      pesapalIpn: { points: 3, seconds: 60 },
      orderView: { points: 3, seconds: 60 },
      track: { points: 3, seconds: 60 },
      trackMiss: { points: 3, seconds: 60 },
      trackMissAddress: { points: 3, seconds: 60 },
      trackMissTarget: { points: 3, seconds: 60 },
      smsDeliveryReport: { points: 3, seconds: 60 },
      warranty: { points: 3, seconds: 60 },
      sanityWebhook: { points: 3, seconds: 60 },
      sendEmailHook: { points: 3, seconds: 60 },
      stockAlert: { points: 3, seconds: 60 },
      stock: { points: 3, seconds: 60 },
      favourites: { points: 3, seconds: 60 },
      installationSlots: { points: 3, seconds: 60 },
      jobSheet: { points: 3, seconds: 60 },
    };

    it.each([
      ['POST', '/api/checkout/initiate', () => orderBody({ paymentMethod: 'Cash' })],
      ['POST', '/api/checkout/quote', () => ({ items: [{ id: 'panel-450w', quantity: 1 }] })],
      ['POST', '/api/contact', () => contact],
      ['GET', '/api/stock?ids=panel-450w', () => undefined],
    ])('%s %s answers 429 with Retry-After past the limit, per client', async (method, path, body) => {
      const api = app(limited);
      const ip = `10.3.${path.length}.1`;
      const send = (from: string) =>
        api.request(path, { method, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body()) }, fromSocket(from));
      for (let i = 0; i < 3; i++) expect((await send(ip)).status).toBeLessThan(300);
      const refused = await send(ip);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await refused.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringContaining('Please wait') } });
      expect((await send(`${ip}0`)).status).toBeLessThan(300);
    });

    it('100 checkouts in a burst from one client: the limit places 20 and refuses the rest, placing nothing for them', async () => {
      const api = app({ ...NO_RATE_LIMITS, checkout: DEFAULT_RATE_LIMITS.checkout });
      const before = await countRows(db, 'public.orders');
      const answers = await Promise.all(
        Array.from({ length: 100 }, () =>
          api.request(
            '/api/checkout/initiate',
            { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(orderBody({ paymentMethod: 'Cash' })) },
            fromSocket('10.4.0.1'),
          ),
        ),
      );
      expect(answers.filter((a) => a.status === 200)).toHaveLength(20);
      expect(answers.filter((a) => a.status === 429)).toHaveLength(80);
      expect(await countRows(db, 'public.orders')).toBe(before + 20);
    });

    it('counts in the shared database, so two server instances hold one limit together', async () => {
      const first = app(limited);
      const second = app(limited);
      const send = (api: Hono) =>
        api.request(
          '/api/contact',
          { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(contact) },
          fromSocket('10.5.0.1'),
        );
      expect((await send(first)).status).toBe(201);
      expect((await send(second)).status).toBe(201);
      expect((await send(first)).status).toBe(201);
      expect((await send(second)).status).toBe(429);
    });

    it('POST /api/sms/delivery-reports is limited per client, a wrong key counting like a right one', async () => {
      const api = createApp({
        catalogue: staticCatalogueSource(SNAPSHOT),
        db,
        siteUrl: 'http://shop.test',
        rateLimits: limited,
        smsDeliveryReportKey: 'test-delivery-report-key-0123456789',
      });
      const send = (from: string) =>
        api.request(
          '/api/sms/delivery-reports?key=guessed-delivery-report-key-000',
          { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'id=ATXid_1&status=Success' },
          fromSocket(from),
        );
      for (let i = 0; i < 3; i++) expect((await send('10.7.0.1')).status).toBe(403);
      expect((await send('10.7.0.1')).status).toBe(429);
      expect((await send('10.7.0.2')).status).toBe(403);
    });

    it.each([['/api/payments/status'], ['/api/pesapal/verify'], ['/api/pesapal/ipn']])('GET %s is limited per client too', async (path) => {
      const api = createApp({
        catalogue: staticCatalogueSource(SNAPSHOT),
        db,
        siteUrl: 'http://shop.test',
        rateLimits: limited,
        pesapal: unreachablePesapal,
      });
      const send = (from: string) =>
        api.request(`${path}?orderTrackingId=${TRACKING_ID}&OrderTrackingId=${TRACKING_ID}`, {}, fromSocket(from));
      for (let i = 0; i < 3; i++) expect((await send('10.6.0.1')).status).toBe(404);
      expect((await send('10.6.0.1')).status).toBe(429);
      expect((await send('10.6.0.2')).status).toBe(404);
    });
  });
});

/** A Pesapal door the limit tests never reach: the tracking id is unknown to the shop. */
const unreachablePesapal = {
  env: 'local',
  paymentPageOrigin: 'http://127.0.0.1:9',
  submitOrder: () => Promise.reject(new Error('not called')),
  getStatus: () => Promise.reject(new Error('not called')),
  cancelOrder: () => Promise.reject(new Error('not called')),
  refund: () => Promise.reject(new Error('not called')),
  ipnId: () => Promise.reject(new Error('not called')),
} as const;
