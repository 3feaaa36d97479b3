import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type {
  ClaimListAnswer,
  ClaimMoveAnswer,
  DuplicateListAnswer,
  RegistrationListAnswer,
  SerialCorrectionAnswer,
  SerialLookupAnswer,
} from '../../src/api/admin-warranty.ts';
import { en } from '../../src/i18n/en.ts';
import { claimListSearch, registrationListSearch, DEFAULT_CLAIM_QUERY } from '../../src/lib/admin/warranty-query.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { orderBody, post } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * The admin's warranty desk (issue 31): a serial looked up with its customer, claims and audit; the
 * claims list (open first, by status) and the registrations list (ending soon, searched); a claim
 * moved with its audit entry and the customer told by e-mail and SMS. Admins only. The data is made
 * as customers make it: an order placed, marked delivered by an admin, its serials registered and
 * a claim made through the customer's routes.
 */
const PHONE = '0712 345 678';
const DAY = 86_400_000;

describe.each(ENGINES)('admin warranty API on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  const tokens = { admin: '', adminAal1: '', customer: '' };
  const appAt = (now: () => Date = () => new Date()): Hono =>
    createApp({
      catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP),
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
      now,
    });
  let app: Hono;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    for (const who of ['admin', 'customer'] as const) {
      const { data } = await auth.client().auth.signUp({ email: `warranty-${who}-${engine}@shop.test`, password: 'correct-horse-1' });
      tokens[who] = data.session!.access_token;
      if (who === 'admin') {
        await db.profiles.setRole(data.user!.id, 'admin');
        tokens.adminAal1 = tokens.admin;
        tokens.admin = await aal2Token(auth, tokens.admin);
      }
    }
    app = appAt();
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const asAdmin = (path: string) => app.request(path, { headers: bearer(tokens.admin) });
  const patch = (path: string, body: unknown, token = tokens.admin) =>
    app.request(path, { method: 'PATCH', headers: { 'content-type': 'application/json', ...bearer(token) }, body: JSON.stringify(body) });

  let serials = 0;
  /** A unique serial, so each test finds its own among the file's. */
  const newSerial = (prefix = 'SN') => `${prefix}-${engine.toUpperCase()}-${String(++serials).padStart(4, '0')}`;

  /** An order marked shipped, then delivered, by an admin. */
  async function deliver(orderId: string) {
    for (const step of ['shipped', 'delivered'])
      expect((await patch(`/api/orders/${orderId}`, { delivery_status: step })).status).toBe(200);
  }

  /** A cash order placed, marked delivered by an admin, its panel and battery registered: the order and its registrations. */
  async function registered(panelSerial = newSerial('PNL'), batterySerial = newSerial('BAT')) {
    const placed = await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }));
    expect(placed.status).toBe(200);
    const { orderId } = (await placed.json()) as { orderId: string };
    const reference = orderId.slice(0, 8).toUpperCase();
    await deliver(orderId);
    const res = await post(app, '/api/warranty/registrations', {
      reference,
      phone: PHONE,
      items: [
        { productId: 'panel-450w', serial: panelSerial },
        { productId: 'battery-100ah', serial: batterySerial },
      ],
    });
    expect(res.status).toBe(201);
    const { registrations } = (await res.json()) as { registrations: Array<{ serial: string; endsOn: string; productId: string }> };
    return { orderId, reference, panelSerial, batterySerial, registrations };
  }

  async function claim(serial: string, description = 'The panel gives no power since the rains.', at: Hono = app) {
    const res = await post(at, '/api/warranty/claims', { serial, phone: PHONE, description });
    expect(res.status).toBe(201);
    return ((await res.json()) as { claim: { id: string; outOfWarranty: boolean } }).claim;
  }

  describe('who may use the desk', () => {
    const routes = [
      ['GET', '/api/admin/warranty?serial=ABC-123'],
      ['GET', '/api/admin/warranty/claims'],
      ['GET', '/api/admin/warranty/registrations'],
      ['PATCH', '/api/admin/warranty/claims/00000000-0000-4000-8000-000000000000'],
      ['GET', '/api/admin/warranty/duplicates'],
      ['PATCH', '/api/admin/warranty/registrations/00000000-0000-4000-8000-000000000000'],
    ] as const;
    const send = (method: string, path: string, headers: Record<string, string>) =>
      app.request(path, {
        method,
        headers: { 'content-type': 'application/json', ...headers },
        ...(method === 'PATCH' ? { body: JSON.stringify({ status: 'inspecting', serial: 'ABC-123', reason: 'Typo' }) } : {}),
      });

    it.each(routes)(
      '%s %s: 401 signed out, 403 for a customer, 403 MFA_REQUIRED for an admin without the second factor',
      async (method, path) => {
        expect((await send(method, path, {})).status).toBe(401);
        const forbidden = await send(method, path, bearer(tokens.customer));
        expect(forbidden.status).toBe(403);
        expect(await forbidden.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
        const aal1 = await send(method, path, bearer(tokens.adminAal1));
        expect(aal1.status).toBe(403);
        expect(await aal1.json()).toMatchObject({ error: { code: 'MFA_REQUIRED' } });
      },
    );

    it.each(routes.filter(([method]) => method === 'GET'))('%s %s: 200 for an admin', async (_method, path) => {
      expect((await asAdmin(path)).status).toBe(200);
    });

    it('PATCH of a claim: 200 for an admin (below); an unknown claim is a 404, not a 5xx', async () => {
      const res = await send(...routes[3], bearer(tokens.admin));
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'CLAIM_NOT_FOUND', field: 'claimId' } });
    });
  });

  describe('GET /api/admin/warranty?serial=…', () => {
    it('finds a serial typed any way, with its order, customer, dates, and its claims with their audit', async () => {
      const order = await registered();
      const made = await claim(order.panelSerial);
      const typed = order.panelSerial.toLowerCase().replace(/-/, ' - ').replace(/^(..)/, '$1 ');
      const res = await asAdmin(`/api/admin/warranty?serial=${encodeURIComponent(typed)}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const answer = (await res.json()) as SerialLookupAnswer;
      expect(answer.serial).toBe(order.panelSerial);
      expect(answer.registrations).toHaveLength(1);
      const [found] = answer.registrations;
      expect(found).toMatchObject({
        orderId: order.orderId,
        reference: order.reference,
        productId: 'panel-450w',
        productName: 'Mono panel 450 W',
        serial: order.panelSerial,
        months: 120,
        endsOn: order.registrations.find((r) => r.productId === 'panel-450w')!.endsOn,
        customer: { name: 'Wanjiku Kamau', phone: '+254712345678', email: 'wanjiku@shop.test' },
      });
      expect(found!.claims).toMatchObject([
        {
          id: made.id,
          status: 'received',
          outOfWarranty: false,
          rejectReason: null,
          description: 'The panel gives no power since the rains.',
          events: [{ fromStatus: null, toStatus: 'received', actorRole: 'customer', actorEmail: null, reason: null }],
        },
      ]);
    });

    it('a serial registered for no product: 200 with no registrations (a search that found nothing)', async () => {
      const res = await asAdmin('/api/admin/warranty?serial=NEVER-SOLD-1');
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ serial: 'NEVER-SOLD-1', registrations: [] });
    });

    it.each([
      ['/api/admin/warranty'],
      ['/api/admin/warranty?serial='],
      ['/api/admin/warranty?serial=%3Cscript%3E'],
      ['/api/admin/warranty?serial=AB'],
    ])('%s: 400 naming serial', async (path) => {
      const res = await asAdmin(path);
      expect(res.status).toBe(400);
      const { error } = (await res.json()) as { error: { code: string; field: string; message: string } };
      expect(error).toMatchObject({ code: 'INVALID_REQUEST', field: 'serial' });
      expect(error.message).toContain(en['warranty.error.serial']);
    });
  });

  describe('the lists', () => {
    it('claims: open ones first by default, filtered by status, newest or oldest first, paged', async () => {
      const order = await registered();
      const first = await claim(order.panelSerial, 'First: the panel is cracked along one edge.');
      const second = await claim(order.batterySerial, 'Second: the battery will not hold a charge overnight.');
      // The first is settled (repaired): it falls behind every open claim.
      expect((await patch(`/api/admin/warranty/claims/${first.id}`, { status: 'repaired' })).status).toBe(200);

      const list = async (search: string) => {
        const res = await asAdmin(`/api/admin/warranty/claims${search}`);
        expect(res.status).toBe(200);
        return (await res.json()) as ClaimListAnswer;
      };
      const byDefault = await list(claimListSearch({ ...DEFAULT_CLAIM_QUERY, pageSize: 100 }));
      const statuses = byDefault.claims.map((c) => c.status);
      const firstSettled = statuses.findIndex((s) => s !== 'received' && s !== 'inspecting');
      expect(firstSettled).toBeGreaterThan(-1);
      expect(statuses.slice(firstSettled).every((s) => s !== 'received' && s !== 'inspecting')).toBe(true);
      const ids = byDefault.claims.map((c) => c.id);
      expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
      expect(byDefault.total).toBe(byDefault.claims.length);
      expect(byDefault.claims.find((c) => c.id === second.id)).toMatchObject({
        registration: { serial: order.batterySerial, reference: order.reference, customer: { phone: '+254712345678' } },
        events: [{ toStatus: 'received' }],
      });

      const repaired = await list(claimListSearch({ ...DEFAULT_CLAIM_QUERY, status: ['repaired'] }));
      expect(repaired.claims.map((c) => c.status)).toEqual(repaired.claims.map(() => 'repaired'));
      expect(repaired.claims.map((c) => c.id)).toContain(first.id);
      expect(repaired.claims.find((c) => c.id === first.id)?.events.map((e) => [e.fromStatus, e.toStatus])).toEqual([
        [null, 'received'],
        ['received', 'repaired'],
      ]);

      const newest = await list('?sort=newest&pageSize=100');
      const oldest = await list('?sort=oldest&pageSize=100');
      expect(oldest.claims.map((c) => c.id)).toEqual(newest.claims.map((c) => c.id).reverse());
      const times = newest.claims.map((c) => c.createdAt);
      expect(times).toEqual([...times].sort().reverse());

      const pageOne = await list('?sort=newest&pageSize=1');
      const pageTwo = await list('?sort=newest&pageSize=1&page=2');
      expect(pageOne).toMatchObject({ page: 1, pageSize: 1, total: newest.total });
      expect(pageOne.claims).toHaveLength(1);
      expect(pageTwo.claims[0]?.id).toBe(newest.claims[1]?.id);
    });

    it.each([
      ['?status=lost', 'status.0'],
      ['?status=received,shipped', 'status.1'],
      ['?sort=cheapest', 'sort'],
      ['?page=0', 'page'],
      ['?pageSize=1000', 'pageSize'],
    ])('claims%s: 400 naming %s', async (search, field) => {
      const res = await asAdmin(`/api/admin/warranty/claims${search}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field } });
    });

    it('registrations: ending within 30 or 90 days from today (soonest first), and searched by serial start or order reference', async () => {
      const order = await registered();
      const battery = order.registrations.find((r) => r.productId === 'battery-100ah')!;
      const panel = order.registrations.find((r) => r.productId === 'panel-450w')!;
      const list = async (search: string, at: Hono = app) => {
        const res = await at.request(`/api/admin/warranty/registrations${search}`, { headers: bearer(tokens.admin) });
        expect(res.status).toBe(200);
        return (await res.json()) as RegistrationListAnswer;
      };
      const serialsOf = (answer: RegistrationListAnswer) => answer.registrations.map((r) => r.serial);

      // Ten days before the battery's (two-year) warranty ends: it is ending within 30 days; the (ten-year) panel is not.
      const tenDaysBefore = new Date(Date.parse(`${battery.endsOn}T09:00:00Z`) - 10 * DAY);
      const later = appAt(() => tenDaysBefore);
      const in30 = await list(registrationListSearch({ page: 1, pageSize: 100, ending: 30 }), later);
      expect(serialsOf(in30)).toContain(order.batterySerial);
      expect(serialsOf(in30)).not.toContain(order.panelSerial);
      expect(in30.registrations.every((r) => r.endsOn >= tenDaysBefore.toISOString().slice(0, 10))).toBe(true);
      const ends = in30.registrations.map((r) => r.endsOn);
      expect(ends).toEqual([...ends].sort());
      // Forty days before: within 90, not within 30.
      const fortyDaysBefore = appAt(() => new Date(Date.parse(`${battery.endsOn}T09:00:00Z`) - 40 * DAY));
      expect(serialsOf(await list('?ending=30&pageSize=100', fortyDaysBefore))).not.toContain(order.batterySerial);
      expect(serialsOf(await list('?ending=90&pageSize=100', fortyDaysBefore))).toContain(order.batterySerial);
      // Today, nothing of this order ends within 90 days.
      expect(serialsOf(await list('?ending=90&pageSize=100'))).not.toContain(order.batterySerial);
      expect(panel.endsOn > battery.endsOn).toBe(true);

      // By the start of a serial, typed any way; by the order's reference (with or without #).
      const byStart = await list(`?q=${encodeURIComponent(order.batterySerial.slice(0, -2).toLowerCase())}`);
      expect(serialsOf(byStart)).toContain(order.batterySerial);
      expect(serialsOf(byStart).every((s) => s.startsWith(order.batterySerial.slice(0, -2)))).toBe(true);
      for (const q of [order.reference, `#${order.reference.toLowerCase()}`]) {
        const byReference = await list(`?q=${encodeURIComponent(q)}`);
        expect(serialsOf(byReference).sort()).toEqual([order.batterySerial, order.panelSerial].sort());
        expect(byReference.total).toBe(2);
      }
      expect(await list('?q=%25%25%25')).toMatchObject({ registrations: [], total: 0 });

      // Each with its claims counted, open ones apart.
      await claim(order.batterySerial);
      const counted = await list(`?q=${order.reference}`);
      expect(counted.registrations.find((r) => r.serial === order.batterySerial)).toMatchObject({ claims: 1, openClaims: 1 });
      expect(counted.registrations.find((r) => r.serial === order.panelSerial)).toMatchObject({ claims: 0, openClaims: 0 });
    });

    it('fuzzed queries of the three lists: never a 5xx, always JSON', async () => {
      const value = fc.oneof(
        fc.string({ maxLength: 50 }),
        fc.string({ unit: 'binary', maxLength: 50 }),
        fc.constantFrom('30', '90', '-1', '1e9', 'received,received', '__proto__', '%', '_', "' or 1=1 --", '\u0000'),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom('/api/admin/warranty', '/api/admin/warranty/claims', '/api/admin/warranty/registrations'),
          fc.dictionary(fc.constantFrom('serial', 'status', 'sort', 'ending', 'q', 'page', 'pageSize', '__proto__'), value),
          async (route, params) => {
            const res = await asAdmin(`${route}?${new URLSearchParams(params)}`);
            const text = await res.text();
            expect(res.status, text).toBeLessThan(500);
            expect(() => JSON.parse(text), text).not.toThrow();
          },
        ),
        { numRuns: 150 },
      );
    }, 120_000);

    it.each([
      ['?ending=60', 'ending'],
      ['?ending=soon', 'ending'],
      [`?q=${'A'.repeat(41)}`, 'q'],
      ['?page=-1', 'page'],
    ])('registrations%s: 400 naming %s', async (search, field) => {
      const res = await asAdmin(`/api/admin/warranty/registrations${search}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field } });
    });
  });

  describe('PATCH /api/admin/warranty/claims/{claimId}', () => {
    it('moving a claim to replaced: the new state, an audit entry naming the admin, and an e-mail and SMS queued for the customer', async () => {
      const order = await registered();
      const made = await claim(order.panelSerial);
      await patch(`/api/admin/warranty/claims/${made.id}`, { status: 'inspecting' });
      const res = await patch(`/api/admin/warranty/claims/${made.id}`, { status: 'replaced', reason: '  New panel from the maker  ' });
      expect(res.status).toBe(200);
      const answer = (await res.json()) as ClaimMoveAnswer;
      expect(answer.claim).toMatchObject({ id: made.id, status: 'replaced', rejectReason: null });
      expect(answer.claim.events.map((e) => [e.fromStatus, e.toStatus, e.actorRole, e.actorEmail, e.reason])).toEqual([
        [null, 'received', 'customer', null, null],
        ['received', 'inspecting', 'admin', `warranty-admin-${engine}@shop.test`, null],
        ['inspecting', 'replaced', 'admin', `warranty-admin-${engine}@shop.test`, 'New panel from the maker'],
      ]);
      expect(answer.registration).toMatchObject({ serial: order.panelSerial, reference: order.reference });

      const told = (await db.outbox.forOrder(order.orderId)).filter((m) => m.event === 'warranty_claim_status');
      // One pair per move: inspecting, then replaced.
      expect(told.map((m) => `${m.channel}:${m.recipient}`).sort()).toEqual([
        'email:wanjiku@shop.test',
        'email:wanjiku@shop.test',
        'sms:+254712345678',
        'sms:+254712345678',
      ]);
      const replacedSms = told.filter((m) => m.channel === 'sms').find((m) => m.body.includes(en['warranty.status.replaced']));
      expect(replacedSms?.body).toContain(order.panelSerial);
    });

    it('a rejection needs its reason (400 naming reason), and the customer is told the reason given', async () => {
      const order = await registered();
      const made = await claim(order.panelSerial);
      for (const body of [{ status: 'rejected' }, { status: 'rejected', reason: '   ' }]) {
        const res = await patch(`/api/admin/warranty/claims/${made.id}`, body);
        expect(res.status).toBe(400);
        expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field: 'reason' } });
      }
      expect((await db.warranty.claimById(made.id))?.status).toBe('received');
      const res = await patch(`/api/admin/warranty/claims/${made.id}`, { status: 'rejected', reason: 'Water damage: not covered.' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as ClaimMoveAnswer).claim).toMatchObject({
        status: 'rejected',
        rejectReason: 'Water damage: not covered.',
      });
      const sms = (await db.outbox.forOrder(order.orderId)).find((m) => m.event === 'warranty_claim_status' && m.channel === 'sms');
      expect(sms?.body).toContain('Water damage: not covered.');
    });

    it('the status it has already: 409, and nothing is written or sent', async () => {
      const order = await registered();
      const made = await claim(order.panelSerial);
      const res = await patch(`/api/admin/warranty/claims/${made.id}`, { status: 'received' });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: { code: 'CLAIM_UNCHANGED' } });
      expect(await db.warranty.claimEvents(made.id)).toHaveLength(1);
      expect((await db.outbox.forOrder(order.orderId)).filter((m) => m.event === 'warranty_claim_status')).toEqual([]);
    });

    it.each([
      ['an unknown claim', '00000000-0000-4000-8000-000000000001'],
      ['a malformed claim id', 'not-a-claim'],
      ['an id with SQL in it', "1' or '1'='1"],
    ])('%s (%s): 404, no 5xx', async (_what, id) => {
      const res = await patch(`/api/admin/warranty/claims/${encodeURIComponent(id)}`, { status: 'inspecting' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'CLAIM_NOT_FOUND' } });
    });

    it.each([
      [{ status: 'lost' }, 'status'],
      [{}, 'status'],
      [{ status: 'rejected', reason: 'x'.repeat(501) }, 'reason'],
    ])('a body %j: 400 naming %s', async (body, field) => {
      const order = await registered();
      const made = await claim(order.panelSerial);
      const res = await patch(`/api/admin/warranty/claims/${made.id}`, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field } });
    });

    it('a claim made after the warranty ended is shown marked out of warranty, and can still be moved', async () => {
      const order = await registered();
      const battery = order.registrations.find((r) => r.productId === 'battery-100ah')!;
      const afterEnd = appAt(() => new Date(Date.parse(`${battery.endsOn}T09:00:00Z`) + 5 * DAY));
      const made = await claim(order.batterySerial, 'It stopped charging after three years.', afterEnd);
      expect(made.outOfWarranty).toBe(true);
      const found = (await (await asAdmin(`/api/admin/warranty?serial=${order.batterySerial}`)).json()) as SerialLookupAnswer;
      expect(found.registrations[0]?.claims[0]).toMatchObject({ id: made.id, outOfWarranty: true });
      expect((await patch(`/api/admin/warranty/claims/${made.id}`, { status: 'inspecting' })).status).toBe(200);
    });
  });

  describe('serials found as typed (issue 43)', () => {
    it('the lookup and the registrations search find a serial typed without its hyphens; the claims search finds a claim by its reference', async () => {
      const serial = newSerial('DEYE5K');
      const order = await registered(serial);
      const made = (await (
        await post(app, '/api/warranty/claims', { serial, phone: PHONE, description: 'It shuts down every afternoon.' })
      ).json()) as { claim: { id: string; claimReference: string } };
      const bare = serial.replace(/-/g, ' ').toLowerCase();

      const found = (await (await asAdmin(`/api/admin/warranty?serial=${encodeURIComponent(bare)}`)).json()) as SerialLookupAnswer;
      expect(found.registrations.map((r) => [r.serial, r.orderId])).toEqual([[serial, order.orderId]]);
      expect(found.registrations[0]?.claims.map((c) => c.claimReference)).toEqual([made.claim.claimReference]);

      const listed = (await (
        await asAdmin(`/api/admin/warranty/registrations?q=${encodeURIComponent(bare.slice(0, -3))}`)
      ).json()) as RegistrationListAnswer;
      expect(listed.registrations.map((r) => r.serial)).toContain(serial);

      const typedReference = made.claim.claimReference.replace('C-', 'c ');
      const claims = (await (
        await asAdmin(`/api/admin/warranty/claims?q=${encodeURIComponent(typedReference)}`)
      ).json()) as ClaimListAnswer;
      expect(claims.claims.map((c) => c.id)).toEqual([made.claim.id]);
      expect(claims.total).toBe(1);
      const bySerial = (await (await asAdmin(`/api/admin/warranty/claims?q=${encodeURIComponent(bare)}`)).json()) as ClaimListAnswer;
      expect(bySerial.claims.map((c) => c.id)).toEqual([made.claim.id]);
      const byOrder = (await (await asAdmin(`/api/admin/warranty/claims?q=${order.reference}`)).json()) as ClaimListAnswer;
      expect(byOrder.claims.map((c) => c.id)).toEqual([made.claim.id]);
      expect(await (await asAdmin('/api/admin/warranty/claims?q=C-0000000%25')).json()).toMatchObject({ total: 0 });
    });
  });

  describe('PATCH /api/admin/warranty/registrations/{registrationId}', () => {
    const correct = (id: string, body: unknown, token = tokens.admin) => patch(`/api/admin/warranty/registrations/${id}`, body, token);
    const entriesFor = (id: string) =>
      db.sql.query<{ action: string; target_kind: string; details: Record<string, unknown>; aal: string; actor_email: string }>(
        `select action, target_kind, details, aal, actor_email from public.admin_actions where target_id = $1 order by id`,
        [id],
      );

    it('corrects a mistyped serial: the new serial, the old kept in the audit as its history, the customer told by e-mail and SMS', async () => {
      const order = await registered();
      const panel = (await db.warranty.forOrder(order.orderId)).find((r) => r.productId === 'panel-450w')!;
      const fixed = `${order.panelSerial}-X`;
      const res = await correct(panel.id, { serial: fixed.toLowerCase(), reason: '  Read 8 as B on the label  ' });
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      const answer = (await res.json()) as SerialCorrectionAnswer;
      expect(answer.registration).toMatchObject({ id: panel.id, serial: fixed, endsOn: panel.endsOn, months: panel.months });
      expect(answer.corrections).toMatchObject([
        { from: order.panelSerial, to: fixed, reason: 'Read 8 as B on the label', actorEmail: `warranty-admin-${engine}@shop.test` },
      ]);

      expect(await entriesFor(panel.id)).toEqual([
        {
          action: 'warranty.serial',
          target_kind: 'registration',
          aal: 'aal2',
          actor_email: `warranty-admin-${engine}@shop.test`,
          details: {
            from: order.panelSerial,
            to: fixed,
            reason: 'Read 8 as B on the label',
            productId: 'panel-450w',
            productName: 'Mono panel 450 W',
            reference: order.reference,
          },
        },
      ]);
      const told = (await db.outbox.forOrder(order.orderId)).filter((m) => m.event === 'warranty_serial_corrected');
      expect(told.map((m) => `${m.channel}:${m.recipient}`).sort()).toEqual(['email:wanjiku@shop.test', 'sms:+254712345678']);
      expect(told.find((m) => m.channel === 'email')?.body).toContain(order.panelSerial);
      expect(told.find((m) => m.channel === 'sms')?.body).toContain(fixed);

      // Found by its new serial, with its history; the old one finds nothing now.
      const found = (await (await asAdmin(`/api/admin/warranty?serial=${encodeURIComponent(fixed)}`)).json()) as SerialLookupAnswer;
      expect(found.registrations[0]).toMatchObject({ id: panel.id, corrections: [{ from: order.panelSerial, to: fixed }] });
      expect(
        ((await (await asAdmin(`/api/admin/warranty?serial=${order.panelSerial}`)).json()) as SerialLookupAnswer).registrations,
      ).toEqual([]);

      // Corrected again (back): a second entry, and the customer told a second time.
      expect((await correct(panel.id, { serial: order.panelSerial, reason: 'The first reading was right after all' })).status).toBe(200);
      expect((await entriesFor(panel.id)).map((e) => [e.details.from, e.details.to])).toEqual([
        [order.panelSerial, fixed],
        [fixed, order.panelSerial],
      ]);
      expect((await db.outbox.forOrder(order.orderId)).filter((m) => m.event === 'warranty_serial_corrected')).toHaveLength(4);
    });

    it('a serial another unit of the product has: 409 naming it, and nothing is written or sent; another product may have it', async () => {
      const one = await registered();
      const two = await registered();
      const panel = (await db.warranty.forOrder(two.orderId)).find((r) => r.productId === 'panel-450w')!;
      // Typed without its hyphens, it is still the other unit's serial.
      const res = await correct(panel.id, { serial: one.panelSerial.replace(/-/g, ''), reason: 'Customer read it out' });
      expect(res.status).toBe(409);
      expect(await res.json()).toMatchObject({ error: { code: 'SERIAL_REGISTERED', field: 'serial' } });
      expect((await db.warranty.registrationById(panel.id))?.serial).toBe(two.panelSerial);
      expect(await entriesFor(panel.id)).toEqual([]);
      expect((await db.outbox.forOrder(two.orderId)).filter((m) => m.event === 'warranty_serial_corrected')).toEqual([]);
      // The battery's serial on a panel is another item.
      expect((await correct(panel.id, { serial: one.batterySerial, reason: 'Customer read it out' })).status).toBe(200);
    });

    it('the same serial: 409 SERIAL_UNCHANGED; the same key printed otherwise is a correction', async () => {
      const order = await registered();
      const panel = (await db.warranty.forOrder(order.orderId)).find((r) => r.productId === 'panel-450w')!;
      const same = await correct(panel.id, { serial: ` ${order.panelSerial.toLowerCase()} `, reason: 'Checking' });
      expect(same.status).toBe(409);
      expect(await same.json()).toMatchObject({ error: { code: 'SERIAL_UNCHANGED', field: 'serial' } });
      const printed = order.panelSerial.replace(/-/g, '.');
      const res = await correct(panel.id, { serial: printed, reason: 'Printed with dots on the label' });
      expect(res.status).toBe(200);
      expect(((await res.json()) as SerialCorrectionAnswer).registration.serial).toBe(printed);
    });

    it.each([
      ['an unknown registration', '00000000-0000-4000-8000-000000000001'],
      ['a malformed id', 'not-a-registration'],
      ['an id with SQL in it', "1' or '1'='1"],
    ])('%s (%s): 404, no 5xx', async (_what, id) => {
      const res = await correct(encodeURIComponent(id), { serial: 'ABC-123', reason: 'Typo' });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ error: { code: 'REGISTRATION_NOT_FOUND' } });
    });

    it.each([
      [{ reason: 'Typo' }, 'serial'],
      [{ serial: 'ab', reason: 'Typo' }, 'serial'],
      [{ serial: 'BAD<1>', reason: 'Typo' }, 'serial'],
      [{ serial: 'ABC-123' }, 'reason'],
      [{ serial: 'ABC-123', reason: '   ' }, 'reason'],
      [{ serial: 'ABC-123', reason: 'x'.repeat(501) }, 'reason'],
    ])('a body %j: 400 naming %s', async (body, field) => {
      const order = await registered();
      const [registration] = await db.warranty.forOrder(order.orderId);
      const res = await correct(registration!.id, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field } });
      expect(await entriesFor(registration!.id)).toEqual([]);
    });
  });

  describe('GET /api/admin/warranty/duplicates', () => {
    it('lists another customer’s try at a registered serial, latest first, with both orders’ customers; the lookup flags it on the registration', async () => {
      const holder = await registered();
      const base = orderBody({ paymentMethod: 'Cash' });
      const placed = await post(app, '/api/checkout/initiate', {
        ...base,
        customer: { ...base.customer, fullName: 'Otieno Baraka', phone: '0733 444 555', email: 'otieno@shop.test' },
      });
      const { orderId } = (await placed.json()) as { orderId: string };
      const reference = orderId.slice(0, 8).toUpperCase();
      await deliver(orderId);
      const refused = await post(app, '/api/warranty/registrations', {
        reference,
        phone: '0733 444 555',
        items: [{ productId: 'panel-450w', serial: holder.panelSerial.toLowerCase() }],
      });
      expect(refused.status).toBe(409);

      const res = await asAdmin('/api/admin/warranty/duplicates?pageSize=100');
      expect(res.status).toBe(200);
      const list = (await res.json()) as DuplicateListAnswer;
      expect(list.total).toBe(list.attempts.length);
      expect(list.attempts[0]).toMatchObject({
        serial: holder.panelSerial,
        attempts: 1,
        orderId,
        reference,
        customer: { name: 'Otieno Baraka', phone: '+254733444555', email: 'otieno@shop.test' },
        registration: {
          orderId: holder.orderId,
          serial: holder.panelSerial,
          productId: 'panel-450w',
          customer: { name: 'Wanjiku Kamau', phone: '+254712345678' },
        },
      });

      const found = (await (await asAdmin(`/api/admin/warranty?serial=${holder.panelSerial}`)).json()) as SerialLookupAnswer;
      expect(found.registrations[0]?.duplicateAttempts).toMatchObject([{ orderId, reference, attempts: 1 }]);
      expect(
        ((await (await asAdmin('/api/admin/warranty/duplicates?pageSize=1&page=1')).json()) as DuplicateListAnswer).attempts,
      ).toHaveLength(1);
    });

    it.each([
      ['?page=0', 'page'],
      ['?pageSize=1000', 'pageSize'],
    ])('duplicates%s: 400 naming %s', async (search, field) => {
      const res = await asAdmin(`/api/admin/warranty/duplicates${search}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field } });
    });
  });
});
