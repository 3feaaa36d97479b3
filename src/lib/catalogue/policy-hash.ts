import { createHash } from 'node:crypto';

/**
 * The hash of a policy's content: sha256 over a canonical JSON form of its type, version, title,
 * summary and body (and the terms it shows from other documents). Keys are sorted; Portable Text bookkeeping (`_key`, empty `marks`/`markDefs`)
 * is left out, so only a change a reader could see gives a new hash.
 */
export interface PolicyContent {
  type: string;
  version: string;
  title: string;
  summary: string;
  body: readonly unknown[];
  /** Figures the page shows from other documents (the shipping policy's delivery rates): part of what the shopper agrees to. */
  terms?: unknown;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([key, inner]) => key !== '_key' && inner != null && !(Array.isArray(inner) && inner.length === 0))
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, inner]) => [key, canonical(inner)]);
    return Object.fromEntries(entries);
  }
  return value;
}

export function canonicalPolicyJson(policy: PolicyContent): string {
  const { type, version, title, summary, body, terms } = policy;
  return JSON.stringify(canonical({ type, version, title, summary, body, terms }));
}

export function policyHash(policy: PolicyContent): string {
  return `sha256:${createHash('sha256').update(canonicalPolicyJson(policy), 'utf8').digest('hex')}`;
}
