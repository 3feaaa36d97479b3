import type { InvoiceAnswer, InvoiceDocument, InvoiceSeller } from '../../api/invoice.ts';
import type { TaxBuyer } from '../order-types.ts';
import { documentState, type TaxDocument } from './documents.ts';
import { TAX_TYPES } from './tax-types.ts';

/**
 * An order's tax documents as the customer keeps them (GET /api/orders/{id}/invoice and the
 * printable /invoice page): each document's KRA fields, its lines and its VAT per tax type present,
 * from what the shop stored (db.taxDocuments). Nothing is made up: a document KRA has not signed
 * has no numbers, and one not yet prepared has no lines.
 */

/** A document as the answer carries it; `original` is a credit note's invoice. */
function invoiceDocumentOf(doc: TaxDocument, original: TaxDocument | null, orderBuyer: TaxBuyer | null): InvoiceDocument {
  const issued = doc.status === 'signed';
  const signature = issued ? doc.signature : null;
  const byType = doc.totals?.byType;
  const buyer = doc.buyer ? { businessName: doc.buyer.name, kraPin: doc.buyer.pin } : orderBuyer;
  return {
    id: doc.id,
    kind: doc.kind,
    receiptType: doc.kind === 'credit_note' ? 'R' : 'S',
    status: documentState(doc.status),
    source: doc.source,
    occurredAt: doc.occurredAt,
    invoiceNumber: issued ? doc.invoiceNumber : null,
    cuInvoiceNumber: issued ? doc.cuInvoiceNumber : null,
    controlUnitId: signature?.sdcId ?? null,
    receiptNumber: signature?.receiptNumber ?? null,
    totalReceiptNumber: signature?.totalReceiptNumber ?? null,
    internalData: signature?.internalData ?? null,
    signature: signature?.signature ?? null,
    issuedAt: signature?.signedAt ?? null,
    totalCents: doc.amountCents,
    taxableCents: doc.totals?.taxableCents ?? null,
    vatCents: doc.totals?.vatCents ?? null,
    vatByType: byType
      ? TAX_TYPES.flatMap((taxType) => {
          const totals = byType[taxType];
          if (!totals || totals.grossCents === 0) return [];
          const { taxableCents, vatCents, grossCents } = totals;
          return [{ taxType, rateBp: totals.rateBp ?? 0, taxableCents, vatCents, grossCents }];
        })
      : [],
    qrPayload: issued ? doc.qrUrl : null,
    lines: (doc.lines ?? []).map((line) => ({
      seq: line.seq,
      itemCode: line.itemCode,
      description: line.name,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      taxType: line.taxType,
      rateBp: line.rateBp,
      taxableCents: line.netCents,
      vatCents: line.vatCents,
      totalCents: line.grossCents,
    })),
    buyer,
    originalCuInvoiceNumber: doc.kind === 'credit_note' ? (original?.cuInvoiceNumber ?? null) : null,
  };
}

/**
 * The answer for an order's documents (oldest first), or null when it has none yet: its first
 * invoice's fields at the top level (a credit note's when the order somehow has no invoice), every
 * invoice, every credit note.
 */
export function invoiceAnswerOf(input: {
  orderId: string;
  buyer: TaxBuyer | null;
  documents: readonly TaxDocument[];
  seller: InvoiceSeller;
  pageUrl: string;
}): InvoiceAnswer | null {
  const byId = new Map(input.documents.map((doc) => [doc.id, doc]));
  const views = input.documents.map((doc) =>
    invoiceDocumentOf(doc, doc.originalId ? (byId.get(doc.originalId) ?? null) : null, input.buyer),
  );
  const invoices = views.filter((view) => view.kind === 'invoice');
  const creditNotes = views.filter((view) => view.kind === 'credit_note');
  const main = invoices[0] ?? creditNotes[0];
  if (!main) return null;
  return { ...main, orderId: input.orderId, seller: input.seller, pageUrl: input.pageUrl, invoices, creditNotes };
}
