import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import type { AdminDashboard } from '../../src/api/admin.ts';
import type { AdminOrderWithInvoices, InvoiceListAnswer, InvoiceRetryAnswer } from '../../src/api/admin-invoices.ts';
import { orderReference } from '../../src/lib/order-display.ts';
import { readCsv } from '../../src/lib/stock/csv.ts';
import type { TaxDocumentKind, TaxDocumentSource } from '../../src/lib/tax/documents.ts';
import { statutoryTax, type TaxType } from '../../src/lib/tax/tax-types.ts';
import { taxSummary } from '../../src/lib/tax/vat.ts';
import { INVOICE_CSV_HEADER } from '../../src/lib/tax/invoice-csv.ts';
import { createApp } from '../../src/server/app.ts';
import { createTokenVerifier } from '../../src/server/auth/verify.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import type { BranchKey } from '../../src/server/db/etims-registry.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { customerAndAdmin, startStandIn, type RunningStandIn } from './auth-fixture.ts';
import { ENGINES, freshDatabase, sampleOrder } from './db-fixture.ts';
import { SNAPSHOT_WITH_SHOP } from './outbox-fixture.ts';

/**
 * The admin and the accountant (issue 45, item 6), on both engines: the order's page lists its
 * invoices and credit notes with their state; a failed one is queued again by the team (aal2,
 * audited, the worker kicked); the accountant's list of a period (Nairobi days) with its sums per
 * tax type, and its CSV; the health line and the dashboard say when invoices wait too long.
 * Documents are queued as the migration's triggers queue them and moved by the worker's own steps
 * (db.taxDocuments: prepared, claimBranch, number, signed, refused).
 */

const KEY: BranchKey = { env: 'local', tin: 'P052000000S', branchId: '00' };
const SDC = 'KRACU013000001';

