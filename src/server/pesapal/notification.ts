import type { IpnAcknowledgement } from './wire.ts';

/** What an IPN or the browser callback tells us: which order to ask Pesapal about. Nothing else. */
export interface PesapalNotification {
  orderTrackingId: string;
  merchantReference: string;
  /** IPNCHANGE, RECURRING, or CALLBACKURL on the browser return. */
  type: string;
}

/** Pesapal's order_tracking_id is a GUID (reference sections 5.3 and 6). */
const TRACKING_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Merchant references: 1-50 letters, digits or hyphens (SubmitOrderRequest `id`); empty when not sent. */
const MERCHANT_REFERENCE = /^[A-Za-z0-9-]{0,50}$/;
const NOTIFICATION_TYPE = /^[A-Z]{1,20}$/;

/** Whether `id` has the shape of a Pesapal order tracking id. */
export function isTrackingId(id: string): boolean {
  return TRACKING_ID.test(id);
}

export type NotificationRead =
  | { ok: true; notification: PesapalNotification }
  | {
      ok: false;
      code: 'MISSING_TRACKING_ID' | 'INVALID_REQUEST';
      field: 'OrderTrackingId' | 'OrderMerchantReference' | 'OrderNotificationType';
    };

function pick(sources: Array<Record<string, unknown>>, name: string): string {
  const wanted = name.toLowerCase();
  for (const source of sources) {
    for (const [key, value] of Object.entries(source)) {
      if (key.toLowerCase() === wanted && typeof value === 'string' && value.trim()) return value.trim();
    }
  }
  return '';
}

/**
 * Reads an IPN (GET query, or POST JSON or form body) or a callback query. Keys are matched in
 * any case (OrderTrackingId / orderTrackingId). Each field must have the shape Pesapal uses, so
 * nothing else reaches the database or goes back in the acknowledgement.
 */
export function parseNotification(query: Record<string, string | undefined>, body?: unknown): NotificationRead {
  const sources: Array<Record<string, unknown>> = [query];
  if (body && typeof body === 'object' && !Array.isArray(body)) sources.unshift(body as Record<string, unknown>);
  const orderTrackingId = pick(sources, 'OrderTrackingId');
  if (!orderTrackingId) return { ok: false, code: 'MISSING_TRACKING_ID', field: 'OrderTrackingId' };
  if (!isTrackingId(orderTrackingId)) return { ok: false, code: 'INVALID_REQUEST', field: 'OrderTrackingId' };
  const merchantReference = pick(sources, 'OrderMerchantReference');
  if (!MERCHANT_REFERENCE.test(merchantReference)) return { ok: false, code: 'INVALID_REQUEST', field: 'OrderMerchantReference' };
  const type = pick(sources, 'OrderNotificationType') || 'IPNCHANGE';
  if (!NOTIFICATION_TYPE.test(type)) return { ok: false, code: 'INVALID_REQUEST', field: 'OrderNotificationType' };
  return { ok: true, notification: { orderTrackingId, merchantReference, type } };
}

/** The JSON Pesapal expects in answer to an IPN: 200 when handled and stored, 500 to be called again. */
export function ipnAcknowledgement(notification: PesapalNotification, handled: boolean): IpnAcknowledgement {
  return {
    orderNotificationType: notification.type,
    orderTrackingId: notification.orderTrackingId,
    orderMerchantReference: notification.merchantReference,
    status: handled ? 200 : 500,
  };
}
