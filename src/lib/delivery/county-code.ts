import type { CountyCode } from './counties.ts';

export type { CountyCode };

/**
 * '001' to '047', checked by form rather than against the list, so a page script that only checks
 * codes ships no list: a module of its own, since the list's module is a chunk the cart and
 * checkout share, and a catalogue page importing from it would load all 47 names (0.7 KB, issue 49).
 */
export function isCountyCode(value: string): value is CountyCode {
  return /^0(?:0[1-9]|[1-3]\d|4[0-7])$/.test(value);
}
