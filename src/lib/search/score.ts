/**
 * How much a term's match counts toward a product's relevance: where the product has the word
 * (name 8, brand or category 4, tags or description 1, added up) times how the word was found
 * (whole 4, as the start of a longer word 2, across a typo 1). '5 kw inverter' so puts an
 * inverter whose description says 5 kW (inverter in its name, category and description: 13 × 4,
 * and 1 × 4) above a 5 kW kit whose description names an inverter (9 × 4 and 1 × 4).
 */
export const WHOLE = 4;
const START = 2;
export const TYPO = 1;

/**
 * A term's points from a shard's field digit (index-shape.ts) and how the word was found: the
 * field weight (name 8, brand or category 4, tags or description 1, added up) times `found`, times
 * 8, plus 1 when the product's category is named for the word (digit 8): of two products matching
 * as well, the one that is what the word names leads, and it never outweighs a better match.
 */
export function termPoints(marks: number, found: number): number {
  return ((marks & 4 ? 8 : 0) + (marks & 2 ? 4 : 0) + (marks & 1)) * found * 8 + (marks & 8 ? 1 : 0);
}

/**
 * How an index word answers a query word: WHOLE when it is the word, START when it starts with it
 * (a bare number only before a unit: '540' finds '540w', '5' never '50' or '5.5kw'), else 0.
 */
export function wordMatch(query: string, word: string, whole: boolean): number {
  if (word === query) return WHOLE;
  // A phrase ('water pump') is found whole only: 'water' does not start it.
  if (whole || !word.startsWith(query) || word.includes(' ')) return 0;
  return /^[\d.]+$/.test(query) && !/[a-z]/.test(word[query.length]!) ? 0 : START;
}
