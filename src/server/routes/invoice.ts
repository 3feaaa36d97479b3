import { Hono } from 'hono';
import { z } from 'zod';
import { orderReference } from '../../lib/order-display.ts';
import { requireAal2 } from '../auth/middleware.ts';
import type { SignedInUsers } from '../auth/signed-in.ts';
import { ApiError } from '../errors.ts';
import { orderInvoice, type InvoiceDeps } from '../orders/invoice.ts';

const orderNotFound = () => new ApiError(404, 'ORDER_NOT_FOUND', 'order.error.notFound', 'orderId');

/**
 * GET /api/orders/{orderId}/invoice: the order's tax invoices and credit notes (api/invoice.ts),
 * for the order's signed-in owner and for an admin at aal2 (any order). Anyone else, signed in or
 * not, gets the same 404 as for an order that does not exist, so ids cannot be probed; a token
 * that is no longer valid is a 401, so the browser signs in again. An order with no document yet
 * (nothing paid) is a 404 INVOICE_NOT_FOUND naming it.
 */
export function invoiceRoutes(deps: InvoiceDeps & { users: SignedInUsers | undefined }): Hono {
  return new Hono().get('/:orderId/invoice', async (c) => {
    const id = z.uuid().safeParse(c.req.param('orderId'));
    const authorization = c.req.header('authorization');
    if (!id.success || !authorization || !deps.users) throw orderNotFound();
    const user = await deps.users.require(authorization);
    const order = await deps.db.orders.byId(id.data.toLowerCase());
    if (!order) throw orderNotFound();
    if (order.userId !== user.id) {
      if (user.role !== 'admin') throw orderNotFound();
      requireAal2(user);
    }
    const invoice = await orderInvoice(deps, order);
    if (!invoice)
      throw new ApiError(
        404,
        'INVOICE_NOT_FOUND',
        'invoice.error.none',
        'orderId',
        { reference: orderReference(order.id) },
        { orderId: order.id },
      );
    return c.json(invoice, 200);
  });
}
