import { Hono } from 'hono';
import { z } from 'zod';
import { toAdminInvoice, type InvoiceListAnswer, type InvoiceRetryAnswer } from '../../../api/admin-invoices.ts';
import { SHOP_TIME_ZONE } from '../../../lib/admin/periods.ts';
import { documentState, type TaxDocument } from '../../../lib/tax/documents.ts';
import { invoiceCsv, invoiceCsvFilename } from '../../../lib/tax/invoice-csv.ts';
import { periodInstants, STATUSES_OF_STATE } from '../../../lib/tax/invoice-period.ts';
import { INVOICE_PAGE_SIZE, parseInvoiceQuery } from '../../../lib/tax/invoice-query.ts';
import { adminActor } from '../../audit/admin-actor.ts';
import { signedInAdmin, type AuthEnv } from '../../auth/middleware.ts';
import type { SignedInUsers } from '../../auth/signed-in.ts';
import { TRUST_SOCKET, type TrustProxy } from '../../client-address.ts';
import type { Database } from '../../db/index.ts';
import { ApiError, validationError } from '../../errors.ts';

/** How many documents the export reads at a time. */
const EXPORT_BATCH = 500;

export interface AdminInvoiceDeps {
  db: Database;
  now: () => Date;
  trustProxy?: TrustProxy | undefined;
  /** The eTIMS worker, told a retried document is due (it would find it on its next round anyway). */
  etims?: { kick(): void } | undefined;
}

/** The invoices credit notes among `documents` reverse, read once each: those of the same page first. */
async function originalsOf(db: Database, documents: readonly TaxDocument[]): Promise<Map<string, TaxDocument>> {
  const known = new Map(documents.map((d) => [d.id, d]));
  const missing = [...new Set(documents.flatMap((d) => (d.originalId && !known.has(d.originalId) ? [d.originalId] : [])))];
  for (const original of await Promise.all(missing.map((id) => db.taxDocuments.byId(id)))) if (original) known.set(original.id, original);
  return known;
}

function checkedQuery(url: string, now: Date) {
  const parsed = parseInvoiceQuery(new URL(url).searchParams, now);
  if (!parsed.ok) throw validationError(parsed.error);
  const range = periodInstants(parsed.query.period)!;
  return { ...parsed.query, from: range.from.toISOString(), to: range.to.toISOString() };
}

/**
 * The accountant's desk (issue 45, item 6), admins at aal2 only. GET /?from=&to=&kind=&status=&page=:
 * the invoices and credit notes whose tax point falls in the period (Nairobi days, inclusive; this
 * month when left out), 50 a page, with the sums per tax type over all of them (credit notes
 * negative); GET /export.csv?from=&to=: every document of the period as CSV (lib/tax/invoice-csv.ts).
 * A field that is wrong is a 400 naming it.
 */
export function adminInvoiceRoutes(users: SignedInUsers, deps: AdminInvoiceDeps) {
  const { db } = deps;
  const admin = signedInAdmin(users);
  return new Hono<AuthEnv>()
    .get('/', admin, async (c) => {
      const q = checkedQuery(c.req.url, deps.now());
      const statuses = q.state ? STATUSES_OF_STATE[q.state] : undefined;
      const [list, totals] = await Promise.all([
        db.taxDocuments.list({
          from: q.from,
          to: q.to,
          kind: q.kind,
          status: statuses,
          limit: INVOICE_PAGE_SIZE,
          offset: (q.page - 1) * INVOICE_PAGE_SIZE,
        }),
        db.taxReports.periodTotals({ from: q.from, to: q.to, kind: q.kind, statuses }),
      ]);
      const originals = await originalsOf(db, list.documents);
      const answer: InvoiceListAnswer = {
        period: { from: q.period.from, to: q.period.to, fromInstant: q.from, toInstant: q.to },
        timeZone: SHOP_TIME_ZONE,
        kind: q.kind ?? null,
        status: q.state ?? null,
        page: q.page,
        pageSize: INVOICE_PAGE_SIZE,
        total: list.total,
        invoices: list.documents.map((d) => toAdminInvoice(d, originals)),
        totals,
      };
      return c.json(answer, 200);
    })
    .get('/export.csv', admin, async (c) => {
      const q = checkedQuery(c.req.url, deps.now());
      const documents: TaxDocument[] = [];
      for (let offset = 0; ; offset += EXPORT_BATCH) {
        const batch = await db.taxDocuments.list({ from: q.from, to: q.to, limit: EXPORT_BATCH, offset });
        documents.push(...batch.documents);
        if (batch.documents.length < EXPORT_BATCH) break;
      }
      const originals = await originalsOf(db, documents);
      const csv = invoiceCsv(
        documents.map((document) => ({
          document,
          originalCuInvoiceNumber: document.originalId ? (originals.get(document.originalId)?.cuInvoiceNumber ?? null) : null,
        })),
      );
      return c.body(csv, 200, {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="${invoiceCsvFilename(q.period)}"`,
      });
    });
}

const documentId = z.uuid();

/**
 * POST /api/admin/orders/{orderId}/invoices/{documentId}/retry (no body), admins at aal2: an invoice
 * or credit note KRA refused is queued again, due now, in one transaction with its audit entry
 * `invoice.retry`; the worker is told. 404 for an unknown order or a document not of this order,
 * 409 `INVOICE_NOT_FAILED` naming the state of one that is not failed; 200 with the document.
 */
export function adminInvoiceRetryRoutes(users: SignedInUsers, deps: AdminInvoiceDeps) {
  const { db } = deps;
  const trust = deps.trustProxy ?? TRUST_SOCKET;
  const admin = signedInAdmin(users);
  return new Hono<AuthEnv>().post('/:orderId/invoices/:documentId/retry', admin, async (c) => {
    const orderId = documentId.safeParse(c.req.param('orderId'));
    const id = documentId.safeParse(c.req.param('documentId'));
    if (!orderId.success || !(await db.orders.byId(orderId.data.toLowerCase())))
      throw new ApiError(404, 'NOT_FOUND', 'api.error.orderNotFound');
    const document = id.success ? await db.taxDocuments.byId(id.data.toLowerCase()) : null;
    if (!document || document.orderId !== orderId.data.toLowerCase()) throw new ApiError(404, 'NOT_FOUND', 'admin.invoices.error.notFound');
    const actor = adminActor(c, c.get('user'), trust);
    const retried = await db.transaction(async (tx) => {
      const queued = await tx.taxDocuments.retry(document.id);
      if (queued)
        await tx.adminActions.record(actor, {
          action: 'invoice.retry',
          target: { kind: 'order', id: document.orderId },
          details: {
            documentId: document.id,
            kind: document.kind,
            code: document.lastError?.code ?? null,
            message: document.lastError?.message ?? null,
          },
        });
      return queued;
    });
    if (!retried) {
      const state = documentState(((await db.taxDocuments.byId(document.id)) ?? document).status);
      throw new ApiError(409, 'INVOICE_NOT_FAILED', 'admin.invoices.error.notFailed', undefined, { state }, { state });
    }
    deps.etims?.kick();
    const answer: InvoiceRetryAnswer = { invoice: toAdminInvoice(retried, await originalsOf(db, [retried])) };
    return c.json(answer, 200);
  });
}
