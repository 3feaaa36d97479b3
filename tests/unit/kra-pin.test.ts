import { describe, expect, it } from 'vitest';
import { KRA_PIN, KRA_PIN_PATTERN, kraPinOf, normaliseKraPin } from '../../src/lib/tax/kra-pin.ts';

describe('a KRA PIN as the buyer types it', () => {
  it.each([
    ['P051234567X', 'P051234567X'],
    ['A123456789Z', 'A123456789Z'],
    ['p051234567x', 'P051234567X'],
    ['  P051234567X  ', 'P051234567X'],
    ['P 051 234 567 X', 'P051234567X'],
    ['p051\t234567x\n', 'P051234567X'],
  ])('%j is the PIN %s', (typed, pin) => {
    expect(kraPinOf(typed)).toBe(pin);
  });

  it.each([
    ['', 'empty'],
    ['P05123456X', 'eight digits'],
    ['P0512345678X', 'ten digits'],
    ['B051234567X', 'a first letter other than A or P'],
    ['P0512345677', 'a digit where the check letter goes'],
    ['051234567X', 'no first letter'],
    ['P051234567', 'no check letter'],
    ['P05123456OX', 'the letter O among the digits'],
    ['P-051234567-X', 'hyphens'],
    ['P051234567X1', 'something after it'],
    ['P０51234567X', 'a full-width digit'],
  ])('%j is not a PIN (%s)', (typed) => {
    expect(kraPinOf(typed)).toBeNull();
  });

  it('normalises what it cannot accept as well, so the field shows what will be checked', () => {
    expect(normaliseKraPin(' p05 12x ')).toBe('P0512X');
  });

  it("gives the browser's pattern attribute the same rule", () => {
    const pattern = new RegExp(`^(?:${KRA_PIN_PATTERN})$`, 'v');
    for (const pin of ['P051234567X', 'A000000000B', 'p051234567x', 'Q051234567X', 'P05123456X'])
      expect(pattern.test(pin), pin).toBe(KRA_PIN.test(pin));
  });
});
