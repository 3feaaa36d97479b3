import type { SandboxContext } from './context.ts';
import type { IpnLogEntry, SandboxOrder } from './state.ts';

/**
 * The IPN dispatcher (reference 14.3): after every status change, call the order's registered
 * URL with its method until it answers with the acknowledgement Pesapal expects, waiting
 * settings.ipnRetryDelaysMs between attempts; settings.ipnCopies > 1 sends duplicates.
 */

function acknowledged(httpStatus: number, text: string, trackingId: string): boolean {
  if (httpStatus < 200 || httpStatus > 299) return false;
  try {
    const body = JSON.parse(text) as Record<string, unknown>;
    const echoed = body.orderTrackingId ?? body.OrderTrackingId;
    return String(body.status) === '200' && echoed === trackingId;
  } catch {
    return false;
  }
}

export function notifyStatusChange(context: SandboxContext, order: SandboxOrder, notificationType = 'IPNCHANGE'): void {
  const { settings, ipns } = context.state;
  const endpoint = [...ipns.values()].find((ipn) => ipn.ipnId === order.notificationId);
  if (!endpoint) return;
  const delays = settings.ipnRetryDelaysMs.length ? settings.ipnRetryDelaysMs : [0];
  const payload = {
    OrderNotificationType: notificationType,
    OrderTrackingId: order.trackingId,
    OrderMerchantReference: order.merchantReference,
  };

  async function attempt(copy: number, index: number): Promise<void> {
    const started = Date.now();
    const entry: IpnLogEntry = {
      at: new Date(context.now()).toISOString(),
      trackingId: order.trackingId,
      merchantReference: order.merchantReference,
      notificationType,
      url: endpoint!.url,
      method: endpoint!.method,
      copy,
      attempt: index + 1,
      httpStatus: null,
      acknowledged: false,
      error: null,
      latencyMs: 0,
    };
    try {
      const url = new URL(endpoint!.url);
      if (endpoint!.method === 'GET') for (const [key, value] of Object.entries(payload)) url.searchParams.set(key, value);
      const response = await context.fetch(url, {
        method: endpoint!.method,
        headers: { accept: 'application/json', ...(endpoint!.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        ...(endpoint!.method === 'POST' ? { body: JSON.stringify(payload) } : {}),
        signal: AbortSignal.timeout(settings.ipnTimeoutMs),
      });
      const text = await response.text();
      entry.httpStatus = response.status;
      entry.acknowledged = acknowledged(response.status, text, order.trackingId);
      if (!entry.acknowledged) entry.error = `not acknowledged: ${text.slice(0, 200)}`;
    } catch (error) {
      entry.error = error instanceof Error ? error.message : String(error);
    }
    entry.latencyMs = Date.now() - started;
    context.state.ipnLog.push(entry);
    const next = delays[index + 1];
    if (!entry.acknowledged && next !== undefined) context.later(next, () => attempt(copy, index + 1));
  }

  for (let copy = 1; copy <= Math.max(1, settings.ipnCopies); copy++) {
    context.later(settings.ipnDelayMs + (delays[0] ?? 0), () => attempt(copy, 0));
  }
}
