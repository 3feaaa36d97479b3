import { describe, expect, it } from 'vitest';
import { pageWindow } from '../../src/lib/admin/page-window.ts';

/** The rows a window selects, as positions in the newest-first list of `total` rows. */
function positions(total: number, page: number, pageSize: number): number[] {
  const w = pageWindow(total, page, pageSize);
  const scanned = Array.from({ length: w.limit }, (_, i) => w.offset + i);
  return w.fromEnd ? scanned.map((fromEnd) => total - 1 - fromEnd).sort((a, b) => a - b) : scanned;
}

describe('pageWindow: which rows a page holds, read from the nearer end', () => {
  it.each([
    // total, page, pageSize, expected window
    [0, 1, 25, { fromEnd: false, offset: 0, limit: 0 }],
    [10, 1, 25, { fromEnd: false, offset: 0, limit: 10 }],
    [100, 1, 25, { fromEnd: false, offset: 0, limit: 25 }],
    [100, 2, 25, { fromEnd: false, offset: 25, limit: 25 }],
    [100, 3, 25, { fromEnd: true, offset: 25, limit: 25 }],
    [100, 4, 25, { fromEnd: true, offset: 0, limit: 25 }],
    [101, 5, 25, { fromEnd: true, offset: 0, limit: 1 }],
    [30_000, 1200, 25, { fromEnd: true, offset: 0, limit: 25 }],
    [30_000, 600, 25, { fromEnd: false, offset: 14_975, limit: 25 }],
    [30_000, 601, 25, { fromEnd: true, offset: 14_975, limit: 25 }],
    [100, 5, 25, { fromEnd: false, offset: 100, limit: 0 }],
    [100, 100_000, 100, { fromEnd: false, offset: 9_999_900, limit: 0 }],
  ])('%i rows, page %i of %i', (total, page, pageSize, expected) => {
    expect(pageWindow(total, page, pageSize)).toEqual(expected);
  });

  it.each([
    [0, 25],
    [1, 25],
    [24, 25],
    [25, 25],
    [26, 25],
    [99, 10],
    [100, 10],
    [101, 10],
    [1000, 7],
    [30, 1],
  ])('covers every one of %i rows exactly once, in order, with pages of %i', (total, pageSize) => {
    const pages = Math.max(1, Math.ceil(total / pageSize));
    const seen = Array.from({ length: pages + 1 }, (_, i) => positions(total, i + 1, pageSize)).flat();
    expect(seen).toEqual(Array.from({ length: total }, (_, i) => i));
  });
});
