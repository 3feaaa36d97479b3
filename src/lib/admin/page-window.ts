/**
 * Which rows of an ordered list make up a page, read from whichever end of the list is nearer:
 * `fromEnd` means "walk the order backwards, skip `offset`, take `limit`, then reverse them".
 * An index scan costs what it skips, so the last page of 30,000 orders is as cheap as the first
 * and the middle one skips half as many rows. Pure, so the arithmetic is tested on its own.
 */
export interface PageWindow {
  fromEnd: boolean;
  offset: number;
  /** 0 when the page lies past the end. */
  limit: number;
}

export function pageWindow(total: number, page: number, pageSize: number): PageWindow {
  const offset = (page - 1) * pageSize;
  const limit = Math.max(0, Math.min(pageSize, total - offset));
  if (limit === 0) return { fromEnd: false, offset, limit };
  const offsetFromEnd = total - offset - limit;
  return offsetFromEnd < offset ? { fromEnd: true, offset: offsetFromEnd, limit } : { fromEnd: false, offset, limit };
}
