import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { AdminDashboard, AdminOrderDetail, CashAnswer } from '../../src/api/admin.ts';
import type { CashDayAnswer } from '../../src/api/admin-cash.ts';
import type { OrderDelivery } from '../../src/lib/order-types.ts';
import { dayAfter, dayOf } from '../../src/lib/orders/cash-day.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { customerAndAdmin, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { countRows, ENGINES, freshDatabase, sampleOrder } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * Cash on delivery, recorded (issue 43 item 4): POST /api/orders/{id}/cash on both engines. What
 * the driver collects is the goods and the delivery fee paid at the door; a collection in full pays
 * the order, a short one leaves it owing, more than is owed is refused; a repeat counts once; each
 * is audited and sends the customer a receipt. The ship step names the driver, and
 * GET /api/admin/cash adds up each driver's day.
 */

/** KSh 175,750 of goods and a KSh 3,500 fee the driver collects: the driver brings back KSh 179,250. */
const GOODS = 175_750_00;
const FEE = 3_500_00;
const DUE = GOODS + FEE;
const DOOR: OrderDelivery = {
  county: '047',
  zone: 1,
  zoneName: { en: 'Nairobi and environs', sw: 'Nairobi na viunga vyake' },
  sizeClass: 'medium',
  weightKg: 32,
  express: false,
  weekend: false,
  feeCents: FEE,
  free: false,
  collect: 'on-delivery',
  days: { min: 1, max: 2 },
};
const RECEIPT = 'SBM2VWCQ5G';