describe.each(ENGINES)('tax invoices for the admin and the accountant, on %s', (engine) => {
  let db: Database;
  let auth: RunningStandIn;
  let app: Hono;
  let kicks = 0;
  const tokens = { customer: '', aal1: '', admin: '' };

  const call = (method: string, path: string, token: string | null = tokens.admin) =>
    app.request(path, { method, headers: token ? { authorization: `Bearer ${token}` } : {} });
  const ok = async <T>(res: Response | Promise<Response>): Promise<T> => {
    const answer = await res;
    expect(answer.status, await answer.clone().text()).toBe(200);
    return (await answer.json()) as T;
  };
  const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string; field?: string } }).error;
  const retry = (orderId: string, documentId: string, token = tokens.admin) =>
    call('POST', `/api/admin/orders/${orderId}/invoices/${documentId}/retry`, token);
  const list = (search: string) => ok<InvoiceListAnswer>(call('GET', `/api/admin/invoices${search}`));

  async function newOrder(): Promise<string> {
    const { order } = await db.orders.create(sampleOrder(null));
    return order.id;
  }

  /** A document queued as the triggers queue it (private.queue_tax_document). */
  async function queue(
    orderId: string,
    options: {
      kind?: TaxDocumentKind;
      source?: TaxDocumentSource;
      amountCents: number;
      at: string;
      originalId?: string;
      queuedAt?: string;
    },
  ): Promise<string> {
    const kind = options.kind ?? 'invoice';
    const [row] = await db.sql.query<{ id: string }>(
      `insert into public.tax_documents (order_id, kind, source, source_id, amount_cents, occurred_at, original_id, created_at)
       values ($1, $2, $3, gen_random_uuid()::text, $4, $5, $6, coalesce($7::timestamptz, now())) returning id`,
      [
        orderId,
        kind,
        options.source ?? (kind === 'credit_note' ? 'refund' : 'payment'),
        options.amountCents,
        options.at,
        options.originalId ?? null,
        options.queuedAt ?? null,
      ],
    );
    return row!.id;
  }

  /** What prepare.ts makes of it: one line of `taxType`, split as KRA splits it; a buyer when given. */
  async function prepare(id: string, grossCents: number, taxType: TaxType = 'B', buyer: { name: string; pin: string } | null = null) {
    const summary = taxSummary([{ grossCents, ...statutoryTax(taxType) }]);
    await db.taxDocuments.prepared(id, {
      lines: [],
      taxableCents: summary.taxableCents,
      vatCents: summary.vatCents,
      byType: summary.byType,
      buyer,
    });
  }

  async function numbered(id: string): Promise<number> {
    expect(await db.taxDocuments.claimBranch(KEY, 'test', 60_000)).toBe(true);
    return (await db.taxDocuments.number(id, KEY, () => ({}))).invcNo;
  }

  async function sign(id: string): Promise<number> {
    const invcNo = await numbered(id);
    await db.taxDocuments.signed(id, {
      signature: {
        sdcId: SDC,
        mrcNo: null,
        receiptNumber: invcNo,
        totalReceiptNumber: invcNo,
        internalData: 'INTRL',
        signature: `SIGN${invcNo}`,
        signedAt: new Date().toISOString(),
      },
      resultDt: null,
      qrUrl: 'https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=x',
    });
    return invcNo;
  }

  async function refuse(id: string, code: string, message: string) {
    await numbered(id);
    await db.taxDocuments.refused(id, code, message);
  }

  beforeAll(async () => {
    db = await freshDatabase(engine);
    auth = await startStandIn(db, { autoconfirm: true });
    app = createApp({
      catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP),
      db,
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
      auth: createTokenVerifier({ supabaseUrl: auth.url }),
      etims: { kick: () => void (kicks += 1) },
    });
    Object.assign(tokens, await customerAndAdmin(auth, db, 'invoices', engine));
  });
  afterAll(async () => {
    await auth.stop();
    await db.close();
  });
  beforeEach(async () => {
    await db.sql.query(`delete from public.tax_documents where original_id is not null`);
    await db.sql.query(`delete from public.tax_documents`);
    await db.sql.query(`delete from public.etims_sequences`);
  });

  describe('the order page', () => {
    it('lists the order’s invoices and credit notes with their state: waiting since, issued with its number, failed with KRA’s words', async () => {
      const orderId = await newOrder();
      const paid = await queue(orderId, { amountCents: 116_000_00, at: '2026-11-02T07:00:00Z' });
      await prepare(paid, 116_000_00, 'B', { name: 'Kisumu Day School', pin: 'P051234567X' });
      const invcNo = await sign(paid);
      const door = await queue(orderId, { source: 'door_fee', amountCents: 3_500_00, at: '2026-11-03T07:00:00Z' });
      await prepare(door, 3_500_00);
      await refuse(door, '910', 'Request parameter error: taxblAmtB');
      const refund = await queue(orderId, { kind: 'credit_note', amountCents: 11_600_00, at: '2026-11-04T07:00:00Z', originalId: paid });

      const detail = await ok<AdminOrderWithInvoices>(call('GET', `/api/orders/${orderId}`));
      expect(detail.invoices.map((d) => [d.id, d.kind, d.state])).toEqual([
        [paid, 'invoice', 'issued'],
        [door, 'invoice', 'failed'],
        [refund, 'credit_note', 'waiting'],
      ]);
      const [issued, failed, waiting] = detail.invoices;
      expect(issued).toMatchObject({
        cuInvoiceNumber: `${SDC}/${invcNo}`,
        invoiceNumber: invcNo,
        vatCents: 16_000_00,
        taxableCents: 100_000_00,
        buyer: { name: 'Kisumu Day School', pin: 'P051234567X' },
        printHref: `/invoice?ref=${orderReference(orderId)}`,
        lastError: null,
      });
      expect(issued!.signedAt).not.toBeNull();
      expect(failed).toMatchObject({
        invoiceNumber: null,
        cuInvoiceNumber: null,
        printHref: null,
        lastError: { code: '910', message: 'Request parameter error: taxblAmtB' },
      });
      expect(waiting).toMatchObject({ originalCuInvoiceNumber: `${SDC}/${invcNo}`, taxableCents: null, printHref: null });
      expect(Date.parse(waiting!.queuedAt)).not.toBeNaN();
    });

    it('lists none for an order without money received', async () => {
      const detail = await ok<AdminOrderWithInvoices>(call('GET', `/api/orders/${await newOrder()}`));
      expect(detail.invoices).toEqual([]);
    });
  });

  describe('the team’s retry', () => {
    it('queues a failed document again, due now, audits it at aal2 and kicks the worker; a second retry is a 409 naming the state', async () => {
      const orderId = await newOrder();
      const id = await queue(orderId, { amountCents: 5_000_00, at: '2026-11-02T07:00:00Z' });
      await prepare(id, 5_000_00);
      await refuse(id, '910', 'Request parameter error: itemList');
      const before = kicks;

      const answer = await ok<InvoiceRetryAnswer>(retry(orderId, id));
      expect(answer.invoice).toMatchObject({ id, state: 'waiting', status: 'queued', attempts: 0 });
      expect(kicks).toBe(before + 1);
      const stored = await db.taxDocuments.byId(id);
      expect(stored).toMatchObject({ status: 'queued', lines: null });
      expect(Date.parse(stored!.nextAttemptAt)).toBeLessThanOrEqual(Date.now());
      const audit = await db.sql.query<{ action: string; target_kind: string; target_id: string; details: unknown; aal: string }>(
        `select action, target_kind, target_id, details, aal from public.admin_actions where action = 'invoice.retry'`,
      );
      expect(audit).toEqual([
        {
          action: 'invoice.retry',
          target_kind: 'order',
          target_id: orderId,
          details: { documentId: id, kind: 'invoice', code: '910', message: 'Request parameter error: itemList' },
          aal: 'aal2',
        },
      ]);

      const again = await retry(orderId, id);
      expect(again.status).toBe(409);
      expect(await errorOf(again)).toMatchObject({ code: 'INVOICE_NOT_FAILED', state: 'waiting' });
      expect(kicks).toBe(before + 1);
    });

    it('refuses an issued document with 409 and changes nothing', async () => {
      const orderId = await newOrder();
      const id = await queue(orderId, { amountCents: 5_000_00, at: '2026-11-02T07:00:00Z' });
      await prepare(id, 5_000_00);
      await sign(id);
      const res = await retry(orderId, id);
      expect(res.status).toBe(409);
      const error = await errorOf(res);
      expect(error).toMatchObject({ code: 'INVOICE_NOT_FAILED', state: 'issued' });
      expect(error.message).toContain('issued');
      expect((await db.taxDocuments.byId(id))?.status).toBe('signed');
    });

    it('answers 404 for an unknown order, a document of another order, or ids that are not ids', async () => {
      const orderId = await newOrder();
      const other = await newOrder();
      const id = await queue(other, { amountCents: 5_000_00, at: '2026-11-02T07:00:00Z' });
      await prepare(id, 5_000_00);
      await refuse(id, '910', 'Request parameter error');
      for (const [order, doc] of [
        ['6b0f3c1e-1111-4aaa-8bbb-123456789abc', id],
        [orderId, id],
        [orderId, '6b0f3c1e-1111-4aaa-8bbb-123456789abc'],
        ['not-an-order', id],
        [orderId, 'not-a-document'],
      ] as const) {
        const res = await retry(order, doc);
        expect(res.status, `${order} ${doc}`).toBe(404);
        expect((await errorOf(res)).code).toBe('NOT_FOUND');
      }
      expect((await db.taxDocuments.byId(id))?.status).toBe('failed');
    });

    it('answers 401 without a token, 403 to a customer, 403 MFA_REQUIRED to an admin at aal1, and changes nothing', async () => {
      const orderId = await newOrder();
      const id = await queue(orderId, { amountCents: 5_000_00, at: '2026-11-02T07:00:00Z' });
      await prepare(id, 5_000_00);
      await refuse(id, '910', 'Request parameter error');
      for (const path of [`/api/admin/orders/${orderId}/invoices/${id}/retry`, '/api/admin/invoices', '/api/admin/invoices/export.csv']) {
        const method = path.endsWith('retry') ? 'POST' : 'GET';
        expect((await call(method, path, null)).status).toBe(401);
        const customer = await call(method, path, tokens.customer);
        expect([customer.status, (await errorOf(customer)).code]).toEqual([403, 'FORBIDDEN']);
        const aal1 = await call(method, path, tokens.aal1);
        expect([aal1.status, (await errorOf(aal1)).code]).toEqual([403, 'MFA_REQUIRED']);
      }
      expect((await db.taxDocuments.byId(id))?.status).toBe('failed');
    });
  });

  describe('the accountant’s list', () => {
    /** October's last evening and November on the shop's clock: 21:30 UTC on 31 October is 00:30 on 1 November in Nairobi. */
    async function november() {
      const a = await newOrder();
      const b = await newOrder();
      const lateOctober = await queue(a, { amountCents: 1_160_00, at: '2026-10-31T20:30:00Z' });
      await prepare(lateOctober, 1_160_00);
      await sign(lateOctober);
      const firstNovember = await queue(a, { amountCents: 116_000_00, at: '2026-10-31T21:30:00Z' });
      await prepare(firstNovember, 116_000_00, 'B');
      await sign(firstNovember);
      const exempt = await queue(b, { source: 'collection', amountCents: 50_000_00, at: '2026-11-15T09:00:00Z' });
      await prepare(exempt, 50_000_00, 'A');
      await refuse(exempt, '910', 'Request parameter error: itemClsCd');
      const credit = await queue(a, { kind: 'credit_note', amountCents: 11_600_00, at: '2026-11-30T20:59:00Z', originalId: firstNovember });
      await prepare(credit, 11_600_00, 'B');
      const december = await queue(b, { amountCents: 2_320_00, at: '2026-11-30T21:00:00Z' });
      return { lateOctober, firstNovember, exempt, credit, december, a, b };
    }

    it('lists the period’s documents by their tax point on Nairobi’s calendar, both days inclusive, with sums per tax type (credit notes negative)', async () => {
      const ids = await november();
      const answer = await list('?from=2026-11-01&to=2026-11-30');
      expect(answer.period).toEqual({
        from: '2026-11-01',
        to: '2026-11-30',
        fromInstant: '2026-10-31T21:00:00.000Z',
        toInstant: '2026-11-30T21:00:00.000Z',
      });
      expect(answer.invoices.map((d) => d.id)).toEqual([ids.firstNovember, ids.exempt, ids.credit]);
      expect(answer.total).toBe(3);
      expect(answer.totals).toEqual({
        documents: 3,
        unprepared: 0,
        taxableCents: 100_000_00 + 50_000_00 - 10_000_00,
        vatCents: 16_000_00 - 1_600_00,
        totalCents: 116_000_00 + 50_000_00 - 11_600_00,
        byType: {
          A: { taxableCents: 50_000_00, vatCents: 0 },
          B: { taxableCents: 90_000_00, vatCents: 14_400_00 },
          C: { taxableCents: 0, vatCents: 0 },
          D: { taxableCents: 0, vatCents: 0 },
          E: { taxableCents: 0, vatCents: 0 },
        },
      });
      expect(answer.invoices[2]).toMatchObject({
        kind: 'credit_note',
        originalCuInvoiceNumber: expect.stringMatching(/^KRACU013000001\/\d+$/),
      });
      const october = await list('?from=2026-10-31&to=2026-10-31');
      expect(october.invoices.map((d) => d.id)).toEqual([ids.lateOctober]);
    });

    it('filters by type and state (waiting is queued or being sent), and pages the list while the sums cover every page', async () => {
      const ids = await november();
      expect((await list('?from=2026-11-01&to=2026-11-30&kind=credit_note')).invoices.map((d) => d.id)).toEqual([ids.credit]);
      expect((await list('?from=2026-11-01&to=2026-11-30&status=failed')).invoices.map((d) => d.id)).toEqual([ids.exempt]);
      expect((await list('?from=2026-11-01&to=2026-11-30&status=issued')).invoices.map((d) => d.id)).toEqual([ids.firstNovember]);
      await numbered(ids.credit);
      const waiting = await list('?from=2026-11-01&to=2026-12-31&status=waiting');
      expect(waiting.invoices.map((d) => [d.id, d.status])).toEqual([
        [ids.credit, 'sending'],
        [ids.december, 'queued'],
      ]);
      expect(waiting.totals).toMatchObject({ documents: 2, unprepared: 1, totalCents: 2_320_00 - 11_600_00 });
      const second = await list('?from=2026-11-01&to=2026-12-31&page=2');
      expect(second).toMatchObject({ page: 2, pageSize: 50, total: 4, invoices: [] });
      expect(second.totals.documents).toBe(4);
    });

    it('covers this month on the shop’s calendar when no period is given', async () => {
      const orderId = await newOrder();
      const id = await queue(orderId, { amountCents: 1_000_00, at: new Date().toISOString() });
      const answer = await list('');
      expect(answer.period.from).toMatch(/^\d{4}-\d{2}-01$/);
      expect(answer.invoices.map((d) => d.id)).toEqual([id]);
    });

    it.each([
      ['?from=2026-13-01&to=2026-11-30', 'from'],
      ['?from=2026-02-30', 'from'],
      ['?from=yesterday', 'from'],
      ['?from=2026-11-01&to=30/11/2026', 'to'],
      ['?from=2026-11-30&to=2026-11-01', 'to'],
      ['?from=2024-01-01&to=2026-11-30', 'to'],
      ['?kind=receipt', 'kind'],
      ['?status=queued', 'status'],
      ['?page=0', 'page'],
      ['?page=two', 'page'],
    ])('answers 400 naming the field for %s', async (search, field) => {
      for (const path of ['/api/admin/invoices', '/api/admin/invoices/export.csv']) {
        const res = await call('GET', `${path}${search}`);
        expect(res.status, path).toBe(400);
        const error = await errorOf(res);
        expect(error).toMatchObject({ code: 'INVALID_REQUEST', field });
        expect(error.message.startsWith(`${field}: `)).toBe(true);
      }
    });
  });

  describe('the accountant’s CSV', () => {
    it('writes every document of the period: tax point, type, numbers, order, buyer, each tax type, totals, state and KRA’s words', async () => {
      const orderId = await newOrder();
      const paid = await queue(orderId, { amountCents: 116_000_00, at: '2026-11-02T07:05:09Z' });
      await prepare(paid, 116_000_00, 'B', { name: '=HYPERLINK("http://evil.test","Click")', pin: 'P051234567X' });
      const invcNo = await sign(paid);
      const refused = await queue(orderId, { source: 'collection', amountCents: 1_080_00, at: '2026-11-03T07:00:00Z' });
      await prepare(refused, 1_080_00, 'E');
      await refuse(refused, '910', '+Request parameter error, "taxblAmtE"');
      const credit = await queue(orderId, { kind: 'credit_note', amountCents: 11_600_00, at: '2026-11-04T07:00:00Z', originalId: paid });
      await prepare(credit, 11_600_00, 'B', { name: '=HYPERLINK("http://evil.test","Click")', pin: 'P051234567X' });
      const creditNo = await sign(credit);

      const res = await call('GET', '/api/admin/invoices/export.csv?from=2026-11-01&to=2026-11-30');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
      expect(res.headers.get('content-disposition')).toBe('attachment; filename="tax-invoices-2026-11-01-to-2026-11-30.csv"');
      expect(res.headers.get('cache-control')).toBe('no-store');
      const text = await res.text();
      const read = readCsv(text);
      if (!read.ok) throw new Error('unreadable CSV');
      const [header, ...rows] = read.records.map((r) => r.cells);
      expect(header).toEqual([...INVOICE_CSV_HEADER]);
      const reference = orderReference(orderId);
      expect(rows).toEqual([
        [
          '2026-11-02 10:05:09',
          'Invoice',
          `${SDC}/${invcNo}`,
          String(invcNo),
          '',
          reference,
          `'=HYPERLINK("http://evil.test","Click")`,
          'P051234567X',
          ...['0.00', '0.00', '100000.00', '16000.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00'],
          '100000.00',
          '16000.00',
          '116000.00',
          'Issued',
          '',
        ],
        [
          '2026-11-03 10:00:00',
          'Invoice',
          '',
          '',
          '',
          reference,
          '',
          '',
          ...['0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00', '1000.00', '80.00'],
          '1000.00',
          '80.00',
          '1080.00',
          'Failed',
          `910 +Request parameter error, "taxblAmtE"`,
        ],
        [
          '2026-11-04 10:00:00',
          'Credit note',
          `${SDC}/${creditNo}`,
          String(creditNo),
          `${SDC}/${invcNo}`,
          reference,
          `'=HYPERLINK("http://evil.test","Click")`,
          'P051234567X',
          ...['0.00', '0.00', '-10000.00', '-1600.00', '0.00', '0.00', '0.00', '0.00', '0.00', '0.00'],
          '-10000.00',
          '-1600.00',
          '-11600.00',
          'Issued',
          '',
        ],
      ]);
      // The formula is written as text on the wire too: quoted, with its apostrophe.
      expect(text).toContain(`"'=HYPERLINK(""http://evil.test"",""Click"")"`);
    });

    it('writes the header alone for a period without documents', async () => {
      const bytes = await (await call('GET', '/api/admin/invoices/export.csv?from=2020-01-01&to=2020-01-31')).arrayBuffer();
      // A byte-order mark first, so a spreadsheet reads it as UTF-8.
      expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes)).toBe(`\uFEFF${INVOICE_CSV_HEADER.join(',')}\r\n`);
    });
  });

  describe('the health line and the dashboard', () => {
    const health = async (target: Hono) =>
      ok<{ status: string; invoices: { waiting: number; oldestWaitingMinutes: number | null; failed: number; late: boolean } }>(
        target.request('/api/health'),
      );

    it('says invoices are late once one has waited longer than ETIMS_WAITING_ALERT_MINUTES, and stays 200', async () => {
      expect(await health(app)).toMatchObject({
        status: 'ok',
        invoices: { waiting: 0, oldestWaitingMinutes: null, failed: 0, late: false },
      });
      const orderId = await newOrder();
      const queuedAt = new Date(Date.now() - 75 * 60_000).toISOString();
      await queue(orderId, { amountCents: 1_000_00, at: queuedAt, queuedAt });
      await queue(orderId, { amountCents: 2_000_00, at: new Date().toISOString() });
      const failed = await queue(orderId, { amountCents: 3_000_00, at: queuedAt, queuedAt });
      await prepare(failed, 3_000_00);
      await refuse(failed, '910', 'Request parameter error');

      expect(await health(app)).toMatchObject({
        status: 'backlog',
        invoices: { waiting: 2, oldestWaitingMinutes: 75, failed: 1, late: true },
      });
      const patient = createApp({
        catalogue: staticCatalogueSource(SNAPSHOT_WITH_SHOP),
        db,
        siteUrl: 'http://shop.test',
        invoiceWaitingAlertMinutes: 90,
      });
      expect(await health(patient)).toMatchObject({
        status: 'ok',
        invoices: { waiting: 2, oldestWaitingMinutes: 75, failed: 1, late: false },
      });

      const dashboard = await ok<AdminDashboard>(call('GET', '/api/admin/dashboard'));
      expect(dashboard.invoices).toEqual({ waiting: 2, oldestWaitingMinutes: 75, failed: 1, late: true, alertMinutes: 60 });
    });
  });
});
