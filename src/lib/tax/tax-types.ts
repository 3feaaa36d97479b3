/**
 * KRA's taxation types (eTIMS code class 04), as every product carries one in the CMS and every
 * order line keeps the one it was sold under. Prices are VAT-inclusive: the type says how much of
 * a price is VAT, never what is added to it.
 *
 * The rates are the statutory ones (VAT Act 2013 s.5 and its Schedules); the eTIMS worker reads
 * KRA's own code list and refuses to sign while it disagrees (src/server/etims/code-list.ts), so a
 * change of law shows as a failed invoice with KRA's figure, not as a wrong one.
 */
export const TAX_TYPES = ['A', 'B', 'C', 'D', 'E'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/** Each type's rate in basis points (1600 = 16.00 %). */
export const STATUTORY_RATE_BP: Readonly<Record<TaxType, number>> = { A: 0, B: 1600, C: 0, D: 0, E: 800 };

/**
 * What a product is when nobody chose: standard-rated. Charging VAT that may not be due is the
 * mistake an accountant can correct with a credit note; not charging VAT that is due is not.
 */
export const DEFAULT_TAX_TYPE: TaxType = 'B';

/**
 * Delivery and installation are services, standard-rated whatever the goods are: the solar
 * exemptions name equipment, not the work around it (reference kra-etims-oscu.md §13).
 */
export const SERVICE_TAX_TYPE: TaxType = 'B';

export function isTaxType(value: unknown): value is TaxType {
  return typeof value === 'string' && (TAX_TYPES as readonly string[]).includes(value);
}

/** A price's tax as a line keeps it: the type and the rate it was sold at. */
export interface LineTax {
  taxType: TaxType;
  rateBp: number;
}

export function statutoryTax(taxType: TaxType): LineTax {
  return { taxType, rateBp: STATUTORY_RATE_BP[taxType] };
}
