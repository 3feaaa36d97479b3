import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database, OrderStatus } from '../../src/server/db/index.ts';
import { DASHBOARD_FIGURES, DASHBOARD_FIGURE_KEYS } from '../../src/lib/admin/dashboard-figures.ts';
import { orderQueryToSearch } from '../../src/lib/admin/order-query.ts';
import type { AdminDashboard, AdminOrder, AdminOrderDetail, AdminOrderPage } from '../../src/api/admin.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { ENGINES, freshDatabase, sampleOrder } from './db-fixture.ts';

const catalogue = staticCatalogueSource({ generatedAt: '2026-11-21T00:00:00.000Z', currency: 'KES', products: {}, policies: [] });

/** "Now" for every figure: Wednesday 18 November 2026, 12:00 in Nairobi (09:00 UTC). */
const NOW = new Date('2026-11-18T09:00:00Z');

interface FixtureOrder {
  key: string;
  createdAt: string;
  status: OrderStatus;
  delivery: 'pending' | 'shipped' | 'delivered';
  cents: number;
  name?: string;
  email?: string;
  phone?: string;
}

/** Known orders around the period boundaries of NOW (Nairobi is UTC+3). */
const FIXTURE: FixtureOrder[] = [
  {
    key: 'today-paid',
    createdAt: '2026-11-18T05:00:00Z',
    status: 'paid',
    delivery: 'pending',
    cents: 1_000_00,
    name: 'Achieng Otieno',
    email: 'achieng@shop.test',
    phone: '+254722111222',
  },
  { key: 'today-just-after-midnight', createdAt: '2026-11-17T21:00:00Z', status: 'awaiting_payment', delivery: 'pending', cents: 2_000_00 },
  { key: 'yesterday-last-minute', createdAt: '2026-11-17T20:59:59Z', status: 'paid', delivery: 'pending', cents: 4_000_00 },
  { key: 'monday-midnight', createdAt: '2026-11-15T21:00:00Z', status: 'cash_on_delivery', delivery: 'pending', cents: 8_000_00 },
  { key: 'sunday-before', createdAt: '2026-11-15T20:59:59Z', status: 'paid', delivery: 'shipped', cents: 16_000_00 },
  { key: 'first-of-month', createdAt: '2026-10-31T21:00:00Z', status: 'payment_failed', delivery: 'pending', cents: 32_000_00 },
  { key: 'last-month', createdAt: '2026-10-31T20:59:59Z', status: 'paid', delivery: 'delivered', cents: 64_000_00 },
];

const sum = (keys: string[], statuses: readonly OrderStatus[]) =>
  keys.reduce((total, key) => {
    const order = FIXTURE.find((o) => o.key === key);
    return total + (order && statuses.includes(order.status) ? order.cents : 0);
  }, 0);
/** A figure as the table sums its orders' figures: paid ones brought in their total, the others still owe it (no delivery fee). */
const figure = (...keys: string[]) => ({
  orders: keys.length,
  paidCents: sum(keys, ['paid']),
  dueCents: sum(keys, ['awaiting_payment', 'payment_failed', 'cash_on_delivery']),
});

