import type { TaxType } from './tax-types.ts';
import type { TaxTypeTotals } from './vat.ts';

/**
 * A tax document: a KRA eTIMS invoice (receipt type S) for money received, or a credit note (R)
 * for money given back, as the shop keeps it (public.tax_documents). One is queued, in the same
 * transaction, for every tax point (reference kra-etims-oscu.md §1): an online payment completed, each
 * cash collection a driver brings back, a delivery fee handed to the driver of an order paid online;
 * and a credit note for every completed refund. The eTIMS worker (src/server/etims/worker.ts)
 * numbers them gap-free per branch, in order, and has KRA sign them.
 */

export const TAX_DOCUMENT_KINDS = ['invoice', 'credit_note'] as const;
export type TaxDocumentKind = (typeof TAX_DOCUMENT_KINDS)[number];

/** What the money was: a Pesapal payment, a driver's collection, a door fee at delivery, a refund. */
export const TAX_DOCUMENT_SOURCES = ['payment', 'collection', 'door_fee', 'refund'] as const;
export type TaxDocumentSource = (typeof TAX_DOCUMENT_SOURCES)[number];

/**
 * queued: waiting its turn (KRA down, or behind another); sending: numbered and sent, KRA's answer
 * not yet had (a timeout: asked again with selectInvoiceDetails before anything else); signed:
 * KRA signed it; failed: KRA refused it (its code and message kept), the number given back, waiting
 * for the team's retry.
 */
export const TAX_DOCUMENT_STATUSES = ['queued', 'sending', 'signed', 'failed'] as const;
export type TaxDocumentStatus = (typeof TAX_DOCUMENT_STATUSES)[number];

/** How pages name the state: waiting (queued or sending), issued, failed. */
export type TaxDocumentState = 'waiting' | 'issued' | 'failed';

export function documentState(status: TaxDocumentStatus): TaxDocumentState {
  return status === 'signed' ? 'issued' : status === 'failed' ? 'failed' : 'waiting';
}

/** One line as invoiced: what the money covered of an order line (or its delivery), split per KRA. */
export interface TaxDocumentLine {
  seq: number;
  /** The product; null for the delivery line. */
  productId: string | null;
  /** KRA's item code (registered by the worker before the first sale). */
  itemCode: string;
  name: string;
  quantity: number;
  /** The VAT-inclusive unit price on the order. */
  unitPriceCents: number;
  taxType: TaxType;
  rateBp: number;
  /** This document's share of the line (all of it, unless the money covered part of the order). */
  grossCents: number;
  netCents: number;
  vatCents: number;
}

/** KRA's signature, as the control unit gave it. */
export interface ControlUnitSignature {
  /** The control unit's id (sdcId), e.g. KRACU013000001. */
  sdcId: string;
  mrcNo: string | null;
  /** This receipt type's counter (curRcptNo) and the unit's total counter (totRcptNo). */
  receiptNumber: number;
  totalReceiptNumber: number;
  internalData: string;
  signature: string;
  /** When the control unit signed it (ISO). */
  signedAt: string;
}

export interface TaxDocument {
  id: string;
  orderId: string;
  kind: TaxDocumentKind;
  source: TaxDocumentSource;
  sourceId: string;
  status: TaxDocumentStatus;
  /** The money it covers (VAT-inclusive): the payment, the collection, the refund. */
  amountCents: number;
  /** The tax point: when the money moved. */
  occurredAt: string;
  /** The credit note's invoice. */
  originalId: string | null;
  branchId: string | null;
  /** The eTIMS environment and the shop's KRA PIN it was numbered under (null until numbered): the seller it names. */
  env: string | null;
  tin: string | null;
  /** KRA's invcNo: null until the worker numbers it (and again if KRA refused it: the number is given back). */
  invoiceNumber: number | null;
  originalInvoiceNumber: number | null;
  /** `<sdcId>/<invcNo>`, as the invoice prints it; null until signed. */
  cuInvoiceNumber: string | null;
  /** Null until the worker prepares it (moments after it is queued). */
  lines: TaxDocumentLine[] | null;
  totals: { taxableCents: number; vatCents: number; byType: Record<TaxType, TaxTypeTotals> } | null;
  buyer: { name: string; pin: string } | null;
  signature: ControlUnitSignature | null;
  /** The link KRA's checker opens, the QR code's contents: https://etims.kra.go.ke/common/link/etims/receipt/indexEtimsReceiptData?Data=<PIN><bhfId><rcptSign>. */
  qrUrl: string | null;
  attempts: number;
  /** KRA's refusal (resultCd, resultMsg), or why it could not be sent. */
  lastError: { code: string | null; message: string } | null;
  nextAttemptAt: string;
  createdAt: string;
  signedAt: string | null;
}