describe.each(ENGINES)('cash on delivery, recorded, on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  const users = { customer: '', admin: '', aal1: '' };

  const call = (method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const cash = (orderId: string, body: unknown, headers: Record<string, string> = {}, token = users.admin) =>
    call('POST', `/api/orders/${orderId}/cash`, token, body, headers);
  const ok = async <T>(res: Response | Promise<Response>): Promise<T> => {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as T;
  };
  const detail = (orderId: string) => ok<AdminOrderDetail>(call('GET', `/api/orders/${orderId}`, users.admin));
  const step = (orderId: string, body: Record<string, string>) => ok(call('PATCH', `/api/orders/${orderId}`, users.admin, body));
  const entries = (orderId: string) =>
    db.sql.query<{ action: string; details: Record<string, unknown>; aal: string }>(
      `select action, details, aal from public.admin_actions where target_id = $1 and action = 'order.cash' order by id`,
      [orderId],
    );
  const receipts = (orderId: string) =>
    db.sql.query<{ channel: string; body: string; dedupe_key: string }>(
      `select channel, body, dedupe_key from public.outbox_messages where order_id = $1 and event = 'cash_received' order by id`,
      [orderId],
    );

  /** A cash order as checkout places it (its cash payment record included), taken as far as `to`. */
  async function cashOrder(to: 'pending' | 'shipped' | 'delivered' = 'delivered', driver?: string): Promise<string> {
    const { order } = await db.orders.create(
      sampleOrder(null, {
        chosenMethod: 'Cash',
        orderStatus: 'cash_on_delivery',
        items: [{ productId: 'deye-8kw', productName: 'Deye 8 kW hybrid inverter', unitPriceCents: GOODS, quantity: 1 }],
        delivery: DOOR,
      }),
    );
    await db.payments.create({ orderId: order.id, provider: 'cash', amountCents: order.totalCents, reportedMethod: 'Cash on delivery' });
    if (to !== 'pending') await step(order.id, { delivery_status: 'shipped', ...(driver ? { driver } : {}) });
    if (to === 'delivered') await step(order.id, { delivery_status: 'delivered' });
    return order.id;
  }

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    app = createApp({
      catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP),
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
    });
    Object.assign(users, await customerAndAdmin(auth, db, 'cash', engine));
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  describe.each([
    ['POST', '/api/orders/{id}/cash'],
    ['GET', '/api/admin/cash'],
  ])('%s %s', (method, template) => {
    const body = method === 'POST' ? { amountCents: 100_00, method: 'cash' } : undefined;
    const path = async () => template.replace('{id}', await cashOrder());

    it('answers 401 without a token, 403 to a customer, 403 MFA_REQUIRED to an admin at aal1, and records nothing', async () => {
      const at = await path();
      expect((await call(method, at, null, body)).status).toBe(401);
      const customer = await call(method, at, users.customer, body);
      expect([customer.status, ((await customer.json()) as { error: { code: string } }).error.code]).toEqual([403, 'FORBIDDEN']);
      const aal1 = await call(method, at, users.aal1, body);
      expect([aal1.status, ((await aal1.json()) as { error: { code: string } }).error.code]).toEqual([403, 'MFA_REQUIRED']);
      expect(await countRows(db, 'public.cash_collections')).toBe(0);
    });
  });

  it('answers 404 for an order that does not exist, or an id that cannot be one', async () => {
    const body = { amountCents: 100_00, method: 'cash' };
    expect((await cash('00000000-0000-4000-8000-000000000000', body)).status).toBe(404);
    expect((await cash('not-an-order', body)).status).toBe(404);
  });

  it.each([
    [{}, 'amountCents'],
    [{ amountCents: 0, method: 'cash' }, 'amountCents'],
    [{ amountCents: -100_00, method: 'cash' }, 'amountCents'],
    [{ amountCents: 100_50, method: 'cash' }, 'amountCents'],
    [{ amountCents: '17975000', method: 'cash' }, 'amountCents'],
    [{ amountCents: 100_00, method: 'card' }, 'method'],
    [{ amountCents: 100_00, method: 'mpesa' }, 'mpesaReceipt'],
    [{ amountCents: 100_00, method: 'mpesa', mpesaReceipt: 'SBM2VWCQ5' }, 'mpesaReceipt'],
    [{ amountCents: 100_00, method: 'mpesa', mpesaReceipt: 'SBM2VWCQ5G!' }, 'mpesaReceipt'],
    [{ amountCents: 100_00, method: 'cash', mpesaReceipt: RECEIPT }, 'mpesaReceipt'],
    [{ amountCents: 100_00, method: 'cash', note: 'x'.repeat(201) }, 'note'],
    [{ amountCents: 100_00, method: 'cash', driver: 'x'.repeat(81) }, 'driver'],
    [{ amountCents: 100_00, method: 'cash', requestKey: 'short' }, 'requestKey'],
    ['not json', 'body'],
  ])('refuses %j with a 400 naming %s, and records nothing', async (body, field) => {
    const orderId = await cashOrder();
    const res = await cash(orderId, body);
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { field: string } }).error.field).toBe(field);
    expect(await db.cashCollections.forOrder(orderId)).toEqual([]);
  });

  it.each([
    ['a cash order not yet shipped', 'pending', '“Cash on delivery”', '“Lipa unapopokea”'],
    ['a cash order cancelled', 'cancelled', '“Cancelled”', '“Limeghairiwa”'],
    ['an order paid online', 'online', '“Shipped”', '“Limesafirishwa”'],
    ['a cash order already paid in full', 'paid', '“Delivered”', '“Limefikishwa”'],
  ])('refuses %s with a 409 naming its stage, in English (%s) and Kiswahili (%s), and records nothing', async (_case, kind, en, sw) => {
    let orderId: string;
    if (kind === 'online') {
      const { order } = await db.orders.create(sampleOrder(null, { delivery: DOOR }));
      await db.orders.setStatus(order.id, 'paid');
      await step(order.id, { delivery_status: 'shipped' });
      orderId = order.id;
    } else {
      orderId = await cashOrder(kind === 'pending' || kind === 'cancelled' ? 'pending' : 'delivered');
      if (kind === 'cancelled') await step(orderId, { delivery_status: 'cancelled' });
      if (kind === 'paid') await ok(cash(orderId, { amountCents: DUE, method: 'cash' }));
    }
    const before = (await db.cashCollections.forOrder(orderId)).length;
    const res = await cash(orderId, { amountCents: 100_00, method: 'cash' });
    expect(res.status).toBe(409);
    const error = ((await res.json()) as { error: { code: string; message: string } }).error;
    expect(error.code).toBe('ORDER_STEP_REFUSED');
    expect(error.message).toContain(en);
    const kiswahili = await cash(orderId, { amountCents: 100_00, method: 'cash' }, { 'accept-language': 'sw-KE' });
    expect(((await kiswahili.json()) as { error: { message: string } }).error.message).toContain(sw);
    expect(await db.cashCollections.forOrder(orderId)).toHaveLength(before);
  });

  it('in full: the goods and the door fee, by M-PESA, make the order paid, its cash record COMPLETED with the receipt; audited; the customer gets a receipt', async () => {
    const orderId = await cashOrder('delivered', 'Otieno');
    const answer = await ok<CashAnswer>(
      cash(orderId, { amountCents: DUE, method: 'mpesa', mpesaReceipt: 'sbm2 vwcq5g', note: 'Paid at the gate' }),
    );
    expect(answer).toMatchObject({
      repeated: false,
      stillOwedCents: 0,
      collection: { amountCents: DUE, method: 'mpesa', mpesaReceipt: RECEIPT, note: 'Paid at the gate', driver: 'Otieno' },
      order: { payment_status: 'paid', paid_at: expect.any(String), figures: { totalCents: DUE, paidCents: DUE, dueDriverCents: 0 } },
    });
    const order = await detail(orderId);
    // The cash record reads what the driver brought in all; it is returned by hand, never asked of Pesapal.
    expect(order.payments).toEqual([
      expect.objectContaining({ provider: 'cash', status: 'COMPLETED', confirmationCode: RECEIPT, amountCents: DUE }),
    ]);
    expect(order.can.refund).toBeNull();
    expect(order.collections).toEqual([
      expect.objectContaining({
        amountCents: DUE,
        method: 'mpesa',
        mpesaReceipt: RECEIPT,
        recordedByEmail: `cash-admin-${engine}@shop.test`,
      }),
    ]);
    expect(await entries(orderId)).toEqual([
      {
        action: 'order.cash',
        aal: 'aal2',
        details: {
          collectionId: answer.collection.id,
          amountCents: DUE,
          method: 'mpesa',
          mpesaReceipt: RECEIPT,
          driver: 'Otieno',
          note: 'Paid at the gate',
          owedCents: DUE,
          stillOwedCents: 0,
        },
      },
    ]);
    const sent = await receipts(orderId);
    expect(sent.map((m) => [m.channel, m.dedupe_key])).toEqual([
      ['email', answer.collection.id],
      ['sms', answer.collection.id],
    ]);
    expect(sent[1]!.body).toBe(
      `Solar Shop Kenya: received KSh 179,250, M-PESA ${RECEIPT}, order ${orderId.slice(0, 8).toUpperCase()}. Paid in full, thank you. Track: http://shop.test/track?ref=${orderId.slice(0, 8).toUpperCase()}`,
    );
    expect(sent[0]!.body).toContain('Paid: KSh 179,250');
  });

  it('short: recorded as such, the order stays cash on delivery owing the rest; the rest then pays it; each collection gets its receipt', async () => {
    const orderId = await cashOrder('delivered');
    const first = await ok<CashAnswer>(cash(orderId, { amountCents: 150_000_00, method: 'cash', note: 'Rest on Friday' }));
    expect(first).toMatchObject({
      stillOwedCents: DUE - 150_000_00,
      order: { payment_status: 'cash_on_delivery', paid_at: null, figures: { paidCents: 150_000_00, dueDriverCents: DUE - 150_000_00 } },
    });
    expect((await detail(orderId)).payments[0]).toMatchObject({ status: 'PENDING' });
    expect((await entries(orderId)).map((e) => e.details.stillOwedCents)).toEqual([DUE - 150_000_00]);
    const rest = await ok<CashAnswer>(cash(orderId, { amountCents: DUE - 150_000_00, method: 'mpesa', mpesaReceipt: 'QK7H2X9ABC' }));
    expect(rest).toMatchObject({ stillOwedCents: 0, order: { payment_status: 'paid', figures: { paidCents: DUE, dueDriverCents: 0 } } });
    expect((await detail(orderId)).collections.map((c) => c.amountCents)).toEqual([150_000_00, DUE - 150_000_00]);
    const sms = (await receipts(orderId)).filter((m) => m.channel === 'sms').map((m) => m.body);
    expect(sms).toHaveLength(2);
    expect(sms[0]).toContain('Still to pay: KSh 29,250');
    expect(sms[1]).toContain('Paid in full');
  });

  it('more than is owed: 400 naming amountCents with what is owed, and nothing recorded', async () => {
    const orderId = await cashOrder('shipped');
    await ok(cash(orderId, { amountCents: 100_000_00, method: 'cash' }));
    const res = await cash(orderId, { amountCents: DUE, method: 'cash' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: {
        code: 'INVALID_REQUEST',
        field: 'amountCents',
        message: `Only KSh 79,250 is owed on order ${orderId.slice(0, 8).toUpperCase()}: record at most that.`,
      },
    });
    expect(await db.cashCollections.forOrder(orderId)).toHaveLength(1);
    expect(await entries(orderId)).toHaveLength(1);
  });

  it('a repeat counts once: the same receipt, or the same press of the form, answers the first collection', async () => {
    const orderId = await cashOrder('delivered');
    const body = { amountCents: 50_000_00, method: 'mpesa', mpesaReceipt: 'RJ4K8L2M9N' };
    const [a, b] = await Promise.all([ok<CashAnswer>(cash(orderId, body)), ok<CashAnswer>(cash(orderId, body))]);
    expect([a.repeated, b.repeated].sort()).toEqual([false, true]);
    expect(a.collection.id).toBe(b.collection.id);
    const press = { amountCents: 10_000_00, method: 'cash', requestKey: 'press-4f1c2a9e' };
    const c = await ok<CashAnswer>(cash(orderId, press));
    const d = await ok<CashAnswer>(cash(orderId, press));
    expect([c.repeated, d.repeated, d.collection.id]).toEqual([false, true, c.collection.id]);
    expect((await db.cashCollections.forOrder(orderId)).map((x) => x.amountCents)).toEqual([50_000_00, 10_000_00]);
    expect(await entries(orderId)).toHaveLength(2);
    expect((await receipts(orderId)).filter((m) => m.channel === 'sms')).toHaveLength(2);
    expect(d.stillOwedCents).toBe(DUE - 60_000_00);
  });

  it('a receipt already recorded for another order, or a form key sent with other figures, is a 409 and records nothing', async () => {
    const first = await cashOrder('delivered');
    const second = await cashOrder('delivered');
    await ok(cash(first, { amountCents: 1_000_00, method: 'mpesa', mpesaReceipt: 'TX9Y8Z7W6V' }));
    const used = await cash(second, { amountCents: 1_000_00, method: 'mpesa', mpesaReceipt: 'TX9Y8Z7W6V' });
    expect(used.status).toBe(409);
    expect(((await used.json()) as { error: unknown }).error).toMatchObject({ code: 'RECEIPT_RECORDED', field: 'mpesaReceipt' });
    await ok(cash(second, { amountCents: 2_000_00, method: 'cash', requestKey: 'press-77aa88bb' }));
    const other = await cash(second, { amountCents: 3_000_00, method: 'cash', requestKey: 'press-77aa88bb' });
    expect([other.status, ((await other.json()) as { error: { code: string } }).error.code]).toEqual([409, 'IDEMPOTENCY_KEY_REUSED']);
    expect((await db.cashCollections.forOrder(second)).map((x) => x.amountCents)).toEqual([2_000_00]);
  });

  it('the ship step names the driver (audited); a driver with another step is a 400 naming it', async () => {
    const orderId = await cashOrder('pending');
    const bad = await call('PATCH', `/api/orders/${orderId}`, users.admin, { delivery_status: 'delivered', driver: 'Otieno' });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { field: string } }).error.field).toBe('driver');
    const { order } = await ok<{ order: { driver: string | null } }>(
      call('PATCH', `/api/orders/${orderId}`, users.admin, { delivery_status: 'shipped', driver: '  Otieno ' }),
    );
    expect(order.driver).toBe('Otieno');
    const [entry] = await db.sql.query<{ details: unknown }>(
      `select details from public.admin_actions where target_id = $1 and action = 'order.delivery'`,
      [orderId],
    );
    expect(entry?.details).toEqual({ from: 'pending', to: 'shipped', driver: 'Otieno' });
  });

  it('counts a cash order in the dashboard’s paid sales once it is paid in full, and not before', async () => {
    const paidToday = async () => (await ok<AdminDashboard>(call('GET', '/api/admin/dashboard', users.admin))).figures.paidToday;
    const orderId = await cashOrder('delivered');
    const before = await paidToday();
    await ok(cash(orderId, { amountCents: 100_000_00, method: 'cash' }));
    expect(await paidToday()).toEqual(before);
    await ok(cash(orderId, { amountCents: DUE - 100_000_00, method: 'cash' }));
    expect(await paidToday()).toEqual({ orders: before.orders + 1, paidCents: before.paidCents + DUE, dueCents: before.dueCents });
  });

  describe('GET /api/admin/cash: the day per driver', () => {
    it('adds up each driver’s day: expected, collected, outstanding, with the orders behind them', async () => {
      const today = dayOf(new Date());
      const before = await ok<CashDayAnswer>(call('GET', `/api/admin/cash?day=${today}`, users.admin));
      const kamau = [await cashOrder('delivered', 'Kamau Mwangi'), await cashOrder('shipped', 'Kamau Mwangi')];
      await ok(cash(kamau[0]!, { amountCents: DUE, method: 'cash' }));
      await ok(cash(kamau[1]!, { amountCents: 79_250_00, method: 'cash', note: 'Half now' }));
      const day = await ok<CashDayAnswer>(call('GET', '/api/admin/cash', users.admin));
      expect(day).toMatchObject({ day: today, timeZone: 'Africa/Nairobi' });
      const driver = day.drivers.find((d) => d.driver === 'Kamau Mwangi')!;
      expect(driver).toMatchObject({ expectedCents: 2 * DUE, collectedCents: DUE + 79_250_00, outstandingCents: DUE - 79_250_00 });
      expect(driver.orders.map((o) => [o.orderId, o.went?.to, o.expectedCents, o.collectedCents, o.outstandingCents])).toEqual([
        [kamau[0], 'delivered', DUE, DUE, 0],
        [kamau[1], 'shipped', DUE, 79_250_00, DUE - 79_250_00],
      ]);
      expect(driver.orders[1]!.collections).toEqual([expect.objectContaining({ amountCents: 79_250_00, note: 'Half now' })]);
      expect(day.totals).toEqual({
        orders: before.totals.orders + 2,
        expectedCents: before.totals.expectedCents + 2 * DUE,
        collectedCents: before.totals.collectedCents + DUE + 79_250_00,
        outstandingCents: before.totals.outstandingCents + DUE - 79_250_00,
      });
      const sum = (key: 'expectedCents' | 'collectedCents' | 'outstandingCents') => day.drivers.reduce((n, d) => n + d[key], 0);
      expect([sum('expectedCents'), sum('collectedCents'), sum('outstandingCents')]).toEqual([
        day.totals.expectedCents,
        day.totals.collectedCents,
        day.totals.outstandingCents,
      ]);
    });

    it('a day with nothing in it is empty; a day that is not one is a 400 naming day', async () => {
      const tomorrow = dayAfter(dayOf(new Date()), 1);
      expect(await ok<CashDayAnswer>(call('GET', `/api/admin/cash?day=${tomorrow}`, users.admin))).toMatchObject({
        day: tomorrow,
        drivers: [],
        totals: { orders: 0, expectedCents: 0, collectedCents: 0, outstandingCents: 0 },
      });
      for (const bad of ['2026-02-30', '28-11-2026', 'today']) {
        const res = await call('GET', `/api/admin/cash?day=${bad}`, users.admin);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { field: string } }).error.field).toBe('day');
      }
    });
  });
});
