import type { Hono } from 'hono';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { addDays } from '../../src/lib/layby/calendar.ts';
import { expiresOn } from '../../src/lib/layby/plan.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { paymentServices } from '../../src/server/checkout/payment-services.ts';
import { createStatusChecks } from '../../src/server/checkout/status-checks.ts';
import type { Database } from '../../src/server/db/index.ts';
import { ABANDONED_REASON, EXPIRED_REASON, sweepLayby } from '../../src/server/layby/sweep.ts';
import { orderEvents } from '../../src/server/messages/order-events.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { until } from '../until.ts';
import { newKey, orderBody, ORDER_TOTAL_CENTS, post } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { LAYBY_SNAPSHOT, TERMS } from './layby-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * Lay-by's sweep (issue 47, items 5 and 6) with the clock moved, on both engines: the day before a
 * suggested date the customer gets the "upcoming" e-mail and SMS in the order's language, once, and
 * never at 21:00 nor after the plan is paid; a plan past its end date and grace is expired (the
 * order cancelled, its units back, its payments refunded through Pesapal less the fee, the
 * customer told); one whose deposit never came is ended a day after it was placed, with no fee.
 */

const SITE = 'http://shop.test';
const KSH = 100;
const PHONE = '0712 345 678';
const CATALOGUE = { ...LAYBY_SNAPSHOT, shop: SNAPSHOT_WITH_SHOP.shop };
const DEPOSIT = Math.ceil((ORDER_TOTAL_CENTS * TERMS.depositBp) / 10_000 / KSH) * KSH;
const HOUR = 3_600_000;

/** `day` at `time` on Kenya's clock (EAT, UTC+3). */
const at = (day: string, time: string) => new Date(`${day}T${time}:00+03:00`);

interface Placed {
  orderId: string;
  reference: string;
  trackingId: string;
}

