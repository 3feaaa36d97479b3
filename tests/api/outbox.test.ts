import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { sendDueMessages, type MessageSenders, type SendResult } from '../../src/server/messages/outbox-worker.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { orderBody, post } from './checkout-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { aal2Token, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import type { AdminDashboard, AdminOrderDetail } from '../../src/api/admin.ts';

/** The outbox: messages queued with the change that causes them, once, and sent by the worker. */
const WITH_SHOP = SNAPSHOT_WITH_SHOP;

/** Senders that record what they were given and answer as the test says. */
function recordingSenders(
  answer: (channel: 'email' | 'sms', n: number) => SendResult = () => ({ ok: true, providerMessageId: 'id', detail: 'ok' }),
) {
  const sent: Array<{ channel: 'email' | 'sms'; to: string; text: string; subject?: string }> = [];
  let n = 0;
  const senders: MessageSenders = {
    email: { send: async (m) => (sent.push({ channel: 'email', to: m.to, text: m.text, subject: m.subject }), answer('email', ++n)) },
    sms: { send: async (m) => (sent.push({ channel: 'sms', to: m.to, text: m.message }), answer('sms', ++n)) },
  };
  return { senders, sent };
}

describe.each(ENGINES)('order messages on %s', (engine) => {
  let db: Database;
  let pesapal: SandboxForTests;
  let auth: RunningStandIn;
  let app: Hono;
  let adminToken: string;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    pesapal = await startSandboxForTests();
    auth = await startStandIn(db, { autoconfirm: true });
    const { data } = await auth.client().auth.signUp({ email: `outbox-admin-${engine}@shop.test`, password: 'correct-horse-1' });
    await db.profiles.setRole(data.user!.id, 'admin');
    adminToken = await aal2Token(auth, data.session!.access_token);
  });
  afterAll(async () => {
    await auth.stop();
    await pesapal.stop();
    await db.close();
  });
  beforeEach(async () => {
    await pesapal.control.reset();
    await db.sql.query(`delete from public.outbox_messages`);
    app = createApp({
      catalogue: staticCatalogueSource(WITH_SHOP),
      db,
      pesapal: pesapal.client(),
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
    });
  });

  const messagesOf = (orderId: string) => db.outbox.forOrder(orderId);

  it('a cash order queues exactly one customer e-mail, one customer SMS and one shop alert, and the worker sends them once', async () => {
    const res = await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }));
    const { orderId } = (await res.json()) as { orderId: string };
    const queued = await messagesOf(orderId);
    expect(queued.map((m) => [m.event, m.channel, m.audience, m.recipient])).toEqual([
      ['order_received', 'email', 'customer', 'wanjiku@shop.test'],
      ['order_received', 'sms', 'customer', '+254712345678'],
      ['shop_new_order', 'email', 'shop', 'orders@shop.test'],
    ]);
    const reference = orderId.slice(0, 8).toUpperCase();
    const email = queued[0]!;
    expect(email.subject).toBe(`Order ${reference} received: Solar Shop Kenya`);
    expect(email.body).toContain('KSh 84,550');
    expect(email.body).toContain('Mono panel 450 W x2: KSh 37,050');
    expect(email.body).toContain('Payment: Cash on delivery');
    expect(queued[1]!.body.length).toBeLessThanOrEqual(160);
    expect(queued[1]!.body).toContain(reference);

    const { senders, sent } = recordingSenders();
    expect(await sendDueMessages(db, senders)).toEqual({ sent: 3, retried: 0, failed: 0, superseded: 0 });
    expect(await sendDueMessages(db, senders)).toEqual({ sent: 0, retried: 0, failed: 0, superseded: 0 });
    expect(sent.map((m) => [m.channel, m.to])).toEqual([
      ['email', 'wanjiku@shop.test'],
      ['sms', '+254712345678'],
      ['email', 'orders@shop.test'],
    ]);
    expect((await messagesOf(orderId)).every((m) => m.status === 'sent' && m.sentAt !== null)).toBe(true);
  });

  it('50 duplicate IPNs for a paid order queue one payment received, and nothing before payment', async () => {
    const res = await post(app, '/api/checkout/initiate', orderBody());
    const { orderId, orderTrackingId } = (await res.json()) as { orderId: string; orderTrackingId: string };
    expect(await messagesOf(orderId)).toEqual([]);
    await pesapal.control.outcome(orderTrackingId, 'approve', { method: 'mpesa' });
    const ipn = () =>
      app.request(`/api/pesapal/ipn?OrderTrackingId=${orderTrackingId}&OrderMerchantReference=${orderId}&OrderNotificationType=IPNCHANGE`);
    const answers = await Promise.all(Array.from({ length: 50 }, ipn));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const queued = await messagesOf(orderId);
    expect(queued.map((m) => `${m.event}/${m.channel}`)).toEqual(['order_received/email', 'order_received/sms', 'shop_new_order/email']);
    expect(queued[0]!.body).toContain('We have received your payment');
  });

  it('a failed payment queues a message with a way to pay again, and leaves the order as it was', async () => {
    const { orderId, orderTrackingId } = (await (
      await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Card' }))
    ).json()) as { orderId: string; orderTrackingId: string };
    await pesapal.control.outcome(orderTrackingId, 'decline');
    await app.request(
      `/api/pesapal/ipn?OrderTrackingId=${orderTrackingId}&OrderMerchantReference=${orderId}&OrderNotificationType=IPNCHANGE`,
    );
    const queued = await messagesOf(orderId);
    expect(queued.map((m) => `${m.event}/${m.channel}`)).toEqual(['payment_failed/email', 'payment_failed/sms']);
    // Pay again from /track, which opens the order with its phone and reference on any phone.
    expect(queued[0]!.body).toContain(`http://shop.test/track?ref=${orderId.slice(0, 8).toUpperCase()}`);
    expect((await db.orders.byId(orderId))?.orderStatus).toBe('payment_failed');
  });

  /** The clock moves on `ms`: every message waiting to fall due is that much nearer (the outbox counts by the database's clock). */
  const passTime = (ms: number) =>
    db.sql.query(`update public.outbox_messages set next_attempt_at = next_attempt_at - make_interval(secs => $1::float8 / 1000)`, [ms]);

  /** An app whose requests send what they queued at once (as under Node and workerd), and what those sends did. */
  function sendingApp() {
    const work: Array<Promise<unknown>> = [];
    const { senders, sent } = recordingSenders();
    const sending = createApp({
      catalogue: staticCatalogueSource(WITH_SHOP),
      db,
      pesapal: pesapal.client(),
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      messages: { senders, messageIdDomain: 'shop.test', background: (promise) => void work.push(promise) },
      paymentFailedGraceMs: 5 * MINUTE,
    });
    return { app: sending, sent, settled: () => Promise.all(work) };
  }

  const MINUTE = 60_000;

  it('a payment that fails, then completes within the grace: the customer is told it was received, never that it failed', async () => {
    const shop = sendingApp();
    const { orderId, orderTrackingId } = (await (await post(shop.app, '/api/checkout/initiate', orderBody())).json()) as {
      orderId: string;
      orderTrackingId: string;
    };
    const ipn = () =>
      shop.app.request(
        `/api/pesapal/ipn?OrderTrackingId=${orderTrackingId}&OrderMerchantReference=${orderId}&OrderNotificationType=IPNCHANGE`,
      );
    // A wrong PIN: the failure is queued, due only after the grace, so the request's own send leaves it.
    await pesapal.control.outcome(orderTrackingId, 'decline');
    await ipn();
    await shop.settled();
    const queued = await messagesOf(orderId);
    expect(queued.map((m) => [`${m.event}/${m.channel}`, m.status, m.attempts])).toEqual([
      ['payment_failed/email', 'pending', 0],
      ['payment_failed/sms', 'pending', 0],
    ]);
    const due = Date.parse(queued[0]!.nextAttemptAt) - Date.now();
    expect(due).toBeGreaterThan(4 * MINUTE);
    expect(due).toBeLessThanOrEqual(5 * MINUTE);
    expect(shop.sent).toEqual([]);

    // 17 s later the right PIN: the receipt leaves at once.
    await pesapal.control.outcome(orderTrackingId, 'approve', { method: 'mpesa' });
    await ipn();
    await shop.settled();
    expect(shop.sent.map((m) => `${m.channel}:${m.to}`)).toEqual([
      'email:wanjiku@shop.test',
      'sms:+254712345678',
      'email:orders@shop.test',
    ]);

    // The grace ends: the sweep finds the failure overtaken and sends nothing.
    await passTime(5 * MINUTE);
    const { senders, sent } = recordingSenders();
    expect(await sendDueMessages(db, senders)).toEqual({ sent: 0, retried: 0, failed: 0, superseded: 2 });
    expect(sent).toEqual([]);
    expect(shop.sent.map((m) => `${m.subject ?? ''} ${m.text}`).join(' ')).not.toMatch(/did not go through/);
    const failed = (await messagesOf(orderId)).filter((m) => m.event === 'payment_failed');
    expect(failed.map((m) => [m.status, m.supersededReason, m.sentAt])).toEqual([
      ['superseded', 'paid_since', null],
      ['superseded', 'paid_since', null],
    ]);
    // The admin's message log says so.
    const detail = (await (await asAdmin('GET', `/api/orders/${orderId}`)).json()) as AdminOrderDetail;
    expect(detail.notifications.filter((n) => n.status === 'superseded').map((n) => n.supersededReason)).toEqual([
      'paid_since',
      'paid_since',
    ]);
    expect(((await (await asAdmin('GET', '/api/admin/dashboard')).json()) as AdminDashboard).outbox.superseded).toBeGreaterThanOrEqual(2);
  });

  it('a failure that stands is told once the grace has passed, by the sweep, and not before', async () => {
    const shop = sendingApp();
    const { orderId, orderTrackingId } = (await (
      await post(shop.app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Card' }))
    ).json()) as { orderId: string; orderTrackingId: string };
    await pesapal.control.outcome(orderTrackingId, 'decline');
    await shop.app.request(
      `/api/pesapal/ipn?OrderTrackingId=${orderTrackingId}&OrderMerchantReference=${orderId}&OrderNotificationType=IPNCHANGE`,
    );
    await shop.settled();
    expect(shop.sent).toEqual([]);
    const { senders, sent } = recordingSenders();
    await passTime(4 * MINUTE);
    expect(await sendDueMessages(db, senders)).toEqual({ sent: 0, retried: 0, failed: 0, superseded: 0 });
    await passTime(MINUTE);
    expect(await sendDueMessages(db, senders)).toEqual({ sent: 2, retried: 0, failed: 0, superseded: 0 });
    expect(sent.map((m) => `${m.channel}:${m.to}`)).toEqual(['email:wanjiku@shop.test', 'sms:+254712345678']);
    expect(sent[0]!.subject).toBe(`Payment for order ${orderId.slice(0, 8).toUpperCase()} did not go through`);
  });

  it('a provider that fails leaves the order untouched and the message delivered after recovery; a permanent refusal stays failed', async () => {
    const { orderId } = (await (await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }))).json()) as {
      orderId: string;
    };
    const before = await db.orders.byId(orderId);
    let down = true;
    const { senders } = recordingSenders((channel) =>
      channel === 'email' && down
        ? { ok: false, retryable: true, error: 'SMTP 421 try later' }
        : channel === 'sms'
          ? { ok: false, retryable: false, error: '403 InvalidPhoneNumber' }
          : { ok: true, providerMessageId: 'm', detail: 'ok' },
    );
    expect(await sendDueMessages(db, senders, { random: () => 0.5 })).toEqual({ sent: 0, retried: 2, failed: 1, superseded: 0 });
    const waiting = (await messagesOf(orderId)).filter((m) => m.channel === 'email');
    expect(waiting.map((m) => [m.status, m.lastError, m.attempts])).toEqual([
      ['pending', 'SMTP 421 try later', 1],
      ['pending', 'SMTP 421 try later', 1],
    ]);
    expect(Date.parse(waiting[0]!.nextAttemptAt) - Date.now()).toBeGreaterThan(20_000);
    expect(await db.orders.byId(orderId)).toEqual(before);
    // The provider is back; the messages fall due.
    down = false;
    await db.sql.query(`update public.outbox_messages set next_attempt_at = now() where order_id = $1`, [orderId]);
    expect(await sendDueMessages(db, senders)).toEqual({ sent: 2, retried: 0, failed: 0, superseded: 0 });
    const after = await messagesOf(orderId);
    expect(after.map((m) => [m.channel, m.status])).toEqual([
      ['email', 'sent'],
      ['sms', 'failed'],
      ['email', 'sent'],
    ]);
    expect(after[1]!.lastError).toBe('403 InvalidPhoneNumber');
  });

  it('a message claimed by a worker that died is sent once its lease ends, and not before', async () => {
    const { orderId } = (await (await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }))).json()) as {
      orderId: string;
    };
    const claimed = await db.outbox.claimDue(10, 60_000);
    expect(claimed).toHaveLength(3);
    const { senders, sent } = recordingSenders();
    expect(await sendDueMessages(db, senders)).toEqual({ sent: 0, retried: 0, failed: 0, superseded: 0 });
    await db.sql.query(`update public.outbox_messages set locked_until = now() - interval '1 second' where order_id = $1`, [orderId]);
    expect(await sendDueMessages(db, senders)).toEqual({ sent: 3, retried: 0, failed: 0, superseded: 0 });
    expect(sent).toHaveLength(3);
  });

  const asAdmin = (method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { authorization: `Bearer ${adminToken}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });

  it('each step the admin takes tells the customer once; a refused one tells nobody', async () => {
    const place = async () =>
      ((await (await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }))).json()) as { orderId: string }).orderId;
    const customerEvents = async (orderId: string) =>
      (await messagesOf(orderId)).filter((m) => m.audience === 'customer').map((m) => `${m.event}/${m.channel}`);
    const delivered = await place();
    for (const [status, answer] of [
      ['shipped', 200],
      ['shipped', 200],
      ['pending', 409],
      ['delivered', 200],
      ['cancelled', 409],
    ] as const)
      expect((await asAdmin('PATCH', `/api/orders/${delivered}`, { delivery_status: status })).status).toBe(answer);
    expect(await customerEvents(delivered)).toEqual([
      'order_received/email',
      'order_received/sms',
      'delivery_shipped/email',
      'delivery_shipped/sms',
      'delivery_delivered/email',
      'delivery_delivered/sms',
    ]);
    const cancelled = await place();
    for (const status of ['cancelled', 'cancelled'])
      expect((await asAdmin('PATCH', `/api/orders/${cancelled}`, { delivery_status: status })).status).toBe(200);
    expect(await customerEvents(cancelled)).toEqual([
      'order_received/email',
      'order_received/sms',
      'order_cancelled/email',
      'order_cancelled/sms',
    ]);
  });

  it('the admin sees each message with its status and error, sends a failed one again, and the dashboard lists failures', async () => {
    const { orderId } = (await (await post(app, '/api/checkout/initiate', orderBody({ paymentMethod: 'Cash' }))).json()) as {
      orderId: string;
    };
    const { senders } = recordingSenders((channel) =>
      channel === 'sms'
        ? { ok: false, retryable: false, error: '406 UserInBlacklist' }
        : { ok: true, providerMessageId: 'm', detail: 'ok' },
    );
    await sendDueMessages(db, senders);
    const detail = (await (await asAdmin('GET', `/api/orders/${orderId}`)).json()) as AdminOrderDetail;
    expect(detail.notifications.map((n) => [n.event, n.channel, n.status, n.lastError])).toEqual([
      ['order_received', 'email', 'sent', null],
      ['order_received', 'sms', 'failed', '406 UserInBlacklist'],
      ['shop_new_order', 'email', 'sent', null],
    ]);
    const dashboard = (await (await asAdmin('GET', '/api/admin/dashboard')).json()) as AdminDashboard;
    expect(dashboard.failedNotifications.count).toBeGreaterThanOrEqual(1);
    expect(dashboard.failedNotifications.latest[0]).toMatchObject({ orderId, channel: 'sms', status: 'failed' });
    expect(dashboard.outbox).toMatchObject({
      failed: dashboard.failedNotifications.count,
      due: expect.any(Number),
      retrying: expect.any(Number),
      superseded: expect.any(Number),
    });

    const failed = detail.notifications[1]!;
    const resent = await asAdmin('POST', `/api/orders/${orderId}/notifications/${failed.id}/resend`);
    expect(resent.status).toBe(200);
    expect(((await resent.json()) as { notification: { status: string } }).notification.status).toBe('pending');
    // Still pending: a second resend waits for it to settle.
    expect((await asAdmin('POST', `/api/orders/${orderId}/notifications/${failed.id}/resend`)).status).toBe(409);
    const { senders: working, sent } = recordingSenders();
    expect(await sendDueMessages(db, working)).toMatchObject({ sent: 1 });
    expect(sent.map((m) => m.to)).toEqual(['+254712345678']);
    for (const path of [
      `/api/orders/${orderId}/notifications/999999/resend`,
      `/api/orders/${orderId}/notifications/abc/resend`,
      `/api/orders/00000000-0000-4000-8000-000000000000/notifications/${failed.id}/resend`,
    ]) {
      expect((await asAdmin('POST', path)).status).toBe(404);
    }
  });
});
