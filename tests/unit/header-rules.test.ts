import { describe, expect, it } from 'vitest';
import { badgeText } from '../../src/lib/badge.ts';
import { searchUrl } from '../../src/lib/search-url.ts';

describe('badgeText', () => {
  it.each([
    [0, ''],
    [-3, ''],
    [Number.NaN, ''],
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [150, '99+'],
  ])('%d items shows %j', (count, text) => expect(badgeText(count)).toBe(text));
});

describe('searchUrl', () => {
  it.each([
    ['', null],
    ['   ', null],
    ['battery', '/search?q=battery'],
    ['  lithium battery  ', '/search?q=lithium%20battery'],
    ['5kW & 48V', '/search?q=5kW%20%26%2048V'],
    ['a/b?c#d', '/search?q=a%2Fb%3Fc%23d'],
  ])('%j goes to %j', (text, url) => expect(searchUrl(text)).toBe(url));
});
