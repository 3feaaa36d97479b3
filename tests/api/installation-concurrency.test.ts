import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsAnswer } from '../../src/api/installation.ts';
import { addDays, shopDay } from '../../src/lib/layby/calendar.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { customerAndAdmin, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { newKey, orderBody } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { INSTALL_SNAPSHOT } from './installation-fixture.ts';

/**
 * A zone's day is never overbooked, and a technician never gets two jobs on one day, however many
 * requests arrive at once (issue 48). On PostgreSQL the requests run side by side on the pool (five
 * connections: several transactions wait on the same day's lock); on PGlite one at a time.
 */
describe.each(ENGINES)('installation under concurrent requests on %s', (engine) => {
  // A Monday morning in Nairobi.
  const NOW = new Date('2026-12-07T06:00:00Z');
  const TODAY = shopDay(NOW);
  const CAPACITY = 3;
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  let admin = '';

  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const hybridOrder = (date: string) =>
    orderBody({ paymentMethod: 'Cash', items: [{ id: 'hybrid-5kw', quantity: 1 }], installation: { date }, idempotencyKey: newKey() });
  const slots = async () => (await (await call('GET', '/api/installations/slots?county=Nairobi', null)).json()) as SlotsAnswer;
  const count = async (table: string) => Number((await db.sql.query(`select count(*) as n from public.${table}`))[0]!.n);

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    app = createApp({
      catalogue: staticCatalogueSource(INSTALL_SNAPSHOT),
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
      now: () => NOW,
    });
    admin = (await customerAndAdmin(auth, db, 'installation-race', engine)).admin;
    await db.stock.setCounts([{ productId: 'hybrid-5kw', quantity: 100 }], { actorId: null, note: 'Test stock' });
  });
  afterAll(async () => {
    await auth?.stop();
    await db?.close();
  });

  it(`books exactly ${CAPACITY} of ${3 * CAPACITY + 2} checkouts at once for a day with ${CAPACITY} places; the rest 409 with nothing written`, async () => {
    const day = (await slots()).slots[3]!.date;
    await db.installations.setDayCapacity(1, day, CAPACITY);
    const answers = await Promise.all(
      Array.from({ length: 3 * CAPACITY + 2 }, () => call('POST', '/api/checkout/initiate', null, hybridOrder(day))),
    );
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.filter((s) => s === 200),
      statuses.join(','),
    ).toHaveLength(CAPACITY);
    const refusals = await Promise.all(
      answers
        .filter((res) => res.status !== 200)
        .map(async (res) => [res.status, ((await res.json()) as { error: { code: string } }).error.code]),
    );
    expect(refusals).toEqual(Array.from({ length: 2 * CAPACITY + 2 }, () => [409, 'INSTALLATION_DAY_FULL']));

    // Nothing of a refused order stays: as many orders and jobs as places, and the day shows none left.
    expect(await count('orders')).toBe(CAPACITY);
    expect(await count('installations')).toBe(CAPACITY);
    expect((await slots()).slots.find((s) => s.date === day)!.available).toBe(0);

    // The order's stock holds are its goods alone: the installation is a service.
    const [placed] = await db.sql.query<{ id: string }>(`select id from public.orders limit 1`);
    expect((await db.stock.reservationsOf(placed!.id)).map((r) => r.productId)).toEqual(['hybrid-5kw']);
  });

  it('gives one technician one of two jobs on the same day assigned at once; the other is 409 TECHNICIAN_BOOKED', async () => {
    const day = (await slots()).slots[6]!.date;
    const orderIds: string[] = [];
    for (let i = 0; i < 2; i++) {
      const res = await call('POST', '/api/checkout/initiate', null, hybridOrder(day));
      expect(res.status, await res.clone().text()).toBe(200);
      orderIds.push(((await res.json()) as { orderId: string }).orderId);
    }
    const created = await call('POST', '/api/admin/technicians', admin, {
      name: 'Achieng Fundi',
      phone: '0722 000 222',
      licenceNumber: `EPRA/T/race-${engine}`,
      licenceClass: 'T3',
      licenceExpires: addDays(TODAY, 300),
      counties: ['Nairobi'],
    });
    expect(created.status).toBe(201);
    const technicianId = ((await created.json()) as { technician: { id: string } }).technician.id;

    const answers = await Promise.all(
      orderIds.map((orderId) => call('POST', `/api/admin/installations/${orderId}/assign`, admin, { technicianId })),
    );
    const outcomes = await Promise.all(
      answers.map(async (res) => [res.status, res.status === 200 ? null : ((await res.json()) as { error: { code: string } }).error.code]),
    );
    expect(outcomes.map(String).sort()).toEqual(['200,', '409,TECHNICIAN_BOOKED']);
    const assigned = await db.sql.query(`select order_id from public.installations where technician_id = $1 and day = $2`, [
      technicianId,
      day,
    ]);
    expect(assigned).toHaveLength(1);
  });
});
