import { z } from 'zod';
import { adminOrderDetail } from './admin.ts';
import { orderReference } from '../lib/order-display.ts';
import { documentState, TAX_DOCUMENT_KINDS, TAX_DOCUMENT_SOURCES, TAX_DOCUMENT_STATUSES, type TaxDocument } from '../lib/tax/documents.ts';
import { TAX_TYPES, type TaxType } from '../lib/tax/tax-types.ts';
import { INVOICE_STATES } from '../lib/tax/invoice-period.ts';

/**
 * What the admin API answers about tax invoices and credit notes (issue 45, item 6): on the order's
 * page (GET /api/orders/{id}), the team's retry, and the accountant's list. The server builds these
 * shapes from lib/tax/documents.ts; the admin pages read them. Money is integer cents, VAT-inclusive
 * unless named taxable or VAT.
 */

const cents = z.number().int();
const typeFigures = z.object({ taxableCents: cents, vatCents: cents });

/** An object with a key per tax type, A to E. */
const byTaxType = z.object(Object.fromEntries(TAX_TYPES.map((type) => [type, typeFigures])) as Record<TaxType, typeof typeFigures>);

const adminInvoice = z.object({
  id: z.string(),
  orderId: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS),
  source: z.enum(TAX_DOCUMENT_SOURCES),
  /** As the pages name it: waiting (queued or being sent), issued (KRA signed it), failed (KRA refused it). */
  state: z.enum(INVOICE_STATES),
  status: z.enum(TAX_DOCUMENT_STATUSES),
  /** The money it covers (a credit note's too, positive). */
  amountCents: cents,
  /** The tax point: when the money moved. */
  occurredAt: z.string(),
  /** When it was queued: a waiting document waits since then. */
  queuedAt: z.string(),
  signedAt: z.string().nullable(),
  /** KRA's invcNo; null until numbered, and again after a refusal (the number is given back). */
  invoiceNumber: z.number().int().nullable(),
  /** `<sdcId>/<invcNo>` once signed. */
  cuInvoiceNumber: z.string().nullable(),
  /** A credit note's invoice, as it prints: its CU invoice number once signed. */
  originalCuInvoiceNumber: z.string().nullable(),
  /** Null until the worker made its lines (moments after it is queued). */
  taxableCents: cents.nullable(),
  vatCents: cents.nullable(),
  byType: byTaxType.nullable(),
  buyer: z.object({ name: z.string(), pin: z.string() }).nullable(),
  attempts: z.number().int(),
  /** KRA's refusal (resultCd, resultMsg), or why it could not be made; on a waiting one, why the last try did not get through. */
  lastError: z.object({ code: z.string().nullable(), message: z.string() }).nullable(),
  /** The printable invoice page, once issued. */
  printHref: z.string().nullable(),
});
export type AdminInvoice = z.infer<typeof adminInvoice>;

/** The printable page of an order's tax invoice (src/pages/invoice, GET /api/orders/{id}/invoice behind it). */
function invoicePageHref(orderId: string): string {
  return `/invoice?ref=${orderReference(orderId)}`;
}

/** A tax document in the admin's words; `originals` holds the invoices credit notes reverse, by id. */
export function toAdminInvoice(d: TaxDocument, originals: ReadonlyMap<string, TaxDocument>): AdminInvoice {
  const state = documentState(d.status);
  return {
    id: d.id,
    orderId: d.orderId,
    kind: d.kind,
    source: d.source,
    state,
    status: d.status,
    amountCents: d.amountCents,
    occurredAt: d.occurredAt,
    queuedAt: d.createdAt,
    signedAt: d.signedAt,
    invoiceNumber: d.invoiceNumber,
    cuInvoiceNumber: d.cuInvoiceNumber,
    originalCuInvoiceNumber: d.originalId ? (originals.get(d.originalId)?.cuInvoiceNumber ?? null) : null,
    taxableCents: d.totals?.taxableCents ?? null,
    vatCents: d.totals?.vatCents ?? null,
    byType: d.totals
      ? (Object.fromEntries(
          TAX_TYPES.map((type) => [type, { taxableCents: d.totals!.byType[type].taxableCents, vatCents: d.totals!.byType[type].vatCents }]),
        ) as AdminInvoice['byType'])
      : null,
    buyer: d.buyer,
    attempts: d.attempts,
    lastError: d.lastError,
    printHref: state === 'issued' ? invoicePageHref(d.orderId) : null,
  };
}

/** GET /api/orders/{id}: everything about one order (./admin.ts), with its invoices and credit notes, oldest first. */
export const adminOrderWithInvoices = adminOrderDetail.extend({ invoices: z.array(adminInvoice) });
export type AdminOrderWithInvoices = z.infer<typeof adminOrderWithInvoices>;

/** POST /api/admin/orders/{orderId}/invoices/{documentId}/retry answers the document, queued again. */
export const invoiceRetryAnswer = z.object({ invoice: adminInvoice });
export type InvoiceRetryAnswer = z.infer<typeof invoiceRetryAnswer>;

/** GET /api/admin/invoices: a period's documents, a page at a time, and the sums over all of them. */
export const invoiceListAnswer = z.object({
  /** The period's first and last day (inclusive, shop time), and its instants [from, to). */
  period: z.object({ from: z.string(), to: z.string(), fromInstant: z.string(), toInstant: z.string() }),
  timeZone: z.string(),
  kind: z.enum(TAX_DOCUMENT_KINDS).nullable(),
  status: z.enum(INVOICE_STATES).nullable(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** Documents matching, over all pages. */
  total: z.number().int(),
  invoices: z.array(adminInvoice),
  /** Over every matching document, credit notes negative; `unprepared` ones have no tax figures yet. */
  totals: z.object({
    documents: z.number().int(),
    unprepared: z.number().int(),
    taxableCents: cents,
    vatCents: cents,
    totalCents: cents,
    byType: byTaxType,
  }),
});
export type InvoiceListAnswer = z.infer<typeof invoiceListAnswer>;
