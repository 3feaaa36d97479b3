import type { Order } from '../order-types.ts';
import type { TaxDocument, TaxDocumentLine, TaxDocumentSource } from './documents.ts';
import type { LineTax, TaxType } from './tax-types.ts';
import { allocate, splitGross, taxSummary, type TaxTypeTotals } from './vat.ts';

/**
 * What a tax document covers of its order, line by line (src/server/etims/prepare.ts stores it):
 * the money of one tax point shared over the lines it paid for, each share split into net and VAT
 * as KRA sums it (vat.ts).
 *
 * - An online payment pays the goods and the delivery fee when that is charged online: the order's total.
 * - A driver's collection on a cash order pays towards the goods and the whole delivery fee.
 * - The door fee of an online order pays the delivery line alone.
 * - A refund credits its invoice's own lines.
 *
 * When the money is the whole of those lines each line is invoiced as it was sold; a part (a first
 * collection, a part refund) is shared pro rata (vat.ts `allocate`) and each line keeps its
 * quantity with its share of the amount: how KRA wants a part payment against an item is not
 * specified (reference layby-instalments.md §6), so the shop keeps what was sold recognisable and
 * the sums exact, and the accountant checks the form on the sandbox.
 */

/** The delivery line's item key, beside product ids. */
export const DELIVERY_ITEM = 'delivery';

/** A line before it is shared: what was sold, its VAT-inclusive amount and its tax. */
export interface SoldLine {
  productId: string | null;
  name: string;
  quantity: number;
  unitPriceCents: number;
  grossCents: number;
  tax: LineTax;
}

export type LinesResult =
  | {
      ok: true;
      lines: Array<Omit<TaxDocumentLine, 'itemCode'>>;
      taxableCents: number;
      vatCents: number;
      byType: Record<TaxType, TaxTypeTotals>;
    }
  | { ok: false; reason: string };

/** The lines a source of money pays for, or why there are none to invoice. */
export function soldLines(
  order: Pick<Order, 'items' | 'delivery' | 'deliveryTax' | 'shippingCents'>,
  source: Exclude<TaxDocumentSource, 'refund'>,
  deliveryName: string,
): SoldLine[] | string {
  const lines: SoldLine[] = [];
  if (source !== 'door_fee') {
    for (const item of order.items) {
      if (!item.tax) return `The order's line ${item.productName} has no tax type (placed before taxes were kept)`;
      lines.push({
        productId: item.productId,
        name: item.productName,
        quantity: item.quantity,
        unitPriceCents: item.unitPriceCents,
        grossCents: item.lineTotalCents,
        tax: item.tax,
      });
    }
  }
  const fee = order.delivery ? (order.delivery.feeCents ?? 0) : order.shippingCents;
  const paysFee = source === 'collection' || source === 'door_fee' || (source === 'payment' && order.shippingCents > 0);
  if (paysFee && fee > 0) {
    if (!order.deliveryTax) return "The order's delivery fee has no tax type (placed before taxes were kept)";
    lines.push({ productId: null, name: deliveryName, quantity: 1, unitPriceCents: fee, grossCents: fee, tax: order.deliveryTax });
  }
  return lines;
}

/** The lines an invoice already has, as lines to credit. */
export function invoicedLines(original: Pick<TaxDocument, 'lines'>): SoldLine[] | string {
  if (!original.lines) return 'Its invoice has no lines yet';
  return original.lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    quantity: line.quantity,
    unitPriceCents: line.unitPriceCents,
    grossCents: line.grossCents,
    tax: { taxType: line.taxType, rateBp: line.rateBp },
  }));
}

/** `amountCents` shared over `sold` and split per KRA; refused when it is more than the lines hold. */
export function documentLines(sold: readonly SoldLine[], amountCents: number): LinesResult {
  const total = sold.reduce((sum, line) => sum + line.grossCents, 0);
  if (amountCents > total)
    return { ok: false, reason: `The money (${amountCents} cents) is more than the lines it pays for (${total} cents)` };
  const shared = allocate(amountCents, sold).filter((line) => line.shareCents > 0);
  const lines = shared.map((line, index) => {
    const { netCents, vatCents } = splitGross(line.shareCents, line.tax.rateBp);
    return {
      seq: index + 1,
      productId: line.productId,
      name: line.name,
      quantity: line.quantity,
      unitPriceCents: line.unitPriceCents,
      taxType: line.tax.taxType,
      rateBp: line.tax.rateBp,
      grossCents: line.shareCents,
      netCents,
      vatCents,
    };
  });
  const summary = taxSummary(lines.map((line) => ({ grossCents: line.grossCents, taxType: line.taxType, rateBp: line.rateBp })));
  return { ok: true, lines, taxableCents: summary.taxableCents, vatCents: summary.vatCents, byType: summary.byType };
}