describe.each(ENGINES)('lay-by sweep on %s', (engine) => {
  let db: Database;
  let pesapal: SandboxForTests;
  let app: Hono;
  const catalogue = staticCatalogueSource(CATALOGUE);
  const client = () => pesapal.client({ ipnUrl: `${SITE}/api/pesapal/ipn`, timeoutMs: 10_000 });
  const makeApp = () => createApp({ catalogue, db, pesapal: client(), siteUrl: SITE, rateLimits: NO_RATE_LIMITS });

  /** One round of the sweep at `now`, with the doors a host gives it (no message dispatch: the queued rows are read). */
  const sweep = (now: Date) => {
    const door = client();
    const events = orderEvents(catalogue, SITE, db);
    const { settling } = paymentServices({ db, pesapal: door, checks: createStatusChecks(door), events });
    return sweepLayby({ ...settling, events, now: () => now });
  };

  beforeAll(async () => {
    db = await freshDatabase(engine);
    // Pesapal's IPNs reach the API in-process, as Pesapal's reach the shop.
    pesapal = await startSandboxForTests({
      fetch: async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input));
        if (url.origin !== SITE) throw new TypeError(`fetch failed: ${url.origin} is nowhere`);
        return app.request(`${url.pathname}${url.search}`, init);
      },
    });
    app = makeApp();
    // Counted units, so that holding and releasing them shows.
    await db.stock.setCount('panel-450w', 40, { actorId: null, note: 'Stocktake' });
    await db.stock.setCount('battery-100ah', 20, { actorId: null, note: 'Stocktake' });
  }, 60_000);
  afterAll(async () => {
    await pesapal.stop();
    await db.close();
  });
  // What Pesapal still has in hand (an IPN, a refund's approval) is done before the next test resets it.
  afterEach(() => until('the sandbox to be quiet', async () => ((await pesapal.control.pendingTasks()) === 0 ? true : null)));
  beforeEach(async () => {
    await pesapal.control.reset();
    await pesapal.control.settings({ refundApprovalMs: 20, ipnRetryDelaysMs: [0, 50, 200] });
    app = makeApp();
  });

  async function place(locale: 'en' | 'sw'): Promise<Placed> {
    const body = orderBody({ paymentMethod: 'MPESA', paymentPlan: { kind: 'layby' }, idempotencyKey: newKey() });
    const res = await post(app, '/api/checkout/initiate', body, { 'accept-language': locale === 'sw' ? 'sw-KE' : 'en-KE' });
    expect(res.status, await res.clone().text()).toBe(200);
    const placed = (await res.json()) as { orderId: string; orderTrackingId: string };
    return { orderId: placed.orderId, reference: placed.orderId.slice(0, 8).toUpperCase(), trackingId: placed.orderTrackingId };
  }

  /** The page approved at the sandbox (M-PESA), then until its IPN recorded it completed. */
  async function approve(trackingId: string): Promise<void> {
    await pesapal.control.outcome(trackingId, 'approve', { method: 'mpesa' });
    await until(`payment ${trackingId} recorded completed`, async () => {
      const [row] = await db.sql.query<{ status: string }>(`select status from public.payments where order_tracking_id = $1`, [trackingId]);
      return row?.status === 'COMPLETED' ? true : null;
    });
  }

  async function pay(order: Placed, amountCents: number): Promise<void> {
    const res = await post(app, `/api/orders/${order.orderId}/instalments`, { phone: PHONE, reference: order.reference, amountCents });
    expect(res.status, await res.clone().text()).toBe(200);
    await approve(((await res.json()) as { orderTrackingId: string }).orderTrackingId);
  }

  /** A plan with its deposit paid. */
  async function started(locale: 'en' | 'sw'): Promise<Placed> {
    const order = await place(locale);
    await approve(order.trackingId);
    expect((await db.orders.byId(order.orderId))?.orderStatus).toBe('layby');
    return order;
  }

  const planOf = async (order: Placed) => (await db.orders.byId(order.orderId))!.plan!;
  const reminders = (order: Placed) =>
    db.sql.query<{ channel: string; dedupe_key: string; subject: string | null; body: string }>(
      `select channel, dedupe_key, subject, body from public.outbox_messages
        where order_id = $1 and event = 'layby_reminder' order by channel, dedupe_key`,
      [order.orderId],
    );
  const reserved = async () =>
    (await db.stock.figuresOf('panel-450w')).reserved * 1000 + (await db.stock.figuresOf('battery-100ah')).reserved;
  const cancel = (order: Placed) =>
    post(app, `/api/orders/${order.orderId}/cancel`, { reason: 'Tidying up', phone: PHONE, reference: order.reference });

  it('reminds the day before the suggested date in the order’s language, once, within the hours, and not once paid', async () => {
    const english = await started('en');
    const kiswahili = await started('sw');
    const plan = await planOf(english);
    expect((await planOf(kiswahili)).startsOn).toBe(plan.startsOn);
    const due = addDays(plan.startsOn, TERMS.cadenceDays);
    const dayBefore = addDays(due, -1);

    await sweep(at(dayBefore, '21:00'));
    expect(await reminders(english)).toEqual([]);

    await sweep(at(dayBefore, '10:00'));
    const [email, sms] = await reminders(english);
    expect(email).toMatchObject({ channel: 'email', dedupe_key: `upcoming:${due}`, subject: expect.stringContaining('next payment') });
    expect(email!.body).toContain(`${SITE}/track?ref=${english.reference}`);
    expect(sms).toMatchObject({ channel: 'sms', dedupe_key: `upcoming:${due}` });
    expect(sms!.body).toMatch(/next payment KSh [\d,]+ by /);
    expect(sms!.body).toContain(`${SITE}/track?ref=${english.reference}`);
    const swahili = await reminders(kiswahili);
    expect(swahili.map((m) => [m.channel, m.dedupe_key])).toEqual([
      ['email', `upcoming:${due}`],
      ['sms', `upcoming:${due}`],
    ]);
    expect(swahili[1]!.body).toContain('malipo yajayo');
    expect(swahili[1]!.body).toContain(`${SITE}/sw/track?ref=${kiswahili.reference}`);

    // A second round, and the next morning's (the date itself, still due), queue nothing more.
    await sweep(at(dayBefore, '10:05'));
    await sweep(at(due, '09:00'));
    expect(await reminders(english)).toHaveLength(2);
    expect(await reminders(kiswahili)).toHaveLength(2);

    // Paid in full: the day after the date, the unpaid plan is behind and told so; the paid one hears nothing.
    await pay(english, ORDER_TOTAL_CENTS - DEPOSIT);
    expect((await db.orders.byId(english.orderId))?.orderStatus).toBe('paid');
    await sweep(at(addDays(due, 1), '10:00'));
    expect(await reminders(english)).toHaveLength(2);
    expect((await reminders(kiswahili)).map((m) => m.dedupe_key)).toContain(`behind:${due}:0`);

    expect((await cancel(kiswahili)).status).toBe(200);
  });

  it('expires a plan past its end date and grace: cancelled, its units back, refunded less the fee, the customer told', async () => {
    const before = await reserved();
    const order = await started('en');
    await pay(order, TERMS.minInstalmentCents);
    expect(await reserved()).toBe(before + 2 * 1000 + 1);
    const plan = await planOf(order);
    const ends = expiresOn(plan);

    // The grace's last day: reminded, not ended.
    await sweep(at(addDays(ends, -1), '10:00'));
    expect((await db.orders.byId(order.orderId))?.orderStatus).toBe('layby');
    expect((await reminders(order)).map((m) => m.dedupe_key)).toContain(`grace:${ends}:10`);

    // The day it ends, at night: left for the morning, so that the customer is not told at 03:00.
    expect(await sweep(at(ends, '03:00'))).toMatchObject({ expired: 0 });
    expect((await db.orders.byId(order.orderId))?.orderStatus).toBe('layby');

    expect(await sweep(at(ends, '08:30'))).toMatchObject({ expired: 1, failed: 0 });
    const ended = (await db.orders.byId(order.orderId))!;
    expect(ended.orderStatus).toMatch(/^(refund_requested|refunded)$/);
    expect(ended.plan).toMatchObject({ status: 'expired', ended: { by: 'system', reason: EXPIRED_REASON } });
    expect(await reserved()).toBe(before);

    // The fee (5 % of KSh 17,410: KSh 870) is kept as the KSh 500 M-PESA payment, whole; the deposit goes back in full.
    const rows = await until('the refund approved by Pesapal and recorded', async () => {
      const found = await db.sql.query<{ amount_cents: number; status: string }>(
        `select r.amount_cents::int as amount_cents, r.status from public.refunds r where r.order_id = $1`,
        [order.orderId],
      );
      return found.length > 0 && found.every((r) => r.status === 'completed') ? found : null;
    });
    expect(rows).toEqual([{ amount_cents: DEPOSIT, status: 'completed' }]);
    expect((await pesapal.control.calls()).refund).toBe(1);
    expect((await db.orders.byId(order.orderId))?.orderStatus).toBe('refunded');
    const kept = await db.sql.query<{ amount_cents: number }>(
      `select amount_cents::int as amount_cents from public.payments where order_id = $1 and kept_as_fee`,
      [order.orderId],
    );
    expect(kept).toEqual([{ amount_cents: TERMS.minInstalmentCents }]);

    const told = (await db.outbox.forOrder(order.orderId)).filter((m) => m.event === 'layby_ended');
    expect(told.map((m) => m.channel).sort()).toEqual(['email', 'sms']);
    expect(told.find((m) => m.channel === 'sms')?.body).toContain('ended unpaid after its grace');

    // Ended once: the next round finds nothing to do.
    expect(await sweep(at(ends, '09:30'))).toMatchObject({ expired: 0, failed: 0 });
  });

  it('ends a plan whose deposit never came a day after it was placed, with nothing kept', async () => {
    const before = await reserved();
    const order = await place('sw');
    // Placed at 09:00 in Kenya on a known day, so that the day after falls within the shop's hours.
    await db.sql.query(`update public.orders set created_at = $2 where id = $1`, [order.orderId, at('2026-06-01', '09:00').toISOString()]);

    expect(await sweep(new Date(at('2026-06-01', '09:00').getTime() + 23 * HOUR))).toMatchObject({ abandoned: 0 });
    expect((await planOf(order)).status).toBe('awaiting_deposit');

    expect(await sweep(new Date(at('2026-06-01', '09:00').getTime() + 25 * HOUR))).toMatchObject({ abandoned: 1, failed: 0 });
    const ended = (await db.orders.byId(order.orderId))!;
    expect(ended.orderStatus).toBe('cancelled');
    expect(ended.plan).toMatchObject({ status: 'expired', ended: { reason: ABANDONED_REASON, feeCents: 0 } });
    expect(await reserved()).toBe(before);
    // Its payment page is closed at Pesapal: it can take no money now.
    expect((await pesapal.control.order(order.trackingId)).state).toBe('CANCELLED');
    const told = (await db.outbox.forOrder(order.orderId)).filter((m) => m.event === 'layby_ended' && m.channel === 'sms');
    expect(told[0]?.body).toContain('haikulipwa');
  });
});
