import { isTaxType, type LineTax } from '../../lib/tax/tax-types.ts';
import type { TaxBuyer } from '../../lib/order-types.ts';
import { int, text } from './values.ts';

/** A line's (or the delivery's) tax as stored: both columns, or neither on orders from before issue 45. */
export function lineTaxOf(type: unknown, rateBp: unknown): LineTax | null {
  return isTaxType(type) && rateBp !== null && rateBp !== undefined ? { taxType: type, rateBp: int(rateBp) } : null;
}

/** The business an order's tax invoice is made out to, from its two columns (both or neither, as the table checks). */
export function buyerOfRow(row: { buyer_business_name?: unknown; buyer_kra_pin?: unknown }): TaxBuyer | null {
  return typeof row.buyer_kra_pin === 'string' ? { businessName: text(row.buyer_business_name), kraPin: row.buyer_kra_pin } : null;
}
