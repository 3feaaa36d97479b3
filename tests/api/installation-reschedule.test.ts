import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { SlotsAnswer, RescheduleAnswer } from '../../src/api/installation.ts';
import { en } from '../../src/i18n/en.ts';
import { sw } from '../../src/i18n/sw.ts';
import { formatLongDate } from '../../src/lib/date-time.ts';
import { addDays, shopDay } from '../../src/lib/layby/calendar.ts';
import { serverSlot } from '../../src/lib/server-slot.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { createPagesApp } from '../../src/server/pages/app.ts';
import { TRACK_FORM_SLOT, TRACK_RESULT_SLOT } from '../../src/server/pages/track-lookup.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { customerAndAdmin, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { orderBody } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { INSTALL_SNAPSHOT } from './installation-fixture.ts';
import { TERMS } from './layby-fixture.ts';

/**
 * An installation's day moved after ordering (issue 48, item 4) on both engines: by its customer
 * (phone and reference, or their token) within the settings' hours before the day, to an open day
 * with a place; a lay-by's chosen once its plan is paid in full; an assigned technician kept while
 * their licence covers the new day, the job booked again without them otherwise; the team's move
 * audited. /track shows the Installation block and moves the day without scripts.
 */
const PHONE = '0712345678';
const BUILT_PAGE = `<!doctype html><main>${serverSlot(TRACK_FORM_SLOT, '')}${serverSlot(TRACK_RESULT_SLOT, '')}</main>`;
const SNAPSHOT = { ...INSTALL_SNAPSHOT, layby: TERMS };

