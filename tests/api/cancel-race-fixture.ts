import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { hasEnded } from '../../src/lib/orders/lifecycle.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { paymentServices } from '../../src/server/checkout/payment-services.ts';
import { createStatusChecks } from '../../src/server/checkout/status-checks.ts';
import type { Database } from '../../src/server/db/index.ts';
import { orderEvents } from '../../src/server/messages/order-events.ts';
import { settleDue } from '../../src/server/orders/settle.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { until } from '../until.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { newKey, orderBody, post } from './checkout-fixture.ts';
import { freshDatabase, type Engine } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * What the cancel-race tests share (issue 43, item 12): a database of the engine, the Pesapal
 * sandbox, the auth stand-in with an admin (aal2) and a customer, and the API. With `ipn:
 * 'in-process'` the sandbox's IPNs reach the API on their own, as Pesapal's do; otherwise they go
 * nowhere and a test sends each one when its interleaving says so.
 */
const SNAPSHOT: CatalogueSnapshot = { ...SNAPSHOT_WITH_SHOP, shop: { ...SNAPSHOT_WITH_SHOP.shop!, orderChangeHours: 2 } };
const SITE = 'http://shop.test';
const PHONE = '0712 345 678';
export const REASON = 'Ordered the wrong battery';

export type Canceller = 'guest' | 'admin';

export interface PlacedOrder {
  orderId: string;
  reference: string;
  /** The first page's tracking id; '' when checkout's submit failed. */
  orderTrackingId: string;
  /** The checkout body, to place it again (the checkout's retry: Pay again). */
  body: ReturnType<typeof orderBody>;
  token?: string | undefined;
}

export interface CancelRaceHarness {
  db: Database;
  pesapal: SandboxForTests;
  app: Hono;
  tokens: { admin: string; owner: string };
  /** The customer's account id. */
  ownerId: string;
  /** An M-PESA order as checkout places it; `failSubmit`: Pesapal was down, so it has no page yet. */
  place(options?: { failSubmit?: boolean; token?: string }): Promise<PlacedOrder>;
  /** The cancel, by the guest (phone and reference) or an admin (bearer token). */
  cancel(order: PlacedOrder, who: Canceller): Promise<Response>;
  /** Pay again: the checkout placed again with the same key, as its page does after a failed payment. */
  payAgain(order: PlacedOrder): Promise<Response>;
  /** Pesapal's IPN for a page, sent now. */
  ipn(order: PlacedOrder, orderTrackingId: string): Promise<Response>;
  /** The sandbox's pages of this order (every attempt). */
  pages(order: PlacedOrder): Promise<Awaited<ReturnType<SandboxForTests['control']['orders']>>>;
  /** Until the sandbox has nothing left to do (IPNs sent, refunds approved). */
  quiet(): Promise<void>;
  /** The customer's messages queued for the order: `event/channel`. */
  told(orderId: string): Promise<string[]>;
  /** One round of the sweep (orders/settle.ts), at `inMs` from now. */
  sweep(inMs?: number): Promise<{ orders: number }>;
  /** Holds until the sandbox holds `n` calls of `route`. */
  held(route: Parameters<SandboxForTests['control']['held']>[0], n?: number): Promise<void>;
}

