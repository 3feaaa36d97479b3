import { Hono } from 'hono';
import { z } from 'zod';
import type { AccountOrder } from '../../api/account.ts';
import type { SignedInUsers } from '../auth/signed-in.ts';
import { submitPayment } from '../checkout/submit-payment.ts';
import type { Database, Order } from '../db/index.ts';
import { ApiError, validationError } from '../errors.ts';
import { jsonBody } from '../request-body.ts';
import type { RateLimits } from '../rate-limit/limiter.ts';
import { trackOrder } from '../orders/track.ts';
import { countingMisses, guesserOf } from '../rate-limit/misses.ts';
import { trackRequest } from '../../api/tracked-order.ts';
import type { PesapalClient } from '../pesapal/index.ts';
import type { StatusChecks } from '../checkout/status-checks.ts';
import { toAccountOrder, type CancelWindow } from '../../lib/account/account-order.ts';
import { cancelRequest } from '../../lib/orders/after-sale-requests.ts';
import { orderReference } from '../../lib/order-display.ts';
import type { OrderEvents } from '../messages/order-events.ts';
import { cancelOrder, CUSTOMER_CANCELLATION } from '../orders/cancel.ts';
import { holdForPayment } from '../stock/out-of-stock.ts';
import type { RefundActor } from '../orders/refund.ts';
import { payableOnline } from '../../lib/orders/figures.ts';
import { adminActor } from '../audit/admin-actor.ts';
import { TRUST_SOCKET, type TrustProxy } from '../client-address.ts';
import { requireAal2 } from '../auth/middleware.ts';
import type { Context } from 'hono';
import { instalmentRequest, type InstalmentRequest } from '../../lib/layby/instalment-request.ts';
import { startInstalment } from '../layby/instalment.ts';
import type { CatalogueSource } from '../catalogue-source.ts';
import { customerDayRequest } from '../../lib/installation/reschedule-request.ts';
import { rescheduleInstallation } from '../installation/reschedule.ts';
import type { RescheduleAnswer } from '../../api/installation.ts';

/** How long after placing an order its confirmation can be opened by its address alone. */
const CONFIRMATION_DAYS = 30;

const notFound = () => new ApiError(404, 'ORDER_NOT_FOUND', 'order.error.notFound', 'orderId');

async function orderById(db: Database, raw: string): Promise<Order> {
  const id = z.uuid().safeParse(raw);
  const order = id.success ? await db.orders.byId(id.data.toLowerCase()) : null;
  if (!order) throw notFound();
  return order;
}

export interface ShopperOrderDeps {
  db: Database;
  limits: RateLimits;
  /** Without a token verifier, Pay now (for signed-in owners) answers 401. */
  users: SignedInUsers | undefined;
  pesapal: PesapalClient | undefined;
  /** Pesapal's status answers, shared with the payment pages: Pay now asks whether a page can still be paid. */
  statusChecks?: StatusChecks | undefined;
  siteUrl: string;
  now: () => Date;
  events?: OrderEvents | undefined;
  /** The time and the refund policy's change window (CMS site settings). */
  cancelWindow: () => Promise<CancelWindow>;
  /** Asks Pesapal for a payment's status and records it. */
  refreshPayment?: ((orderTrackingId: string) => Promise<unknown>) | undefined;
  /** Whose word is taken for the client's address: guesses are counted by it, and it is kept in the admin audit (default: the socket). */
  trustProxy?: TrustProxy | undefined;
  /** How long Pay now holds the order's units again (STOCK_HOLD_MINUTES). */
  stockHoldMs?: number | undefined;
  /** The build's catalogue: an installation's settings (its days, the hours before one it may be moved). */
  catalogue?: CatalogueSource | undefined;
}

/**
 * Who is cancelling: an admin (any order), the signed-in owner, or whoever holds the order's phone
 * and reference. Anyone else is refused in words; a wrong phone or reference counts as a tracking
 * miss, so cancelling cannot be used to guess them.
 */
async function canceller(
  deps: ShopperOrderDeps,
  c: Context,
  order: Order,
  body: { phone?: string | undefined; reference?: string | undefined },
): Promise<RefundActor> {
  const self = { id: null, role: 'customer' as const, username: CUSTOMER_CANCELLATION };
  const authorization = c.req.header('authorization');
  const user = authorization && deps.users ? await deps.users.require(authorization) : null;
  if (user?.role === 'admin') {
    // An admin cancel moves money (a paid order is refunded): aal2, like the admin routes.
    requireAal2(user);
    return { id: user.id, role: 'admin', username: user.email ?? user.id, audit: adminActor(c, user, deps.trustProxy ?? TRUST_SOCKET) };
  }
  if (user && order.userId === user.id) return { ...self, id: user.id };
  if (await holdsPhoneAndReference(deps, c, order, body)) return self;
  throw new ApiError(403, 'NOT_YOUR_ORDER', 'cancel.error.notYours');
}

/** Whether the request names the order's phone and reference; a wrong pair counts as a tracking miss, so it cannot be used to guess them. */
async function holdsPhoneAndReference(
  deps: ShopperOrderDeps,
  c: Context,
  order: Order,
  { phone, reference }: { phone?: string | undefined; reference?: string | undefined },
): Promise<boolean> {
  if (!phone || !reference) return false;
  const found = await countingMisses(await guesserOf(deps.limits, c, deps.trustProxy ?? TRUST_SOCKET), reference, async () =>
    orderReference(order.id) === reference && order.customer.phone === phone ? order : null,
  );
  return found !== null;
}

/**
 * Who may pay a lay-by's instalment: whoever holds the order's phone and reference (a guest on
 * /track, a reminder's link), or its signed-in owner. Neither given: 400 naming the phone; a wrong
 * pair or someone else's token: the order reads as not found.
 */
