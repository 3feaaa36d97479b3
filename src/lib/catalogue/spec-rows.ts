import type { Translate } from '../../i18n/index.ts';
import type { Product } from './types.ts';
import { CAPACITY_UNIT, specFieldsFor } from './spec-fields.ts';
import { specLabel } from './spec-label.ts';

/** A product's specifications as the product page's table shows them: label and formatted value. */
export interface SpecRow {
  label: string;
  value: string;
}

// One formatter for the whole build: making one per page is costly at thousands of pages.
const number = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

function show(value: unknown, unit: string | undefined): string {
  const one = (v: unknown) => (typeof v === 'number' ? `${number.format(v)}${unit ? ` ${unit}` : ''}` : String(v));
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}

/** The category's spec fields this product has, in the table's order, values with their units. */
export function specRows(product: Pick<Product, 'category' | 'specs'>, t: Translate): SpecRow[] {
  return specFieldsFor(product.category)
    .filter((field) => product.specs[field.name] != null)
    .map((field) => ({
      label: specLabel(field, t),
      value: show(product.specs[field.name], field.name === 'capacity' ? CAPACITY_UNIT[product.category] : field.unit),
    }));
}
