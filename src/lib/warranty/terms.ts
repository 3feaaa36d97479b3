import type { CategorySlug } from '../catalogue/categories.ts';
import type { Translate } from '../../i18n/index.ts';

/**
 * A product's manufacturer warranty: how long, and what it covers in a line. Editors set it per
 * product in the CMS; where they have not, the category's default applies (the warranty policy's
 * figures, lowest of each range, so the shop never promises more than the maker gives).
 */
export interface WarrantyTerms {
  months: number;
  /** What it covers, in a line ("Power output and product defects"); '' where the editor gave none. */
  covers: string;
}

/** Our own warranty on installation workmanship, whatever was installed (warranty policy, section 2). */
export const WORKMANSHIP_MONTHS = 24;

/** The category defaults in months, from the warranty policy's table (studio/seed and the policy page draw on the same). */
export const CATEGORY_WARRANTY_MONTHS: Readonly<Record<CategorySlug, number>> = {
  'solar-panels': 120,
  inverters: 60,
  batteries: 24,
  'charge-controllers': 24,
  accessories: 12,
  packages: 24,
  'solar-floodlights': 12,
  'water-heaters': 60,
  'heat-pumps': 60,
  'solar-hybrid-water-pumping-inverters': 24,
  'back-up-systems': 24,
};

/** The months a product's warranty runs: its own where the editor set them, else its category's. */
export function warrantyMonthsOf(product: { category: string; warrantyMonths?: number | null | undefined }): number {
  if (product.warrantyMonths && product.warrantyMonths > 0) return product.warrantyMonths;
  return Object.hasOwn(CATEGORY_WARRANTY_MONTHS, product.category) ? CATEGORY_WARRANTY_MONTHS[product.category as CategorySlug] : 12;
}

/** The longest warranty the CMS accepts: 50 years, in months. */
export const MAX_WARRANTY_MONTHS = 600;

/** How an editor gives a warranty's length: a number of months or of years. */
export type WarrantyUnit = 'months' | 'years';

export function monthsOf(duration: number, unit: WarrantyUnit): number {
  return unit === 'years' ? duration * 12 : duration;
}

/**
 * A product's terms as a page shows them, field by field: its own months and covers line where the
 * editor set them, else its category's default, else the months of CATEGORY_WARRANTY_MONTHS and no line.
 */
export function resolveWarranty(
  category: string,
  own: Partial<WarrantyTerms> | null | undefined,
  categoryDefault: Partial<WarrantyTerms> | null | undefined,
): WarrantyTerms {
  const months = [own?.months, categoryDefault?.months].find((m): m is number => m !== undefined && m > 0);
  const covers = [own?.covers, categoryDefault?.covers].find((c): c is string => !!c?.trim());
  return { months: months ?? warrantyMonthsOf({ category }), covers: covers?.trim() ?? '' };
}

/** A warranty's length in the unit that says it best: whole years as years, anything else as months. */
export function warrantyDuration(months: number): { value: number; unit: WarrantyUnit } {
  return months % 12 === 0 ? { value: months / 12, unit: 'years' } : { value: months, unit: 'months' };
}

/** The length alone, in the page's language: "10 years", "18 months"; "miaka 10", "miezi 18". */
export function warrantyPeriod(months: number, t: Translate): string {
  const { value, unit } = warrantyDuration(months);
  return t(unit === 'years' ? 'warranty.period.years' : 'warranty.period.months', { count: value });
}

/** The manufacturer's warranty in a phrase: "5-year manufacturer warranty"; "Dhamana ya miaka 5 ya mtengenezaji". */
export function manufacturerWarranty(months: number, t: Translate): string {
  const { value, unit } = warrantyDuration(months);
  return t(unit === 'years' ? 'warranty.manufacturer.years' : 'warranty.manufacturer.months', { count: value });
}

/**
 * The last day a warranty of `months` covers, for one that starts on `startDay` (YYYY-MM-DD):
 * the day before the same date `months` later, clamped to the month's end (31 Jan + 1 month → 28 Feb).
 */
export function warrantyEndDay(startDay: string, months: number): string {
  const [year, month, day] = startDay.split('-').map(Number) as [number, number, number];
  const targetMonth = month - 1 + months;
  const lastOfTarget = new Date(Date.UTC(year, targetMonth + 1, 0)).getUTCDate();
  const end = new Date(Date.UTC(year, targetMonth, Math.min(day, lastOfTarget)));
  end.setUTCDate(end.getUTCDate() - 1);
  return end.toISOString().slice(0, 10);
}

/** The calendar day in Kenya (East Africa Time, UTC+3, no daylight saving) of a timestamp. */
export function kenyanDay(iso: string): string {
  return new Date(new Date(iso).getTime() + 3 * 3600_000).toISOString().slice(0, 10);
}

/** Whether a warranty that ends on `endDay` still covers `today` (both YYYY-MM-DD). */
export function inWarranty(endDay: string, today: string): boolean {
  return today <= endDay;
}
