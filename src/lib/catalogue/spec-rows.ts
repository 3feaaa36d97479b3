import type { Translate } from '../../i18n/index.ts';
import type { Product } from './types.ts';
import { CAPACITY_UNIT, specFieldsFor } from './spec-fields.ts';
import { specLabel } from './spec-label.ts';
import { optionText } from './spec-words.ts';

/** A product's specifications as the product page's table shows them: label and formatted value. */
export interface SpecRow {
  label: string;
  value: string;
  /** 'en' where a Kiswahili page shows the value in English, no one having translated it (a product's free-text spec). */
  lang?: 'en';
}

// One formatter for the whole build: making one per page is costly at thousands of pages.
const number = new Intl.NumberFormat('en-KE', { maximumFractionDigits: 2 });

function show(value: unknown, unit: string | undefined, word: (text: string) => string): string {
  const one = (v: unknown) => (typeof v === 'number' ? `${number.format(v)}${unit ? ` ${unit}` : ''}` : word(String(v)));
  return Array.isArray(value) ? value.map(one).join(', ') : one(value);
}

/**
 * The category's spec fields this product has, in the table's order, values with their units; in
 * the page's language where they are words: fixed choices from src/i18n, free text from the
 * product's Kiswahili (`localSpecs`), else English and marked so.
 */
export function specRows(
  product: Pick<Product, 'category' | 'specs'> & Partial<Pick<Product, 'localSpecs' | 'inEnglish'>>,
  t: Translate,
): SpecRow[] {
  return specFieldsFor(product.category)
    .filter((field) => product.specs[field.name] != null)
    .map((field) => {
      const local = product.localSpecs?.[field.name];
      const unit = field.name === 'capacity' ? CAPACITY_UNIT[product.category] : field.unit;
      const row: SpecRow = {
        label: specLabel(field, t),
        value: show(local ?? product.specs[field.name], unit, (text) => optionText(field, text, t)),
      };
      return (product.inEnglish as readonly string[] | undefined)?.includes(field.name) ? { ...row, lang: 'en' } : row;
    });
}
