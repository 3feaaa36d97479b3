import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSnapshot } from '../../scripts/orders-seed/demo-snapshot.ts';
import { seedOrders } from '../../scripts/orders-seed/generate.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { priceOrder } from '../../src/lib/checkout/price-order.ts';
import { countyOf } from '../../src/lib/delivery/counties.ts';
import type { Order } from '../../src/lib/order-types.ts';
import type { Database } from '../../src/server/db/index.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

const NOW = new Date('2026-11-18T09:00:00Z');
const ORDERS = 400;

/**
 * The orders `npm run orders:seed` and the bench add are priced as a real checkout prices them:
 * each stored order's lines, delivery and totals are what the shop's pricing (priceOrder, the
 * function checkout prices with) gives for the same products, quantities, county and delivery
 * options from the demo catalogue's snapshot, once written through the data door's bulk insert
 * and read back as the shop reads an order.
 */
describe.each(ENGINES)('seeded orders are priced as checkout prices them, on %s', (engine) => {
  let db: Database;
  let snapshot: CatalogueSnapshot;
  let orders: Order[];

  beforeAll(async () => {
    db = await freshDatabase(engine);
    snapshot = await demoSnapshot(NOW);
    expect(await seedOrders(db.sql, { count: ORDERS, snapshot, now: NOW, days: 90, runId: 'pricing' })).toBe(ORDERS);
    const ids = await db.sql.query<{ id: string }>('select id from public.orders order by created_at desc, id');
    orders = await db.orders.byIds(ids.map((row) => row.id));
  });
  afterAll(async () => {
    await db.close();
  });

  it('writes every order it generates', () => {
    expect(orders).toHaveLength(ORDERS);
  });

  it.each<[string, (order: Order) => boolean]>([
    ['one line, Nairobi (Zone 1)', (o) => o.items.length === 1 && o.delivery?.zone === 1],
    ['three lines', (o) => o.items.length === 3],
    ['goods above the zone’s free-delivery threshold', (o) => o.delivery?.free === true],
    ['a fee in Zone 2', (o) => o.delivery?.zone === 2 && !o.delivery.free && (o.delivery.feeCents ?? 0) > 0],
    ['Zone 3, where delivery is never free', (o) => o.delivery?.zone === 3],
    ['Zone 4, delivery quoted by the team', (o) => o.delivery?.zone === 4 && o.delivery.feeCents === null],
    ['express', (o) => o.delivery?.express === true],
    ['weekend', (o) => o.delivery?.weekend === true],
    ['cash above the shop’s limit, waiting for the team’s call', (o) => o.orderStatus === 'awaiting_confirmation'],
    ['paid online', (o) => o.orderStatus === 'paid' && o.chosenMethod !== 'Cash'],
  ])('%s: lines, delivery and totals as priceOrder gives them', (_, wanted) => {
    const order = orders.find(wanted);
    expect(order, 'the seed makes such an order').toBeDefined();
    const { delivery, items } = order!;
    const priced = priceOrder(
      items.map((item) => ({ id: item.productId, quantity: item.quantity })),
      snapshot,
      // Checkout prices delivery to the customer's county, with the options the order records.
      { county: countyOf(order!.customer.county)!.code, options: { express: delivery!.express, weekend: delivery!.weekend } },
    );
    if (!priced.ok) throw new Error(`checkout refuses order ${order!.id}: ${priced.error.code}`);
    const { lines, ...rest } = priced.order;
    expect({
      items,
      delivery,
      deliveryTax: order!.deliveryTax,
      subtotalCents: order!.subtotalCents,
      shippingCents: order!.shippingCents,
      taxCents: order!.taxCents,
      totalCents: order!.totalCents,
    }).toEqual({ items: lines, ...rest });
    expect(order!.latestPayment?.amountCents).toBe(priced.order.totalCents);
  });
});
