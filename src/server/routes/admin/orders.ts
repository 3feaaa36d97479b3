import { Hono } from 'hono';
import type { OrderEvents } from '../../messages/order-events.ts';
import { z } from 'zod';
import { parseOrderQuery } from '../../../lib/admin/order-query-schema.ts';
import { toAdminNotification } from '../../../api/admin.ts';
import { adminOnly, signedIn, type AuthEnv } from '../../auth/middleware.ts';
import type { SignedInUsers } from '../../auth/signed-in.ts';
import { DELIVERY_STATUSES, type Database } from '../../db/index.ts';
import { ApiError, validationError } from '../../errors.ts';
import { jsonBody } from '../../request-body.ts';
import { refundRequest } from '../../../lib/orders/after-sale-requests.ts';
import { refundOrder, type RefundDeps } from '../../orders/refund.ts';
import { adminActor } from '../../audit/admin-actor.ts';
import { TRUST_SOCKET, type TrustProxy } from '../../client-address.ts';

const noStore = { 'cache-control': 'no-store' };

/** PATCH /api/orders/{orderId}: the admin sets the delivery status, any value in any order (spec section 4). */
export const deliveryUpdateSchema = z.object({
  /** pending, shipped, delivered or cancelled. */
  delivery_status: z.enum(DELIVERY_STATUSES),
});

const orderIdSchema = z.uuid();

function requireOrderId(raw: string): string {
  const parsed = orderIdSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
  return parsed.data.toLowerCase();
}

/**
 * The admin orders desk, enforced here: 401 without a valid token, 403 for a customer.
 * GET / (filter, search, page), GET /{orderId} (everything about one order), PATCH /{orderId},
 * POST /{orderId}/notifications/{id}/resend (an order e-mail or SMS due again now),
 * POST /{orderId}/refund {amountCents?, reason} (orders/refund.ts: 200 with the refund asked, or as
 * it stands on a repeat; 409 with the rule it breaks; 502 when Pesapal did not take it).
 * Each change is recorded in the admin audit (admin_actions) in its own transaction.
 */
export function adminOrdersRoutes(
  users: SignedInUsers,
  db: Database,
  now: () => Date,
  after: Omit<RefundDeps, 'db'> & { events?: OrderEvents | undefined; trustProxy?: TrustProxy | undefined } = { pesapal: undefined },
) {
  const { events } = after;
  const trust = after.trustProxy ?? TRUST_SOCKET;
  return new Hono<AuthEnv>()
    .use('*', signedIn(users), adminOnly)
    .get('/', async (c) => {
      const parsed = parseOrderQuery(new URL(c.req.url).searchParams);
      if (!parsed.ok) throw validationError(parsed.error);
      return c.json(await db.adminOrders.list(parsed.query, now()), 200, noStore);
    })
    .get('/:orderId', async (c) => {
      const detail = await db.adminOrders.detail(requireOrderId(c.req.param('orderId')));
      if (!detail) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
      return c.json(detail, 200, noStore);
    })
    .patch('/:orderId', async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      const parsed = deliveryUpdateSchema.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const to = parsed.data.delivery_status;
      const actor = adminActor(c, c.get('user'), trust);
      const changed = await db.transaction(async (tx) => {
        const before = await tx.orders.byId(orderId);
        const after = before && (await tx.orders.setDeliveryStatus(orderId, to, actor.id));
        if (after)
          await tx.adminActions.record(actor, {
            action: 'order.delivery',
            target: { kind: 'order', id: orderId },
            details: { from: before.deliveryStatus, to },
          });
        // The customer hears of shipped, delivered and cancelled, in the transaction that sets it.
        const queued =
          after && events && to !== 'pending' && before.deliveryStatus !== to ? await events.queue(tx, orderId, `delivery_${to}`) : 0;
        return after && { after, queued };
      });
      if (changed && changed.queued > 0) events?.sendNow(orderId);
      const order = changed && (await db.adminOrders.byId(orderId));
      if (!order) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
      return c.json({ order }, 200, noStore);
    })
    .post('/:orderId/notifications/:notificationId/resend', async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      const id = /^[1-9][0-9]{0,17}$/.test(c.req.param('notificationId')) ? c.req.param('notificationId') : null;
      const actor = adminActor(c, c.get('user'), trust);
      const due =
        id &&
        (await db.transaction(async (tx) => {
          const message = await tx.outbox.resend(id, orderId);
          if (message)
            await tx.adminActions.record(actor, {
              action: 'message.resend',
              target: { kind: 'order', id: orderId },
              details: { notificationId: id, event: message.event, channel: message.channel },
            });
          return message;
        }));
      if (!due) {
        const known = id ? (await db.outbox.forOrder(orderId)).find((message) => message.id === id) : undefined;
        if (!known) throw new ApiError(404, 'NOT_FOUND', 'api.notification.notFound');
        throw new ApiError(409, 'MESSAGE_NOT_SETTLED', 'api.notification.notSettled');
      }
      events?.sendNow(orderId);
      return c.json({ notification: toAdminNotification(due) }, 200, noStore);
    })
    .post('/:orderId/refund', async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      const parsed = refundRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const order = await db.orders.byId(orderId);
      if (!order) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
      const user = c.get('user');
      const outcome = await refundOrder({ ...after, db }, order, {
        ...parsed.data,
        actor: { id: user.id, role: 'admin', username: user.email ?? user.id, audit: adminActor(c, user, trust) },
      });
      if (!outcome.ok)
        throw new ApiError(502, 'REFUND_NOT_TAKEN', 'refund.error.provider', undefined, { detail: outcome.detail.slice(0, 200) });
      return c.json({ refund: outcome.refund, repeated: outcome.repeated, order: await db.adminOrders.byId(orderId) }, 200, noStore);
    });
}
