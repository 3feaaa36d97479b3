import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { orderFilterSql } from '../../src/server/db/admin-order-filters.ts';
import type { Database } from '../../src/server/db/index.ts';
import { seedOrders } from '../../scripts/orders-seed/generate.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';
import { orderQueryToSearch } from '../../src/lib/admin/order-query.ts';
import { parseOrderQuery } from '../../src/lib/admin/order-query-schema.ts';
import type { AdminDashboard, AdminOrderPage } from '../../src/api/admin.ts';
import { DASHBOARD_FIGURES, DASHBOARD_FIGURE_KEYS } from '../../src/lib/admin/dashboard-figures.ts';
import { orderFigures, stillDue } from '../../src/lib/orders/figures.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { ON_SALE, SNAPSHOT } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

const catalogue = staticCatalogueSource({ generatedAt: '2026-11-21T00:00:00.000Z', currency: 'KES', products: {}, policies: [] });
const NOW = new Date('2026-11-18T09:00:00Z');
const ORDERS = 300;
/** What the seeded orders buy and are priced by, as checkout prices them. */
const SEED_SNAPSHOT: CatalogueSnapshot = {
  generatedAt: '2026-11-21T00:00:00.000Z',
  currency: 'KES',
  products: {
    'jinko-550': {
      name: 'Jinko Tiger Neo 550 W',
      brand: 'Jinko',
      category: 'solar-panels',
      priceCents: 1_757_500,
      weightKg: 28.6,
      ...ON_SALE,
    },
    'battery-100ah': {
      name: 'Lithium battery 100Ah',
      brand: 'Felicity',
      category: 'batteries',
      priceCents: 4_512_500,
      weightKg: 11,
      ...ON_SALE,
    },
    mc4: { name: 'MC4 connectors', brand: 'Staubli', category: 'accessories', priceCents: 45_100, weightKg: 0.1, ...ON_SALE },
    'deye-5kw': {
      name: 'Deye 5 kW hybrid inverter',
      brand: 'Deye',
      category: 'inverters',
      priceCents: 15_675_000,
      weightKg: 19.5,
      ...ON_SALE,
    },
  },
  policies: SNAPSHOT.policies,
  delivery: { ...DEFAULT_DELIVERY_SETTINGS, zones: [...DEFAULT_DELIVERY_SETTINGS.zones] },
};

/**
 * Paging through the admin table gives what OFFSET paging over "newest first, id breaking ties"
 * always gave: every matching order once, in that order, on the page its position puts it,
 * with the same count and sum on every page, whichever end a page is read from.
 */
