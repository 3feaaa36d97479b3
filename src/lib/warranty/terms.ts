import type { CategorySlug } from '../catalogue/categories.ts';

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
