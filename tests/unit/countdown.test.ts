import { describe, expect, it } from 'vitest';
import { countdownText, formatDuration, millisecondsLeft } from '../../src/scripts/countdown-time.ts';

const now = Date.parse('2026-11-21T10:00:00Z');

describe('countdown', () => {
  it.each<[string, string | undefined, string]>([
    ['two hours ahead', '2026-11-21T12:00:00Z', '02:00:00'],
    ['the spec Lighting Deals start', '2026-11-21T12:14:23Z', '02:14:23'],
    ['a part second rounds up', '2026-11-21T10:00:00.400Z', '00:00:01'],
    ['more than a day keeps counting hours', '2026-11-23T10:00:05Z', '48:00:05'],
    ['with a time zone offset', '2026-11-21T13:00:01+03:00', '00:00:01'],
    ['exactly at the end', '2026-11-21T10:00:00Z', 'EXPIRED'],
    ['past the end', '2026-11-20T10:00:00Z', 'EXPIRED'],
    ['an invalid date shows nothing', 'next tuesday', ''],
    ['no date shows nothing', undefined, ''],
  ])('%s', (_name, endsAt, expected) => {
    expect(countdownText(endsAt, now, 'EXPIRED')).toBe(expected);
  });

  it('Lighting Deals never go below zero', () => {
    expect(countdownText('2026-11-21T09:00:00Z', now, formatDuration(0))).toBe('00:00:00');
  });

  it.each<[number, string]>([
    [0, '00:00:00'],
    [-5000, '00:00:00'],
    [59_000, '00:00:59'],
    [3_600_000, '01:00:00'],
  ])('formats %i ms as %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('returns null for an unparseable end', () => {
    expect(millisecondsLeft('', now)).toBeNull();
  });
});
