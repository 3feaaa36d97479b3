import { DELIVERY_ITEM, documentLines, invoicedLines, soldLines } from '../../lib/tax/document-lines.ts';
import type { TaxDocument, TaxDocumentSource } from '../../lib/tax/documents.ts';
import type { Order } from '../../lib/order-types.ts';
import type { Database } from '../db/index.ts';
import type { TaxType } from '../../lib/tax/tax-types.ts';

/** The delivery line's name on KRA's record (the invoice page says it in the reader's language). */
const DELIVERY_LINE_NAME = 'Delivery';

/**
 * Makes a queued document's lines (lib/tax/document-lines.ts) from its order, or from its invoice
 * for a credit note, each with the item code KRA knows it by (`itemCodeOf`), and stores them with
 * the buyer it is made out to: what the pages show while it waits, and what the worker sends. A document that cannot be made is failed with the reason,
 * for the team to see; it holds up nothing.
 */
export async function prepareDocument(
  db: Database,
  doc: TaxDocument,
  itemCodeOf: (productId: string | null, taxType: TaxType) => Promise<string>,
): Promise<'prepared' | 'failed' | 'waiting'> {
  const order = await db.orders.byId(doc.orderId);
  if (!order) {
    await db.taxDocuments.cannotPrepare(doc.id, 'Its order no longer exists');
    return 'failed';
  }
  let original: TaxDocument | null = null;
  if (doc.kind === 'credit_note') {
    original = doc.originalId ? await db.taxDocuments.byId(doc.originalId) : null;
    if (!original) {
      await db.taxDocuments.cannotPrepare(doc.id, 'The refunded payment has no tax invoice to credit');
      return 'failed';
    }
    // Its invoice is made first: the credit note takes its lines.
    if (!original.lines) return 'waiting';
  }
  const sold = original
    ? invoicedLines(original)
    : doc.source === 'refund'
      ? 'A refund needs its invoice'
      : soldLines(order, linesPaidBy(order, doc.source), DELIVERY_LINE_NAME);
  const made = typeof sold === 'string' ? { ok: false as const, reason: sold } : documentLines(sold, doc.amountCents);
  if (!made.ok) {
    await db.taxDocuments.cannotPrepare(doc.id, made.reason);
    return 'failed';
  }
  // KRA accepts a credit note only with its invoice's PIN (reference §11).
  const buyer = original ? original.buyer : order.buyer && { name: order.buyer.businessName, pin: order.buyer.kraPin };
  const lines = [];
  for (const line of made.lines) lines.push({ ...line, itemCode: await itemCodeOf(line.productId, line.taxType) });
  await db.taxDocuments.prepared(doc.id, {
    lines,
    taxableCents: made.taxableCents,
    vatCents: made.vatCents,
    byType: made.byType,
    buyer,
  });
  return 'prepared';
}

/**
 * Which lines a tax point's money pays for. A lay-by's payment (issue 47) is one part of the plan's
 * total, whether paid online or in cash at the shop: each is shared pro rata over the lines the
 * plan covers (the goods, and the delivery fee when it is charged online), as an online payment's
 * is. A delivery fee left to the door is no part of the plan: it is invoiced when the driver takes
 * it (door_fee), so cash paid at the shop towards a plan never pays for it (it would be invoiced twice).
 */
export function linesPaidBy(
  order: Pick<Order, 'plan'>,
  source: Exclude<TaxDocumentSource, 'refund'>,
): Exclude<TaxDocumentSource, 'refund'> {
  return order.plan && source === 'collection' ? 'payment' : source;
}

/** The item key of a line: its product, or the delivery. */
export const itemKeyOf = (line: { productId: string | null }) => line.productId ?? DELIVERY_ITEM;
