import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_NEW_ADMIN, seedDemoData } from '../../local/demo-accounts.ts';
import { authStore } from '../../local/auth/store.ts';
import type { Database } from '../../src/server/db/index.ts';
import { SNAPSHOT } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

/** The demo orders npm start seeds are made by the same code as real orders (security point 15). */
describe.each(ENGINES)('demo data on %s', (engine) => {
  let db: Database;
  const origin = 'http://127.0.0.1:4500';

  beforeAll(async () => {
    db = await freshDatabase(engine);
    await seedDemoData(db, authStore(db.sql), SNAPSHOT, origin);
  });
  afterAll(() => db.close());

  async function demoOrders() {
    const customer = await authStore(db.sql).userByEmail(DEMO_CUSTOMER.email);
    return db.orders.listForUser(customer!.id);
  }

  it('gives every demo order, the cash one included, the payment record checkout would have made', async () => {
    const orders = await demoOrders();
    expect(orders).toHaveLength(5);
    for (const order of orders) {
      const payments = await db.payments.listForOrder(order.id);
      expect(payments.length, `order ${order.id} (${order.chosenMethod})`).toBeGreaterThan(0);
      expect(payments.every((p) => p.amountCents === order.totalCents)).toBe(true);
    }
    const cash = orders.find((o) => o.chosenMethod === 'Cash')!;
    expect(cash.status).toBe('cash_on_delivery');
    expect(await db.payments.listForOrder(cash.id)).toEqual([
      expect.objectContaining({ provider: 'cash', merchantReference: `COD-${cash.id}`, reportedMethod: 'Cash on delivery' }),
    ]);
  });

  it('records online payments with Pesapal-shaped tracking ids, references and reports, and prices every line from the catalogue', async () => {
    const orders = await demoOrders();
    const statuses: string[] = [];
    for (const order of orders.filter((o) => o.chosenMethod !== 'Cash')) {
      const [payment] = await db.payments.listForOrder(order.id);
      expect(payment?.orderTrackingId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
      expect(payment?.merchantReference).toBe(order.id);
      expect(await db.payments.statusHistory(payment!.id)).toHaveLength(1);
      statuses.push(`${order.status}/${payment?.status}`);
      for (const item of order.items) expect(item.unitPriceCents).toBe(SNAPSHOT.products[item.productId]?.priceCents);
    }
    expect(statuses.sort()).toEqual(['awaiting_payment/PENDING', 'paid/COMPLETED', 'paid/COMPLETED', 'payment_failed/FAILED']);
  });

  it('accepts the current policies for each order', async () => {
    for (const order of await demoOrders()) {
      expect((await db.orders.acceptedPolicies(order.id)).map((p) => p.hash).sort()).toEqual(SNAPSHOT.policies.map((p) => p.hash).sort());
    }
  });

  it('adds nothing when run again (every start runs it)', async () => {
    const [before] = await db.sql.query<{ orders: number; payments: number }>(
      `select (select count(*)::int from public.orders) as orders, (select count(*)::int from public.payments) as payments`,
    );
    await seedDemoData(db, authStore(db.sql), SNAPSHOT, origin);
    const [after] = await db.sql.query<{ orders: number; payments: number }>(
      `select (select count(*)::int from public.orders) as orders, (select count(*)::int from public.payments) as payments`,
    );
    expect(after).toEqual(before);
  });

  it('makes the new admin an admin without an authenticator, and removes one it enrolled on the next start', async () => {
    const store = authStore(db.sql);
    const admin = (await store.userByEmail(DEMO_NEW_ADMIN.email))!;
    expect(await db.profiles.roleOf(admin.id)).toBe('admin');
    expect(admin.factors).toEqual([]);
    await store.createFactor({
      userId: admin.id,
      friendlyName: null,
      factorType: 'totp',
      secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP',
      status: 'verified',
    });
    await seedDemoData(db, store, null, origin);
    expect((await store.userByEmail(DEMO_NEW_ADMIN.email))!.factors).toEqual([]);
  });
});
