import { Hono } from 'hono';
import type { OrderEvents } from '../../messages/order-events.ts';
import { z } from 'zod';
import { parseOrderQuery } from '../../../lib/admin/order-query-schema.ts';
import { toAdminNotification } from '../../../api/admin.ts';
import { toAdminInvoice, type AdminOrderWithInvoices } from '../../../api/admin-invoices.ts';
import { signedInAdmin, type AuthEnv } from '../../auth/middleware.ts';
import type { SignedInUsers } from '../../auth/signed-in.ts';
import { DELIVERY_STATUSES, type Database } from '../../db/index.ts';
import { ApiError, validationError } from '../../errors.ts';
import { jsonBody } from '../../request-body.ts';
import { refundOrder, type RefundDeps } from '../../orders/refund.ts';
import { cancelOrder, type CancelDeps } from '../../orders/cancel.ts';
import { refusedStep, takeDeliveryStep } from '../../orders/steps.ts';
import { confirmByPhone } from '../../orders/confirm.ts';
import { recordCash } from '../../orders/cash.ts';
import { cashRequest, optionalDriver } from '../../../lib/orders/cash-request.ts';
import { moveOrder, stageOf, stepForDeliveryStatus } from '../../../lib/orders/lifecycle.ts';
import { cancelRequest, refundRequest } from '../../../lib/orders/after-sale-requests.ts';
import { adminActor } from '../../audit/admin-actor.ts';
import { TRUST_SOCKET, type TrustProxy } from '../../client-address.ts';

/**
 * PATCH /api/orders/{orderId}: the admin moves the order's delivery on, as its life allows
 * (orders/lifecycle.ts): shipped once paid or to be paid to the driver, delivered once shipped,
 * cancelled (a cancellation like POST /{orderId}/cancel, with its refund) before delivery.
 */
const deliveryUpdateSchema = z
  .object({
    /** pending (only where it already is), shipped, delivered or cancelled. */
    delivery_status: z.enum(DELIVERY_STATUSES),
    /** Why, for a cancellation: kept in the order and its audit. */
    reason: cancelRequest.shape.reason.optional(),
    /** Who takes the goods out, with `shipped` only: the day's cash view asks them for it (GET /api/admin/cash). */
    driver: optionalDriver,
  })
  .refine((body) => body.driver === undefined || body.delivery_status === 'shipped', {
    error: 'admin.steps.error.driverWhenShipped',
    path: ['driver'],
  });

/** The reason kept when the desk cancels through PATCH without one. */
const DESK_CANCEL_REASON = 'Cancelled by the shop from the orders desk';

const orderIdSchema = z.uuid();

function requireOrderId(raw: string): string {
  const parsed = orderIdSchema.safeParse(raw);
  if (!parsed.success) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
  return parsed.data.toLowerCase();
}

/**
 * The admin orders desk, enforced here: 401 without a valid token, 403 for a customer.
 * GET / (filter, search, page), GET /{orderId} (everything about one order, its tax invoices and credit notes
 * among it), PATCH /{orderId},
 * POST /{orderId}/notifications/{id}/resend (an order e-mail or SMS due again now),
 * POST /{orderId}/refund {amountCents?, reason} (orders/refund.ts: 200 with the refund asked, or as
 * it stands on a repeat; 409 with the rule it breaks; 502 when Pesapal did not take it).
 * POST /{orderId}/confirm (no body): a cash order above the shop's limit was confirmed by phone
 * (orders/confirm.ts: 200 with the order, now cash on delivery; 409 naming the stage of any other).
 * Each change is recorded in the admin audit (admin_actions) in its own transaction.
 */
export function adminOrdersRoutes(
  users: SignedInUsers,
  db: Database,
  now: () => Date,
  after: Omit<RefundDeps, 'db'> &
    Pick<CancelDeps, 'cancelWindow'> & { events?: OrderEvents | undefined; trustProxy?: TrustProxy | undefined },
) {
  const { events } = after;
  const trust = after.trustProxy ?? TRUST_SOCKET;
  const admin = signedInAdmin(users);
  return new Hono<AuthEnv>()
    .get('/', admin, async (c) => {
      const parsed = parseOrderQuery(new URL(c.req.url).searchParams);
      if (!parsed.ok) throw validationError(parsed.error);
      return c.json(await db.adminOrders.list(parsed.query, now()), 200);
    })
    .get('/:orderId', admin, async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      const [detail, documents] = await Promise.all([db.adminOrders.detail(orderId), db.taxDocuments.forOrder(orderId)]);
      if (!detail) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
      const originals = new Map(documents.map((d) => [d.id, d]));
      const answer: AdminOrderWithInvoices = { ...detail, invoices: documents.map((d) => toAdminInvoice(d, originals)) };
      return c.json(answer, 200);
    })
    .patch('/:orderId', admin, async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      const parsed = deliveryUpdateSchema.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const order = await db.orders.byId(orderId);
      if (!order) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
      const user = c.get('user');
      const actor = adminActor(c, user, trust);
      const step = stepForDeliveryStatus(parsed.data.delivery_status);
      if (step === 'cancel') {
        const verdict = moveOrder(order, 'cancel');
        if (!verdict.ok) throw refusedStep(orderId, verdict.stage, 'cancel', 'delivery_status');
        if (verdict.changes) {
          const reason = parsed.data.reason ?? DESK_CANCEL_REASON;
          await cancelOrder({ ...after, db }, order, {
            reason,
            actor: { id: user.id, role: 'admin', username: user.email ?? user.id, audit: actor },
          });
        }
      } else if (step === null) {
        // Nothing goes back to pending: it is only ever where an order starts.
        if (order.deliveryStatus !== 'pending') throw refusedStep(orderId, stageOf(order), 'pending', 'delivery_status');
      } else if ((await takeDeliveryStep({ db, events }, orderId, step, actor, parsed.data.driver)) === null) {
        throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
      }
      return c.json({ order: await db.adminOrders.byId(orderId) }, 200);
    })
    .post('/:orderId/confirm', admin, async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      if (!(await confirmByPhone({ db, events }, orderId, adminActor(c, c.get('user'), trust))))
        throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
      return c.json({ order: await db.adminOrders.byId(orderId) }, 200);
    })
    .post('/:orderId/cash', admin, async (c) => {
      const orderId = requireOrderId(c.req.param('orderId'));
      const parsed = cashRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const recorded = await recordCash({ db, events }, orderId, parsed.data, adminActor(c, c.get('user'), trust));
      if (!recorded) throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
      return c.json({ ...recorded, order: await db.adminOrders.byId(orderId) }, 200);
    })
    .post('/:orderId/notifications/:notificationId/resend', admin, async (c) => {
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
      return c.json({ notification: toAdminNotification(due) }, 200);
    })
    .post('/:orderId/refund', admin, async (c) => {
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
      return c.json({ refund: outcome.refund, repeated: outcome.repeated, order: await db.adminOrders.byId(orderId) }, 200);
    });
}
