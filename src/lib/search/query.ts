import type { SearchState } from '../filters/search.ts';
import type { SearchCore } from './index-shape.ts';

/**
 * The core ready for queries: its price order worked out once (price, then name order). The core
 * file keeps its short key `price`; this is where it is read as priceCents.
 */
export interface CoreView {
  size: number;
  categories: readonly string[];
  cat: readonly number[];
  /** Per ordinal: selling price in cents. */
  priceCents: readonly number[];
  byPrice: Uint32Array;
  /** Per ordinal: 1 when sold out at build. */
  soldOut: Uint8Array;
}

export function viewOf(core: Pick<SearchCore, 'categories' | 'cat' | 'price' | 'out'>): CoreView {
  const { price: priceCents } = core;
  const byPrice = Uint32Array.from(priceCents.keys()).sort((a, b) => priceCents[a]! - priceCents[b]! || a - b);
  const soldOut = new Uint8Array(priceCents.length);
  for (const ordinal of core.out) soldOut[ordinal] = 1;
  return { size: priceCents.length, categories: core.categories, cat: core.cat, priceCents, byPrice, soldOut };
}

/**
 * The ordinals a search shows, in display order: every query term matched (each term's hits
 * given: ordinal → score), in the category ('all' for any), within the inclusive price bounds
 * (whole shillings); by relevance (the terms' scores added, and `extra`'s, which no product needs:
 * best first, ties by price, then name), by name
 * (ordinal order) or by price (ties by name), the last two ascending or descending. In every
 * order the products sold out come after those that can be bought, so one never leads a search.
 */
export function matchOrdinals(
  view: CoreView,
  termHits: readonly ReadonlyMap<number, number>[],
  state: SearchState,
  extra: readonly ReadonlyMap<number, number>[] = [],
): Uint32Array {
  const hits = new Uint8Array(view.size);
  const score = new Uint32Array(view.size);
  for (const term of termHits) {
    for (const [ordinal, points] of term) {
      hits[ordinal]!++;
      score[ordinal]! += points;
    }
  }
  for (const term of extra) for (const [ordinal, points] of term) score[ordinal]! += points;
  const needed = termHits.length;
  const category = state.category === 'all' ? -1 : view.categories.indexOf(state.category);
  if (category === -1 && state.category !== 'all') return new Uint32Array(0);
  const min = state.min === null ? -Infinity : Math.round(state.min * 100);
  const max = state.max === null ? Infinity : Math.round(state.max * 100);
  const out = new Uint32Array(view.size);
  let found = 0;
  const descending = state.order === 'desc' && state.sort !== 'relevance';
  for (let step = 0; step < view.size; step++) {
    const at = descending ? view.size - 1 - step : step;
    const ordinal = state.sort === 'price' ? view.byPrice[at]! : at;
    const priceCents = view.priceCents[ordinal]!;
    if (hits[ordinal] === needed && (category === -1 || view.cat[ordinal] === category) && priceCents >= min && priceCents <= max)
      out[found++] = ordinal;
  }
  const shown = out.subarray(0, found);
  // Equal matches: the cheaper first (the one a shopper can more likely afford), then by name.
  if (state.sort === 'relevance' && needed > 0)
    shown.sort((a, b) => score[b]! - score[a]! || view.priceCents[a]! - view.priceCents[b]! || a - b);
  return inStockFirst(shown, view.soldOut);
}

/** `ordinals` in their order, those sold out moved to the end (in their order too). */
export function inStockFirst(ordinals: Uint32Array, soldOut: Uint8Array): Uint32Array {
  const sorted = new Uint32Array(ordinals.length);
  let next = 0;
  for (const ordinal of ordinals) if (!soldOut[ordinal]) sorted[next++] = ordinal;
  for (const ordinal of ordinals) if (soldOut[ordinal]) sorted[next++] = ordinal;
  return sorted;
}
