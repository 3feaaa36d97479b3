import type {
  ControlUnitSignature,
  TaxDocument,
  TaxDocumentKind,
  TaxDocumentLine,
  TaxDocumentSource,
  TaxDocumentStatus,
} from '../../lib/tax/documents.ts';
import type { TaxType } from '../../lib/tax/tax-types.ts';
import type { TaxTypeTotals } from '../../lib/tax/vat.ts';
import type { Row } from './sql.ts';
import { int, iso, isoOrNull, json, text, textOrNull } from './values.ts';

/** A row of public.tax_documents as the domain's TaxDocument (its control unit's signature, when signed). */

const intOrNull = (value: unknown): number | null => (value === null || value === undefined ? null : int(value));

function toSignature(row: Row): ControlUnitSignature | null {
  if (typeof row.rcpt_sign !== 'string' || typeof row.sdc_id !== 'string') return null;
  return {
    sdcId: row.sdc_id,
    mrcNo: textOrNull(row.mrc_no),
    receiptNumber: int(row.cur_rcpt_no),
    totalReceiptNumber: int(row.tot_rcpt_no),
    internalData: text(row.intrl_data),
    signature: row.rcpt_sign,
    signedAt: iso(row.cu_signed_at),
  };
}

export function toDocument(row: Row): TaxDocument {
  const invoiceNumber = intOrNull(row.invc_no);
  const signature = toSignature(row);
  const byType = json<Record<TaxType, TaxTypeTotals>>(row.by_type);
  return {
    id: text(row.id),
    orderId: text(row.order_id),
    kind: text(row.kind) as TaxDocumentKind,
    source: text(row.source) as TaxDocumentSource,
    sourceId: text(row.source_id),
    status: text(row.status) as TaxDocumentStatus,
    amountCents: int(row.amount_cents),
    occurredAt: iso(row.occurred_at),
    originalId: textOrNull(row.original_id),
    branchId: textOrNull(row.branch_id),
    env: textOrNull(row.env),
    tin: textOrNull(row.tin),
    invoiceNumber,
    originalInvoiceNumber: intOrNull(row.org_invc_no),
    cuInvoiceNumber: signature && invoiceNumber !== null ? `${signature.sdcId}/${invoiceNumber}` : null,
    lines: json<TaxDocumentLine[]>(row.lines),
    totals: byType ? { taxableCents: int(row.taxable_cents), vatCents: int(row.vat_cents), byType } : null,
    buyer: typeof row.buyer_pin === 'string' ? { name: text(row.buyer_name), pin: row.buyer_pin } : null,
    signature,
    qrUrl: textOrNull(row.qr_url),
    attempts: int(row.attempts),
    lastError:
      typeof row.result_msg === 'string' && row.status !== 'signed' ? { code: textOrNull(row.result_cd), message: row.result_msg } : null,
    nextAttemptAt: iso(row.next_attempt_at),
    createdAt: iso(row.created_at),
    signedAt: isoOrNull(row.signed_at),
  };
}
