import { Hono } from 'hono';
import { z } from 'zod';
import { t } from '../../i18n/index.ts';
import type { AccountOrder } from '../../lib/account/answers.ts';
import type { SignedInUsers } from '../auth/signed-in.ts';
import { submitPayment } from '../checkout/submit-payment.ts';
import type { Database, Order } from '../db/index.ts';
import { ApiError, validationError } from '../errors.ts';
import { jsonBody } from '../request-body.ts';
import type { RateLimits } from '../rate-limit/limiter.ts';
import { trackOrder } from '../orders/track.ts';
import { trackRequest } from '../../lib/orders/tracked-order.ts';
import type { PesapalClient } from '../pesapal/index.ts';
import { toAccountOrder } from './account.ts';

const noStore = { 'cache-control': 'no-store' };

/** How long after placing an order its confirmation can be opened by its address alone. */
export const CONFIRMATION_DAYS = 30;

/** Orders that are waiting for an online payment: "Pay now" reopens it. */
const PAYABLE = new Set<Order['status']>(['awaiting_payment', 'payment_failed']);

const notFound = () => new ApiError(404, 'ORDER_NOT_FOUND', t('order.error.notFound'), 'orderId');

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
  siteUrl: string;
  now: () => Date;
}

/**
 * The shopper's own order, outside the account pages:
 * POST /track {phone, reference}: the order and its timeline for whoever holds both (see orders/track.ts).
 * GET /{orderId}/confirmation: the order just placed, for its confirmation page. The id (a random
 * UUID, known only to the browser that placed it and to Pesapal) opens it for CONFIRMATION_DAYS;
 * the answer carries what was bought and how it is paid and delivered, never who bought it.
 * POST /{orderId}/pay: "Pay now" for an order awaiting its online payment (the owner's token):
 * the payment page again, or a new attempt after a failed one.
 */
export function shopperOrderRoutes(deps: ShopperOrderDeps): Hono {
  return new Hono()
    .post('/track', async (c) => {
      const parsed = trackRequest.safeParse(await jsonBody(c));
      if (!parsed.success) throw validationError(parsed.error);
      return c.json(await trackOrder(deps.db, deps.limits, parsed.data), 200, noStore);
    })
    .get('/:orderId/confirmation', async (c) => {
      const order = await orderById(deps.db, c.req.param('orderId'));
      if (deps.now().getTime() - Date.parse(order.createdAt) > CONFIRMATION_DAYS * 86_400_000) throw notFound();
      const answer: { order: AccountOrder } = { order: toAccountOrder(order) };
      return c.json(answer, 200, noStore);
    })
    .post('/:orderId/pay', async (c) => {
      if (!deps.users) throw new ApiError(401, 'UNAUTHORIZED', t('order.error.signInToPay'));
      const user = await deps.users.require(c.req.header('authorization'));
      const order = await orderById(deps.db, c.req.param('orderId'));
      // Someone else's order reads as no order at all: ids are not to be probed.
      if (order.userId !== user.id) throw notFound();
      if (order.paymentMethod === 'Cash' || !PAYABLE.has(order.status)) throw new ApiError(409, 'NOT_PAYABLE', t('order.error.notPayable', { status: t(`order.status.${order.status}`) }));
      if (!deps.pesapal) throw new ApiError(503, 'PAYMENTS_UNAVAILABLE', t('order.error.paymentsUnavailable'));
      const attempt = await submitPayment({ db: deps.db, pesapal: deps.pesapal }, order, deps.siteUrl);
      return c.json({ ...attempt, orderId: order.id }, 200, noStore);
    });
}
