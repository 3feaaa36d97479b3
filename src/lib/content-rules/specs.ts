import type { CategorySlug } from '../catalogue/categories.ts';
import { isRequiredFor, type SpecField } from '../catalogue/spec-fields.ts';
import type { RuleResult } from './rule.ts';

/** A specification its category's product pages, filters and comparisons need. */
export function specRequiredRule(field: SpecField, category: CategorySlug | null | undefined, value: unknown): RuleResult {
  const empty = value == null || (Array.isArray(value) && value.length === 0);
  return category && isRequiredFor(field, category) && empty ? `Required for ${category}` : true;
}
