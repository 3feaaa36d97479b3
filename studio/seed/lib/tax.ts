import type { CategorySlug } from '../../../src/lib/catalogue/categories.ts';
import type { TaxType } from '../../../src/lib/tax/tax-types.ts';

/**
 * The demo catalogue's VAT tax types (KRA's codes: src/lib/tax/tax-types.ts). Batteries are C,
 * zero-rated: the Finance Act 2023 zero-rated "solar and lithium-ion batteries" from 1 July 2023;
 * the Finance Bill 2025 proposed making them exempt (A) instead, and whether the Finance Act 2025
 * did could not be confirmed; either way no VAT is in their price. Everything else is B,
 * standard-rated 16 %: the exemption of specialised solar equipment (panels, inverters, charge
 * controllers) depends on a First Schedule entry whose 2025 fate is not confirmed either, and
 * charging VAT that may not be due is the mistake a credit note can correct. The owner's
 * accountant decides each product's type in the Studio (../shared/reference/kra-etims-oscu.md §13,
 * docs/editors.md).
 */
export function seedTaxType(category: CategorySlug): TaxType {
  return category === 'batteries' ? 'C' : 'B';
}
