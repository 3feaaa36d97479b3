/**
 * Words of the search index and of a query: lower-case runs of letters and digits. A query term
 * matches a product when one of the product's words starts with it ("batt" finds "battery").
 */
const WORD = /[\p{L}\p{N}]+/gu;

/** The distinct words of a text, in first-seen order. */
export function words(text: string): string[] {
  return [...new Set(text.toLowerCase().match(WORD) ?? [])];
}

/** A query's terms: its words, each once; a term that another term starts with adds nothing and is dropped. */
export function queryTerms(query: string): string[] {
  const all = words(query);
  return all.filter((term) => !all.some((other) => other !== term && other.startsWith(term)));
}
