import { describe, expect, it } from 'vitest';
import { chooseEncoding, parseAcceptEncoding, type Encoding } from '../../src/server/static/accept-encoding.ts';

const ALL: Encoding[] = ['br', 'gzip', 'identity'];

describe('chooseEncoding: the coding a static file is sent in', () => {
  it.each<[string | null, Encoding[], Encoding | null]>([
    // What browsers send.
    ['gzip, deflate, br, zstd', ALL, 'br'],
    ['gzip, deflate', ALL, 'gzip'],
    ['br', ALL, 'br'],
    // No header: identity; an empty one allows identity only.
    [null, ALL, 'identity'],
    ['', ALL, 'identity'],
    // Only what the server holds.
    ['br, gzip', ['gzip', 'identity'], 'gzip'],
    ['br, gzip', ['identity'], 'identity'],
    // q-values: the highest wins, ties go to br, then gzip.
    ['gzip;q=1, br;q=0.5', ALL, 'gzip'],
    ['gzip;q=0.8, br;q=0.8', ALL, 'br'],
    ['GZIP;Q=0.5, BR;q=0.4', ALL, 'gzip'],
    ['identity;q=1, gzip;q=0.5', ALL, 'identity'],
    // q=0 refuses.
    ['br;q=0, gzip', ALL, 'gzip'],
    ['br;q=0, gzip;q=0', ALL, 'identity'],
    ['br;q=0', ['br', 'identity'], 'identity'],
    ['br, identity;q=0', ['identity'], null],
    ['*;q=0', ['identity'], null],
    ['*;q=0, identity', ['identity'], 'identity'],
    // `*` stands for every coding not named.
    ['*', ALL, 'br'],
    ['br;q=0, *', ALL, 'gzip'],
    ['x-gzip', ALL, 'gzip'],
    // Junk never throws and never picks a coding it did not name.
    ['br;q=2', ALL, 'identity'],
    ['br;q=-1, gzip;q=abc', ALL, 'identity'],
    ['br;q=0.5;q=0', ALL, 'identity'],
    ['"br", ;;; ,,, gzip', ALL, 'gzip'],
    ['\u0000br\uffff', ALL, 'identity'],
    [`${'a,'.repeat(10_000)}br`, ALL, 'identity'],
  ])('%j with %j → %j', (header, available, expected) => expect(chooseEncoding(header, available)).toBe(expected));
});

describe('parseAcceptEncoding', () => {
  it.each<[string, Record<string, number>]>([
    ['gzip, br;q=0.5', { gzip: 1, br: 0.5 }],
    ['br ; q = 0.3', { br: 0.3 }],
    ['br;level=5', { br: 1 }],
    ['br;q=0.5, br;q=0', { br: 0 }],
  ])('%j → %j', (header, expected) => expect(Object.fromEntries(parseAcceptEncoding(header))).toEqual(expected));
});
