import { Hono } from 'hono';
import { signedIn, type AuthEnv } from '../auth/middleware.ts';
import type { SignedInUsers } from '../auth/signed-in.ts';
import type { Database, Order } from '../db/index.ts';

/** An order as the customer's order history shows it (no internal keys). */
export function toAccountOrder(order: Order) {
  return {
    id: order.id,
    status: order.status,
    deliveryStatus: order.deliveryStatus,
    paymentMethod: order.paymentMethod,
    currency: order.currency,
    subtotalCents: order.subtotalCents,
    shippingCents: order.shippingCents,
    taxCents: order.taxCents,
    totalCents: order.totalCents,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    items: order.items,
    payment: order.latestPayment,
  };
}

export type AccountOrder = ReturnType<typeof toAccountOrder>;

/** The signed-in customer's own records: /api/account/transactions and /api/account/orders. */
export function accountRoutes(users: SignedInUsers, db: Database) {
  const noStore = { 'cache-control': 'no-store' };
  return new Hono<AuthEnv>()
    .use('*', signedIn(users))
    .get('/transactions', async (c) => c.json({ transactions: await db.payments.listForUser(c.get('user').id) }, 200, noStore))
    .get('/orders', async (c) => c.json({ orders: (await db.orders.listForUser(c.get('user').id)).map(toAccountOrder) }, 200, noStore));
}
