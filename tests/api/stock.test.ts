import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StockAnswer, StockFigures } from '../../src/api/stock.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { sweepStock } from '../../src/server/stock/sweep.ts';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { customerAndAdmin, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { newKey, orderBody, SNAPSHOT } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

/**
 * Stock that is counted (issue 44) through the API, on both engines: the team's counts (aal2,
 * audited), checkout's hold taken in the order's transaction (twelve shoppers for the last three
 * units), and the hold's end: unpaid in time, paid, dispatched, cancelled, returned.
 */

const BATTERY = 'battery-10kwh';
const PANEL = 'panel-450w';
const HOLD_MS = 30 * 60_000;

const STOCK_SNAPSHOT: CatalogueSnapshot = {
  ...SNAPSHOT,
  products: {
    ...SNAPSHOT.products,
    [BATTERY]: {
      name: 'Lithium battery 10 kWh',
      brand: 'Felicity',
      category: 'batteries',
      priceCents: 9_000_000,
      inStock: true,
      onSale: true,
      taxType: 'B',
      stock: { state: 'in_stock', left: null },
    },
    'not-on-sale': {
      name: 'Old controller',
      brand: 'Victron',
      category: 'charge-controllers',
      priceCents: 100_000,
      inStock: false,
      onSale: false,
      taxType: 'B',
      stock: { state: 'out_of_stock', left: null },
    },
  },
};

const batteryOrder = (method: 'Cash' | 'MPESA', quantity = 1) =>
  orderBody({
    paymentMethod: method,
    items: [{ id: BATTERY, name: 'Lithium battery 10 kWh', price: 90_000, quantity }],
    totals: { subtotal: 90_000 * quantity, shipping: 0, tax: 0, total: 90_000 * quantity },
    idempotencyKey: newKey(),
  });

