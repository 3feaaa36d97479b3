import { Hono, type Context } from 'hono';
import { t } from '../../i18n/index.ts';
import { refreshPayment } from '../checkout/payment-update.ts';
import type { Database, PaymentStatusUpdate } from '../db/index.ts';
import { ApiError } from '../errors.ts';
import { ipnAcknowledgement, parseNotification, type PesapalClient } from '../pesapal/index.ts';

type PaymentDeps = { db: Database; pesapal: PesapalClient };

const noStore = { 'cache-control': 'no-store' };

/** orderTrackingId from the query, in either spelling Pesapal and our pages use. */
function trackingId(c: Context): string {
  const id = (c.req.query('orderTrackingId') ?? c.req.query('OrderTrackingId') ?? '').trim();
  if (!id) throw new ApiError(400, 'MISSING_TRACKING_ID', t('payment.error.missingId'), 'orderTrackingId');
  return id;
}

function statusHandler(deps: PaymentDeps, source: PaymentStatusUpdate['source']) {
  return async (c: Context) => c.json((await refreshPayment(deps, trackingId(c), source)).view, 200, noStore);
}

async function notificationBody(c: Context): Promise<unknown> {
  if (c.req.method !== 'POST') return undefined;
  const type = c.req.header('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') || type.includes('multipart/form-data')) return c.req.parseBody().catch(() => undefined);
  return c.req.json().catch(() => undefined);
}

/**
 * GET /api/pesapal/verify?orderTrackingId=: the return page's check.
 * GET and POST /api/pesapal/ipn: Pesapal's notification. It carries no status, so we ask Pesapal,
 * record the answer, then acknowledge with the JSON Pesapal expects (status 500 asks it to call again).
 */
export function pesapalRoutes(deps: PaymentDeps): Hono {
  return new Hono().get('/verify', statusHandler(deps, 'callback')).on(['GET', 'POST'], '/ipn', async (c) => {
    const notification = parseNotification(c.req.query(), await notificationBody(c));
    if (!notification) return c.json({ error: { code: 'MISSING_TRACKING_ID', message: t('payment.error.missingId') } }, 400);
    try {
      await refreshPayment(deps, notification.orderTrackingId, 'ipn');
      return c.json(ipnAcknowledgement(notification, true), 200, noStore);
    } catch (error) {
      if (!(error instanceof ApiError)) console.error('IPN could not be processed', error);
      return c.json(ipnAcknowledgement(notification, false), 500, noStore);
    }
  });
}

/** GET /api/payments/status?orderTrackingId=: what the payment frame page polls every 3 s. */
export function paymentStatusRoutes(deps: PaymentDeps): Hono {
  return new Hono().get('/status', statusHandler(deps, 'poll'));
}
