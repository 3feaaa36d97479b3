import { isTaxType, type LineTax } from '../../lib/tax/tax-types.ts';
import { int } from './values.ts';

/** A line's (or the delivery's) tax as stored: both columns, or neither on orders from before issue 45. */
export function lineTaxOf(type: unknown, rateBp: unknown): LineTax | null {
  return isTaxType(type) && rateBp !== null && rateBp !== undefined ? { taxType: type, rateBp: int(rateBp) } : null;
}
