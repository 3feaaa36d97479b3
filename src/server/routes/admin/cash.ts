import { Hono } from 'hono';
import type { CashDayAnswer } from '../../../api/admin-cash.ts';
import { SHOP_TIME_ZONE } from '../../../lib/admin/periods.ts';
import { cashDay, dayOf, dayRange, type DayOrder } from '../../../lib/orders/cash-day.ts';
import { cashDayQuery } from '../../../lib/orders/cash-day-query.ts';
import { orderEnded, orderFigures } from '../../../lib/orders/figures.ts';
import type { Order } from '../../../lib/order-types.ts';
import { signedInAdmin, type AuthEnv } from '../../auth/middleware.ts';
import type { SignedInUsers } from '../../auth/signed-in.ts';
import type { Database } from '../../db/index.ts';
import { validationError } from '../../errors.ts';

/**
 * GET /api/admin/cash?day=YYYY-MM-DD (today on the shop's calendar when left out): the day's cash
 * per driver and in total, expected, collected and outstanding, with the orders behind each figure
 * (lib/orders/cash-day.ts says how each is counted). 400 naming `day` for a day that is not one.
 */
export function adminCashRoutes(users: SignedInUsers, db: Database, now: () => Date) {
  const admin = signedInAdmin(users);
  return new Hono<AuthEnv>().get('/', admin, async (c) => {
    const parsed = cashDayQuery.safeParse(Object.fromEntries(new URL(c.req.url).searchParams));
    if (!parsed.success) throw validationError(parsed.error);
    const day = parsed.data.day ?? dayOf(now());
    const range = dayRange(day)!;
    const found = await db.cashCollections.dayOrders(range.from, range.to);
    const ids = found.map((entry) => entry.orderId);
    const [orders, collections] = await Promise.all([db.orders.byIds(ids), db.cashCollections.forOrders(ids)]);
    const orderOf = new Map(orders.map((order) => [order.id, order]));
    const collectionsOf = Map.groupBy(collections, (collection) => collection.orderId);
    const dayOrders = found.flatMap(({ orderId, went }): Array<DayOrder & { full: Order }> => {
      const order = orderOf.get(orderId);
      if (!order) return [];
      const owedCents = orderEnded(order) ? 0 : orderFigures(order).totalCents;
      return [{ orderId, driver: order.driver, owedCents, went, collections: collectionsOf.get(orderId) ?? [], full: order }];
    });
    const result = cashDay(dayOrders, range);
    const answer: CashDayAnswer = {
      day,
      timeZone: SHOP_TIME_ZONE,
      from: range.from.toISOString(),
      to: range.to.toISOString(),
      totals: result.totals,
      drivers: result.drivers.map(({ driver, entries, expectedCents, collectedCents, outstandingCents }) => ({
        driver,
        expectedCents,
        collectedCents,
        outstandingCents,
        orders: entries.map((entry) => ({
          orderId: entry.order.orderId,
          customerName: entry.order.full.customer.fullName,
          customerPhone: entry.order.full.customer.phone,
          orderStatus: entry.order.full.orderStatus,
          deliveryStatus: entry.order.full.deliveryStatus,
          went: entry.order.went,
          expectedCents: entry.expectedCents,
          collectedCents: entry.collectedCents,
          outstandingCents: entry.outstandingCents,
          collections: entry.collections,
        })),
      })),
    };
    return c.json(answer, 200);
  });
}
