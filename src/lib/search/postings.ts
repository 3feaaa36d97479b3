/** Posting lists (ascending ordinals) stored as gaps: runs of neighbours become runs of 1, which gzip folds away. */

export function encodeGaps(ordinals: readonly number[]): number[] {
  return ordinals.map((ordinal, i) => (i === 0 ? ordinal : ordinal - ordinals[i - 1]!));
}

export function decodeGaps(gaps: readonly number[]): number[] {
  let ordinal = 0;
  return gaps.map((gap, i) => (ordinal = i === 0 ? gap : ordinal + gap));
}

/** The ascending union of ascending lists, each ordinal once. */
export function unionSorted(lists: readonly (readonly number[])[]): number[] {
  if (lists.length === 1) return [...lists[0]!];
  const seen = new Set<number>();
  for (const list of lists) for (const ordinal of list) seen.add(ordinal);
  return [...seen].sort((a, b) => a - b);
}
