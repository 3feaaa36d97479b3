import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/server/db/index.ts';
import type { OrderDelivery } from '../../src/lib/order-types.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { withFirstPayment } from '../../src/server/db/order-row.ts';
import { MAX_LINE_QUANTITY } from '../../src/lib/cart/line.ts';
import { pricedOrder } from '../../src/lib/checkout/price-order.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';
import { ENGINES, freshDatabase, insertUser, sampleOrder } from './db-fixture.ts';

/** Nairobi City, one 5 kg item: Zone 1, small, KSh 500, 1 to 3 days. */
const NAIROBI_DELIVERY: OrderDelivery = {
  county: '047',
  zone: 1,
  zoneName: { en: 'Nairobi and environs', sw: 'Nairobi na viunga vyake' },
  sizeClass: 'small',
  weightKg: 5,
  express: false,
  weekend: false,
  feeCents: 50_000,
  free: false,
  collect: 'on-delivery',
  days: { min: 1, max: 3 },
};

describe.each(ENGINES)('the db door on %s', (engine) => {
  let db: Database;
  let userId: string;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    userId = await insertUser(db);
  });
  afterAll(() => db.close());

  it('records each migration once, so a restart applies nothing', async () => {
    expect(await migrate(db.sql)).toEqual([]);
    const rows = await db.sql.query<{ version: string }>(`select version from supabase_migrations.schema_migrations order by version`);
    expect(rows.length).toBeGreaterThanOrEqual(4);
  });

  it('creates a customer profile for every new auth user', async () => {
    expect(await db.profiles.roleOf(userId)).toBe('customer');
    await db.profiles.setRole(userId, 'admin');
    expect(await db.profiles.roleOf(userId)).toBe('admin');
    await db.profiles.setRole(userId, 'customer');
  });

  it('counts a user without a profile as a customer', async () => {
    expect(await db.profiles.roleOf('00000000-0000-4000-8000-000000000000')).toBe('customer');
  });

  it('writes an order with lines, totals and policies, once per idempotency key', async () => {
    const input = sampleOrder(userId);
    const first = await db.orders.create(input);
    expect(first.created).toBe(true);
    expect(first.order).toMatchObject({
      userId,
      orderStatus: 'awaiting_payment',
      deliveryStatus: 'pending',
      subtotalCents: 9_547_500,
      totalCents: 9_547_500,
      latestPayment: null,
    });
    expect(first.order.items.map((i) => [i.productId, i.quantity, i.lineTotalCents])).toEqual([
      ['battery-100ah', 2, 9_500_000],
      ['mc4-connectors', 1, 47_500],
    ]);
    expect((await db.orders.acceptedPolicies(first.order.id)).map((p) => p.type)).toEqual(['privacy-policy', 'terms-and-conditions']);
    const again = await db.orders.create({ ...input, priced: pricedOrder(input.priced.lines.slice(0, 1), null) });
    expect(again).toEqual({ order: first.order, created: false });
  });

  it.each([
    ['a quantity of 0', { items: [{ productId: 'x', productName: 'X', unitPriceCents: 100, quantity: 0 }] }],
    ['a quantity over the limit', { items: [{ productId: 'x', productName: 'X', unitPriceCents: 100, quantity: MAX_LINE_QUANTITY + 1 }] }],
    ['a negative price', { items: [{ productId: 'x', productName: 'X', unitPriceCents: -1, quantity: 1 }] }],
    ['a phone that is not normalised', { customer: { ...sampleOrder(null).customer, phone: '0712345678' } }],
    ['an unknown payment method', { chosenMethod: 'Bitcoin' as 'Cash' }],
    ['a negative delivery fee', { delivery: { ...NAIROBI_DELIVERY, feeCents: -500 } }],
    ['a delivery county outside the list', { delivery: { ...NAIROBI_DELIVERY, county: '048' as '047' } }],
    ['a delivery zone outside 1 to 4', { delivery: { ...NAIROBI_DELIVERY, zone: 5 as 4 } }],
    ['a priced delivery without its days', { delivery: { ...NAIROBI_DELIVERY, days: null } }],
  ])('rejects %s and leaves nothing half-written', async (_name, overrides) => {
    const input = sampleOrder(userId, overrides);
    await expect(db.orders.create(input)).rejects.toThrow();
    expect(await db.orders.byIdempotencyKey(input.idempotencyKey)).toBeNull();
  });

  it('stores the totals and line totals it is given, as priced, computing none of them', async () => {
    const sample = sampleOrder(userId).priced;
    // A subtotal other than its lines' sum: the door keeps it as given, where it used to recompute it.
    const line = {
      productId: 'inverter',
      productName: 'Inverter',
      unitPriceCents: 1_000_000,
      quantity: 3,
      lineTotalCents: 3_000_000,
      tax: statutoryTax('B'),
    };
    const priced = { ...sample, lines: [line], subtotalCents: 2_999_000, shippingCents: 0, taxCents: 1_000, totalCents: 3_000_000 };
    const { order } = await db.orders.create({ ...sampleOrder(userId), priced });
    expect(order).toMatchObject({ subtotalCents: 2_999_000, shippingCents: 0, taxCents: 1_000, totalCents: 3_000_000, items: [line] });
  });

  it.each([
    ['a total that is not subtotal, shipping and tax', { totalCents: 1 }],
    [
      'a line total that is not its unit price times its quantity',
      { lines: [{ productId: 'x', productName: 'X', unitPriceCents: 100, quantity: 2, lineTotalCents: 100, tax: statutoryTax('B') }] },
    ],
  ])('refuses %s rather than correcting it', async (_name, change) => {
    const input = sampleOrder(userId);
    await expect(db.orders.create({ ...input, priced: { ...input.priced, ...change } })).rejects.toThrow();
    expect(await db.orders.byIdempotencyKey(input.idempotencyKey)).toBeNull();
  });

  it.each([
    ['charged online: the fee is the shipping and in the total', 'online' as const, 50_000],
    ['collected on delivery: the total is the goods', 'on-delivery' as const, 0],
  ])('stores the delivery record, %s', async (_name, collect, shipping) => {
    const input = sampleOrder(userId, { delivery: { ...NAIROBI_DELIVERY, collect } });
    const { order } = await db.orders.create(input);
    expect(order.delivery).toEqual({ ...NAIROBI_DELIVERY, collect });
    expect(order.shippingCents).toBe(shipping);
    expect(order.totalCents).toBe(order.subtotalCents + shipping);
    expect(await db.orders.byId(order.id)).toEqual(order);
  });

  it('stores a delivery to be quoted with no fee and no days, and charges the goods only', async () => {
    const quoted = {
      ...NAIROBI_DELIVERY,
      county: '023' as const,
      zone: 4 as const,
      zoneName: { en: 'Remote areas', sw: 'Maeneo ya mbali' },
      feeCents: null,
      days: null,
      collect: 'online' as const,
    };
    const { order } = await db.orders.create(sampleOrder(null, { delivery: quoted }));
    expect(order.delivery).toEqual(quoted);
    expect(order.totalCents).toBe(order.subtotalCents);
  });

  it('rejects an order status outside the list', async () => {
    const { order } = await db.orders.create(sampleOrder(userId));
    await expect(db.sql.query(`update public.orders set status = 'shipped' where id = $1`, [order.id])).rejects.toThrow();
  });

  it('marks an order paid once', async () => {
    const { order } = await db.orders.create(sampleOrder(null));
    expect(await db.orders.setStatus(order.id, 'paid')).toBe(true);
    expect(await db.orders.setStatus(order.id, 'paid')).toBe(false);
    expect(await db.orders.setStatus(order.id, 'payment_failed')).toBe(false);
    const paid = await db.orders.byId(order.id);
    expect(paid?.orderStatus).toBe('paid');
    expect(paid?.paidAt).not.toBeNull();
  });

  it('records payment answers in the history and sets completed_at the first time', async () => {
    const { order } = await db.orders.create(sampleOrder(userId));
    const payment = await db.payments.create({ orderId: order.id, amountCents: order.totalCents });
    expect(payment).toMatchObject({ merchantReference: order.id, userId, status: 'PENDING', orderTrackingId: null });
    await db.payments.setTrackingId(payment.id, `track-${order.id}`);
    const pending = await db.payments.recordStatus(payment.id, { status: 'PENDING', source: 'poll', raw: { status_code: 0 } });
    expect(pending.after.completedAt).toBeNull();
    const done = await db.payments.recordStatus(payment.id, {
      status: 'COMPLETED',
      reportedMethod: 'M-Pesa',
      confirmationCode: 'TF27XK3L9Q',
      source: 'ipn',
      raw: { status_code: 1 },
    });
    expect(done.before.status).toBe('PENDING');
    expect(done.after).toMatchObject({ status: 'COMPLETED', reportedMethod: 'M-Pesa', confirmationCode: 'TF27XK3L9Q' });
    const repeat = await db.payments.recordStatus(payment.id, { status: 'COMPLETED', source: 'poll', raw: { status_code: 1 } });
    expect(repeat.after.completedAt).toBe(done.after.completedAt);
    expect((await db.payments.statusHistory(payment.id)).map((h) => [h.source, h.status])).toEqual([
      ['poll', 'PENDING'],
      ['ipn', 'COMPLETED'],
      ['poll', 'COMPLETED'],
    ]);
    expect((await db.payments.byTrackingId(`track-${order.id}`))?.id).toBe(payment.id);
    expect((await db.orders.byId(order.id))?.latestPayment).toMatchObject({ status: 'COMPLETED', orderTrackingId: `track-${order.id}` });
  });

  it('tells a checkout the order as a read would find it once its first payment is written (its messages need no second read)', async () => {
    const { order } = await db.orders.create(sampleOrder(userId, { chosenMethod: 'Cash', orderStatus: 'cash_on_delivery' }));
    const payment = await db.payments.create({
      orderId: order.id,
      provider: 'cash',
      merchantReference: `COD-${order.id}`,
      amountCents: order.totalCents,
      reportedMethod: 'Cash on delivery',
    });
    expect(withFirstPayment(order, payment)).toEqual(await db.orders.byId(order.id));
  });

  it("lists a customer's own orders newest first, each with its latest payment, and nobody else's", async () => {
    const me = await insertUser(db);
    const other = await insertUser(db);
    const first = await db.orders.create(sampleOrder(me));
    const cash = await db.orders.create(sampleOrder(me, { chosenMethod: 'Cash', orderStatus: 'cash_on_delivery' }));
    await db.payments.create({ orderId: first.order.id, amountCents: 100, merchantReference: `first-${first.order.id}` });
    await db.payments.create({ orderId: first.order.id, amountCents: 200, orderTrackingId: `later-${first.order.id}` });
    const theirs = await db.orders.create(sampleOrder(other));
    const mine = await db.orders.listForUser(me);
    expect(mine.map((order) => order.id)).toEqual([cash.order.id, first.order.id]);
    expect(mine[0]?.latestPayment).toBeNull();
    expect(mine[1]?.latestPayment).toMatchObject({ amountCents: 200, orderTrackingId: `later-${first.order.id}` });
    expect((await db.orders.listForUser(other)).map((order) => order.id)).toEqual([theirs.order.id]);
  });

  it('keeps who changed the delivery status and when', async () => {
    const admin = await insertUser(db);
    const { order } = await db.orders.create(sampleOrder(userId));
    await db.orders.setDeliveryStatus(order.id, 'shipped', admin);
    await db.orders.setDeliveryStatus(order.id, 'shipped', admin);
    const delivered = await db.orders.setDeliveryStatus(order.id, 'delivered', admin);
    expect(delivered?.deliveryStatus).toBe('delivered');
    expect((await db.orders.deliveryHistory(order.id)).map((c) => [c.from, c.to, c.changedBy])).toEqual([
      ['pending', 'shipped', admin],
      ['shipped', 'delivered', admin],
    ]);
    expect(await db.orders.setDeliveryStatus('00000000-0000-4000-8000-000000000000', 'shipped', admin)).toBeNull();
  });

  it('rolls back everything written inside a failed transaction', async () => {
    const input = sampleOrder(userId);
    await expect(
      db.transaction(async (tx) => {
        const { order } = await tx.orders.create(input);
        await tx.payments.create({ orderId: order.id, amountCents: -1 });
      }),
    ).rejects.toThrow();
    expect(await db.orders.byIdempotencyKey(input.idempotencyKey)).toBeNull();
  });
});
