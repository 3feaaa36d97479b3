import { describe, expect, it } from 'vitest';
import { isPlainText } from '../../src/lib/plain-text.ts';

describe('plain text has no control characters', () => {
  it.each([
    ['Wanjiku Kamau', false, true],
    ['Kamiti Road, House 12 – Ruaraka', false, true],
    ['Nyeri ñ ü 🌞', false, true],
    ['a\u0000b', false, false],
    ['a\u0000b', true, false],
    ['escape \u001b[31m', false, false],
    ['delete \u007f', false, false],
    ['two\nlines', false, false],
    ['two\nlines', true, true],
    ['tab\tand\r\nbreak', true, true],
    ['vertical\u000btab', true, false],
  ])('%j (multi-line %s) is plain: %s', (text, multiline, expected) => {
    expect(isPlainText(text, { multiline })).toBe(expected);
  });
});
