import { isMeasure } from './measures.ts';
import { tokens } from './tokens.ts';

/** One term of a query: a product matches the query when it matches every term. */
export interface QueryTerm {
  word: string;
  /** Only the whole word (a number with its unit: '5kw' never finds '5kwh'); else also the words it starts ('batt' finds battery). */
  whole: boolean;
}

/** Words that join others ('battery for inverter', 'hita ya maji'): left out of a query that has other words. */
const JOINING = new Set('a an and for in of on or the to with cha kwa la na vya wa ya za'.split(' '));

/**
 * A query's terms, each once. Joining words are left out unless nothing else is typed; a term
 * that another term starts with adds nothing and is dropped ('sol solar' is 'solar').
 */
export function queryTerms(query: string): QueryTerm[] {
  const all = [...new Set(tokens(query))];
  const kept = all.some((word) => !JOINING.has(word)) ? all.filter((word) => !JOINING.has(word)) : all;
  return kept
    .map((word) => ({ word, whole: isMeasure(word) }))
    .filter((term) => term.whole || !kept.some((other) => other !== term.word && other.startsWith(term.word)));
}
