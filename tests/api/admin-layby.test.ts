import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { LaybyCashAnswer, LaybyExtendAnswer, LaybyListAnswer, LaybyOrderAnswer } from '../../src/api/admin-layby.ts';
import { addDays, shopDay } from '../../src/lib/layby/calendar.ts';
import type { PlanTerms } from '../../src/lib/layby/plan.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { customerAndAdmin, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { countRows, ENGINES, freshDatabase, sampleOrder } from './db-fixture.ts';
import { LAYBY_SNAPSHOT } from './layby-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * The owner's lay-by desk (issue 47, item 7) on both engines: GET /api/admin/layby by view with
 * plans in each state; a payment made at the shop (recorded as a cash collection, the plan moved as
 * for an online payment, paid in full sends the order to delivery, the same request key records
 * once, the plan's rules refuse with 400 naming them); a later end date with its reason; each write
 * audited, and all of it for admins at aal2 only.
 */

/** KSh 100,000 of goods: a KSh 20,000 deposit, KSh 500 the smallest instalment, KSh 30,000 M-PESA's limit on this plan. */
const TOTAL = 100_000_00;
const DEPOSIT = 20_000_00;
const NOW = new Date('2026-12-10T06:00:00Z');
const TODAY = shopDay(NOW);

function terms(startsOn: string, endsOn: string): PlanTerms {
  return {
    totalCents: TOTAL,
    depositCents: DEPOSIT,
    minInstalmentCents: 500_00,
    mpesaMaxCents: 30_000_00,
    cadenceDays: 7,
    suggestedCents: 7_000_00,
    remindDaysBefore: 1,
    startsOn,
    endsOn,
    graceDays: 14,
    feeFreeDays: 7,
    feeBp: 500,
    feeMaxCents: null,
  };
}

describe.each(ENGINES)('the owner’s lay-by desk on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  const users = { customer: '', admin: '', aal1: '' };
  let keys = 0;
  const key = () => `layby-key-${engine}-${++keys}`;

  const call = (method: string, path: string, token: string | null, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const ok = async <T>(res: Response | Promise<Response>): Promise<T> => {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as T;
  };
  const refused = async (res: Response | Promise<Response>) => {
    const answer = await res;
    return { status: answer.status, ...((await answer.json()) as { error: { code: string; field?: string; message: string } }).error };
  };
  const cash = (orderId: string, body: Record<string, unknown>, token = users.admin) =>
    call('POST', `/api/admin/layby/${orderId}/cash`, token, { requestKey: key(), ...body });
  const extend = (orderId: string, body: unknown, token = users.admin) => call('POST', `/api/admin/layby/${orderId}/extend`, token, body);
  const list = (view?: string) => ok<LaybyListAnswer>(call('GET', `/api/admin/layby${view ? `?view=${view}` : ''}`, users.admin));
  const planOf = async (orderId: string) => (await ok<LaybyOrderAnswer>(call('GET', `/api/admin/layby/${orderId}`, users.admin))).plan;
  const audit = (orderId: string, action: string) =>
    db.sql.query<{ details: Record<string, unknown>; aal: string }>(
      `select details, aal from public.admin_actions where target_id = $1 and action = $2 order by id`,
      [orderId, action],
    );
  const orderActions = (orderId: string, action: string) =>
    db.sql.query<{ reason: string | null; detail: Record<string, unknown> }>(
      `select reason, detail from public.order_actions where order_id = $1 and action = $2 order by id`,
      [orderId, action],
    );

  /** A lay-by order as checkout places it (awaiting its deposit), its plan from `startsOn` to `endsOn`. */
  async function laybyOrder(startsOn = TODAY, endsOn = addDays(TODAY, 90)): Promise<string> {
    const { order } = await db.orders.create(
      sampleOrder(null, {
        items: [{ productId: 'deye-8kw', productName: 'Deye 8 kW hybrid inverter', unitPriceCents: TOTAL, quantity: 1 }],
      }),
    );
    expect(order.totalCents).toBe(TOTAL);
    await db.layby.create(order.id, terms(startsOn, endsOn), { figures: 'as read' });
    return order.id;
  }

  /** The same, its deposit paid at the shop. */
  async function activePlan(startsOn = TODAY, endsOn = addDays(TODAY, 90)): Promise<string> {
    const orderId = await laybyOrder(startsOn, endsOn);
    await ok(cash(orderId, { amountCents: DEPOSIT, method: 'cash' }));
    return orderId;
  }

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    app = createApp({
      catalogue: staticCatalogueSource({ ...LAYBY_SNAPSHOT, shop: SNAPSHOT_WITH_SHOP.shop }),
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
      now: () => NOW,
    });
    Object.assign(users, await customerAndAdmin(auth, db, 'layby-desk', engine));
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  describe.each([
    ['GET', '/api/admin/layby', undefined],
    ['GET', '/api/admin/layby/{id}', undefined],
    ['POST', '/api/admin/layby/{id}/cash', { amountCents: DEPOSIT, method: 'cash', requestKey: 'refused-key-1' }],
    ['POST', '/api/admin/layby/{id}/extend', { endsOn: '2027-12-31', reason: 'Harvest comes late this year' }],
  ])('%s %s', (method, template, body) => {
    it('answers 401 without a token, 403 to a customer, 403 MFA_REQUIRED to an admin at aal1, and changes nothing', async () => {
      const orderId = await laybyOrder();
      const path = template.replace('{id}', orderId);
      const collections = await countRows(db, 'public.cash_collections');
      expect((await call(method, path, null, body)).status).toBe(401);
      expect(await refused(call(method, path, users.customer, body))).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      expect(await refused(call(method, path, users.aal1, body))).toMatchObject({ status: 403, code: 'MFA_REQUIRED' });
      expect(await countRows(db, 'public.cash_collections')).toBe(collections);
      expect((await db.layby.forOrder(orderId))?.endsOn).toBe(addDays(TODAY, 90));
    });
  });

  it('lists plans by view, with every view counted for the tabs', async () => {
    const waiting = await laybyOrder();
    const onTrack = await activePlan();
    // Started five weeks ago, nothing since the deposit: four suggested dates have passed.
    const behind = await activePlan(addDays(TODAY, -35), addDays(TODAY, 55));
    // Past its end date, in its grace.
    const overdue = await activePlan(addDays(TODAY, -95), addDays(TODAY, -5));
    // Ends in ten days, paid up to the rhythm.
    const ending = await laybyOrder(addDays(TODAY, -3), addDays(TODAY, 10));
    await ok(cash(ending, { amountCents: DEPOSIT, method: 'cash' }));
    const completed = await activePlan();
    await ok(cash(completed, { amountCents: TOTAL - DEPOSIT, method: 'cash' }));
    const ended = await activePlan();
    await db.layby.end(ended, { status: 'cancelled', by: 'customer', reason: 'Changed my mind', feeCents: 0, refunds: [] });

    const open = await list();
    expect(open.view).toBe('open');
    expect(open.today).toBe(TODAY);
    expect(open.endingSoonDays).toBe(14);
    const ids = (answer: LaybyListAnswer) => answer.plans.map((plan) => plan.orderId);
    expect(ids(open)).toEqual(expect.arrayContaining([waiting, onTrack, behind, overdue, ending]));
    expect(ids(open)).not.toContain(completed);
    expect(ids(open)).not.toContain(ended);
    // The nearest end date first.
    expect(open.plans.map((plan) => plan.endsOn)).toEqual(open.plans.map((plan) => plan.endsOn).sort());

    const statusOf = (answer: LaybyListAnswer, id: string) => answer.plans.find((plan) => plan.orderId === id)?.status;
    expect(statusOf(open, waiting)).toBe('awaiting_deposit');
    expect(statusOf(open, onTrack)).toBe('active');
    expect(statusOf(open, behind)).toBe('behind');
    expect(statusOf(open, overdue)).toBe('overdue');

    const active = await list('active');
    expect(ids(active)).toEqual(expect.arrayContaining([onTrack, ending]));
    expect(ids(active)).not.toContain(behind);
    expect(ids(active)).not.toContain(waiting);
    expect(ids(await list('behind')).sort()).toEqual(expect.arrayContaining([behind, overdue]));
    expect(ids(await list('behind'))).not.toContain(onTrack);
    const endingSoon = await list('ending');
    expect(ids(endingSoon)).toContain(ending);
    expect(ids(endingSoon)).not.toContain(overdue);
    expect(endingSoon.plans.every((plan) => plan.endingSoon)).toBe(true);
    expect(ids(await list('completed'))).toContain(completed);
    expect(ids(await list('ended'))).toContain(ended);

    // Each tab's count is what its list holds.
    for (const view of ['open', 'active', 'behind', 'ending', 'completed', 'ended'] as const)
      expect(open.counts[view], view).toBe((await list(view)).plans.length);

    const row = open.plans.find((plan) => plan.orderId === behind)!;
    expect(row).toMatchObject({
      reference: behind.slice(0, 8).toUpperCase(),
      customerName: 'Wanjiku Kamau',
      customerPhone: '+254712345678',
      orderStatus: 'layby',
      totalCents: TOTAL,
      depositCents: DEPOSIT,
      paidCents: DEPOSIT,
      balanceCents: TOTAL - DEPOSIT,
      startsOn: addDays(TODAY, -35),
      endsOn: addDays(TODAY, 55),
      nextDueOn: addDays(TODAY, -28),
      extensions: 0,
      ended: null,
    });
    expect(row.payments).toEqual([expect.objectContaining({ kind: 'shop', amountCents: DEPOSIT, method: 'cash', code: null })]);
  });

  it('answers 400 naming view for a view it does not have', async () => {
    expect(await refused(call('GET', '/api/admin/layby?view=late', users.admin))).toMatchObject({ status: 400, field: 'view' });
  });

  it('gives one order’s plan, and null for an order not on lay-by', async () => {
    const orderId = await activePlan();
    expect(await planOf(orderId)).toMatchObject({ orderId, status: 'active', paidCents: DEPOSIT });
    const { order } = await db.orders.create(sampleOrder(null));
    expect(await planOf(order.id)).toBeNull();
    expect((await call('GET', '/api/admin/layby/00000000-0000-4000-8000-000000000000', users.admin)).status).toBe(404);
  });

  it('records a payment at the shop: the deposit starts the plan, the balance pays it and sends the order to delivery', async () => {
    const orderId = await laybyOrder();
    const deposit = await ok<LaybyCashAnswer>(cash(orderId, { amountCents: DEPOSIT, method: 'cash', note: 'Paid at the counter' }));
    expect(deposit.repeated).toBe(false);
    expect(deposit.collection).toMatchObject({
      orderId,
      amountCents: DEPOSIT,
      method: 'cash',
      mpesaReceipt: null,
      note: 'Paid at the counter',
    });
    expect(deposit.plan).toMatchObject({ status: 'active', orderStatus: 'layby', paidCents: DEPOSIT, balanceCents: TOTAL - DEPOSIT });
    // The order's money counts it: its status and figures.
    expect((await db.orders.byId(orderId))?.orderStatus).toBe('layby');

    // More than M-PESA's limit on this plan: paid at the shop, the limit is not the plan's to apply.
    const large = await ok<LaybyCashAnswer>(cash(orderId, { amountCents: 40_000_00, method: 'mpesa', mpesaReceipt: 'SBM2VWCQ5G' }));
    expect(large.plan).toMatchObject({ status: 'active', paidCents: DEPOSIT + 40_000_00 });
    expect(large.plan.payments.map((p) => p.code)).toEqual([null, 'SBM2VWCQ5G']);

    const rest = TOTAL - DEPOSIT - 40_000_00;
    const last = await ok<LaybyCashAnswer>(cash(orderId, { amountCents: rest, method: 'cash' }));
    expect(last.plan).toMatchObject({ status: 'paid', orderStatus: 'paid', paidCents: TOTAL, balanceCents: 0, nextDueOn: null });
    const order = await db.orders.byId(orderId);
    expect(order?.orderStatus).toBe('paid');
    expect(order?.paidAt).not.toBeNull();

    // Audited: the admin's entries at aal2, and the order's own.
    const entries = await audit(orderId, 'layby.cash');
    expect(entries.map((e) => e.aal)).toEqual(['aal2', 'aal2', 'aal2']);
    expect(entries[1]!.details).toMatchObject({ amountCents: 40_000_00, method: 'mpesa', mpesaReceipt: 'SBM2VWCQ5G' });
    expect(entries[2]!.details).toMatchObject({ amountCents: rest, balanceCents: 0 });
    const actions = await orderActions(orderId, 'layby_cash');
    expect(actions).toHaveLength(3);
    expect(actions[0]!.reason).toBe('Paid at the counter');
    // The customer hears of each: started, a payment, paid in full.
    const events = await db.sql.query<{ event: string }>(
      `select distinct event from public.outbox_messages where order_id = $1 and audience = 'customer'`,
      [orderId],
    );
    expect(events.map((e) => e.event).sort()).toEqual(['layby_paid', 'layby_payment', 'layby_started']);
    // Each payment is its own tax point: one invoice queued per collection.
    expect(await db.sql.query(`select 1 from public.tax_documents where order_id = $1 and source = 'collection'`, [orderId])).toHaveLength(
      3,
    );
  });

  it('records the same request key once', async () => {
    const orderId = await activePlan();
    const body = { amountCents: 5_000_00, method: 'cash', requestKey: `repeat-${engine}-key` };
    const first = await ok<LaybyCashAnswer>(call('POST', `/api/admin/layby/${orderId}/cash`, users.admin, body));
    const again = await ok<LaybyCashAnswer>(call('POST', `/api/admin/layby/${orderId}/cash`, users.admin, body));
    expect(again.repeated).toBe(true);
    expect(again.collection.id).toBe(first.collection.id);
    expect(again.plan.paidCents).toBe(DEPOSIT + 5_000_00);
    expect(await audit(orderId, 'layby.cash')).toHaveLength(2);
    // The same key with other figures is not the same press.
    expect(await refused(call('POST', `/api/admin/layby/${orderId}/cash`, users.admin, { ...body, amountCents: 6_000_00 }))).toMatchObject({
      status: 409,
      code: 'IDEMPOTENCY_KEY_REUSED',
    });
  });

  it.each([
    ['below the smallest instalment', 400_00, 'INSTALMENT_BELOW_MINIMUM'],
    ['above the balance', TOTAL, 'INSTALMENT_OVER_BALANCE'],
    ['in cents', 1_000_50, 'INSTALMENT_NOT_WHOLE_SHILLINGS'],
  ])('refuses an amount %s with 400 naming the rule', async (_, amountCents, code) => {
    const orderId = await activePlan();
    expect(await refused(cash(orderId, { amountCents, method: 'cash' }))).toMatchObject({ status: 400, code, field: 'amountCents' });
    expect((await planOf(orderId))?.paidCents).toBe(DEPOSIT);
  });

  it('refuses less than the deposit while it is due, and says the plan’s figures', async () => {
    const orderId = await laybyOrder();
    const error = await refused(cash(orderId, { amountCents: 5_000_00, method: 'cash' }));
    expect(error).toMatchObject({ status: 400, code: 'INSTALMENT_BELOW_DEPOSIT', field: 'amountCents' });
    expect(error.message).toContain('KSh 20,000');
  });

  it.each([
    [{ amountCents: '1000', method: 'cash' }, 'amountCents'],
    [{ amountCents: 1_000_00, method: 'card' }, 'method'],
    [{ amountCents: 1_000_00, method: 'mpesa' }, 'mpesaReceipt'],
    [{ amountCents: 1_000_00, method: 'cash', mpesaReceipt: 'SBM2VWCQ5G' }, 'mpesaReceipt'],
    [{ amountCents: 1_000_00, method: 'cash', requestKey: 'short' }, 'requestKey'],
    [{ amountCents: 1_000_00, method: 'cash', note: 'x'.repeat(201) }, 'note'],
  ])('answers 400 naming the field of a body it cannot take (%j)', async (body, field) => {
    const orderId = await activePlan();
    expect(await refused(cash(orderId, body))).toMatchObject({ status: 400, code: 'INVALID_REQUEST', field });
  });

  it('answers 409 for a payment on a plan that is paid or ended, and for an order not on lay-by', async () => {
    const paid = await activePlan();
    await ok(cash(paid, { amountCents: TOTAL - DEPOSIT, method: 'cash' }));
    expect(await refused(cash(paid, { amountCents: 1_000_00, method: 'cash' }))).toMatchObject({ status: 409, code: 'LAYBY_CLOSED' });
    const ended = await activePlan();
    await db.layby.end(ended, { status: 'expired', by: 'system', reason: 'End date and grace passed', feeCents: 0, refunds: [] });
    const error = await refused(cash(ended, { amountCents: 1_000_00, method: 'cash' }));
    expect(error).toMatchObject({ status: 409, code: 'LAYBY_CLOSED' });
    expect(error.message).toContain('Ended unpaid');
    const { order } = await db.orders.create(sampleOrder(null));
    expect(await refused(cash(order.id, { amountCents: 1_000_00, method: 'cash' }))).toMatchObject({ status: 409, code: 'NOT_LAYBY' });
    expect(await audit(ended, 'layby.cash')).toHaveLength(1);
  });

  it('moves the end date later with a reason, audited', async () => {
    const orderId = await activePlan();
    const from = addDays(TODAY, 90);
    const to = addDays(TODAY, 120);
    const answer = await ok<LaybyExtendAnswer>(extend(orderId, { endsOn: to, reason: '  Harvest comes late this year ' }));
    expect(answer.plan).toMatchObject({ endsOn: to, extensions: 1, status: 'active' });
    expect(answer.plan.expiresOn).toBe(addDays(to, 15));
    expect(await audit(orderId, 'layby.extend')).toEqual([{ aal: 'aal2', details: { from, to, reason: 'Harvest comes late this year' } }]);
    expect(await orderActions(orderId, 'layby_extended')).toEqual([{ reason: 'Harvest comes late this year', detail: { from, to } }]);
  });

  it.each([
    ['a date not after the end date', (endsOn: string) => ({ endsOn, reason: 'More time' }), 'endsOn'],
    ['an earlier date', (endsOn: string) => ({ endsOn: addDays(endsOn, -1), reason: 'More time' }), 'endsOn'],
    ['a day that is not one', () => ({ endsOn: '2027-02-30', reason: 'More time' }), 'endsOn'],
    ['no reason', (endsOn: string) => ({ endsOn: addDays(endsOn, 7) }), 'reason'],
    ['a blank reason', (endsOn: string) => ({ endsOn: addDays(endsOn, 7), reason: '   ' }), 'reason'],
  ])('answers 400 for %s, and keeps the end date', async (_, body, field) => {
    const orderId = await activePlan();
    const endsOn = addDays(TODAY, 90);
    expect(await refused(extend(orderId, body(endsOn)))).toMatchObject({ status: 400, field });
    expect(await planOf(orderId)).toMatchObject({ endsOn, extensions: 0 });
    expect(await audit(orderId, 'layby.extend')).toEqual([]);
  });

  it('answers 409 for extending a plan that is not open', async () => {
    const orderId = await activePlan();
    await ok(cash(orderId, { amountCents: TOTAL - DEPOSIT, method: 'cash' }));
    const error = await refused(extend(orderId, { endsOn: addDays(TODAY, 200), reason: 'More time' }));
    expect(error).toMatchObject({ status: 409, code: 'LAYBY_CLOSED' });
    expect(error.message).toContain('Paid in full');
    expect((await extend('00000000-0000-4000-8000-000000000000', { endsOn: '2027-12-31', reason: 'More time' })).status).toBe(404);
  });
});
