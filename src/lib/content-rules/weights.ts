import type { RuleResult } from './rule.ts';

/** The heaviest packed weight the shop ships, in kg (a 10 kW kit on a pallet is under a tonne). */
const MAX_WEIGHT_KG = 5000;

/** A shipping weight, where set, is a real packed weight in kilograms: delivery is priced from it. */
export function weightRule(weightKg: number | null | undefined): RuleResult {
  if (weightKg == null) return true;
  return weightKg > 0 && weightKg <= MAX_WEIGHT_KG
    ? true
    : `Must be above 0 and at most ${MAX_WEIGHT_KG} kg (the packed weight in kilograms)`;
}

/**
 * A product without a weight still builds: checkout cannot price its delivery and the team quotes it
 * by hand. So this is a warning in the Studio, never an error.
 */
export function weightMissingRule(weightKg: number | null | undefined): RuleResult {
  return weightKg == null ? 'No weight: checkout cannot price delivery for this product and the team will quote it by hand' : true;
}
