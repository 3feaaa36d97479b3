import { describe, expect, it } from 'vitest';
import { matchTotp, normalizeSecret, totpCode } from '../../local/auth/totp.ts';

/** RFC 6238 appendix B's SHA1 seed ("12345678901234567890") in base32; its 8-digit codes end in these 6 digits. */
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('the stand-in’s TOTP (RFC 6238: SHA1, 6 digits, 30 s)', () => {
  it.each([
    [59, '287082'],
    [1111111109, '081804'],
    [1111111111, '050471'],
    [1234567890, '005924'],
    [2000000000, '279037'],
    [20000000000, '353130'],
  ])('at %i s gives the RFC 6238 code %s', (seconds, code) => {
    expect(totpCode(RFC_SECRET, seconds * 1000)).toBe(code);
    expect(matchTotp(RFC_SECRET, code, seconds * 1000)).toBe(true);
  });

  const now = 1_800_000_015_000; // the middle of a step
  const at = (steps: number) => totpCode(RFC_SECRET, now + steps * 30_000);

  it.each([
    ['a code one step early', -1, true],
    ['the current code', 0, true],
    ['a code one step late', 1, true],
    ['a code two steps early', -2, false],
    ['a code two steps late', 2, false],
  ])('%s → taken: %s', (_name, steps, expected) => {
    expect(matchTotp(RFC_SECRET, at(steps), now)).toBe(expected);
  });

  it.each(['', '12345', '1234567', 'abcdef', '12 345'])('refuses the malformed code %j', (code) => {
    expect(matchTotp(RFC_SECRET, code, now)).toBe(false);
  });

  it.each([
    ['jbsw y3dp ehpk 3pxp', 'JBSWY3DPEHPK3PXP'],
    [RFC_SECRET, RFC_SECRET],
    ['JBSWY3DPEHPK3PX', null],
    ['JBSWY3DPEHPK3PX1', null],
    ['not-base32-at-all!', null],
  ])('reads the secret %j as %j', (value, expected) => {
    expect(normalizeSecret(value)).toBe(expected);
  });
});
