import { Hono, type Context } from 'hono';
import { refreshPayment, type PaymentDeps } from '../checkout/payment-update.ts';
import type { PaymentStatusUpdate } from '../db/index.ts';
import { ApiError, errorBody } from '../errors.ts';
import { ipnAcknowledgement, isTrackingId, parseNotification } from '../pesapal/index.ts';

/** orderTrackingId from the query, in either spelling Pesapal and our pages use; 400 unless it has Pesapal's shape. */
function trackingId(c: Context): string {
  const id = (c.req.query('orderTrackingId') ?? c.req.query('OrderTrackingId') ?? '').trim();
  if (!id) throw new ApiError(400, 'MISSING_TRACKING_ID', 'payment.error.missingId', 'orderTrackingId');
  if (!isTrackingId(id)) throw new ApiError(400, 'INVALID_REQUEST', 'payment.error.unknown', 'orderTrackingId');
  return id;
}

/** The payment's status, with what happened in the shop's words in the asker's language (payment.outcome.*), never Pesapal's. */
function statusHandler(deps: PaymentDeps, source: PaymentStatusUpdate['source']) {
  return async (c: Context) => {
    const { view } = await refreshPayment(deps, trackingId(c), source);
    return c.json({ ...view, message: c.get('t')(`payment.outcome.${view.outcome}`) }, 200);
  };
}

async function notificationBody(c: Context): Promise<unknown> {
  if (c.req.method !== 'POST') return undefined;
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data'))
    return c.req.parseBody().catch(() => undefined);
  return c.req.json().catch(() => undefined);
}

/**
 * GET /api/pesapal/verify?orderTrackingId=: the return page's check.
 * GET and POST /api/pesapal/ipn: Pesapal's notification. It carries no status, so we ask Pesapal,
 * record the answer, then acknowledge with the JSON Pesapal expects. A tracking id we never issued
 * is a 404 (nothing to retry); only a fault of ours or Pesapal's (database or Pesapal unreachable)
 * answers 500 with `status: 500`, asking Pesapal to call again.
 */
export function pesapalRoutes(deps: PaymentDeps): Hono {
  return new Hono().get('/verify', statusHandler(deps, 'callback')).on(['GET', 'POST'], '/ipn', async (c) => {
    const read = parseNotification(c.req.query(), await notificationBody(c));
    if (!read.ok) {
      const message =
        read.code === 'MISSING_TRACKING_ID'
          ? c.get('t')('payment.error.missingId')
          : c.get('t')('payment.error.notPesapalValue', { field: read.field });
      return c.json(errorBody(read.code, message, read.field), 400);
    }
    const { notification } = read;
    try {
      await refreshPayment(deps, notification.orderTrackingId, 'ipn');
      return c.json(ipnAcknowledgement(notification, true), 200);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return c.json(errorBody(error.code, error.text(c.get('t'))), 404);
      if (!(error instanceof ApiError)) console.error('IPN could not be processed', error);
      return c.json(ipnAcknowledgement(notification, false), 500);
    }
  });
}

/** GET /api/payments/status?orderTrackingId=: what the payment frame page polls every 3 s. */
export function paymentStatusRoutes(deps: PaymentDeps): Hono {
  return new Hono().get('/status', statusHandler(deps, 'poll'));
}