export function cancelRaceHarness(engine: Engine, options: { ipn: 'in-process' | 'by-hand' }): CancelRaceHarness {
  const h = { tokens: { admin: '', owner: '' } } as CancelRaceHarness;
  let auth: RunningStandIn;
  const ipnUrl = options.ipn === 'in-process' ? `${SITE}/api/pesapal/ipn` : 'http://127.0.0.1:9/ipn';
  const client = () => h.pesapal.client({ ipnUrl, timeoutMs: 10_000 });

  beforeAll(async () => {
    h.db = await freshDatabase(engine);
    // The sandbox's IPN calls reach the API in-process, at the URL the door registered.
    h.pesapal = await startSandboxForTests({
      fetch: async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.origin !== SITE) throw new TypeError(`fetch failed: ${url.origin} is nowhere`);
        return h.app.request(`${url.pathname}${url.search}`, init);
      },
    });
    auth = await startStandIn(h.db, { autoconfirm: true });
    for (const who of ['admin', 'owner'] as const) {
      const { data } = await auth.client().auth.signUp({ email: `cancel-race-${who}-${engine}@shop.test`, password: 'correct-horse-1' });
      h.tokens[who] = data.session!.access_token;
      if (who === 'owner') h.ownerId = data.user!.id;
      if (who === 'admin') {
        await h.db.profiles.setRole(data.user!.id, 'admin');
        h.tokens.admin = await aal2Token(auth, h.tokens.admin);
      }
    }
  }, 60_000);
  afterAll(async () => {
    await auth.stop();
    await h.pesapal.stop();
    await h.db.close();
  });
  beforeEach(async () => {
    await h.pesapal.control.reset();
    await h.pesapal.control.settings({ refundApprovalMs: 20, ipnRetryDelaysMs: [0, 50, 200] });
    h.app = createApp({
      catalogue: staticCatalogueSource(SNAPSHOT),
      db: h.db,
      pesapal: client(),
      siteUrl: SITE,
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
    });
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  h.place = async ({ failSubmit = false, token } = {}) => {
    const body = orderBody({ paymentMethod: 'MPESA', idempotencyKey: newKey() });
    if (failSubmit) await h.pesapal.control.fault({ route: 'submit', kind: 'http503', times: 1 });
    const res = await post(h.app, '/api/checkout/initiate', body, token ? bearer(token) : {});
    expect(res.status).toBe(failSubmit ? 502 : 200);
    const order = (await h.db.orders.byIdempotencyKey(body.idempotencyKey))!;
    const answer = failSubmit ? {} : ((await res.json()) as { orderTrackingId?: string });
    return { orderId: order.id, reference: order.id.slice(0, 8).toUpperCase(), orderTrackingId: answer.orderTrackingId ?? '', body, token };
  };
  h.cancel = async (order, who) =>
    who === 'admin'
      ? post(h.app, `/api/orders/${order.orderId}/cancel`, { reason: REASON }, bearer(h.tokens.admin))
      : post(h.app, `/api/orders/${order.orderId}/cancel`, { reason: REASON, phone: PHONE, reference: order.reference });
  h.payAgain = async (order) => post(h.app, '/api/checkout/initiate', order.body, order.token ? bearer(order.token) : {});
  h.ipn = async (order, trackingId) =>
    h.app.request(`/api/pesapal/ipn?OrderTrackingId=${trackingId}&OrderMerchantReference=${order.orderId}&OrderNotificationType=IPNCHANGE`);
  h.pages = async (order) =>
    (await h.pesapal.control.orders()).filter(
      (p) => p.merchantReference === order.orderId || p.merchantReference.startsWith(`${order.orderId}-`),
    );
  h.quiet = async () => {
    await until('the sandbox to be quiet', async () => ((await h.pesapal.control.pendingTasks()) === 0 ? true : null));
  };
  h.told = async (orderId) =>
    (await h.db.outbox.forOrder(orderId)).filter((m) => m.audience === 'customer').map((m) => `${m.event}/${m.channel}`);
  h.sweep = (inMs = 0) => {
    const door = client();
    const catalogue = staticCatalogueSource(SNAPSHOT);
    const { settling } = paymentServices({
      db: h.db,
      pesapal: door,
      checks: createStatusChecks(door),
      events: orderEvents(catalogue, SITE, h.db),
    });
    return settleDue({ ...settling, now: () => new Date(Date.now() + inMs) });
  };
  h.held = async (route, n = 1) => {
    await until(`the sandbox to hold ${n} ${route} call(s)`, async () => ((await h.pesapal.control.held(route)) >= n ? true : null));
  };
  return h;
}

/**
 * The rule of item 12, checked on the order as it ends: once it has ended, no page of it at
 * Pesapal can still take money, and every payment that completed has its refund asked (at Pesapal
 * and in our records). Answers what happened, for the caller's own expectations.
 */
export async function expectNoMoneyKept(h: CancelRaceHarness, order: PlacedOrder) {
  const now = (await h.db.orders.byId(order.orderId))!;
  const pages = await h.pages(order);
  const attempts = await h.db.paymentAttempts.forOrder(order.orderId);
  const paid = pages.filter((p) => p.state === 'COMPLETED' || p.state === 'REVERSED');
  if (hasEnded(now)) {
    for (const page of pages) {
      expect(['CANCELLED', 'COMPLETED', 'REVERSED'], `page ${page.trackingId} of cancelled order ${order.reference}`).toContain(page.state);
      if (page.state === 'COMPLETED') expect(page.refund, `the refund of page ${page.trackingId}`).not.toBeNull();
    }
    for (const attempt of attempts.filter((a) => a.status === 'COMPLETED'))
      expect(await h.db.refunds.live(attempt.id), `the refund of payment ${attempt.merchantReference}`).not.toBeNull();
  } else {
    // It stands: it was paid once, and not cancelled.
    expect(now.orderStatus).toBe('paid');
    expect(paid).toHaveLength(1);
  }
  return { order: now, pages, attempts, paid };
}
