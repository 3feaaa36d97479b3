/** Results drawn a screenful at a time: the first page, then one more per 'Show more'. */
export const PAGE_SIZE = 24;

/** How many results show after one more page (or the first, from 0). */
export function shownAfter(shown: number, total: number, page: number = PAGE_SIZE): number {
  return Math.min(total, shown + page);
}

/** The details files (ordinal ÷ chunk) the results from..to-1 need, each once, in first-needed order. */
export function chunksFor(ordinals: ArrayLike<number>, from: number, to: number, chunk: number): number[] {
  const chunks = new Set<number>();
  for (let i = from; i < Math.min(to, ordinals.length); i++) chunks.add(Math.floor(ordinals[i]! / chunk));
  return [...chunks];
}
