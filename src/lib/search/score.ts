/**
 * How much a term's match counts toward a product's relevance: where the product has the word
 * (name 8, brand or category 4, tags or description 1, added up) times how the word was found
 * (whole 4, as the start of a longer word 2, across a typo 1). '5 kw inverter' so puts an
 * inverter whose description says 5 kW (inverter in its name, category and description: 13 × 4,
 * and 1 × 4) above a 5 kW kit whose description names an inverter (9 × 4 and 1 × 4).
 */
export const WHOLE = 4;
export const START = 2;
export const TYPO = 1;

/** The weight of a shard's field digit (index-shape.ts): name 8, brand or category 4, tags or description 1, added up. */
export function fieldWeight(marks: number): number {
  return (marks & 4 ? 8 : 0) + (marks & 2 ? 4 : 0) + (marks & 1);
}

/**
 * How an index word answers a query word: WHOLE when it is the word, START when it starts with it
 * (a bare number only before a unit: '540' finds '540w', '5' never '50' or '5.5kw'), else 0.
 */
export function wordMatch(query: string, word: string, whole: boolean): number {
  if (word === query) return WHOLE;
  if (whole || !word.startsWith(query)) return 0;
  return /^[\d.]+$/.test(query) && !/[a-z]/.test(word[query.length]!) ? 0 : START;
}