describe.each(ENGINES)('admin orders API on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  const ids = new Map<string, string>();
  const users: Record<'customer' | 'admin' | 'aal1', { id: string; token: string }> = {} as never;

  async function signUp(email: string) {
    const { data, error } = await auth.client().auth.signUp({ email, password: 'correct-horse-1' });
    if (error || !data.session || !data.user) throw error ?? new Error('no session');
    return { id: data.user.id, token: data.session.access_token };
  }
  const call = (method: string, path: string, token?: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  const getJson = async <T>(path: string, token = users.admin.token): Promise<T> => {
    const res = await call('GET', path, token);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as T;
  };
  const id = (key: string) => ids.get(key) as string;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    app = createApp({ catalogue, db, siteUrl: 'http://shop.test', auth: createTokenVerifier({ supabaseUrl: auth.url }), now: () => NOW });
    users.customer = await signUp(`customer-${engine}@shop.test`);
    users.admin = await signUp(`admin-${engine}@shop.test`);
    await db.profiles.setRole(users.admin.id, 'admin');
    // The admin routes need a session that passed a second factor; the password-only token is kept to be refused.
    users.aal1 = users.admin;
    users.admin = { ...users.admin, token: await aal2Token(auth, users.admin.token) };
    for (const fixture of FIXTURE) {
      const userId = fixture.key === 'today-paid' ? users.customer.id : null;
      const base = sampleOrder(userId);
      const { order } = await db.orders.create(
        sampleOrder(userId, {
          customer: {
            ...base.customer,
            fullName: fixture.name ?? `Customer ${fixture.key}`,
            email: fixture.email ?? `${fixture.key}@shop.test`,
            phone: fixture.phone ?? base.customer.phone,
          },
          chosenMethod: fixture.status === 'cash_on_delivery' ? 'Cash' : 'MPESA',
          orderStatus: fixture.status === 'cash_on_delivery' ? 'cash_on_delivery' : 'awaiting_payment',
          items: [{ productId: `p-${fixture.key}`, productName: `Panel ${fixture.key}`, unitPriceCents: fixture.cents / 2, quantity: 2 }],
        }),
      );
      if (fixture.status !== 'awaiting_payment' && fixture.status !== 'cash_on_delivery')
        await db.orders.setStatus(order.id, fixture.status);
      // A paid order was paid: Pesapal's completed payment is its money in (Achieng's is made below, with its history).
      if (fixture.status === 'paid' && fixture.key !== 'today-paid') {
        const paid = await db.payments.create({ orderId: order.id, amountCents: fixture.cents, orderTrackingId: `TRACK-${fixture.key}` });
        await db.payments.recordStatus(paid.id, { status: 'COMPLETED', source: 'poll', raw: {} });
      }
      if (fixture.delivery !== 'pending') await db.orders.setDeliveryStatus(order.id, fixture.delivery, null);
      await db.sql.query(`update public.orders set created_at = $2::timestamptz where id = $1`, [order.id, fixture.createdAt]);
      ids.set(fixture.key, order.id);
    }
    const payment = await db.payments.create({
      orderId: id('today-paid'),
      amountCents: sum(['today-paid'], ['paid']),
      orderTrackingId: 'TRACK-ACHIENG-1',
    });
    await db.payments.recordStatus(payment.id, { status: 'PENDING', source: 'ipn', raw: { status_code: 0 } });
    await db.payments.recordStatus(payment.id, {
      status: 'COMPLETED',
      reportedMethod: 'M-Pesa',
      confirmationCode: 'SBM2VWCQ5G',
      source: 'poll',
      raw: { status_code: 1 },
    });
    await db.contact.create({
      firstName: 'Baraka',
      lastName: 'Mwangi',
      email: 'baraka@shop.test',
      phone: null,
      subject: 'Installation',
      message: 'Do you install in Nakuru?',
      userId: null,
    });
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  describe.each([
    ['GET', '/api/orders'],
    ['GET', '/api/admin/dashboard'],
    ['PATCH', '/api/orders/{id}'],
    ['GET', '/api/orders/{id}'],
  ])('%s %s', (method, template) => {
    const path = () => template.replace('{id}', id('today-paid'));
    const body = method === 'PATCH' ? { delivery_status: 'pending' } : undefined;

    it('answers 401 without a token and with a forged one', async () => {
      expect((await call(method, path(), undefined, body)).status).toBe(401);
      expect((await call(method, path(), 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.', body)).status).toBe(401);
    });

    it('answers 403 to a signed-in customer', async () => {
      const res = await call(method, path(), users.customer.token, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'FORBIDDEN' } });
    });

    it('answers 403 MFA_REQUIRED to an admin whose session has no second factor (aal1)', async () => {
      const res = await call(method, path(), users.aal1.token, body);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: 'MFA_REQUIRED' } });
    });

    it('answers 200 to an admin at aal2', async () => {
      expect((await call(method, path(), users.admin.token, body)).status).toBe(200);
    });
  });

  it('lists every order newest first in the admin shape, with totals', async () => {
    const page = await getJson<AdminOrderPage>('/api/orders');
    expect(page.orders.map((o) => o.order_id)).toEqual(FIXTURE.map((f) => id(f.key)));
    const all = figure(...FIXTURE.map((f) => f.key));
    expect(page).toMatchObject({ page: 1, pageSize: 25, total: FIXTURE.length, paidCents: all.paidCents, dueCents: all.dueCents });
    expect(page.orders[0]).toEqual({
      order_id: id('today-paid'),
      customer_name: 'Achieng Otieno',
      customer_email: 'achieng@shop.test',
      customer_phone: '+254722111222',
      delivery_address: 'Thika Road, Ruaraka, Nairobi, Nairobi, 00100',
      order_date: '2026-11-18T05:00:00.000Z',
      payment_status: 'paid',
      delivery_status: 'pending',
      payment_method: 'MPESA',
      items: [
        { product_id: 'p-today-paid', product_name: 'Panel today-paid', quantity: 2, price_cents: 50_000, line_total_cents: 100_000 },
      ],
      currency: 'KES',
      subtotal_cents: 100_000,
      shipping_cents: 0,
      tax_cents: 0,
      total_cents: 100_000,
      delivery: null,
      buyer: null,
      paid_at: expect.any(String),
      figures: {
        goodsCents: 100_000,
        delivery: { feeCents: 0, paid: 'online' },
        // KSh 1,000 of standard-rated goods (sampleOrder's lines are type B): 16/116 of it.
        vatIncludedCents: 13_793,
        totalCents: 100_000,
        paidCents: 100_000,
        dueOnlineCents: 0,
        dueDriverCents: 0,
        driverFeeToQuote: false,
        refundedCents: 0,
      },
      driver: null,
    } satisfies AdminOrder);
  });

  it.each([
    ['payment=awaiting_payment', ['today-just-after-midnight']],
    ['payment=paid,cash_on_delivery&delivery=pending', ['today-paid', 'yesterday-last-minute', 'monday-midnight']],
    ['delivery=shipped', ['sunday-before']],
    ['period=today', ['today-paid', 'today-just-after-midnight']],
    ['q=achieng', ['today-paid']],
    ['q=ACHIENG%40SHOP', ['today-paid']],
    ['q=0722%20111%20222', ['today-paid']],
    ['q=TRACK-ACHIENG', ['today-paid']],
    ['q=SBM2VWCQ5G', ['today-paid']],
    ['q=customer%20last-month', ['last-month']],
    ['q=100%25', []],
  ])('filters ?%s', async (query, keys) => {
    const page = await getJson<AdminOrderPage>(`/api/orders?${query}`);
    expect(page.orders.map((o) => o.order_id)).toEqual(keys.map(id));
    expect(page.total).toBe(keys.length);
  });

  it('finds an order by the start of its id, as the table shows it', async () => {
    const short = id('last-month').slice(0, 8).toUpperCase();
    const page = await getJson<AdminOrderPage>(`/api/orders?q=%23${short}`);
    expect(page.orders.map((o) => o.order_id)).toContain(id('last-month'));
  });

  it('pages with the total over all pages', async () => {
    const page = await getJson<AdminOrderPage>('/api/orders?page=2&pageSize=3');
    expect(page.orders.map((o) => o.order_id)).toEqual(FIXTURE.slice(3, 6).map((f) => id(f.key)));
    expect(page.total).toBe(FIXTURE.length);
  });

  it.each([
    ['pageSize=101', 'pageSize'],
    ['page=0', 'page'],
    ['payment=shipped', 'payment'],
    ['delivery=lost', 'delivery'],
    ['period=year', 'period'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const res = await call('GET', `/api/orders?${query}`, users.admin.token);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field: expect.stringMatching(new RegExp(`^${field}`)) } });
  });

  it('counts the dashboard figures on the Nairobi calendar', async () => {
    const dashboard = await getJson<AdminDashboard>('/api/admin/dashboard');
    expect(dashboard.figures).toEqual({
      ordersToday: figure('today-paid', 'today-just-after-midnight'),
      paidToday: figure('today-paid'),
      ordersWeek: figure('today-paid', 'today-just-after-midnight', 'yesterday-last-minute', 'monday-midnight'),
      paidWeek: figure('today-paid', 'yesterday-last-minute'),
      ordersMonth: figure(...FIXTURE.slice(0, 6).map((f) => f.key)),
      paidMonth: figure('today-paid', 'yesterday-last-minute', 'sunday-before'),
      awaitingPayment: figure('today-just-after-midnight'),
      awaitingConfirmation: figure(),
      readyToShip: figure('today-paid', 'yesterday-last-minute', 'monday-midnight'),
      deliveryPending: figure('today-paid', 'today-just-after-midnight', 'yesterday-last-minute', 'monday-midnight', 'first-of-month'),
      deliveryShipped: figure('sunday-before'),
      deliveryDelivered: figure('last-month'),
      deliveryCancelled: figure(),
    });
    expect(dashboard.periods).toEqual({
      today: { from: '2026-11-17T21:00:00.000Z', to: '2026-11-18T21:00:00.000Z' },
      week: { from: '2026-11-15T21:00:00.000Z', to: '2026-11-22T21:00:00.000Z' },
      month: { from: '2026-10-31T21:00:00.000Z', to: '2026-11-30T21:00:00.000Z' },
    });
    expect(dashboard.latestOrders.map((o) => o.order_id)).toEqual(FIXTURE.slice(0, 5).map((f) => id(f.key)));
    expect(dashboard.timeZone).toBe('Africa/Nairobi');
  });

  it.each(DASHBOARD_FIGURE_KEYS)('figure %s agrees with the table it links to', async (key) => {
    const dashboard = await getJson<AdminDashboard>('/api/admin/dashboard');
    const page = await getJson<AdminOrderPage>(`/api/orders${orderQueryToSearch(DASHBOARD_FIGURES[key]) || '?'}`);
    expect({ orders: page.total, paidCents: page.paidCents, dueCents: page.dueCents }).toEqual(dashboard.figures[key]);
  });

  it('lists unread contact messages and marks one read', async () => {
    const before = await getJson<AdminDashboard>('/api/admin/dashboard');
    expect(before.messages.unread).toBe(1);
    const [message] = before.messages.latest;
    expect(message).toMatchObject({ name: 'Baraka Mwangi', subject: 'Installation', email: 'baraka@shop.test' });
    expect((await call('PATCH', `/api/admin/messages/${message?.id}`, users.customer.token, { read: true })).status).toBe(403);
    expect((await call('PATCH', `/api/admin/messages/${message?.id}`, users.admin.token, { read: 'yes' })).status).toBe(400);
    expect((await call('PATCH', `/api/admin/messages/${message?.id}`, users.admin.token, { read: true })).status).toBe(200);
    expect((await getJson<AdminDashboard>('/api/admin/dashboard')).messages).toEqual({ unread: 0, latest: [] });
    expect((await call('PATCH', `/api/admin/messages/${message?.id}`, users.admin.token, { read: false })).status).toBe(200);
    expect((await getJson<AdminDashboard>('/api/admin/dashboard')).messages.unread).toBe(1);
  });

  describe('PATCH /api/orders/{orderId}', () => {
    const history = async (orderId: string) =>
      db.sql.query<{ from_status: string | null; to_status: string; changed_by: string | null }>(
        `select from_status, to_status, changed_by from public.delivery_status_changes where order_id = $1 order by id`,
        [orderId],
      );

    it.each([[{ delivery_status: 'lost' }], [{ delivery_status: 'SHIPPED' }], [{ status: 'shipped' }], [{}], ['not json']])(
      'refuses %j with a 400 naming the field and changes nothing',
      async (body) => {
        const orderId = id('monday-midnight');
        const before = await history(orderId);
        const res = await call('PATCH', `/api/orders/${orderId}`, users.admin.token, body);
        expect(res.status).toBe(400);
        const error = ((await res.json()) as { error: { field: string } }).error;
        expect(['delivery_status', 'body']).toContain(error.field);
        expect(await history(orderId)).toEqual(before);
        expect((await db.adminOrders.byId(orderId))?.delivery_status).toBe('pending');
      },
    );

    it('answers 404 for an order that does not exist', async () => {
      expect(
        (await call('PATCH', '/api/orders/00000000-0000-4000-8000-000000000000', users.admin.token, { delivery_status: 'shipped' })).status,
      ).toBe(404);
      expect((await call('PATCH', '/api/orders/not-an-id', users.admin.token, { delivery_status: 'shipped' })).status).toBe(404);
    });

    it('moves an order along its life: shipped, then delivered, each move recorded with who made it; a repeat changes nothing', async () => {
      const orderId = id('today-paid');
      for (const status of ['shipped', 'shipped', 'delivered'] as const) {
        const res = await call('PATCH', `/api/orders/${orderId}`, users.admin.token, { delivery_status: status });
        expect(res.status).toBe(200);
        const { order } = (await res.json()) as { order: AdminOrder };
        expect(order).toMatchObject({ order_id: orderId, delivery_status: status, payment_status: 'paid' });
      }
      expect(await history(orderId)).toEqual([
        { from_status: 'pending', to_status: 'shipped', changed_by: users.admin.id },
        { from_status: 'shipped', to_status: 'delivered', changed_by: users.admin.id },
      ]);
    });

    it('cancels through PATCH as the cancel route does, and then refuses to ship the cancelled order', async () => {
      const orderId = id('monday-midnight');
      const cancelled = await call('PATCH', `/api/orders/${orderId}`, users.admin.token, { delivery_status: 'cancelled' });
      expect(cancelled.status).toBe(200);
      expect(((await cancelled.json()) as { order: AdminOrder }).order).toMatchObject({
        delivery_status: 'cancelled',
        payment_status: 'cancelled',
      });
      const shipped = await call('PATCH', `/api/orders/${orderId}`, users.admin.token, { delivery_status: 'shipped' });
      expect(shipped.status).toBe(409);
      expect(await shipped.json()).toEqual({
        error: {
          code: 'ORDER_STEP_REFUSED',
          message: `Order ${orderId.slice(0, 8).toUpperCase()} is “Cancelled”, so it cannot be marked shipped.`,
          field: 'delivery_status',
        },
      });
      expect((await db.adminOrders.byId(orderId))?.delivery_status).toBe('cancelled');
    });

    it.each([
      ['today-just-after-midnight', 'shipped', '“Awaiting payment”', '“Linasubiri malipo”'],
      ['first-of-month', 'delivered', '“Payment failed”', '“Malipo hayakufaulu”'],
      ['today-paid', 'pending', '“Delivered”', '“Limefikishwa”'],
      ['today-paid', 'cancelled', '“Delivered”', '“Limefikishwa”'],
      ['monday-midnight', 'delivered', '“Cancelled”', '“Limeghairiwa”'],
    ])('refuses %s → %s with 409 naming the stage (%s), in Kiswahili too (%s), and changes nothing', async (key, status, en, sw) => {
      const orderId = id(key);
      const before = [await history(orderId), (await db.adminOrders.byId(orderId))?.payment_status];
      const res = await call('PATCH', `/api/orders/${orderId}`, users.admin.token, { delivery_status: status });
      expect(res.status).toBe(409);
      expect(((await res.json()) as { error: { message: string } }).error.message).toContain(en);
      const kiswahili = await app.request(`/api/orders/${orderId}`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${users.admin.token}`, 'content-type': 'application/json', 'accept-language': 'sw-KE' },
        body: JSON.stringify({ delivery_status: status }),
      });
      expect(kiswahili.status).toBe(409);
      expect(((await kiswahili.json()) as { error: { message: string } }).error.message).toContain(sw);
      expect([await history(orderId), (await db.adminOrders.byId(orderId))?.payment_status]).toEqual(before);
    });

    it('shows the change to the customer in their own orders', async () => {
      const { orders } = await getJson<{ orders: Array<{ id: string; deliveryStatus: string }> }>(
        '/api/account/orders',
        users.customer.token,
      );
      expect(orders.find((o) => o.id === id('today-paid'))?.deliveryStatus).toBe('delivered');
    });
  });

  it('GET /api/orders/{orderId} gives lines, customer, each Pesapal status seen, delivery history and policies', async () => {
    const detail = await getJson<AdminOrderDetail>(`/api/orders/${id('today-paid')}`);
    expect(detail.order.order_id).toBe(id('today-paid'));
    expect(detail.payments).toEqual([
      expect.objectContaining({
        orderTrackingId: 'TRACK-ACHIENG-1',
        status: 'COMPLETED',
        reportedMethod: 'M-Pesa',
        confirmationCode: 'SBM2VWCQ5G',
        history: [
          expect.objectContaining({ source: 'ipn', status: 'PENDING' }),
          expect.objectContaining({ source: 'poll', status: 'COMPLETED' }),
        ],
      }),
    ]);
    expect(detail.deliveryHistory.at(-1)).toMatchObject({
      from: 'shipped',
      to: 'delivered',
      changedBy: users.admin.id,
      changedByEmail: `admin-${engine}@shop.test`,
    });
    expect(detail.policies.map((p) => p.type)).toEqual(['privacy-policy', 'terms-and-conditions']);
    expect((await call('GET', '/api/orders/00000000-0000-4000-8000-000000000000', users.admin.token)).status).toBe(404);
  });
});
