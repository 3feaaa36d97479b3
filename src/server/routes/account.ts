import { Hono } from 'hono';
import { signedIn, type AuthEnv } from '../auth/middleware.ts';
import type { SignedInUsers } from '../auth/signed-in.ts';
import type { AccountDetails, AccountTransaction } from '../../api/account.ts';
import type { Database, Order } from '../db/index.ts';
import { toAccountOrder, type CancelWindow } from '../../lib/account/account-order.ts';
import { orderFigures } from '../../lib/orders/figures.ts';

/** An order as one entry of /account's list: the same orders as the history, in the spec's Transaction shape. */
function toAccountTransaction(order: Order): AccountTransaction {
  return {
    id: order.id,
    orderTrackingId: order.latestPayment?.orderTrackingId ?? null,
    status: order.orderStatus,
    reportedMethod: order.latestPayment?.reportedMethod ?? null,
    chosenMethod: order.chosenMethod,
    amountCents: orderFigures(order).totalCents,
    currency: order.currency,
    createdAt: order.createdAt,
    phone: order.customer.phone,
  };
}

/**
 * The signed-in customer's own orders, both from the same list: /api/account/transactions (the
 * /account list) and /api/account/orders (the history); and /api/account/details, where the last order went.
 */
export function accountRoutes(users: SignedInUsers, db: Database, cancelWindow: () => Promise<CancelWindow>) {
  const signed = signedIn(users);
  return (
    new Hono<AuthEnv>()
      .get('/transactions', signed, async (c) =>
        c.json({ transactions: (await db.orders.listForUser(c.get('user').id)).map(toAccountTransaction) }, 200),
      )
      .get('/orders', signed, async (c) => {
        const [orders, window] = await Promise.all([db.orders.listForUser(c.get('user').id), cancelWindow()]);
        return c.json({ orders: orders.map((order) => ({ ...toAccountOrder(order, window), phone: order.customer.phone })) }, 200);
      })
      // Where the customer's last order went: checkout offers it again, so a returning customer types nothing twice.
      .get('/details', signed, async (c) => {
        const [last] = await db.orders.listForUser(c.get('user').id, 1);
        const details: AccountDetails | null = last
          ? {
              phone: last.customer.phone,
              address: last.customer.address,
              apartment: last.customer.apartment,
              city: last.customer.city,
              county: last.customer.county,
              postalCode: last.customer.postalCode,
            }
          : null;
        return c.json({ details }, 200);
      })
  );
}