describe.each(ENGINES)('moving an installation on %s', (engine) => {
  // A Monday morning in Nairobi.
  const NOW = new Date('2026-12-07T06:00:00Z');
  const TODAY = shopDay(NOW);
  let clock = NOW;
  let db: Database;
  let auth: RunningStandIn;
  let pesapal: SandboxForTests;
  let app: Hono;
  let pages: Hono;
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
  const refused = async (res: Response | Promise<Response>, status: number) =>
    (await json<{ error: { code: string; field?: string } }>(res, status)).error;
  const openDays = async () =>
    (await json<SlotsAnswer>(call('GET', '/api/installations/slots?county=Nairobi', null))).slots.map((s) => s.date);
  const place = async (date: string | null, token: string | null = null, extra: Record<string, unknown> = {}) => {
    const body = orderBody({ paymentMethod: 'Cash', items: [{ id: 'hybrid-5kw', quantity: 1 }], installation: { date }, ...extra });
    const { orderId } = await json<{ orderId: string }>(call('POST', '/api/checkout/initiate', token, body));
    return { orderId, reference: orderId.slice(0, 8).toUpperCase() };
  };
  const move = (orderId: string, body: Record<string, unknown>, token: string | null = null) =>
    call('POST', `/api/orders/${orderId}/installation`, token, body);
  const technician = async (licenceExpires: string) =>
    (
      await json<{ technician: { id: string } }>(
        call('POST', '/api/admin/technicians', users.admin, {
          name: 'Achieng Fundi',
          phone: '0722 000 222',
          licenceNumber: `EPRA/T3/${Math.random().toString(36).slice(2, 10)}`,
          licenceClass: 'T3',
          licenceExpires,
          counties: ['047'],
        }),
        201,
      )
    ).technician.id;
  const actions = async (orderId: string) =>
    (await db.sql.query(`select action, actor_role from public.order_actions where order_id = $1 order by at, id`, [orderId])).map(
      (r) => `${r.action as string}:${r.actor_role as string}`,
    );
  const form = (path: string, fields: Record<string, string>) =>
    pages.request(path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test' },
      body: new URLSearchParams(fields).toString(),
    });

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    pesapal = await startSandboxForTests();
    const catalogue = staticCatalogueSource(SNAPSHOT);
    const now = () => clock;
    app = createApp({
      catalogue,
      db,
      pesapal: pesapal.client(),
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
      now,
    });
    pages = createPagesApp({
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      catalogue,
      now,
      pages: async () => BUILT_PAGE,
      files: async () => null,
    });
    Object.assign(users, await customerAndAdmin(auth, db, 'reschedule', engine));
    // Room on every day for the orders the tests place; one test fills a day of its own.
    await db.installations.setCapacity(1, 50);
  });
  afterAll(async () => {
    await pesapal.stop();
    await auth.stop();
    await db.close();
  });

  it('moves the day for whoever holds the phone and reference, and for the signed-in owner; the tracked order shows it', async () => {
    const days = await openDays();
    const { orderId, reference } = await place(days[2]!);
    const moved = await json<RescheduleAnswer>(move(orderId, { date: days[4], phone: PHONE, reference }));
    expect(moved.installation).toMatchObject({
      day: days[4],
      status: 'booked',
      canReschedule: true,
      rescheduleRefusal: null,
      technician: null,
    });
    expect(moved.installation.includes).toEqual(INSTALL_SNAPSHOT.installation!.includes.en);
    expect((await db.orders.byId(orderId))!.installation).toMatchObject({ day: days[4], reschedules: 1 });
    expect(await actions(orderId)).toEqual(['installation_rescheduled:customer']);
    const tracked = await json<{ order: { installation: { day: string } } }>(
      call('POST', '/api/orders/track', null, { phone: PHONE, reference }),
    );
    expect(tracked.order.installation.day).toBe(days[4]);

    const own = await place(days[2]!, users.customer);
    expect((await json<RescheduleAnswer>(move(own.orderId, { date: days[6] }, users.customer))).installation.day).toBe(days[6]);
    const listed = await json<{ orders: Array<{ id: string; installation: { day: string } | null }> }>(
      call('GET', '/api/account/orders', users.customer),
    );
    expect(listed.orders.find((o) => o.id === own.orderId)!.installation!.day).toBe(days[6]);
    // Someone else's token: the order reads as not found.
    expect((await refused(move(own.orderId, { date: days[7] }, users.admin), 404)).code).toBe('ORDER_NOT_FOUND');
  });

  it('refuses the customer within the hours before the day (409), to a full day (409) and a closed day', async () => {
    const days = await openDays();
    const { orderId, reference } = await place(days[3]!);
    await db.installations.setDayCapacity(1, days[9]!, 1);
    await place(days[9]!);
    expect(await refused(move(orderId, { date: days[9], phone: PHONE, reference }), 409)).toMatchObject({
      code: 'INSTALLATION_DAY_FULL',
      field: 'date',
    });
    expect((await refused(move(orderId, { date: '2027-03-10', phone: PHONE, reference }), 409)).code).toBe('INSTALLATION_DAY_UNAVAILABLE');
    // 47 hours before its day begins in Kenya: too late online.
    clock = new Date(Date.parse(`${days[3]}T00:00:00+03:00`) - 47 * 3_600_000);
    try {
      const late = await json<{ error: { code: string; message: string } }>(move(orderId, { date: days[5], phone: PHONE, reference }), 409);
      expect(late.error.code).toBe('INSTALLATION_TOO_LATE');
      expect(late.error.message).toContain('48 hours');
      const tracked = await json<{ order: { installation: { canReschedule: boolean; rescheduleRefusal: string } } }>(
        call('POST', '/api/orders/track', null, { phone: PHONE, reference }),
      );
      expect(tracked.order.installation).toMatchObject({ canReschedule: false, rescheduleRefusal: 'too_late' });
      // The team may still move it, audited.
      const team = await json<{ installation: { day: string } }>(
        call('POST', `/api/admin/installations/${orderId}/reschedule`, users.admin, { date: days[5] }),
      );
      expect(team.installation.day).toBe(days[5]);
    } finally {
      clock = NOW;
    }
    const audit = await db.sql.query(`select action, details from public.admin_actions where target_id = $1`, [orderId]);
    expect(audit.map((r) => r.action)).toEqual(['installation.reschedule']);
    expect(audit[0]!.details).toMatchObject({ from: days[3], to: days[5] });
    expect(await actions(orderId)).toEqual(['installation_rescheduled:admin']);
  });

  it('chooses a lay-by’s day only once the plan is paid in full', async () => {
    const days = await openDays();
    const placed = await json<{ orderId: string }>(
      call(
        'POST',
        '/api/checkout/initiate',
        null,
        orderBody({ items: [{ id: 'hybrid-5kw', quantity: 1 }], paymentPlan: { kind: 'layby' }, installation: {} }),
      ),
    );
    const reference = placed.orderId.slice(0, 8).toUpperCase();
    expect((await db.orders.byId(placed.orderId))!.installation).toMatchObject({ status: 'unscheduled', day: null });
    expect((await refused(move(placed.orderId, { date: days[3], phone: PHONE, reference }), 409)).code).toBe('INSTALLATION_LAYBY_OPEN');
    const total = (await db.orders.byId(placed.orderId))!.plan!.totalCents;
    await json(
      call('POST', `/api/admin/layby/${placed.orderId}/cash`, users.admin, {
        amountCents: total,
        method: 'cash',
        requestKey: `paid-${engine}-1`,
      }),
    );
    const booked = await json<RescheduleAnswer>(move(placed.orderId, { date: days[3], phone: PHONE, reference }));
    expect(booked.installation).toMatchObject({ status: 'booked', day: days[3] });
    expect((await actions(placed.orderId)).filter((a) => a.startsWith('installation'))).toEqual(['installation_booked:customer']);
    expect((await db.orders.byId(placed.orderId))!.installation!.reschedules).toBe(0);
  });

  it('keeps an assigned T3 while their licence covers the new day, and books the job again without them after its expiry', async () => {
    const days = await openDays();
    const expires = days[6]!;
    const technicianId = await technician(expires);
    const { orderId, reference } = await place(days[1]!);
    await json(call('POST', `/api/admin/installations/${orderId}/assign`, users.admin, { technicianId }));
    const kept = await json<RescheduleAnswer>(move(orderId, { date: days[2], phone: PHONE, reference }));
    expect(kept.installation).toMatchObject({
      status: 'assigned',
      day: days[2],
      technician: { name: 'Achieng Fundi', licenceClass: 'T3' },
    });
    const after = days.find((day) => day > expires)!;
    const dropped = await json<RescheduleAnswer>(move(orderId, { date: after, phone: PHONE, reference }));
    expect(dropped.installation).toMatchObject({ status: 'booked', day: after, technician: null });
    const team = await json<{ installation: { status: string; technician: null } }>(
      call('GET', `/api/admin/installations/${orderId}`, users.admin),
    );
    expect(team.installation).toMatchObject({ status: 'booked', technician: null });
    const [last] = await db.sql.query(`select detail from public.order_actions where order_id = $1 order by at desc, id desc limit 1`, [
      orderId,
    ]);
    expect(last!.detail).toMatchObject({ from: days[2], to: after, technicianId, unassigned: 'LICENCE_EXPIRED' });
    // The technician is told the job on its old day is no longer theirs.
    const told = await db.sql.query<{ body: string }>(
      `select body from public.outbox_messages where order_id = $1 and event = 'installation_withdrawn'`,
      [orderId],
    );
    expect(told).toEqual([{ body: expect.stringContaining('no longer yours') }]);
  });

  it.each([
    ['a wrong phone', 404, 'orderId', { phone: '0799999999' }],
    ['a day that is not one', 400, 'date', { date: '2026-13-01' }],
    ['no day', 400, 'date', { date: undefined }],
    ['no phone nor token', 400, 'phone', { phone: undefined, reference: undefined }],
  ])('refuses %s (%i naming %s)', async (_what, status, field, change) => {
    const days = await openDays();
    const { orderId, reference } = await place(days[2]!);
    const body = { date: days[3], phone: PHONE, reference, ...change };
    expect((await refused(move(orderId, body), status)).field).toBe(field);
  });

  it('POST /api/admin/installations/{id}/reschedule: 401 anonymous, 403 to a customer and to an admin at aal1', async () => {
    const path = `/api/admin/installations/00000000-0000-4000-8000-000000000000/reschedule`;
    expect((await call('POST', path, null, { date: TODAY })).status).toBe(401);
    expect((await call('POST', path, users.customer, { date: TODAY })).status).toBe(403);
    expect((await call('POST', path, users.aal1, { date: TODAY })).status).toBe(403);
  });

  it.each([
    ['en', '', en],
    ['sw', '/sw', sw],
  ] as const)('on /track (%s) without scripts: the day, the technician and a form that moves it', async (_locale, prefix, words) => {
    const days = await openDays();
    const technicianId = await technician(addDays(TODAY, 300));
    const { orderId, reference } = await place(days[1]!);
    await json(call('POST', `/api/admin/installations/${orderId}/assign`, users.admin, { technicianId }));
    const page = await form(`${prefix}/track`, { phone: PHONE, reference });
    expect(page.status).toBe(200);
    const html = await page.text();
    const locale = prefix ? 'sw' : 'en';
    expect(html).toContain(`<dd data-testid="installation-day">${formatLongDate(days[1]!, locale)}</dd>`);
    expect(html).toContain('Achieng Fundi');
    expect(html).toContain(`action="${prefix}/track/installation"`);
    expect(html).toContain(`<option value="${days[2]}">`);
    expect(html).not.toContain(`<option value="${days[1]}">`);
    const moved = await form(`${prefix}/track/installation`, { phone: PHONE, reference, date: days[2]! });
    expect(moved.status).toBe(200);
    const after = await moved.text();
    expect(after).toContain(words['installationTrack.done.moved'].replace('{date}', formatLongDate(days[2]!, locale)));
    expect(after).toContain(`<dd data-testid="installation-day">${formatLongDate(days[2]!, locale)}</dd>`);
    const bad = await form(`${prefix}/track/installation`, { phone: PHONE, reference, date: 'soon' });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain(words['installationTrack.error.day']);
    expect((await form(`${prefix}/track/installation`, { phone: '0799999999', reference, date: days[3]! })).status).toBe(404);
  });
});