describe.each(ENGINES)('admin orders paging on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  let token = '';

  const get = (query: string) => app.request(`/api/orders${query ? `?${query}` : ''}`, { headers: { authorization: `Bearer ${token}` } });
  const page = async (query: string): Promise<AdminOrderPage> => {
    const res = await get(query);
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as AdminOrderPage;
  };

  /**
   * The reference: every matching order id, newest first, in one plain ordered query, and the sums
   * of their figures as the pages show each order's (lib/orders/figures.ts): paid less refunded, and
   * still due online or to the driver.
   */
  async function expected(query: string): Promise<{ ids: string[]; paidCents: number; dueCents: number }> {
    const parsed = parseOrderQuery(new URLSearchParams(query));
    if (!parsed.ok) throw new Error(`bad query ${query}`);
    const params: unknown[] = [];
    const rows = await db.sql.query<{ id: string }>(
      `select o.id from public.orders o where ${orderFilterSql(parsed.query, NOW, params)} order by o.created_at desc, o.id desc`,
      params,
    );
    const figures = (await db.orders.byIds(rows.map((row) => row.id))).map(orderFigures);
    return {
      ids: rows.map((row) => row.id),
      paidCents: figures.reduce((sum, f) => sum + f.paidCents - f.refundedCents, 0),
      dueCents: figures.reduce((sum, f) => sum + stillDue(f), 0),
    };
  }

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    app = createApp({ catalogue, db, siteUrl: 'http://shop.test', auth: createTokenVerifier({ supabaseUrl: auth.url }), now: () => NOW });
    const { data, error } = await auth.client().auth.signUp({ email: `paging-admin-${engine}@shop.test`, password: 'correct-horse-1' });
    if (error || !data.session || !data.user) throw error ?? new Error('no session');
    token = await aal2Token(auth, data.session.access_token);
    await db.profiles.setRole(data.user.id, 'admin');
    await seedOrders(db.sql, { count: ORDERS, snapshot: SEED_SNAPSHOT, now: NOW, days: 60, runId: 'paging' });
    // Money the seed does not make: drivers' collections (one short, the rest in full) and refunds Pesapal reported done.
    await db.sql.exec(`
      insert into public.cash_collections (order_id, amount_cents, method)
        select id, case when row_number() over (order by id) = 1 then 100 * (total_cents / 200) else total_cents + coalesce(delivery_fee_cents, 0) end, 'cash'
        from public.orders where status = 'cash_on_delivery' and delivery_status = 'delivered' and total_cents >= 200
        order by id limit 6;
      update public.orders set status = 'paid', paid_at = now()
        where id in (select order_id from public.cash_collections group by order_id having count(*) = 1)
          and id <> (select order_id from public.cash_collections order by order_id limit 1);
      insert into public.refunds (order_id, payment_id, amount_cents, reason, requested_by_role, confirmation_code, status, completed_at)
        select o.id, p.id, p.amount_cents, 'Returned', 'admin', 'QK12345678', 'completed', now()
        from public.orders o join public.payments p on p.order_id = o.id where o.status = 'refunded' order by o.id limit 5;`);
    // Eleven orders placed in the same instant, across the boundary of pages of 25 and 50: the id decides.
    await db.sql
      .query(`update public.orders set created_at = (select created_at from public.orders order by created_at desc, id desc offset 40 limit 1)
      where id in (select id from public.orders order by created_at desc, id desc offset 41 limit 10)`);
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });

  it.each([
    ['', 25],
    ['', 7],
    ['', 100],
    ['payment=paid,cash_on_delivery&delivery=pending', 10],
    ['payment=awaiting_payment', 4],
    ['delivery=delivered,cancelled', 30],
    ['period=month', 20],
    ['period=week&payment=paid', 3],
    ['q=wanjiku', 5],
  ])('?%s in pages of %i: every order once, in order, with the totals on every page', async (filter, pageSize) => {
    const want = await expected(filter);
    expect(want.ids.length).toBeGreaterThan(0);
    const pages = Math.ceil(want.ids.length / pageSize);
    const seen: string[] = [];
    for (let n = 1; n <= pages + 1; n++) {
      const got = await page(`${filter}&page=${n}&pageSize=${pageSize}`);
      expect(got).toMatchObject({ page: n, pageSize, total: want.ids.length, paidCents: want.paidCents, dueCents: want.dueCents });
      expect(got.orders.map((o) => o.order_id)).toEqual(want.ids.slice((n - 1) * pageSize, n * pageSize));
      seen.push(...got.orders.map((o) => o.order_id));
    }
    expect(seen).toEqual(want.ids);
  });

  it('gives each listed order its own lines, in checkout order, on pages read from either end', async () => {
    const first = await page('pageSize=100');
    const last = await page('page=3&pageSize=100');
    for (const order of [...first.orders.slice(0, 10), ...last.orders.slice(-10)]) {
      const lines = await db.sql.query<{ product_id: string; quantity: number }>(
        `select product_id, quantity from public.order_items where order_id = $1 order by position`,
        [order.order_id],
      );
      expect(order.items.map((item) => ({ product_id: item.product_id, quantity: item.quantity }))).toEqual(lines);
      expect(order.items.reduce((sum, item) => sum + item.line_total_cents, 0)).toBe(order.subtotal_cents);
    }
  });

  it.each([
    ['page=abc', 'page'],
    ['page=-1', 'page'],
    ['page=1.5', 'page'],
    ['page=100001', 'page'],
    ['page=', 'page'],
    ['pageSize=0', 'pageSize'],
    ['pageSize=1e3', 'pageSize'],
    ['pageSize=twenty', 'pageSize'],
    ['page=2&pageSize=-5', 'pageSize'],
  ])('refuses ?%s with a 400 naming %s', async (query, field) => {
    const res = await get(query);
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'INVALID_REQUEST', field } });
  });

  it('counts every dashboard figure, over grouped orders, as the plain filter of the table does', async () => {
    const res = await app.request('/api/admin/dashboard', { headers: { authorization: `Bearer ${token}` } });
    expect(res.status).toBe(200);
    const dashboard = (await res.json()) as AdminDashboard;
    for (const key of DASHBOARD_FIGURE_KEYS) {
      const want = await expected(orderQueryToSearch(DASHBOARD_FIGURES[key]).slice(1));
      expect({ key, ...dashboard.figures[key] }).toEqual({
        key,
        orders: want.ids.length,
        paidCents: want.paidCents,
        dueCents: want.dueCents,
      });
    }
    expect(dashboard.figures.ordersToday.orders + dashboard.figures.ordersMonth.orders).toBeGreaterThan(0);
    expect(dashboard.latestOrders.map((o) => o.order_id)).toEqual((await expected('')).ids.slice(0, 5));
  });

  it('answers a page past the end with no orders and the true totals', async () => {
    const got = await page('page=100000&pageSize=100');
    expect(got.orders).toEqual([]);
    expect(got.total).toBe(ORDERS);
  });
});
