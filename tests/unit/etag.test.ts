import { describe, expect, it } from 'vitest';
import { ifNoneMatchMatches, strongEtag } from '../../src/server/static/etag.ts';

const TAG = strongEtag('abc123_-XY');

describe('ifNoneMatchMatches: If-None-Match by weak comparison', () => {
  it.each<[string | null, boolean]>([
    [null, false],
    ['', false],
    ['"abc123_-XY"', true],
    ['W/"abc123_-XY"', true],
    ['*', true],
    [' * ', true],
    ['"other", "abc123_-XY"', true],
    ['"other",W/"abc123_-XY"', true],
    ['"other"', false],
    ['"abc123_-XY-br"', false],
    ['abc123_-XY', false],
    ['"abc123_-XY', false],
    ['W/ "abc123_-XY"', false],
    ['"a, b"', false],
    [',,,', false],
    ['"abc123_-XY"'.repeat(1000), false],
  ])('%j → %j', (header, expected) => expect(ifNoneMatchMatches(header, TAG)).toBe(expected));
});
