import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { prepareDocument } from '../../src/server/etims/prepare.ts';
import { LATE_PAYMENT_REASON } from '../../src/server/orders/settle.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { hasEnded } from '../../src/lib/orders/lifecycle.ts';
import { until } from '../until.ts';
import { customerAndAdmin, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { newKey, orderBody, ORDER_TOTAL_CENTS, post } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { LAYBY_SNAPSHOT, TERMS } from './layby-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * Ending a lay-by plan through the API (issue 47, item 6), on both engines: the customer's cancel
 * (phone and reference) within the free days and after them (the clock moved: the app's `now`),
 * the team's (aal2, no fee), and a payment that completes after the end. What was paid goes back
 * payment by payment through Pesapal's sandbox, within its rules (mobile money whole, card in
 * part); nothing paid leaves the record. And each payment is a tax point (item 8): an invoice for
 * exactly what it paid, a credit note against it for what went back.
 */

const SITE = 'http://shop.test';
const DAY_MS = 86_400_000;
const PHONE = '0712 345 678';
const REASON = 'Cannot keep up the payments';
const KSH = 100;
/** The shop's lay-by terms, with its name and contacts (the customer's messages need them). */
const CATALOGUE = { ...LAYBY_SNAPSHOT, shop: SNAPSHOT_WITH_SHOP.shop };
const DEPOSIT = Math.ceil((ORDER_TOTAL_CENTS * TERMS.depositBp) / 10_000 / KSH) * KSH; // KSh 16,910

interface Placed {
  orderId: string;
  reference: string;
  trackingId: string;
}

type PaymentRow = {
  id: string;
  amount_cents: number;
  status: string;
  kept_as_fee: boolean;
  order_tracking_id: string;
};
type RefundRow = {
  payment_id: string;
  amount_cents: number;
  status: string;
  reason: string;
  requested_by_role: string;
};

describe.each(ENGINES)('ending a lay-by plan on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let pesapal: SandboxForTests;
  let app: Hono;
  let tokens: { customer: string; admin: string; aal1: string };
  /** The shop's clock, moved forward by this many days (the app's `now`). */
  let daysOn = 0;

  const makeApp = () =>
    createApp({
      catalogue: staticCatalogueSource(CATALOGUE),
      db,
      pesapal: pesapal.client({ ipnUrl: `${SITE}/api/pesapal/ipn`, timeoutMs: 10_000 }),
      siteUrl: SITE,
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
      now: () => new Date(Date.now() + daysOn * DAY_MS),
    });

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
    auth = await startStandIn(db, { autoconfirm: true });
    tokens = await customerAndAdmin(auth, db, 'layby-end', engine);
    app = makeApp();
    // The units are counted, so that holding and releasing them shows.
    for (const [productId, quantity] of [
      ['panel-450w', 40],
      ['battery-100ah', 20],
    ] as const) {
      const res = await app.request(`/api/admin/stock/${productId}`, {
        method: 'PUT',
        headers: { authorization: `Bearer ${tokens.admin}`, 'content-type': 'application/json' },
        body: JSON.stringify({ quantity }),
      });
      expect(res.status, await res.clone().text()).toBe(200);
    }
  }, 60_000);
  afterAll(async () => {
    await auth.stop();
    await pesapal.stop();
    await db.close();
  });
  beforeEach(async () => {
    await pesapal.control.reset();
    await pesapal.control.settings({ refundApprovalMs: 20, ipnRetryDelaysMs: [0, 50, 200] });
    daysOn = 0;
    app = makeApp();
  });

  const reserved = async () => ({
    panels: (await db.stock.figuresOf('panel-450w')).reserved,
    batteries: (await db.stock.figuresOf('battery-100ah')).reserved,
  });

  async function place(method: 'MPESA' | 'Card'): Promise<Placed> {
    const res = await post(
      app,
      '/api/checkout/initiate',
      orderBody({ paymentMethod: method, paymentPlan: { kind: 'layby' }, idempotencyKey: newKey() }),
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const placed = (await res.json()) as { orderId: string; orderTrackingId: string; plan: { depositCents: number } };
    expect(placed.plan.depositCents).toBe(DEPOSIT);
    return { orderId: placed.orderId, reference: placed.orderId.slice(0, 8).toUpperCase(), trackingId: placed.orderTrackingId };
  }

  const payments = (orderId: string) =>
    db.sql.query<PaymentRow>(
      `select id, amount_cents::int as amount_cents, status, kept_as_fee, order_tracking_id
         from public.payments where order_id = $1 and provider = 'pesapal' order by created_at, id`,
      [orderId],
    );
  const refunds = (orderId: string) =>
    db.sql.query<RefundRow>(
      `select payment_id, amount_cents::int as amount_cents, status, reason, requested_by_role from public.refunds where order_id = $1`,
      [orderId],
    );
  const planRow = async (orderId: string) =>
    (
      await db.sql.query<{ status: string; fee_cents: number | null; ended_by: string | null; refund_plan: unknown }>(
        `select status, fee_cents::int as fee_cents, ended_by, refund_plan from public.layby_plans where order_id = $1`,
        [orderId],
      )
    )[0]!;

  /** The page approved at the sandbox (as the customer pays it), then until its IPN recorded it completed (and returned since, for a late one). */
  async function approve(trackingId: string, method: 'mpesa' | 'card'): Promise<void> {
    await pesapal.control.outcome(trackingId, 'approve', { method });
    await until(`payment ${trackingId} recorded completed`, async () => {
      const [row] = await db.sql.query<{ status: string }>(`select status from public.payments where order_tracking_id = $1`, [trackingId]);
      return row?.status === 'COMPLETED' || row?.status === 'REVERSED' ? true : null;
    });
  }

  /** An instalment's page, opened by the guest with phone and reference. */
  async function openInstalment(order: Placed, amountCents: number): Promise<string> {
    const res = await post(app, `/api/orders/${order.orderId}/instalments`, { phone: PHONE, reference: order.reference, amountCents });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { orderTrackingId: string }).orderTrackingId;
  }

  async function instalment(order: Placed, amountCents: number, method: 'mpesa' | 'card'): Promise<void> {
    await approve(await openInstalment(order, amountCents), method);
  }

  const cancel = (order: Placed, who: 'guest' | 'admin') =>
    who === 'admin'
      ? post(app, `/api/orders/${order.orderId}/cancel`, { reason: REASON }, { authorization: `Bearer ${tokens.admin}` })
      : post(app, `/api/orders/${order.orderId}/cancel`, { reason: REASON, phone: PHONE, reference: order.reference });

  /** Until Pesapal has approved every refund asked and the shop has recorded each done. */
  async function refundsDone(orderId: string, count: number): Promise<RefundRow[]> {
    return until(`${count} refund(s) of ${orderId} completed`, async () => {
      const rows = await refunds(orderId);
      return rows.length === count && rows.every((r) => r.status === 'completed') ? rows : null;
    });
  }

  async function expectEnded(order: Placed, plan: { status: string; fee: number; by: string }) {
    const now = (await db.orders.byId(order.orderId))!;
    expect(hasEnded(now)).toBe(true);
    expect(now.deliveryStatus).toBe('cancelled');
    expect(await planRow(order.orderId)).toMatchObject({ status: plan.status, fee_cents: plan.fee, ended_by: plan.by });
    const [action] = await db.sql.query<{ action: string; actor_role: string; detail: { keptCents: number } }>(
      `select action, actor_role, detail from public.order_actions where order_id = $1 and action = 'layby_ended'`,
      [order.orderId],
    );
    expect(action).toMatchObject({ actor_role: plan.by === 'customer' ? 'customer' : plan.by, detail: { keptCents: plan.fee } });
    const told = (await db.outbox.forOrder(order.orderId)).filter((m) => m.audience === 'customer').map((m) => m.event);
    expect(told).toContain('layby_ended');
    // The units go back to the shelf.
    expect(await reserved()).toEqual({ panels: 0, batteries: 0 });
    // A second cancel finds it ended.
    expect((await cancel(order, 'guest')).status).toBe(409);
  }

  /** Each payment has its invoice for exactly its amount, and each refund a credit note against that invoice. */
  async function expectTaxDocuments(orderId: string) {
    const docs = await db.sql.query<{
      id: string;
      kind: string;
      source: string;
      source_id: string;
      amount_cents: number;
      original_id: string | null;
    }>(`select id, kind, source, source_id, amount_cents::int as amount_cents, original_id from public.tax_documents where order_id = $1`, [
      orderId,
    ]);
    const paid = (await payments(orderId)).filter((p) => p.status === 'COMPLETED' || p.status === 'REVERSED');
    const invoices = docs.filter((d) => d.kind === 'invoice');
    expect(invoices.map((d) => [d.source, d.source_id, d.amount_cents]).sort()).toEqual(
      paid.map((p) => ['payment', p.id, p.amount_cents]).sort(),
    );
    const rows = await db.sql.query<{ id: string; payment_id: string; amount_cents: number }>(
      `select id, payment_id, amount_cents::int as amount_cents from public.refunds where order_id = $1 and status = 'completed'`,
      [orderId],
    );
    const credits = docs.filter((d) => d.kind === 'credit_note');
    expect(credits).toHaveLength(rows.length);
    for (const refund of rows) {
      const note = credits.find((d) => d.source_id === refund.id)!;
      expect(note).toMatchObject({ source: 'refund', amount_cents: refund.amount_cents });
      expect(note.original_id).toBe(invoices.find((d) => d.source_id === refund.payment_id)!.id);
    }
    // Each is made into lines that share its money over the order's (prepare.ts), to the cent.
    for (const doc of invoices) {
      const queued = (await db.taxDocuments.byId(doc.id))!;
      expect(await prepareDocument(db, queued, async (productId) => `KE2NTU${productId ?? 'delivery'}`)).toBe('prepared');
      const prepared = (await db.taxDocuments.byId(doc.id))!;
      expect(prepared.lines!.reduce((sum, l) => sum + l.grossCents, 0)).toBe(doc.amount_cents);
    }
    return { invoices, credits };
  }

  it('within the free days the guest’s cancel returns every payment in full through Pesapal, the fee 0', async () => {
    const before = await reserved();
    expect(before).toEqual({ panels: 0, batteries: 0 });
    const order = await place('MPESA');
    await approve(order.trackingId, 'mpesa');
    await instalment(order, 5_000 * KSH, 'mpesa');
    expect(await reserved()).toEqual({ panels: 2, batteries: 1 });

    daysOn = TERMS.cancelFee.freeDays; // the last free day
    const res = await cancel(order, 'guest');
    expect(res.status, await res.clone().text()).toBe(200);
    await expectEnded(order, { status: 'cancelled', fee: 0, by: 'customer' });

    const done = await refundsDone(order.orderId, 2);
    const paid = await payments(order.orderId);
    expect(done.map((r) => r.amount_cents).sort()).toEqual([5_000 * KSH, DEPOSIT].sort());
    expect(done.every((r) => r.requested_by_role === 'customer' && r.reason === REASON)).toBe(true);
    // Nothing paid leaves the record: the payments stay, reversed, none kept.
    expect(paid.map((p) => [p.amount_cents, p.status, p.kept_as_fee])).toEqual([
      [DEPOSIT, 'REVERSED', false],
      [5_000 * KSH, 'REVERSED', false],
    ]);
    expect(
      (await pesapal.control.orders())
        .filter((p) => p.refund)
        .map((p) => p.refund!.amount)
        .sort(),
    ).toEqual([5_000, DEPOSIT / KSH].sort());
    await expectTaxDocuments(order.orderId);
  });

  it('after the free days, M-PESA payments: the whole ones that fit in the fee are kept, the others go back in full', async () => {
    const order = await place('MPESA');
    await approve(order.trackingId, 'mpesa');
    for (const amount of [500, 600, 20_000]) await instalment(order, amount * KSH, 'mpesa');
    // Paid KSh 38,010: the fee is 5 %, KSh 1,900. The KSh 600 and KSh 500 fit (1,100); the rest of the fee is waived.
    daysOn = TERMS.cancelFee.freeDays + 1;
    const res = await cancel(order, 'guest');
    expect(res.status, await res.clone().text()).toBe(200);
    await expectEnded(order, { status: 'cancelled', fee: 1_100 * KSH, by: 'customer' });

    const done = await refundsDone(order.orderId, 2);
    const paid = await payments(order.orderId);
    expect(paid.map((p) => [p.amount_cents / KSH, p.kept_as_fee, p.status])).toEqual([
      [DEPOSIT / KSH, false, 'REVERSED'],
      [500, true, 'COMPLETED'],
      [600, true, 'COMPLETED'],
      [20_000, false, 'REVERSED'],
    ]);
    // Mobile money goes back whole: each refund is its payment's full amount.
    for (const refund of done) expect(refund.amount_cents).toBe(paid.find((p) => p.id === refund.payment_id)!.amount_cents);
    expect((await pesapal.control.orders()).filter((p) => p.refund)).toHaveLength(2);

    // The sweep later finds nothing more to return: the kept payments stay kept.
    const again = await post(app, `/api/orders/${order.orderId}/cancel`, { reason: REASON, phone: PHONE, reference: order.reference });
    expect(again.status).toBe(409);
    expect(await refunds(order.orderId)).toHaveLength(2);
    const { credits } = await expectTaxDocuments(order.orderId);
    expect(credits).toHaveLength(2);
  });

  it('after the free days, a card payment carries the fee: refunded less the fee, in part', async () => {
    const order = await place('Card');
    await approve(order.trackingId, 'card');
    await instalment(order, 5_000 * KSH, 'card');
    // Paid KSh 21,910: the fee is KSh 1,095, kept from the newest card payment.
    daysOn = 30;
    const res = await cancel(order, 'guest');
    expect(res.status, await res.clone().text()).toBe(200);
    await expectEnded(order, { status: 'cancelled', fee: 1_095 * KSH, by: 'customer' });

    const done = await refundsDone(order.orderId, 2);
    const paid = await payments(order.orderId);
    const refundOf = (amount: number) => done.find((r) => r.payment_id === paid.find((p) => p.amount_cents === amount)!.id)!.amount_cents;
    expect(refundOf(DEPOSIT)).toBe(DEPOSIT);
    expect(refundOf(5_000 * KSH)).toBe(3_905 * KSH);
    expect(paid.every((p) => !p.kept_as_fee)).toBe(true);
    expect(
      (await pesapal.control.orders())
        .filter((p) => p.refund)
        .map((p) => p.refund!.amount)
        .sort(),
    ).toEqual([3_905, DEPOSIT / KSH].sort());
    const { credits } = await expectTaxDocuments(order.orderId);
    expect(credits.map((c) => c.amount_cents).sort()).toEqual([3_905 * KSH, DEPOSIT].sort());
  });

  it('the team’s cancel (aal2) ends the plan with no fee, whenever it is', async () => {
    const order = await place('MPESA');
    await approve(order.trackingId, 'mpesa');
    await instalment(order, 600 * KSH, 'mpesa');
    daysOn = 60;
    const res = await cancel(order, 'admin');
    expect(res.status, await res.clone().text()).toBe(200);
    await expectEnded(order, { status: 'cancelled', fee: 0, by: 'admin' });
    const done = await refundsDone(order.orderId, 2);
    expect(done.map((r) => r.amount_cents).sort()).toEqual([600 * KSH, DEPOSIT].sort());
    expect(done.every((r) => r.requested_by_role === 'admin')).toBe(true);
    const [audit] = await db.sql.query<{ action: string; aal: string }>(
      `select action, aal from public.admin_actions where target_id = $1 and action = 'order.cancel'`,
      [order.orderId],
    );
    expect(audit).toMatchObject({ action: 'order.cancel', aal: 'aal2' });
    // An admin below aal2 may not.
    const other = await place('MPESA');
    const aal1 = await post(app, `/api/orders/${other.orderId}/cancel`, { reason: REASON }, { authorization: `Bearer ${tokens.aal1}` });
    expect(aal1.status).toBe(403);
    expect((await cancel(other, 'admin')).status).toBe(200);
    expect(await reserved()).toEqual({ panels: 0, batteries: 0 });
    await expectTaxDocuments(order.orderId);
  });

  it('a payment that completes after the plan ended goes back in full', async () => {
    const order = await place('MPESA');
    await approve(order.trackingId, 'mpesa');
    const open = await openInstalment(order, 1_000 * KSH);
    // Pesapal cannot close the open page as the plan ends; the customer then pays on it.
    await pesapal.control.fault({ route: 'cancel', kind: 'http503', times: 1 });
    daysOn = 20;
    expect((await cancel(order, 'guest')).status).toBe(200);
    expect(await planRow(order.orderId)).toMatchObject({ status: 'cancelled' });
    await approve(open, 'mpesa');

    const done = await refundsDone(order.orderId, 2);
    const late = (await payments(order.orderId)).find((p) => p.order_tracking_id === open)!;
    expect(done.find((r) => r.payment_id === late.id)).toMatchObject({ amount_cents: 1_000 * KSH, reason: LATE_PAYMENT_REASON });
    // The fee was decided on what was paid when the plan ended (the deposit: 5 %, KSh 845, no whole payment fits): all goes back.
    expect(done.find((r) => r.payment_id !== late.id)).toMatchObject({ amount_cents: DEPOSIT });
    expect(await planRow(order.orderId)).toMatchObject({ status: 'cancelled', fee_cents: 0 });
    await expectTaxDocuments(order.orderId);
  });

  it('cash paid at the shop towards a plan is a tax point of its own, for the goods the plan covers', async () => {
    const order = await place('MPESA');
    await approve(order.trackingId, 'mpesa');
    const cash = await db.cashCollections.record({
      orderId: order.orderId,
      amountCents: 2_000 * KSH,
      method: 'cash',
      mpesaReceipt: null,
      note: 'Paid at the shop',
      driver: null,
      requestKey: null,
      recordedBy: (await db.sql.query<{ id: string }>(`select id from auth.users limit 1`))[0]!.id,
      recordedByEmail: null,
    });
    const [doc] = await db.sql.query<{ id: string; amount_cents: number }>(
      `select id, amount_cents::int as amount_cents from public.tax_documents where source = 'collection' and source_id = $1`,
      [cash!.id],
    );
    expect(doc!.amount_cents).toBe(2_000 * KSH);
    const queued = (await db.taxDocuments.byId(doc!.id))!;
    expect(await prepareDocument(db, queued, async () => 'KE2NTU0000001')).toBe('prepared');
    const lines = (await db.taxDocuments.byId(doc!.id))!.lines!;
    expect(lines.reduce((sum, l) => sum + l.grossCents, 0)).toBe(2_000 * KSH);
    // The plan's lines, each its share (a delivery fee left to the door is no part of it: tests/unit/etims-layby-lines.test.ts).
    const placed = (await db.orders.byId(order.orderId))!;
    expect(lines.map((l) => l.name)).toEqual(placed.items.map((i) => i.productName));
  });
});
