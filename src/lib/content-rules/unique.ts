import type { RuleResult } from './rule.ts';

/** Another document's id and the value that must be unique (a slug, a policy's page). */
export interface Taken {
  _id: string;
  value?: string | null;
}

/** A draft (`drafts.x`), a release's version (`versions.<release>.x`) and the published `x` are one document: they may share a value. */
export function publishedId(id: string): string {
  return id.replace(/^(?:drafts\.|versions\.[^.]+\.)/, '');
}

/** The published id of another document that already holds `value`, or null. */
function takenBy(value: string | null | undefined, id: string, others: readonly Taken[]): string | null {
  if (!value) return null;
  const own = publishedId(id);
  const other = others.find((doc) => doc.value === value && publishedId(doc._id) !== own);
  return other ? publishedId(other._id) : null;
}

/** A product's slug is its address (/product/<slug>) and its id in carts and orders: one product each. */
export function uniqueProductSlugRule(slug: string | null | undefined, id: string, others: readonly Taken[]): RuleResult {
  const other = takenBy(slug, id, others);
  return other === null ? true : `Another product (${other}) already has the slug "${slug}": give this one its own`;
}

/** A category's slug is its address (/shop/<slug>): one category each. */
export function uniqueCategorySlugRule(slug: string | null | undefined, id: string, others: readonly Taken[]): RuleResult {
  const other = takenBy(slug, id, others);
  return other === null ? true : `Another category (${other}) already has the slug "${slug}": edit that one instead`;
}

/** One policy document per policy page: the page shows one text and checkout records one hash. */
export function uniquePolicyTypeRule(type: string | null | undefined, id: string, others: readonly Taken[]): RuleResult {
  const other = takenBy(type, id, others);
  return other === null ? true : `Another policy (${other}) is already the "${type}" page: edit that one, or pick another page`;
}

/** A product's slug as URLs take it: lowercase letters and digits in words joined by single dashes. */
export function slugFormatRule(slug: string | null | undefined): RuleResult {
  return slug == null || /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)
    ? true
    : 'Use lowercase letters, digits and single dashes only, such as "victron-mppt-100-30" (Generate makes one from the name)';
}
