import type { IpnAcknowledgement } from './wire.ts';

/** What an IPN or the browser callback tells us: which order to ask Pesapal about. Nothing else. */
export interface PesapalNotification {
  orderTrackingId: string;
  merchantReference: string;
  /** IPNCHANGE, RECURRING, or CALLBACKURL on the browser return. */
  type: string;
}

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
 * any case (OrderTrackingId / orderTrackingId). Null when there is no tracking id.
 */
export function parseNotification(query: Record<string, string | undefined>, body?: unknown): PesapalNotification | null {
  const sources: Array<Record<string, unknown>> = [query];
  if (body && typeof body === 'object' && !Array.isArray(body)) sources.unshift(body as Record<string, unknown>);
  const orderTrackingId = pick(sources, 'OrderTrackingId');
  if (!orderTrackingId) return null;
  return {
    orderTrackingId,
    merchantReference: pick(sources, 'OrderMerchantReference'),
    type: pick(sources, 'OrderNotificationType') || 'IPNCHANGE',
  };
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
