import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/server/errors.ts';
import { createRateLimits, type RateLimits } from '../../src/server/rate-limit/limiter.ts';
import { DEFAULT_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { countingMisses, type Guesser } from '../../src/server/rate-limit/misses.ts';

/**
 * Limit the guesser, not the victim: a reference (or serial) and the phone its order was placed
 * with. Misses cost the client who made them; the rightful customer, from where nobody spent the
 * allowance, always gets through. The defaults are the shop's own.
 */
const RIGHT = '+254712345678';
const { trackMiss, trackMissAddress, trackMissTarget } = DEFAULT_RATE_LIMITS;

/** One look-up of `target` with `phone` from `address`: found, 404 (a miss) or 429 (refused). */
async function tryPhone(limits: RateLimits, address: string, target: string, phone: string): Promise<'found' | 404 | 429> {
  const guesser: Guesser = { limits, key: address };
  try {
    const found = await countingMisses(guesser, target, async () => (phone === RIGHT ? { target } : null));
    return found ? 'found' : 404;
  } catch (error) {
    if (error instanceof ApiError && error.status === 429) return 429;
    throw error;
  }
}

const wrong = (i: number) => `+25479${String(i).padStart(7, '0')}`;

describe('wrong phones against a reference', () => {
  it('the shop’s defaults: a client may miss a few times on one reference, more across references, and a crowd has a cap', () => {
    expect([trackMiss?.points, trackMissAddress?.points, trackMissTarget?.points]).toEqual([10, 30, 20]);
    expect([trackMiss?.seconds, trackMissAddress?.seconds, trackMissTarget?.seconds]).toEqual([3600, 3600, 3600]);
  });

  it.each([1, 5, 9])('after %i wrong phones from the same connection, the right phone still opens the order', async (misses) => {
    const limits = createRateLimits(DEFAULT_RATE_LIMITS);
    for (let i = 0; i < misses; i++) expect(await tryPhone(limits, 'a', 'REF00001', wrong(i))).toBe(404);
    expect(await tryPhone(limits, 'a', 'REF00001', RIGHT)).toBe('found');
  });

  it('a guesser who spends its misses on a reference is refused on it before anything is compared; its owner elsewhere is not', async () => {
    const limits = createRateLimits(DEFAULT_RATE_LIMITS);
    for (let i = 0; i < trackMiss!.points; i++) expect(await tryPhone(limits, 'guesser', 'REF00001', wrong(i))).toBe(404);
    expect(await tryPhone(limits, 'guesser', 'REF00001', wrong(99))).toBe(429);
    expect(await tryPhone(limits, 'guesser', 'REF00001', RIGHT)).toBe(429);
    expect(await tryPhone(limits, 'owner', 'REF00001', RIGHT)).toBe('found');
    // The guesser's other references are not closed by it (only by its misses across all of them).
    expect(await tryPhone(limits, 'guesser', 'REF00002', RIGHT)).toBe('found');
  });

  it('a guesser sweeping many references is refused on all of them once its misses are spent', async () => {
    const limits = createRateLimits(DEFAULT_RATE_LIMITS);
    for (let i = 0; i < trackMissAddress!.points; i++) expect(await tryPhone(limits, 'sweeper', `REF${1000 + i}`, wrong(i))).toBe(404);
    expect(await tryPhone(limits, 'sweeper', 'REF99999', RIGHT)).toBe(429);
    expect(await tryPhone(limits, 'owner', 'REF99999', RIGHT)).toBe('found');
  });

  it('a crowd of addresses against one reference gets one try each past the cap, and the owner still gets through', async () => {
    const limits = createRateLimits(DEFAULT_RATE_LIMITS);
    const cap = trackMissTarget!.points;
    for (let i = 0; i < cap; i++) expect(await tryPhone(limits, `crowd-${i}`, 'REF00001', wrong(i))).toBe(404);
    // Past the cap every miss is refused, and costs its address the reference for the hour.
    for (let i = cap; i < cap + 40; i++) {
      expect(await tryPhone(limits, `crowd-${i}`, 'REF00001', wrong(i))).toBe(429);
      expect(await tryPhone(limits, `crowd-${i}`, 'REF00001', RIGHT)).toBe(429);
    }
    expect(await tryPhone(limits, 'owner', 'REF00001', RIGHT)).toBe('found');
    expect(await tryPhone(limits, 'crowd-0', 'REF00001', RIGHT)).toBe('found');
  });

  it('a serial is a target of its own: misses on it do not touch the order’s reference', async () => {
    const limits = createRateLimits(DEFAULT_RATE_LIMITS);
    for (let i = 0; i < trackMiss!.points; i++) expect(await tryPhone(limits, 'a', 'serial:DEYE-1', wrong(i))).toBe(404);
    expect(await tryPhone(limits, 'a', 'serial:DEYE-1', RIGHT)).toBe(429);
    expect(await tryPhone(limits, 'a', 'REF00001', RIGHT)).toBe('found');
  });

  it('with the limits off, nothing is counted and nothing refused', async () => {
    const limits = createRateLimits({ ...DEFAULT_RATE_LIMITS, trackMiss: null, trackMissAddress: null, trackMissTarget: null });
    for (let i = 0; i < 50; i++) expect(await tryPhone(limits, 'a', 'REF00001', wrong(i))).toBe(404);
    expect(await tryPhone(limits, 'a', 'REF00001', RIGHT)).toBe('found');
  });
});
