import { MAX_WARRANTY_MONTHS, monthsOf, type WarrantyUnit } from '../warranty/terms.ts';
import type { RuleResult } from './rule.ts';

/** A maker's warranty is at most 50 years: a longer one is a typing slip (months entered as years). */
export function warrantyLengthRule(duration: number | null | undefined, unit: WarrantyUnit | null | undefined): RuleResult {
  return duration == null || monthsOf(duration, unit ?? 'years') <= MAX_WARRANTY_MONTHS
    ? true
    : `At most ${MAX_WARRANTY_MONTHS / 12} years (${MAX_WARRANTY_MONTHS} months): check the unit`;
}

/** A manufacturer's warranty as an editor fills it in: its length, unit and line of what it covers. */
export interface WarrantyValue {
  duration?: number | null;
  unit?: WarrantyUnit | null;
  covers?: string | null;
}

/**
 * A warranty's length: within 50 years, and given wherever its line of what it covers is (a line
 * without a length would read as the category's length covering what this maker's card says).
 */
export function warrantyDurationRule(warranty: WarrantyValue | null | undefined): RuleResult {
  if (warranty == null) return true;
  if (warranty.duration == null) return warranty.covers?.trim() ? 'Give the length too, or clear the line' : true;
  return warrantyLengthRule(warranty.duration, warranty.unit);
}
