import { describe, expect, it } from 'vitest';
import { chunksFor, PAGE_SIZE, shownAfter } from '../../src/lib/search/paging.ts';
import { decodeGaps, encodeGaps, unionSorted } from '../../src/lib/search/postings.ts';

describe('search results drawn a screenful at a time', () => {
  it.each<[string, number, number, number]>([
    ['the first screenful', 0, 100, PAGE_SIZE],
    ['fewer results than a screen', 0, 5, 5],
    ['no results', 0, 0, 0],
    ['one more screenful', 24, 100, 48],
    ['the last, partial screenful', 96, 100, 100],
    ['all shown already', 100, 100, 100],
  ])('%s', (_name, shown, total, expected) => {
    expect(shownAfter(shown, total)).toBe(expected);
  });

  it.each<[string, number[], number, number, number, number[]]>([
    ['neighbours share a file', [0, 1, 2, 3], 0, 4, 16, [0]],
    ['scattered results, first-needed order, each once', [40, 3, 17, 41, 2], 0, 5, 16, [2, 0, 1]],
    ['only the asked range', [0, 20, 40, 60], 2, 4, 16, [2, 3]],
    ['a range past the end stops at the end', [5], 0, 24, 16, [0]],
  ])('details files: %s', (_name, ordinals, from, to, chunk, expected) => {
    expect(chunksFor(Uint32Array.from(ordinals), from, to, chunk)).toEqual(expected);
  });
});

describe('posting lists', () => {
  it.each<[number[], number[]]>([
    [[], []],
    [[7], [7]],
    [
      [3, 4, 5, 9],
      [3, 1, 1, 4],
    ],
  ])('%j is stored as gaps %j', (ordinals, gaps) => {
    expect(encodeGaps(ordinals)).toEqual(gaps);
    expect(decodeGaps(gaps)).toEqual(ordinals);
  });

  it.each<[number[][], number[]]>([
    [[[1, 5]], [1, 5]],
    [
      [
        [1, 5],
        [2, 5, 9],
      ],
      [1, 2, 5, 9],
    ],
  ])('union of %j', (lists, expected) => {
    expect(unionSorted(lists)).toEqual(expected);
  });
});
