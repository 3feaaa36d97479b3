import { TAX_TYPES, type TaxType } from '../../lib/tax/tax-types.ts';
import type { TaxDocument } from '../../lib/tax/documents.ts';
import type { EtimsSale } from './types.ts';

/** KRA's payment types (code class 07) by how the money came. */
export const PAYMENT_TYPE = { cash: '01', bank: '04', card: '05', mobileMoney: '06', other: '07' } as const;

/** Credit-note reason (code class 32): 06 refund. */
const REFUND_REASON = '06';

/** What the document does not carry itself: the numbers, the order's reference and phone, how it was paid. */
export interface SaleContext {
  invcNo: number;
  orgInvcNo: number;
  orderReference: string;
  customerPhone: string | null;
  paymentType: string;
  /** The plan or payment it belongs to, printed on KRA's record (remark). */
  remark: string | null;
}

const perType = (pick: (type: TaxType) => number) => Object.fromEntries(TAX_TYPES.map((t) => [t, pick(t)])) as Record<TaxType, number>;

/**
 * A prepared document as the sale or credit note KRA signs (saveTrnsSalesOsdc; wire.ts makes the
 * JSON): its lines with their registered item codes, and the header summed from them exactly, all
 * five tax types always present. A credit note carries its invoice's number and the refund reason.
 */
export function saleOf(
  doc: Pick<TaxDocument, 'kind' | 'occurredAt' | 'lines' | 'totals' | 'buyer'>,
  items: ReadonlyMap<string, { itemCd: string; itemClsCd: string; pkgUnitCd: string; qtyUnitCd: string }>,
  context: SaleContext,
): EtimsSale {
  if (!doc.lines || !doc.totals) throw new Error('A tax document is sent only once prepared');
  const { byType } = doc.totals;
  const lines = doc.lines.map((line) => {
    const item = items.get(line.productId ?? 'delivery');
    if (!item) throw new Error(`No item code for ${line.productId ?? 'delivery'}`);
    return {
      itemSeq: line.seq,
      itemCd: item.itemCd,
      itemClsCd: item.itemClsCd,
      itemNm: line.name.slice(0, 200),
      pkgUnitCd: item.pkgUnitCd,
      pkg: line.quantity,
      qtyUnitCd: item.qtyUnitCd,
      qty: line.quantity,
      unitNetCents: line.netCents / line.quantity,
      netCents: line.netCents,
      taxTyCd: line.taxType,
      vatCents: line.vatCents,
      grossCents: line.grossCents,
    };
  });
  const credit = doc.kind === 'credit_note';
  return {
    invcNo: context.invcNo,
    orgInvcNo: credit ? context.orgInvcNo : 0,
    trdInvcNo: context.orderReference,
    custTin: doc.buyer?.pin ?? null,
    custNm: doc.buyer?.name.slice(0, 60) ?? null,
    custMblNo: context.customerPhone?.slice(0, 20) ?? null,
    rcptTyCd: credit ? 'R' : 'S',
    pmtTyCd: context.paymentType,
    rfdRsnCd: credit ? REFUND_REASON : null,
    confirmedAt: new Date(doc.occurredAt),
    taxblAmt: perType((t) => byType[t].taxableCents),
    taxRtBp: perType((t) => byType[t].rateBp ?? 0),
    taxAmt: perType((t) => byType[t].vatCents),
    totTaxblAmt: doc.totals.taxableCents,
    totTaxAmt: doc.totals.vatCents,
    totAmt: lines.reduce((sum, line) => sum + line.grossCents, 0),
    remark: context.remark,
    lines,
  };
}
