import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { fromSocket } from './client-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

const CONTACT_RATE_LIMIT = DEFAULT_RATE_LIMITS.contact!;
const catalogue = staticCatalogueSource({ generatedAt: '2026-11-21T00:00:00.000Z', currency: 'KES', products: {}, policies: [] });
const message = {
  firstName: 'Achieng',
  lastName: 'Odhiambo',
  email: 'achieng@shop.test',
  phone: '',
  subject: 'Installation in Kisumu',
  message: 'Do you install 5 kW systems in Kisumu?',
};

describe.each(ENGINES)('POST /api/contact on %s', (engine) => {
  let db: Database;
  let app: Hono;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    app = createApp({ catalogue, db, siteUrl: 'http://shop.test' });
  });
  afterAll(() => db.close());

  const send = (body: unknown, ip: string) =>
    app.request(
      '/api/contact',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
      fromSocket(ip),
    );

  it('stores a valid message and answers 201 with its id', async () => {
    const res = await send(message, '10.0.0.1');
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await db.sql.query(`select * from public.contact_messages where id = $1`, [id]);
    expect(row).toMatchObject({ first_name: 'Achieng', phone: null, subject: 'Installation in Kisumu' });
    expect(JSON.stringify(row)).not.toContain('10.0.0.1');
    const counters = await db.sql.query<{ key: string }>(`select key from private.rate_limits`);
    expect(counters.length).toBeGreaterThan(0);
    expect(JSON.stringify(counters)).not.toContain('10.0.0.1');
  });

  it.each([
    ['firstName', { firstName: '  ' }],
    ['lastName', { lastName: undefined }],
    ['email', { email: 'not-an-email' }],
    ['subject', { subject: '' }],
    ['message', { message: 'x'.repeat(5001) }],
    ['phone', { phone: '0'.repeat(31) }],
  ])('refuses a message with a bad %s, naming the field', async (field, change) => {
    const res = await send({ ...message, ...change }, `client-with-bad-${field}`);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field } });
  });

  it('refuses a body that is not JSON', async () => {
    const res = await app.request(
      '/api/contact',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{nope' },
      fromSocket('10.0.0.3'),
    );
    expect(res.status).toBe(400);
  });

  it('limits each client to a few messages in the window with a clear 429, without limiting others', async () => {
    for (let i = 0; i < CONTACT_RATE_LIMIT.points; i++) expect((await send(message, '10.0.0.9')).status).toBe(201);
    const limited = await send(message, '10.0.0.9');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(CONTACT_RATE_LIMIT.seconds - 5);
    expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(CONTACT_RATE_LIMIT.seconds);
    expect(await limited.json()).toMatchObject({ error: { code: 'RATE_LIMITED', message: expect.stringContaining('Please wait') } });
    expect((await send(message, '10.0.0.10')).status).toBe(201);
  });
});
