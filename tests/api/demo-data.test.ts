import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CUSTOMER, DEMO_DESK_ADMINS, DEMO_NEW_ADMIN, seedDemoData, type DemoPayments } from '../../local/demo-accounts.ts';
import { authStore } from '../../local/auth/store.ts';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import type { Database } from '../../src/server/db/index.ts';
import { SNAPSHOT } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

/**
 * The demo orders npm start seeds are made by the same code as real ones (security point 15), and
 * their online payments are ones the Pesapal sandbox knows (issue 43, item 9): submitted through
 * the door as checkout submits them, with the shopper's outcome played on the sandbox.
 */
describe.each(ENGINES)('demo data on %s', (engine) => {
  let db: Database;
  let pesapal: SandboxForTests;
  let payments: DemoPayments;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    pesapal = await startSandboxForTests();
    payments = { pesapal: pesapal.client(), sandbox: pesapal.control, siteOrigin: 'http://localhost:4321' };
    await seedDemoData(db, authStore(db.sql), SNAPSHOT, payments);
  });
  afterAll(async () => {
    await pesapal.stop();
    await db.close();
  });

  async function demoOrders() {
    const customer = await authStore(db.sql).userByEmail(DEMO_CUSTOMER.email);
    return db.orders.listForUser(customer!.id);
  }

  /** Each online demo order: the shop's order and payment statuses, and the sandbox's state of the same attempt. */
  async function onlineStories() {
    const stories: string[] = [];
    for (const order of (await demoOrders()).filter((o) => o.chosenMethod !== 'Cash')) {
      const [payment] = await db.payments.listForOrder(order.id);
      const atPesapal = await pesapal.control.order(payment!.orderTrackingId!);
      expect(atPesapal.merchantReference).toBe(payment!.merchantReference);
      stories.push(`${order.orderStatus}/${payment!.status}/${atPesapal.state}`);
    }
    return stories.sort();
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
    expect(cash.orderStatus).toBe('cash_on_delivery');
    expect(await db.payments.listForOrder(cash.id)).toEqual([
      expect.objectContaining({ provider: 'cash', merchantReference: `COD-${cash.id}`, reportedMethod: 'Cash on delivery' }),
    ]);
  });

  it('pays the online orders on the sandbox: every attempt is one it issued, in the state the shop records, and prices every line from the catalogue', async () => {
    for (const order of (await demoOrders()).filter((o) => o.chosenMethod !== 'Cash')) {
      const [payment] = await db.payments.listForOrder(order.id);
      expect(payment?.merchantReference).toBe(order.id);
      for (const item of order.items) expect(item.unitPriceCents).toBe(SNAPSHOT.products[item.productId]?.priceCents);
    }
    expect(await onlineStories()).toEqual([
      'awaiting_payment/PENDING/AWAITING',
      'paid/COMPLETED/COMPLETED',
      'paid/COMPLETED/COMPLETED',
      'payment_failed/FAILED/FAILED',
    ]);
    const paid = (await demoOrders()).filter((o) => o.orderStatus === 'paid');
    const receipts = await Promise.all(paid.map(async (o) => (await db.payments.listForOrder(o.id))[0]!.confirmationCode));
    expect(receipts.every(Boolean)).toBe(true);
    const failed = (await demoOrders()).find((o) => o.orderStatus === 'payment_failed')!;
    const [attempt] = await db.payments.listForOrder(failed.id);
    expect(await pesapal.control.order(attempt!.orderTrackingId!)).toMatchObject({ reason: 'request_terminated_by_user', method: 'mpesa' });
  });

  it('gives the awaiting and the failed order a payment page that loads', async () => {
    for (const order of (await demoOrders()).filter((o) => o.orderStatus === 'awaiting_payment' || o.orderStatus === 'payment_failed')) {
      const [attempt] = await db.paymentAttempts.forOrder(order.id);
      const page = await fetch(attempt!.redirectUrl!);
      expect(page.status, order.orderStatus).toBe(200);
      expect(await page.text()).toContain('name="method" value="mpesa"');
    }
  });

  it('accepts the current policies for each order', async () => {
    for (const order of await demoOrders()) {
      expect((await db.orders.acceptedPolicies(order.id)).map((p) => p.hash).sort()).toEqual(SNAPSHOT.policies.map((p) => p.hash).sort());
    }
  });

  const counts = async () =>
    (
      await db.sql.query<{ orders: number; payments: number }>(
        `select (select count(*)::int from public.orders) as orders, (select count(*)::int from public.payments) as payments`,
      )
    )[0];

  it('adds nothing when run again while the sandbox remembers (every start runs it)', async () => {
    const before = await counts();
    const submits = (await pesapal.control.calls()).submit;
    await seedDemoData(db, authStore(db.sql), SNAPSHOT, payments);
    expect(await counts()).toEqual(before);
    expect((await pesapal.control.calls()).submit).toBe(submits);
  });

  it('places no online order without the local sandbox', async () => {
    const other = await freshDatabase(engine);
    try {
      await seedDemoData(other, authStore(other.sql), SNAPSHOT, null);
      const customer = await authStore(other.sql).userByEmail(DEMO_CUSTOMER.email);
      expect((await other.orders.listForUser(customer!.id)).map((o) => o.chosenMethod)).toEqual(['Cash']);
    } finally {
      await other.close();
    }
  });

  it("counts the demo's stock before its orders take their units, and keeps a count kept since on the next start", async () => {
    const other = await freshDatabase(engine);
    const figures = async () => (await other.stock.figures()).map((f) => [f.productId, f.onHand, f.reserved]);
    try {
      const counts = { 'panel-450w': 40, 'battery-100ah': 7, 'not-in-the-catalogue': 5 };
      await seedDemoData(other, authStore(other.sql), SNAPSHOT, null, undefined, async () => counts);
      // Without the sandbox only the cash order is placed: one battery, held until it is dispatched.
      expect(await figures()).toEqual([
        ['battery-100ah', 7, 1],
        ['panel-450w', 40, 0],
      ]);
      expect((await other.stock.history('panel-450w', { limit: 5 })).movements.map((m) => m.note)).toEqual(['Demo stock']);
      await other.stock.setCount('panel-450w', 12, { actorId: null, note: 'Stocktake' });
      await seedDemoData(other, authStore(other.sql), SNAPSHOT, null, undefined, async () => ({ ...counts, 'panel-450w': 99 }));
      expect(await figures()).toEqual([
        ['battery-100ah', 7, 1],
        ['panel-450w', 12, 0],
      ]);
    } finally {
      await other.close();
    }
  });

  it('makes each desk admin an admin with its own verified authenticator, once however often it starts', async () => {
    await seedDemoData(db, authStore(db.sql), null, payments);
    const store = authStore(db.sql);
    const secrets: string[] = [];
    for (const desk of DEMO_DESK_ADMINS) {
      const admin = (await store.userByEmail(desk.email))!;
      expect(await db.profiles.roleOf(admin.id)).toBe('admin');
      expect(admin.factors.map((factor) => factor.status)).toEqual(['verified']);
      secrets.push((await store.ownedFactor(admin.id, admin.factors[0]!.id))!.secret);
    }
    expect(secrets).toEqual(DEMO_DESK_ADMINS.map((desk) => desk.totpSecret));
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
    await seedDemoData(db, store, null, payments);
    expect((await store.userByEmail(DEMO_NEW_ADMIN.email))!.factors).toEqual([]);
  });

  it('after the sandbox forgets (a restart without its memory), gives the unpaid orders attempts it knows again, and leaves the paid ones', async () => {
    await pesapal.control.reset();
    await seedDemoData(db, authStore(db.sql), SNAPSHOT, payments);
    const stories: string[] = [];
    for (const order of (await demoOrders()).filter((o) => o.chosenMethod !== 'Cash')) {
      const attempts = await db.payments.listForOrder(order.id);
      if (order.orderStatus === 'paid') {
        expect(attempts).toHaveLength(1);
        continue;
      }
      const [latest] = attempts;
      expect(latest!.merchantReference).toBe(`${order.id}-R2`);
      stories.push(`${order.orderStatus}/${latest!.status}/${(await pesapal.control.order(latest!.orderTrackingId!)).state}`);
    }
    expect(stories.sort()).toEqual(['awaiting_payment/PENDING/AWAITING', 'payment_failed/FAILED/FAILED']);
  });
});
