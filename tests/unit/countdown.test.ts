import { describe, expect, it } from 'vitest';
import { translationsFor } from '../../src/i18n/index.ts';
import { countdownText, formatDuration, millisecondsLeft, type DayWords } from '../../src/page-scripts/countdown-time.ts';

const t = translationsFor('en');

const now = Date.parse('2026-11-21T10:00:00Z');
const days: DayWords = (count) => t('countdown.days', { count });
const SECOND = 1000;
const HOUR = 3600 * SECOND;
const DAY = 24 * HOUR;

describe('countdown', () => {
  it.each<[string, string | undefined, string]>([
    ['two hours ahead', '2026-11-21T12:00:00Z', '02:00:00'],
    ['the spec Lighting Deals start', '2026-11-21T12:14:23Z', '02:14:23'],
    ['a part second rounds up', '2026-11-21T10:00:00.400Z', '00:00:01'],
    ['more than a day shows the days', '2026-11-23T10:00:05Z', '2 days 00:00:05'],
    ['with a time zone offset', '2026-11-21T13:00:01+03:00', '00:00:01'],
    ['exactly at the end', '2026-11-21T10:00:00Z', 'EXPIRED'],
    ['past the end', '2026-11-20T10:00:00Z', 'EXPIRED'],
    ['an invalid date shows nothing', 'next tuesday', ''],
    ['no date shows nothing', undefined, ''],
  ])('%s', (_name, endsAt, expected) => {
    expect(countdownText(endsAt, now, 'EXPIRED', days)).toBe(expected);
  });

  it('without an expired text (Lighting Deals) it stops at 00:00:00', () => {
    expect(countdownText('2026-11-21T09:00:00Z', now, undefined, days)).toBe('00:00:00');
  });

  it.each<[string, number, string]>([
    ['zero', 0, '00:00:00'],
    ['below zero', -5 * SECOND, '00:00:00'],
    ['one second', SECOND, '00:00:01'],
    ['a part second counts as one', 1, '00:00:01'],
    ['one minute less a second', 59 * SECOND, '00:00:59'],
    ['one hour', HOUR, '01:00:00'],
    ['the last second below a day', DAY - SECOND, '23:59:59'],
    ['exactly a day', DAY, '1 day 00:00:00'],
    ['a day and a second', DAY + SECOND, '1 day 00:00:01'],
    ['two days less a second', 2 * DAY - SECOND, '1 day 23:59:59'],
    ['exactly two days', 2 * DAY, '2 days 00:00:00'],
    ['the flash sale of the issue (919:09:00)', 38 * DAY + 7 * HOUR + 9 * 60 * SECOND, '38 days 07:09:00'],
    ['and the other one (517:08:38)', 21 * DAY + 13 * HOUR + 8 * 60 * SECOND + 38 * SECOND, '21 days 13:08:38'],
  ])('formats %s', (_name, ms, text) => {
    expect(formatDuration(ms, days)).toBe(text);
  });

  it.each<[string, number, string]>([
    ['below a day, as ever', DAY - SECOND, '23:59:59'],
    ['exactly a day', DAY, '1d 00:00:00'],
    ['the flash sale of the issue', 38 * DAY + 7 * HOUR + 9 * 60 * SECOND, '38d 07:09:00'],
  ])('where space is short, formats %s with the short day word', (_name, ms, text) => {
    expect(formatDuration(ms, (count) => t('countdown.dayShort', { count }))).toBe(text);
  });

  it('returns null for an unparseable end', () => {
    expect(millisecondsLeft('', now)).toBeNull();
  });
});
