/**
 * What a policy's hash is taken over (the hash itself, sha256, is the content door's:
 * src/cms/policy-hash.ts): a canonical JSON form of its type, version, title,
 * summary and body, the Kiswahili title, summary and body where an editor wrote them, and the terms
 * it shows from other documents. Keys are sorted; Portable Text bookkeeping (`_key`, empty
 * `marks`/`markDefs`) is left out, so only a change a reader could see gives a new hash (and a
 * policy without Kiswahili keeps the hash it had before).
 */
export interface PolicyContent {
  type: string;
  version: string;
  title: string;
  summary: string;
  body: readonly unknown[];
  /** Figures the page shows from other documents (the shipping policy's delivery rates): part of what the shopper agrees to. */
  terms?: unknown;
  /** The Kiswahili title, summary and body: what a shopper on the Kiswahili page agrees to. */
  sw?: { title?: string | null; summary?: string | null; body?: readonly unknown[] | null } | null;
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

/** The Kiswahili a reader sees: blank texts and empty bodies show the English, so they are left out like missing ones. */
function kiswahiliContent(sw: PolicyContent['sw']): Record<string, unknown> | undefined {
  if (!sw) return undefined;
  const content = Object.entries({
    title: sw.title?.trim(),
    summary: sw.summary?.trim(),
    body: sw.body?.length ? sw.body : undefined,
  }).filter(([, value]) => value);
  return content.length > 0 ? Object.fromEntries(content) : undefined;
}

export function canonicalPolicyJson(policy: PolicyContent): string {
  const { type, version, title, summary, body, terms, sw } = policy;
  return JSON.stringify(canonical({ type, version, title, summary, body, terms, sw: kiswahiliContent(sw) }));
}
