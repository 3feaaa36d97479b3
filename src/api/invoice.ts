import { z } from 'zod';
import { TAX_TYPES } from '../lib/tax/tax-types.ts';
import { taxBuyerAnswer } from './tax-buyer.ts';

/**
 * GET /api/orders/{id}/invoice: an order's tax documents (KRA eTIMS), for the admin and the order's
 * owner. The order's first invoice is at the top level, so one call tells its state, its
 * control-unit number, its VAT and its QR code; every invoice and credit note follows in full.
 * Amounts are in cents as KRA has them: a credit note's are positive, its receipt type (R) says it
 * gives money back. Figures KRA has not signed yet are never made up: a waiting document's numbers
 * are null, and its lines and VAT are empty until the eTIMS worker has prepared them.
 */

const cents = z.number().int();
const taxType = z.enum(TAX_TYPES);

/** One tax type's totals, for each type the document has (16 %, 8 %, 0 %, Non-VAT, Exempt). */
const invoiceVatRow = z.object({
  taxType,
  /** 1600 = 16 %. */
  rateBp: z.number().int().nonnegative(),
  taxableCents: cents,
  vatCents: cents,
  grossCents: cents,
});

const invoiceLine = z.object({
  seq: z.number().int().positive(),
  /** KRA's item code for the product (or the delivery service). */
  itemCode: z.string(),
  description: z.string(),
  quantity: z.number().positive(),
  /** VAT-inclusive. */
  unitPriceCents: cents,
  taxType,
  rateBp: z.number().int().nonnegative(),
  taxableCents: cents,
  vatCents: cents,
  /** What this document covers of the line, VAT included. */
  totalCents: cents,
});

/** One invoice (receipt type S) or credit note (R), as the customer keeps it. */
const invoiceDocument = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'credit_note']),
  receiptType: z.enum(['S', 'R']),
  /** waiting: queued or being sent (the customer reads "Tax invoice to follow"); issued: KRA signed it; failed: refused, the team retries. */
  status: z.enum(['waiting', 'issued', 'failed']),
  /** What the money was: the online payment, a driver's collection, the delivery fee at the door, a refund. */
  source: z.enum(['payment', 'collection', 'door_fee', 'refund']),
  /** The tax point: when the money moved. */
  occurredAt: z.string(),
  /** KRA's invcNo; null until issued. */
  invoiceNumber: z.number().int().positive().nullable(),
  /** `<controlUnitId>/<invoiceNumber>`, as printed; null until issued. */
  cuInvoiceNumber: z.string().nullable(),
  controlUnitId: z.string().nullable(),
  /** The control unit's counter of this receipt type. */
  receiptNumber: z.number().int().nullable(),
  totalReceiptNumber: z.number().int().nullable(),
  internalData: z.string().nullable(),
  signature: z.string().nullable(),
  /** When the control unit signed it (ISO); null until issued. */
  issuedAt: z.string().nullable(),
  /** The money it covers, VAT included. */
  totalCents: cents,
  /** Null until the document is prepared. */
  taxableCents: cents.nullable(),
  vatCents: cents.nullable(),
  vatByType: z.array(invoiceVatRow),
  /** KRA's checker URL: what the QR code encodes; null until issued. */
  qrPayload: z.url().nullable(),
  lines: z.array(invoiceLine),
  /** The business it is made out to; null for a sale to a person. */
  buyer: taxBuyerAnswer.nullable(),
  /** A credit note's invoice, as printed (`<controlUnitId>/<invoiceNumber>`); null for an invoice. */
  originalCuInvoiceNumber: z.string().nullable(),
});
export type InvoiceDocument = z.infer<typeof invoiceDocument>;

const invoiceSeller = z.object({
  /** The taxpayer's name as KRA gave it at initialisation, else the shop's name in the CMS. */
  name: z.string(),
  /** The shop's KRA PIN; null when eTIMS is not set up. */
  pin: z.string().nullable(),
  branchId: z.string().nullable(),
});
export type InvoiceSeller = z.infer<typeof invoiceSeller>;

export const invoiceAnswer = invoiceDocument.extend({
  orderId: z.string(),
  seller: invoiceSeller,
  /** The printable tax invoice (asks for the order's phone). */
  pageUrl: z.url(),
  /** Every invoice of the order, oldest first (the top level is the first). */
  invoices: z.array(invoiceDocument),
  creditNotes: z.array(invoiceDocument),
});
export type InvoiceAnswer = z.infer<typeof invoiceAnswer>;
