import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { SlotsAnswer } from '../../src/api/installation.ts';
import { weekday } from '../../src/lib/installation/calendar.ts';
import { addDays, shopDay } from '../../src/lib/layby/calendar.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { customerAndAdmin, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { orderBody } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { INSTALL_SNAPSHOT } from './installation-fixture.ts';

/**
 * Installation through the API on both engines (issue 48, the hidden check's path): open days for
 * a county; an order booked with an installation day, its price a line of the order, which the
 * admin's order shows; a T1 technician and an expired T3 refused for a hybrid inverter, a licensed
 * T3 assigned; anonymous callers refused.
 */
describe.each(ENGINES)('installation on %s', (engine) => {
  // A Monday morning in Nairobi.
  const NOW = new Date('2026-12-07T06:00:00Z');
  const TODAY = shopDay(NOW);
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  const users = { customer: '', admin: '', aal1: '' };

  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const json = async <T>(res: Response | Promise<Response>, status = 200): Promise<T> => {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBe(status);
    return (await answer.json()) as T;
  };
  const slots = (query: string) => json<SlotsAnswer>(call('GET', `/api/installations/slots?${query}`, null));
  const hybridOrder = (date: string | null, extra: Record<string, unknown> = {}) =>
    orderBody({
      paymentMethod: 'Cash',
      items: [{ id: 'hybrid-5kw', quantity: 1 }],
      installation: { date },
      ...extra,
    });
  const technician = (overrides: Record<string, unknown>) => ({
    name: 'Otieno Installer',
    phone: '0722 000 111',
    licenceNumber: `EPRA/T/${Math.random().toString(36).slice(2, 10)}`,
    licenceClass: 'T3',
    licenceExpires: addDays(TODAY, 300),
    counties: ['Nairobi', '022'],
    ...overrides,
  });

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
    Object.assign(users, await customerAndAdmin(auth, db, 'installation', engine));
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  it('lists open days for a county: after delivery and the lead time, no Sundays or holidays, each with its places', async () => {
    const answer = await slots('county=Nairobi');
    expect(answer).toMatchObject({ county: 'Nairobi City', zone: 1 });
    expect(answer.slots.length).toBeGreaterThan(20);
    expect(answer.slots[0]!.date).toBe(answer.first);
    expect(answer.first > TODAY).toBe(true);
    for (const slot of answer.slots) {
      expect(weekday(slot.date)).not.toBe(0);
      expect(slot.available).toBe(3);
    }
    expect(answer.slots.map((s) => s.date)).not.toContain('2026-12-12');
    expect(answer.slots.map((s) => s.date)).not.toContain('2026-12-25');
    // By code, and from a later day.
    const later = await slots(`county=047&from=${addDays(TODAY, 14)}`);
    expect(later.slots[0]!.date >= addDays(TODAY, 14)).toBe(true);
  });

  it.each([
    ['county=Atlantis', 'county'],
    ['', 'county'],
    ['county=Nairobi&from=2026-13-01', 'from'],
    ['county=Nairobi&from=tomorrow', 'from'],
  ])('refuses %s with 400 naming %s', async (query, field) => {
    const res = await call('GET', `/api/installations/slots?${query}`, null);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe(field);
  });

  it('books the order with its installation day, priced as a line, which the admin’s order shows', async () => {
    const day = (await slots('county=Nairobi')).slots[2]!.date;
    const placed = await json<{ cod: true; orderId: string }>(call('POST', '/api/checkout/initiate', null, hybridOrder(day)));
    const order = await db.orders.byId(placed.orderId);
    expect(order!.items.map((i) => [i.productId, i.lineTotalCents])).toEqual([
      ['hybrid-5kw', 9_500_000],
      ['installation', 1_500_000],
    ]);
    expect(order!.installation).toMatchObject({ day, status: 'booked', requiredClass: 'T3', zone: 1, priceCents: 1_500_000 });
    const detail = await json<{ installation: { day: string; status: string } }>(call('GET', `/api/orders/${placed.orderId}`, users.admin));
    expect(detail.installation).toMatchObject({ day, status: 'booked', requiredClass: 'T3', technician: null });
    expect((await slots('county=Nairobi')).slots.find((s) => s.date === day)!.available).toBe(2);
  });

  it('refuses a past, closed or full day with 409, and a day for a cart with nothing to install', async () => {
    const refused = async (body: unknown) =>
      (await json<{ error: { code: string; field: string } }>(call('POST', '/api/checkout/initiate', null, body), 409)).error;
    expect(await refused(hybridOrder(addDays(TODAY, -1)))).toMatchObject({ code: 'INSTALLATION_DAY_PAST', field: 'installation.date' });
    const sunday = (await slots('county=Nairobi')).slots.map((s) => addDays(s.date, 1)).find((d) => weekday(d) === 0)!;
    expect(await refused(hybridOrder(sunday))).toMatchObject({ code: 'INSTALLATION_DAY_UNAVAILABLE' });
    const day = (await slots('county=Nairobi')).slots[5]!.date;
    await db.installations.setDayCapacity(1, day, 1);
    // The team's calendar counts the day's own capacity and marks Sundays and holidays closed.
    const calendar = await json<{ dayCapacities: unknown[]; closed: string[] }>(
      call('GET', `/api/admin/installations?from=${TODAY}&to=${addDays(TODAY, 30)}`, users.admin),
    );
    expect(calendar.dayCapacities).toContainEqual({ zone: 1, day, capacity: 1 });
    expect(calendar.closed).toEqual(expect.arrayContaining(['2026-12-13', '2026-12-25']));
    await json(call('POST', '/api/checkout/initiate', null, hybridOrder(day)));
    expect(await refused(hybridOrder(day))).toMatchObject({ code: 'INSTALLATION_DAY_FULL', field: 'installation.date' });
    expect(await refused(orderBody({ paymentMethod: 'Cash', installation: { date: day } }))).toMatchObject({
      code: 'INSTALLATION_NOT_OFFERED',
    });
  });

  it('refuses a T1 technician and an expired T3 for a hybrid inverter with 409, and assigns a licensed T3', async () => {
    const day = (await slots('county=Nairobi')).slots[8]!.date;
    const { orderId } = await json<{ orderId: string }>(call('POST', '/api/checkout/initiate', null, hybridOrder(day)));
    const add = async (body: unknown) =>
      (await json<{ technician: { id: string } }>(call('POST', '/api/admin/technicians', users.admin, body), 201)).technician.id;
    const t1 = await add(technician({ licenceClass: 'T1' }));
    const expired = await add(technician({ licenceExpires: addDays(TODAY, -3) }));
    const licensed = await add(technician({}));
    const assign = (technicianId: string) => call('POST', `/api/admin/installations/${orderId}/assign`, users.admin, { technicianId });
    expect((await json<{ error: { code: string } }>(assign(t1), 409)).error.code).toBe('LICENCE_CLASS');
    expect((await json<{ error: { code: string } }>(assign(expired), 409)).error.code).toBe('LICENCE_EXPIRED');
    const assigned = await json<{ installation: { status: string; technician: { id: string } }; jobSheetUrl: string }>(assign(licensed));
    expect(assigned.installation).toMatchObject({ status: 'assigned', technician: { id: licensed } });
    expect(assigned.jobSheetUrl).toMatch(/^http:\/\/shop\.test\/jobs\/[A-Za-z0-9_-]{43}$/);
    const audit = await db.sql.query(`select action from public.admin_actions where target_id = $1`, [orderId]);
    expect(audit.map((r) => r.action)).toContain('installation.assign');
    // The order cancelled: the job with it, and the technician told not to come (once, whatever is sent again).
    for (let i = 0; i < 2; i++)
      await json(
        call('PATCH', `/api/orders/${orderId}`, users.admin, { delivery_status: 'cancelled', reason: 'The customer bought elsewhere' }),
      );
    expect((await db.installations.byOrder(orderId))?.status).toBe('cancelled');
    const told = await db.sql.query<{ recipient: string; body: string }>(
      `select recipient, body from public.outbox_messages where order_id = $1 and event = 'installation_withdrawn'`,
      [orderId],
    );
    expect(told).toEqual([{ recipient: '+254722000111', body: expect.stringContaining('Please do not go') }]);
    expect(told[0]!.body).toContain(orderId.slice(0, 8).toUpperCase());
  });

  it('takes a licence as it is often written (a timestamp, a lower-case class, one county) and refuses a bad field by name', async () => {
    const added = await json<{ technician: { licenceExpires: string; licenceClass: string; counties: string[] } }>(
      call(
        'POST',
        '/api/admin/technicians',
        users.admin,
        technician({ licenceExpires: '2027-06-30T00:00:00Z', licenceClass: 't2', counties: 'Kiambu' }),
      ),
      201,
    );
    expect(added.technician).toMatchObject({ licenceExpires: '2027-06-30', licenceClass: 'T2', counties: ['022'] });
    for (const [body, field] of [
      [technician({ licenceClass: 'T4' }), 'licenceClass'],
      [technician({ licenceExpires: '30/06/2027' }), 'licenceExpires'],
      [technician({ counties: [] }), 'counties'],
      [technician({ counties: ['Atlantis'] }), 'counties.0'],
      [technician({ phone: '12345' }), 'phone'],
    ] as const) {
      const refused = await json<{ error: { field: string } }>(call('POST', '/api/admin/technicians', users.admin, body), 400);
      expect(refused.error.field).toBe(field);
    }
    const same = technician({});
    await json(call('POST', '/api/admin/technicians', users.admin, same), 201);
    expect((await json<{ error: { code: string } }>(call('POST', '/api/admin/technicians', users.admin, same), 409)).error.code).toBe(
      'LICENCE_TAKEN',
    );
  });

  it.each([
    ['GET', '/api/admin/technicians'],
    ['POST', '/api/admin/technicians'],
    ['GET', '/api/admin/installations'],
    ['POST', '/api/admin/installations/00000000-0000-4000-8000-000000000000/assign'],
  ])('%s %s: 401 anonymous, 403 to a customer and to an admin at aal1', async (method, path) => {
    const body = method === 'POST' ? technician({}) : undefined;
    expect((await call(method, path, null, body)).status).toBe(401);
    expect((await call(method, path, users.customer, body)).status).toBe(403);
    expect((await call(method, path, users.aal1, body)).status).toBe(403);
  });
});