async function payer(
  deps: ShopperOrderDeps,
  c: Context,
  order: Order,
  body: Pick<InstalmentRequest, 'phone' | 'reference'>,
): Promise<string | null> {
  if (body.phone || body.reference) {
    if (await holdsPhoneAndReference(deps, c, order, body)) return null;
    throw notFound();
  }
  const authorization = c.req.header('authorization');
  if (!authorization || !deps.users) throw new ApiError(400, 'VALIDATION_ERROR', 'layby.error.whoPays', 'phone');
  const user = await deps.users.require(authorization);
  if (order.userId !== user.id) throw notFound();
  return user.id;
}

/**
 * The shopper's own order, outside the account pages:
 * POST /track {phone, reference}: the order and its timeline for whoever holds both (see orders/track.ts).
 * GET /{orderId}/confirmation: the order just placed, for its confirmation page. The id (a random
 * UUID, known only to the browser that placed it and to Pesapal) opens it for CONFIRMATION_DAYS;
 * the answer carries what was bought and how it is paid and delivered, never who bought it.
 * POST /{orderId}/pay: "Pay now" for an order awaiting its online payment (the owner's token):
 * the payment page again, or a new attempt after a failed one.
 * POST /{orderId}/instalments {amountCents, phone?, reference?}: a lay-by's next payment (issue 47):
 * its Pesapal page, for whoever holds the phone and reference, or the signed-in owner (layby/instalment.ts).
 * POST /{orderId}/installation {date, phone?, reference?}: its installation moved to another open
 * day (issue 48), for the same people as an instalment (installation/reschedule.ts): {installation}.
 * POST /{orderId}/cancel {reason, phone?, reference?}: cancels it (orders/cancel.ts), for its owner
 * (token, or phone and reference) within the policy's window and before dispatch, or an admin.
 */
export function shopperOrderRoutes(deps: ShopperOrderDeps): Hono {
  return new Hono()
    .post('/track', async (c) => {
      const parsed = trackRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      const guesser = await guesserOf(deps.limits, c, deps.trustProxy ?? TRUST_SOCKET);
      return c.json(await trackOrder(deps.db, guesser, parsed.data, await deps.cancelWindow()), 200);
    })
    .get('/:orderId/confirmation', async (c) => {
      const order = await orderById(deps.db, c.req.param('orderId'));
      if (deps.now().getTime() - Date.parse(order.createdAt) > CONFIRMATION_DAYS * 86_400_000) throw notFound();
      const answer: { order: AccountOrder } = { order: toAccountOrder(order, await deps.cancelWindow()) };
      return c.json(answer, 200);
    })
    .post('/:orderId/pay', async (c) => {
      if (!deps.users) throw new ApiError(401, 'UNAUTHORIZED', 'order.error.signInToPay');
      const user = await deps.users.require(c.req.header('authorization'));
      const order = await orderById(deps.db, c.req.param('orderId'));
      // Someone else's order reads as no order at all: ids are not to be probed.
      if (order.userId !== user.id) throw notFound();
      if (!payableOnline(order))
        throw new ApiError(409, 'NOT_PAYABLE', (t) => t('order.error.notPayable', { status: t(`order.status.${order.orderStatus}`) }));
      if (!deps.pesapal) throw new ApiError(503, 'PAYMENTS_UNAVAILABLE', 'order.error.paymentsUnavailable');
      await holdForPayment(deps.db, order, deps.stockHoldMs, deps.now());
      const attempt = await submitPayment({ db: deps.db, pesapal: deps.pesapal, checks: deps.statusChecks }, order, deps.siteUrl);
      return c.json({ ...attempt, orderId: order.id }, 200);
    })
    .post('/:orderId/instalments', async (c) => {
      const body = await jsonBody(c);
      const order = await orderById(deps.db, c.req.param('orderId'));
      const parsed = instalmentRequest.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      await payer(deps, c, order, parsed.data);
      // The deposit still due: the order's units are held again for its payment, as Pay now holds them.
      if (order.plan?.status === 'awaiting_deposit') await holdForPayment(deps.db, order, deps.stockHoldMs, deps.now());
      const attempt = await startInstalment(deps, order, parsed.data.amountCents);
      return c.json({ ...attempt, orderId: order.id }, 200);
    })
    .post('/:orderId/installation', async (c) => {
      const body = await jsonBody(c);
      const order = await orderById(deps.db, c.req.param('orderId'));
      const parsed = customerDayRequest.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      const userId = await payer(deps, c, order, parsed.data);
      if (!deps.catalogue || !order.installation) throw new ApiError(409, 'NO_INSTALLATION', 'installation.error.none');
      const { order: moved } = await rescheduleInstallation({ ...deps, catalogue: deps.catalogue }, order.id, parsed.data.date, {
        kind: 'customer',
        userId,
      });
      const answer: RescheduleAnswer = { installation: toAccountOrder(moved, await deps.cancelWindow()).installation! };
      return c.json(answer, 200);
    })
    .post('/:orderId/cancel', async (c) => {
      const body = await jsonBody(c);
      const order = await orderById(deps.db, c.req.param('orderId'));
      const parsed = cancelRequest.safeParse(body);
      if (!parsed.success) throw validationError(parsed.error);
      const actor = await canceller(deps, c, order, parsed.data);
      const outcome = await cancelOrder(deps, order, { reason: parsed.data.reason, actor });
      const refund = outcome.refund && {
        ok: outcome.refund.ok,
        status: outcome.refund.refund.status,
        amountCents: outcome.refund.refund.amountCents,
      };
      return c.json({ order: toAccountOrder(outcome.order, await deps.cancelWindow()), refund }, 200);
    });
}
