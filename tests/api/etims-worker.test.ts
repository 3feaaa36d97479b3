import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { startEtimsStandInForTests, type EtimsStandInForTests } from '../../local/etims/testing.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { runEtimsRound, type EtimsWorkerDeps } from '../../src/server/etims/worker.ts';
import { orderFigures } from '../../src/lib/orders/figures.ts';
import { orderReference } from '../../src/lib/order-display.ts';
import { statutoryTax } from '../../src/lib/tax/tax-types.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { ENGINES, freshDatabase, sampleOrder, type SampleOverrides } from './db-fixture.ts';

/**
 * The eTIMS worker against the stand-in (local/etims), on each engine: every tax point gets one
 * signed invoice, every completed refund one credit note, numbered 1, 2, 3… per branch without a
 * gap, through KRA down and back, a lost answer, a refusal, and four workers at once.
 */

const catalogue = staticCatalogueSource({
  generatedAt: '2026-11-28T00:00:00.000Z',
  currency: 'KES',
  products: {},
  policies: [],
} as CatalogueSnapshot);

async function paidOrder(db: Database, overrides: SampleOverrides = {}) {
  const { order } = await db.orders.create(sampleOrder(null, overrides));
  const [payment] = await db.sql.query<{ id: string }>(
    `insert into public.payments (order_id, provider, merchant_reference, status, amount_cents, completed_at, confirmation_code)
     values ($1, 'pesapal', $2, 'COMPLETED', $3, now(), 'QJK7H2X9AB') returning id`,
    [order.id, `ref-${order.id.slice(0, 8)}-${Math.random().toString(36).slice(2, 8)}`, order.totalCents],
  );
  return { order, paymentId: payment!.id };
}

async function refund(db: Database, orderId: string, paymentId: string, amountCents: number) {
  const [row] = await db.sql.query<{ id: string }>(
    `insert into public.refunds (order_id, payment_id, amount_cents, status, reason, requested_by_role, confirmation_code)
     values ($1, $2, $3, 'requested', 'Changed mind', 'admin', 'QJK7H2X9AB') returning id`,
    [orderId, paymentId, amountCents],
  );
  await db.sql.query(`update public.refunds set status = 'completed', completed_at = now() where id = $1`, [row!.id]);
}