describe.each(ENGINES)('counted stock through the API on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let pesapal: SandboxForTests;
  let app: Hono;
  const tokens = { customer: '', aal1: '', admin: '' };

  const call = (method: string, path: string, token: string | null, body?: unknown, headers: Record<string, string> = {}) =>
    app.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const ok = async <T>(res: Response | Promise<Response>): Promise<T> => {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as T;
  };
  const setCount = (productId: string, quantity: number, extra: Record<string, unknown> = {}) =>
    ok<{ stock: StockFigures }>(call('PUT', `/api/admin/stock/${productId}`, tokens.admin, { quantity, ...extra }));
  const figures = (productId: string) => db.stock.figuresOf(productId);
  const checkout = (body: unknown, headers: Record<string, string> = {}) => call('POST', '/api/checkout/initiate', null, body, headers);
  const ordersOf = async (productId: string) =>
    (await db.sql.query<{ n: number }>(`select count(*)::int as n from public.order_items where product_id = $1`, [productId]))[0]!.n;

  async function cashOrder(quantity = 1): Promise<string> {
    const res = await checkout(batteryOrder('Cash', quantity));
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { orderId: string }).orderId;
  }

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    pesapal = await startSandboxForTests();
    app = createApp({
      catalogue: staticCatalogueSource(STOCK_SNAPSHOT),
      db,
      pesapal: pesapal.client(),
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
      stockHoldMs: HOLD_MS,
    });
    Object.assign(tokens, await customerAndAdmin(auth, db, 'stock', engine));
  });
  afterAll(async () => {
    await pesapal.stop();
    await auth.stop();
    await db.close();
  });

  describe('the team sets the count', () => {
    it('answers 401 without a token, 403 to a customer, 403 MFA_REQUIRED at aal1, and changes nothing', async () => {
      const before = await figures(BATTERY);
      expect((await call('PUT', `/api/admin/stock/${BATTERY}`, null, { quantity: 5 })).status).toBe(401);
      const customer = await call('PUT', `/api/admin/stock/${BATTERY}`, tokens.customer, { quantity: 5 });
      expect([customer.status, ((await customer.json()) as { error: { code: string } }).error.code]).toEqual([403, 'FORBIDDEN']);
      const aal1 = await call('PUT', `/api/admin/stock/${BATTERY}`, tokens.aal1, { quantity: 5 });
      expect([aal1.status, ((await aal1.json()) as { error: { code: string } }).error.code]).toEqual([403, 'MFA_REQUIRED']);
      expect(await figures(BATTERY)).toEqual(before);
    });

    it.each([
      [{}, 'quantity'],
      [{ quantity: -1 }, 'quantity'],
      [{ quantity: 1.5 }, 'quantity'],
      [{ quantity: '3' }, 'quantity'],
      [{ quantity: 2_000_000 }, 'quantity'],
      [{ quantity: 3, note: '' }, 'note'],
      [{ quantity: 3, lowThreshold: -2 }, 'lowThreshold'],
      [{ quantity: 3, extra: true }, 'body'],
    ])('refuses %j with a 400 naming %s', async (body, field) => {
      const res = await call('PUT', `/api/admin/stock/${BATTERY}`, tokens.admin, body);
      expect(res.status).toBe(400);
      const error = ((await res.json()) as { error: { code: string; field: string; message: string } }).error;
      expect(error.code).toBe('INVALID_REQUEST');
      expect(error.field === field || (field === 'body' && error.field !== 'quantity')).toBe(true);
      // In the shop's words from the table, not zod's.
      if (field !== 'body') expect(error.message).toMatch(new RegExp(`^${field}: [A-Z]`));
      if (field !== 'body') expect(error.message).not.toMatch(/expected|Invalid input|Too (small|big)/);
    });

    it('answers 404 for a product the catalogue does not sell', async () => {
      const res = await call('PUT', '/api/admin/stock/no-such-product', tokens.admin, { quantity: 3 });
      expect([res.status, ((await res.json()) as { error: { code: string } }).error.code]).toEqual([404, 'PRODUCT_NOT_FOUND']);
    });

    it('sets the count on hand, answers the new figures, audits it and keeps the movement with who and why', async () => {
      const { stock } = await setCount(PANEL, 40, { note: 'November stocktake', lowThreshold: 5 });
      expect(stock).toMatchObject({ productId: PANEL, tracked: true, onHand: 40, reserved: 0, available: 40, lowThreshold: 5 });
      const again = await setCount(PANEL, 38);
      expect(again.stock).toMatchObject({ onHand: 38, available: 38 });
      const [entry] = await db.sql.query<{ action: string; target_kind: string; details: Record<string, unknown>; aal: string }>(
        `select action, target_kind, details, aal from public.admin_actions where target_id = $1 order by id desc limit 1`,
        [PANEL],
      );
      expect(entry).toMatchObject({ action: 'stock.count', target_kind: 'product', aal: 'aal2' });
      expect(entry!.details).toMatchObject({ quantity: 38, before: { onHand: 40 }, after: { onHand: 38 } });
      const history = await ok<{ movements: Array<Record<string, unknown>> }>(
        call('GET', `/api/admin/stock/${PANEL}/history`, tokens.admin),
      );
      expect(history.movements.slice(0, 2)).toMatchObject([
        { kind: 'adjusted', onHandChange: -2, onHandAfter: 38, note: 'Stocktake', actorEmail: `stock-admin-${engine}@shop.test` },
        { kind: 'adjusted', onHandChange: 40, onHandAfter: 40, note: 'November stocktake' },
      ]);
    });

    it('receives stock, adjusts with a reason (required), and sets the threshold', async () => {
      await setCount(PANEL, 10);
      expect(
        (await ok<{ stock: StockFigures }>(call('POST', `/api/admin/stock/${PANEL}/receive`, tokens.admin, { quantity: 25 }))).stock.onHand,
      ).toBe(35);
      expect((await call('POST', `/api/admin/stock/${PANEL}/adjust`, tokens.admin, { change: -2 })).status).toBe(400);
      expect((await call('POST', `/api/admin/stock/${PANEL}/adjust`, tokens.admin, { change: 0, reason: 'x' })).status).toBe(400);
      const adjusted = await ok<{ stock: StockFigures }>(
        call('POST', `/api/admin/stock/${PANEL}/adjust`, tokens.admin, { change: -2, reason: 'Two cracked in the store' }),
      );
      expect(adjusted.stock.onHand).toBe(33);
      expect(
        (await ok<{ stock: StockFigures }>(call('PATCH', `/api/admin/stock/${PANEL}`, tokens.admin, { lowThreshold: 8 }))).stock
          .lowThreshold,
      ).toBe(8);
      const actions = await db.sql.query<{ action: string }>(
        `select action from public.admin_actions where target_id = $1 order by id desc limit 3`,
        [PANEL],
      );
      expect(actions.map((a) => a.action)).toEqual(['stock.threshold', 'stock.adjust', 'stock.receive']);
    });
  });

  describe('checkout takes the units in the order’s transaction', () => {
    it('twelve shoppers at once for the last three units: exactly three orders and nine clear refusals', async () => {
      await setCount(BATTERY, 3);
      const before = await ordersOf(BATTERY);
      const answers = await Promise.all(Array.from({ length: 12 }, () => checkout(batteryOrder('Cash'))));
      const statuses = answers.map((res) => res.status).sort();
      expect(statuses).toEqual([200, 200, 200, ...Array<number>(9).fill(409)]);
      for (const res of answers.filter((r) => r.status === 409)) {
        const { error } = (await res.json()) as {
          error: { code: string; field: string; message: string; productId: string; available: number };
        };
        expect(error).toMatchObject({ code: 'OUT_OF_STOCK', field: 'items.0', productId: BATTERY, available: 0 });
        expect(error.message).toContain('Lithium battery 10 kWh');
      }
      expect(await ordersOf(BATTERY)).toBe(before + 3);
      expect(await figures(BATTERY)).toMatchObject({ onHand: 3, reserved: 3, available: 0 });
      const live = await ok<StockAnswer>(call('GET', `/api/stock?ids=${BATTERY}`, null));
      expect(live.stock).toEqual([{ id: BATTERY, state: 'out_of_stock', left: null }]);
    });

    it('names how many are left, in the shopper’s language, and writes nothing', async () => {
      await setCount(BATTERY, 5);
      const { reserved } = await figures(BATTERY);
      const before = await ordersOf(BATTERY);
      const want = 5 - reserved + 1;
      const res = await checkout(batteryOrder('Cash', want), { 'accept-language': 'sw' });
      expect(res.status).toBe(409);
      const { error } = (await res.json()) as { error: { message: string; available: number } };
      expect(error.available).toBe(5 - reserved);
      expect(error.message).toBe(
        `Mstari 1: zimebaki ${5 - reserved} tu za Lithium battery 10 kWh. Punguza idadi hadi ${5 - reserved} au chini.`,
      );
      expect(await ordersOf(BATTERY)).toBe(before);
      expect((await figures(BATTERY)).reserved).toBe(reserved);
    });

    it('a repeat of the same key takes nothing twice', async () => {
      await setCount(BATTERY, 50);
      const { reserved } = await figures(BATTERY);
      const body = batteryOrder('Cash', 2);
      const [a, b] = await Promise.all([checkout(body), checkout(body)]);
      expect([a.status, b.status]).toEqual([200, 200]);
      expect((await figures(BATTERY)).reserved).toBe(reserved + 2);
    });

    it('a product not on sale is refused, whatever its count', async () => {
      const res = await checkout(
        orderBody({ items: [{ id: 'not-on-sale', name: 'Old controller', price: 1_000, quantity: 1 }], idempotencyKey: newKey() }),
      );
      expect([res.status, ((await res.json()) as { error: { code: string } }).error.code]).toEqual([409, 'OUT_OF_STOCK']);
    });

    it('a product the shop does not count is sold on its on-sale tick alone', async () => {
      const res = await checkout(orderBody({ paymentMethod: 'Cash', idempotencyKey: newKey() }));
      expect(res.status).toBe(200);
      expect((await figures('battery-100ah')).tracked).toBe(false);
    });
  });

  describe('the hold ends', () => {
    it('a cancellation gives its unit back and the next order goes through', async () => {
      await setCount(BATTERY, 1);
      const { reserved } = await figures(BATTERY);
      await setCount(BATTERY, reserved + 1);
      const first = await cashOrder();
      expect((await checkout(batteryOrder('Cash'))).status).toBe(409);
      const cancel = await call('POST', `/api/orders/${first}/cancel`, tokens.admin, { reason: 'Customer changed their mind' });
      expect(cancel.status, await cancel.clone().text()).toBe(200);
      expect((await figures(BATTERY)).available).toBe(1);
      expect(await db.stock.reservationsOf(first)).toMatchObject([{ productId: BATTERY, status: 'released' }]);
      await cashOrder();
      expect((await figures(BATTERY)).available).toBe(0);
    });

    it('a cash order is held until dispatched, then sold: on hand and reserved go down together', async () => {
      await setCount(BATTERY, 100);
      const before = await figures(BATTERY);
      const orderId = await cashOrder(2);
      expect(await db.stock.reservationsOf(orderId)).toMatchObject([{ quantity: 2, status: 'held', expiresAt: null }]);
      await sweepStock(db, new Date(Date.now() + 10 * HOLD_MS));
      expect((await db.stock.reservationsOf(orderId))[0]!.status).toBe('held');
      await ok(call('PATCH', `/api/orders/${orderId}`, tokens.admin, { delivery_status: 'shipped' }));
      expect(await db.stock.reservationsOf(orderId)).toMatchObject([{ status: 'sold' }]);
      expect(await figures(BATTERY)).toMatchObject({
        onHand: before.onHand - 2,
        reserved: before.reserved,
        available: before.available - 2,
      });
      await ok(call('PATCH', `/api/orders/${orderId}`, tokens.admin, { delivery_status: 'delivered' }));
      expect((await figures(BATTERY)).onHand).toBe(before.onHand - 2);
    });

    it('an online order unpaid when its hold ends gives its units back; the sweep releases it once', async () => {
      await setCount(BATTERY, 100);
      const before = await figures(BATTERY);
      const res = await checkout(batteryOrder('MPESA'));
      expect(res.status).toBe(200);
      const { orderId } = (await res.json()) as { orderId: string };
      const [hold] = await db.stock.reservationsOf(orderId);
      expect(hold).toMatchObject({ status: 'held', quantity: 1 });
      const order = await db.orders.byId(orderId);
      expect(Date.parse(hold!.expiresAt!) - Date.parse(order!.createdAt)).toBe(HOLD_MS);
      expect((await figures(BATTERY)).available).toBe(before.available - 1);
      expect(await sweepStock(db, new Date(Date.parse(hold!.expiresAt!) - 1000))).toEqual({ released: 0 });
      const later = new Date(Date.parse(hold!.expiresAt!) + 1000);
      const [a, b] = await Promise.all([sweepStock(db, later), sweepStock(db, later)]);
      expect(a.released + b.released).toBeGreaterThanOrEqual(1);
      expect((await db.stock.reservationsOf(orderId))[0]!.status).toBe('released');
      expect(await figures(BATTERY)).toMatchObject({ onHand: before.onHand, reserved: before.reserved });
      const released = await db.sql.query(`select 1 from public.stock_movements where order_id = $1 and kind = 'released'`, [orderId]);
      expect(released).toHaveLength(1);
    });

    async function payOnline(quantity = 1): Promise<string> {
      const res = await checkout(batteryOrder('MPESA', quantity));
      expect(res.status).toBe(200);
      const { orderId, orderTrackingId } = (await res.json()) as { orderId: string; orderTrackingId: string };
      await pesapal.control.outcome(orderTrackingId, 'approve', { method: 'mpesa' });
      await app.request(
        `/api/pesapal/ipn?OrderTrackingId=${orderTrackingId}&OrderMerchantReference=${orderId}&OrderNotificationType=IPNCHANGE`,
      );
      expect((await db.orders.byId(orderId))?.orderStatus).toBe('paid');
      return orderId;
    }

    it('paid: sold; cancelled before dispatch: returned to the count', async () => {
      await setCount(BATTERY, 100);
      const before = await figures(BATTERY);
      const orderId = await payOnline(2);
      expect(await db.stock.reservationsOf(orderId)).toMatchObject([{ status: 'sold' }]);
      expect(await figures(BATTERY)).toMatchObject({ onHand: before.onHand - 2, reserved: before.reserved });
      await sweepStock(db, new Date(Date.now() + 10 * HOLD_MS));
      expect((await figures(BATTERY)).onHand).toBe(before.onHand - 2);
      const cancel = await call('POST', `/api/orders/${orderId}/cancel`, tokens.admin, { reason: 'Customer asked before dispatch' });
      expect(cancel.status, await cancel.clone().text()).toBe(200);
      expect(await db.stock.reservationsOf(orderId)).toMatchObject([{ status: 'returned' }]);
      expect(await figures(BATTERY)).toMatchObject({ onHand: before.onHand, reserved: before.reserved });
    });

    it('a payment after the hold ended still sells (a payment is never lost), even below zero', async () => {
      await setCount(BATTERY, 1);
      const { reserved } = await figures(BATTERY);
      await setCount(BATTERY, reserved + 1);
      const res = await checkout(batteryOrder('MPESA'));
      const { orderId, orderTrackingId } = (await res.json()) as { orderId: string; orderTrackingId: string };
      await sweepStock(db, new Date(Date.now() + 2 * HOLD_MS));
      await cashOrder();
      expect((await figures(BATTERY)).available).toBe(0);
      await pesapal.control.outcome(orderTrackingId, 'approve', { method: 'mpesa' });
      await app.request(
        `/api/pesapal/ipn?OrderTrackingId=${orderTrackingId}&OrderMerchantReference=${orderId}&OrderNotificationType=IPNCHANGE`,
      );
      expect((await db.orders.byId(orderId))?.orderStatus).toBe('paid');
      expect(await db.stock.reservationsOf(orderId)).toMatchObject([{ status: 'sold' }]);
      expect((await figures(BATTERY)).available).toBe(-1);
    });

    it('Pay now after the hold ended takes the units again, or answers OUT_OF_STOCK when they are gone and changes nothing', async () => {
      await setCount(BATTERY, 1);
      const { reserved } = await figures(BATTERY);
      await setCount(BATTERY, reserved + 1);
      const res = await checkout(batteryOrder('MPESA'), { authorization: `Bearer ${tokens.customer}` });
      const { orderId } = (await res.json()) as { orderId: string };
      await sweepStock(db, new Date(Date.now() + 2 * HOLD_MS));
      expect((await db.stock.reservationsOf(orderId))[0]!.status).toBe('released');
      const payNow = () => call('POST', `/api/orders/${orderId}/pay`, tokens.customer);
      const first = await payNow();
      expect(first.status, await first.clone().text()).toBe(200);
      const [again] = await db.stock.reservationsOf(orderId);
      expect(again!.status).toBe('held');
      expect(Date.parse(again!.expiresAt!)).toBeGreaterThan(Date.now() + HOLD_MS - 60_000);
      expect((await figures(BATTERY)).available).toBe(0);

      await sweepStock(db, new Date(Date.now() + 2 * HOLD_MS));
      await cashOrder();
      const gone = await payNow();
      expect(gone.status).toBe(409);
      expect(((await gone.json()) as { error: { code: string; field: string } }).error).toMatchObject({
        code: 'OUT_OF_STOCK',
        field: 'items.0',
      });
      expect((await db.stock.reservationsOf(orderId))[0]!.status).toBe('released');
      expect((await figures(BATTERY)).available).toBe(0);
    });

    it('a return after delivery is received back by the team, never more than was bought', async () => {
      await setCount(BATTERY, 100);
      const orderId = await cashOrder(2);
      const back = (body: unknown) => call('POST', `/api/admin/stock/${BATTERY}/return`, tokens.admin, body);
      const notOut = await back({ orderId, quantity: 1 });
      expect([notOut.status, ((await notOut.json()) as { error: { code: string } }).error.code]).toEqual([409, 'NOT_DISPATCHED']);
      await ok(call('PATCH', `/api/orders/${orderId}`, tokens.admin, { delivery_status: 'shipped' }));
      await ok(call('PATCH', `/api/orders/${orderId}`, tokens.admin, { delivery_status: 'delivered' }));
      const before = await figures(BATTERY);
      expect((await ok<{ stock: StockFigures }>(back({ orderId, quantity: 1, note: 'Faulty, sent back' }))).stock.onHand).toBe(
        before.onHand + 1,
      );
      expect((await ok<{ stock: StockFigures }>(back({ orderId, quantity: 1 }))).stock.onHand).toBe(before.onHand + 2);
      const tooMany = await back({ orderId, quantity: 1 });
      expect([tooMany.status, ((await tooMany.json()) as { error: { code: string } }).error.code]).toEqual([409, 'RETURN_TOO_MANY']);
      const otherProduct = await call('POST', `/api/admin/stock/${PANEL}/return`, tokens.admin, { orderId, quantity: 1 });
      expect(otherProduct.status).toBe(409);
      expect((await back({ orderId: '00000000-0000-4000-8000-000000000000', quantity: 1 })).status).toBe(404);
    });
  });

  describe('GET /api/stock answers shoppers', () => {
    it('in stock, only N left, out of stock, and a product not counted; nothing beyond what a page shows', async () => {
      await setCount(PANEL, 50, { lowThreshold: 5 });
      await setCount(BATTERY, 0);
      const res = await call('GET', `/api/stock?ids=${PANEL},${BATTERY},battery-100ah,no-such-product,not-on-sale`, null);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('public, max-age=10, s-maxage=10');
      const { stock } = (await res.json()) as StockAnswer;
      const reserved = (await figures(BATTERY)).reserved;
      expect(stock).toEqual([
        { id: PANEL, state: 'in_stock', left: null },
        { id: BATTERY, state: 'out_of_stock', left: null },
        { id: 'battery-100ah', state: 'in_stock', left: null },
        { id: 'not-on-sale', state: 'out_of_stock', left: null },
      ]);
      await setCount(BATTERY, reserved + 3, { lowThreshold: 3 });
      expect((await ok<StockAnswer>(call('GET', `/api/stock?ids=${BATTERY}`, null))).stock).toEqual([
        { id: BATTERY, state: 'low', left: 3 },
      ]);
    });

    it.each(['', 'ids=', `ids=${Array.from({ length: 101 }, (_, i) => `p${i}`).join(',')}`, 'ids=a%20b', 'ids=../x'])(
      'refuses ?%s with a 400 naming ids',
      async (query) => {
        const res = await call('GET', `/api/stock?${query}`, null);
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { field: string } }).error.field).toBe('ids');
      },
    );
  });
});
