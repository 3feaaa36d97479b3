import type { WarrantySeed } from '../data/types.ts';
import { warrantyDuration } from '../../../src/lib/warranty/terms.ts';

/** A model's warranty in the seed tables: `warranty: years(10)`, or with its own line of what it covers. */
export const years = (duration: number, covers?: string): WarrantySeed => ({ duration, unit: 'years', ...(covers ? { covers } : {}) });

/** A category's default in months (CATEGORY_WARRANTY_MONTHS), as an editor would enter it: whole years in years. */
export function fromMonths(months: number, covers: string): WarrantySeed {
  const { value, unit } = warrantyDuration(months);
  return { duration: value, unit, covers };
}

/** The warranty field of a product or category document. */
export function warrantyDocument(warranty: WarrantySeed) {
  return { _type: 'manufacturerWarranty', ...warranty };
}
