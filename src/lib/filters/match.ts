import type { FacetRule } from './facets.ts';
import type { FilterRecord } from './record.ts';
import type { FilterState } from './state.ts';

/** Storefront spec section 5: brand, price and free text for all; each facet any-of or all-of. */

function matchesText(record: FilterRecord, query: string): boolean {
  const terms = query
    .toLowerCase()
    .split(/\s+/)
    .filter((term) => term !== '');
  return terms.every((term) => record.text.includes(term));
}

function matchesPrice(record: FilterRecord, min: number | null, max: number | null): boolean {
  if (min !== null && record.priceCents < Math.round(min * 100)) return false;
  if (max !== null && record.priceCents > Math.round(max * 100)) return false;
  return true;
}

function matchesFacet(record: FilterRecord, rule: FacetRule, selected: readonly string[]): boolean {
  if (selected.length === 0) return true;
  const values = record.values[rule.key] ?? [];
  if (values.length === 0) return rule.missingPasses;
  return rule.match === 'all' ? selected.every((v) => values.includes(v)) : selected.some((v) => values.includes(v));
}

function matchesFilters(record: FilterRecord, state: FilterState, rules: readonly FacetRule[]): boolean {
  if (state.brands.length > 0 && !state.brands.includes(record.brand)) return false;
  if (state.categories.length > 0 && !state.categories.includes(record.category)) return false;
  if (state.flashSale && !record.flashSale) return false;
  if (!matchesPrice(record, state.min, state.max)) return false;
  if (!matchesText(record, state.q)) return false;
  return rules.every((rule) => matchesFacet(record, rule, state.facets[rule.key] ?? []));
}

/** The records that pass, in their original order. */
export function filterRecords<T extends FilterRecord>(records: readonly T[], state: FilterState, rules: readonly FacetRule[]): T[] {
  return records.filter((record) => matchesFilters(record, state, rules));
}
