import { describe, expect, it } from 'vitest';
import { base64url } from '../../src/server/base64url.ts';

/** The one base64url of the server (tokens, webhook and preview signatures): RFC 4648 §5, no padding, as Node writes it. */
describe('base64url', () => {
  it.each([
    ['no bytes', []],
    ['one byte (two padding characters dropped)', [0xfb]],
    ['two bytes (one dropped)', [0xfb, 0xff]],
    ['bytes that are + and / in base64', [0xfb, 0xef, 0xbe, 0xff, 0xff, 0xff]],
    ['every byte value', Array.from({ length: 256 }, (_, i) => i)],
  ])('%s', (_name, bytes) => {
    const array = new Uint8Array(bytes);
    expect(base64url(array)).toBe(Buffer.from(array).toString('base64url'));
    expect(base64url(array.buffer)).toBe(Buffer.from(array).toString('base64url'));
  });

  it('writes 64 KB without running out of stack (no spread of the bytes)', () => {
    const big = new Uint8Array(65_536).fill(0xfe);
    expect(base64url(big)).toBe(Buffer.from(big).toString('base64url'));
  });
});