describe.each(ENGINES)('the eTIMS worker (%s)', (engine) => {
  let db: Database;
  let etims: EtimsStandInForTests;
  let deps: EtimsWorkerDeps;

  beforeAll(async () => {
    etims = await startEtimsStandInForTests();
  });
  afterAll(async () => {
    await etims.stop();
  });
  beforeEach(async () => {
    await db?.close();
    db = await freshDatabase(engine);
    await etims.control.reset();
    deps = { db, client: etims.client(), catalogue, retryDelayMs: () => 0 };
  });
  afterAll(async () => {
    await db?.close();
  });

  it('invoices a paid order within one round: numbered 1, signed, the VAT its figures show; a refund adds one credit note', async () => {
    const { order, paymentId } = await paidOrder(db);
    const round = await runEtimsRound(deps);
    expect(round).toMatchObject({ prepared: 1, signed: 1, failed: 0, blocked: null });

    const [invoice] = await db.taxDocuments.forOrder(order.id);
    const figures = orderFigures({ ...order, money: { payments: [], collections: [], refunds: [] } });
    expect(invoice).toMatchObject({ kind: 'invoice', status: 'signed', invoiceNumber: 1, amountCents: order.totalCents });
    expect(invoice!.totals!.vatCents).toBe(figures.vatIncludedCents);
    expect(invoice!.cuInvoiceNumber).toMatch(/^KRACU\w+\/1$/);
    expect(invoice!.qrUrl).toMatch(
      /^https:\/\/etims-sbx\.kra\.go\.ke\/common\/link\/etims\/receipt\/indexEtimsReceiptData\?Data=P052000000S00\w{16}$/,
    );

    await refund(db, order.id, paymentId, order.totalCents);
    expect(await runEtimsRound(deps)).toMatchObject({ prepared: 1, signed: 1 });
    const received = await etims.control.invoices();
    expect(received.map((r) => [r.request.trdInvcNo, r.request.remark])).toEqual([
      [orderReference(order.id), `Order ${order.id}`],
      [orderReference(order.id), `Order ${order.id}`],
    ]);
    expect(received.map((r) => [r.request.rcptTyCd, r.request.invcNo, r.request.orgInvcNo])).toEqual([
      ['S', 1, 0],
      ['R', 2, 1],
    ]);
    const [, credit] = await db.taxDocuments.forOrder(order.id);
    expect(credit).toMatchObject({ kind: 'credit_note', status: 'signed', invoiceNumber: 2, originalInvoiceNumber: 1 });
    expect(credit!.lines).toEqual(invoice!.lines);
    // Nothing more to send: a third round sends nothing.
    expect(await runEtimsRound(deps)).toMatchObject({ prepared: 0, signed: 0 });
    expect(await etims.control.invoices()).toHaveLength(2);
  });

  it('a part refund credits its share of each line, the buyer’s PIN kept from the invoice', async () => {
    const { order, paymentId } = await paidOrder(db, { buyer: { businessName: 'Kisumu Clinic', kraPin: 'P051234567X' } });
    await runEtimsRound(deps);
    await refund(db, order.id, paymentId, 1_000_000);
    await runEtimsRound(deps);
    const [, credit] = await db.taxDocuments.forOrder(order.id);
    expect(credit!.lines!.reduce((sum, l) => sum + l.grossCents, 0)).toBe(1_000_000);
    expect(credit!.buyer).toEqual({ name: 'Kisumu Clinic', pin: 'P051234567X' });
    const [sale, note] = await etims.control.invoices();
    expect(sale!.request.custTin).toBe('P051234567X');
    expect(note!.request).toMatchObject({ rcptTyCd: 'R', custTin: 'P051234567X', totAmt: 10_000 });
  });

  it('mixed tax types: each in its own bucket, the header the sum of the lines', async () => {
    await paidOrder(db, {
      items: [
        { productId: 'panel', productName: 'Panel 450 W', unitPriceCents: 1_750_000, quantity: 2, tax: statutoryTax('A') },
        { productId: 'battery', productName: 'Battery 100 Ah', unitPriceCents: 4_750_000, quantity: 1, tax: statutoryTax('C') },
        { productId: 'cable', productName: 'PV cable', unitPriceCents: 23_800, quantity: 10, tax: statutoryTax('B') },
      ],
    });
    expect(await runEtimsRound(deps)).toMatchObject({ signed: 1, failed: 0 });
    const [sale] = await etims.control.invoices();
    expect(sale!.request).toMatchObject({
      taxblAmtA: 35_000,
      taxAmtA: 0,
      taxblAmtC: 47_500,
      taxAmtC: 0,
      taxblAmtB: 2_051.72,
      taxAmtB: 328.28,
      totAmt: 84_880,
    });
  });

  it('KRA down: the invoice waits with its number; back up, KRA is asked for that number first, then it is signed once', async () => {
    const { order } = await paidOrder(db);
    await etims.control.fault({ kind: 'down', method: 'saveTrnsSalesOsdc' });
    const down = await runEtimsRound(deps);
    expect(down.blocked).toMatch(/unreachable|did not answer/);
    const [waiting] = await db.taxDocuments.forOrder(order.id);
    expect(waiting).toMatchObject({ status: 'sending', invoiceNumber: 1 });

    // A second order paid while KRA is down waits behind it.
    const second = await paidOrder(db);
    expect((await runEtimsRound(deps)).blocked).not.toBeNull();
    expect((await db.taxDocuments.forOrder(second.order.id))[0]).toMatchObject({ status: 'queued', invoiceNumber: null });

    await etims.control.clearFaults();
    expect(await runEtimsRound(deps)).toMatchObject({ signed: 2, blocked: null });
    expect((await etims.control.invoices()).map((r) => r.request.invcNo)).toEqual([1, 2]);
    expect((await etims.control.calls()).selectInvoiceDetails).toBeGreaterThanOrEqual(1);
  });

  it('an answer lost on the way back: KRA has the sale, so it is not sent twice', async () => {
    const { order } = await paidOrder(db);
    await etims.control.fault({ kind: 'slow', delayMs: 400, method: 'saveTrnsSalesOsdc', times: 1 });
    const lost = await runEtimsRound({ ...deps, client: etims.client({ timeoutMs: 100 }) });
    expect(lost.blocked).toMatch(/did not answer/);
    // The sale reached KRA; only its answer was lost on the way back.
    await vi.waitFor(async () => expect(await etims.control.invoices()).toHaveLength(1));
    expect(await runEtimsRound(deps)).toMatchObject({ signed: 1 });
    expect(await etims.control.invoices()).toHaveLength(1);
    expect((await db.taxDocuments.forOrder(order.id))[0]).toMatchObject({ status: 'signed', invoiceNumber: 1 });
  });

  it('a refusal fails the document with KRA’s words and gives its number back; retried, it takes the next', async () => {
    const first = await paidOrder(db);
    await etims.control.fault({
      kind: 'error',
      resultCd: '910',
      resultMsg: 'Request parameter error',
      method: 'saveTrnsSalesOsdc',
      times: 1,
    });
    expect(await runEtimsRound(deps)).toMatchObject({ failed: 1, signed: 0 });
    const [failed] = await db.taxDocuments.forOrder(first.order.id);
    expect(failed).toMatchObject({
      status: 'failed',
      invoiceNumber: null,
      lastError: { code: '910', message: '910 Request parameter error' },
    });

    const second = await paidOrder(db);
    await runEtimsRound(deps);
    expect((await db.taxDocuments.forOrder(second.order.id))[0]).toMatchObject({ status: 'signed', invoiceNumber: 1 });

    expect(await db.taxDocuments.retry(failed!.id)).not.toBeNull();
    await runEtimsRound(deps);
    expect((await db.taxDocuments.forOrder(first.order.id))[0]).toMatchObject({ status: 'signed', invoiceNumber: 2 });
    expect((await etims.control.invoices()).map((r) => r.request.invcNo)).toEqual([1, 2]);
  });

  it('a fault armed for one order’s reference leaves the other orders’ sales alone (the browser tests run side by side)', async () => {
    const first = await paidOrder(db);
    const second = await paidOrder(db);
    await etims.control.fault({ kind: 'error', resultCd: '910', method: 'saveTrnsSalesOsdc', trdInvcNo: orderReference(second.order.id) });
    expect(await runEtimsRound(deps)).toMatchObject({ signed: 1, failed: 1 });
    expect((await db.taxDocuments.forOrder(first.order.id))[0]!.status).toBe('signed');
    expect((await db.taxDocuments.forOrder(second.order.id))[0]!.status).toBe('failed');
  });

  it('a device initialised elsewhere: without its key KRA answers 902 and invoices wait; with ETIMS_CMC_KEY and ETIMS_SDC_ID they are signed', async () => {
    const elsewhere = await etims.client().initialise();
    if (!elsewhere.ok) throw new Error('the stand-in did not initialise');
    const { order } = await paidOrder(db);
    expect((await runEtimsRound(deps)).blocked).toMatch(/902/);
    const client = etims.client({
      cmcKey: elsewhere.data.cmcKey,
      controlUnit: { sdcId: elsewhere.data.sdcId, mrcNo: elsewhere.data.mrcNo },
    });
    expect(await runEtimsRound({ ...deps, client })).toMatchObject({ signed: 1, blocked: null });
    expect((await db.taxDocuments.forOrder(order.id))[0]!.cuInvoiceNumber).toBe(`${elsewhere.data.sdcId}/1`);
    expect((await etims.control.calls()).selectInitOsdcInfo).toBe(2);
  });

  it('a cash order: each collection is a tax point, its share of the goods and the fee invoiced', async () => {
    const { order } = await db.orders.create(sampleOrder(null, { chosenMethod: 'Cash', orderStatus: 'cash_on_delivery' }));
    for (const amount of [5_000_000, order.totalCents - 5_000_000])
      await db.sql.query(`insert into public.cash_collections (order_id, amount_cents, method) values ($1, $2, 'cash')`, [
        order.id,
        amount,
      ]);
    expect(await runEtimsRound(deps)).toMatchObject({ signed: 2 });
    const documents = await db.taxDocuments.forOrder(order.id);
    expect(documents.map((d) => d.amountCents)).toEqual([5_000_000, order.totalCents - 5_000_000]);
    const received = await etims.control.invoices();
    expect(received.map((r) => r.request.pmtTyCd)).toEqual(['01', '01']);
    expect(received.reduce((sum, r) => sum + Number(r.request.totAmt), 0)).toBeCloseTo(order.totalCents / 100, 2);
  });

  it('a sale from before taxes were kept is failed with the reason, not guessed', async () => {
    const { order } = await paidOrder(db, {
      items: [{ productId: 'old', productName: 'Old line', unitPriceCents: 100_000, quantity: 1, tax: null }],
    });
    expect(await runEtimsRound(deps)).toMatchObject({ failed: 1 });
    expect((await db.taxDocuments.forOrder(order.id))[0]!.lastError!.message).toMatch(/no tax type/);
    expect(await etims.control.invoices()).toHaveLength(0);
  });

  it('KRA’s code list giving another rate fails the document before it is numbered', async () => {
    await etims.control.taxRates({ B: 18 });
    const { order } = await paidOrder(db);
    expect(await runEtimsRound(deps)).toMatchObject({ failed: 1 });
    expect((await db.taxDocuments.forOrder(order.id))[0]!.lastError!.message).toMatch(/type B at 18 %/);
  });

  it('four workers at once: 12 sales numbered 1…12 without a gap or a repeat, each signed once', async () => {
    const orders = [];
    for (let i = 0; i < 12; i++) orders.push((await paidOrder(db)).order.id);
    const loop = async (owner: string) => {
      for (let i = 0; i < 30; i++) {
        const round = await runEtimsRound({ ...deps, owner });
        if (!round.busy && round.signed === 0 && round.prepared === 0) return;
      }
    };
    await Promise.all(['w1', 'w2', 'w3', 'w4'].map(loop));
    const numbers = (await etims.control.invoices()).map((r) => r.request.invcNo);
    expect(numbers).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    const documents = (await Promise.all(orders.map((id) => db.taxDocuments.forOrder(id)))).flat();
    expect(documents.every((d) => d.status === 'signed')).toBe(true);
    expect(new Set(documents.map((d) => d.invoiceNumber)).size).toBe(12);
  });
});
