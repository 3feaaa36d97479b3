import { MAX_WARRANTY_MONTHS, monthsOf, type WarrantyUnit } from '../warranty/terms.ts';
import type { RuleResult } from './rule.ts';

/** A maker's warranty is at most 50 years: a longer one is a typing slip (months entered as years). */
export function warrantyLengthRule(duration: number | null | undefined, unit: WarrantyUnit | null | undefined): RuleResult {
  return duration == null || monthsOf(duration, unit ?? 'years') <= MAX_WARRANTY_MONTHS
    ? true
    : `At most ${MAX_WARRANTY_MONTHS / 12} years (${MAX_WARRANTY_MONTHS} months): check the unit`;
}
