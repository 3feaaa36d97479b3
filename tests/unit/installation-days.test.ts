import { installDay } from '../../src/lib/messages/installation-dates.ts';
import { describe, expect, it } from 'vitest';
import {
  booksInstallation,
  dayChoices,
  dayMissing,
  installationRequest,
  isInstallationRefusal,
  keptDay,
  type InstallationWish,
} from '../../src/islands/checkout/installation-days.ts';
import type { InstallationQuoteAnswer } from '../../src/api/installation.ts';

const slots = [
  { date: '2026-12-07', available: 2 },
  { date: '2026-12-08', available: 0 },
  { date: '2026-12-09', available: 1 },
];

describe("checkout's day picker", () => {
  it('offers every open day, a full one shown but not choosable', () => {
    expect(dayChoices(slots)).toEqual([
      { date: '2026-12-07', available: 2, full: false },
      { date: '2026-12-08', available: 0, full: true },
      { date: '2026-12-09', available: 1, full: false },
    ]);
  });

  it.each([
    ['a day with places left stays chosen', '2026-12-09', '2026-12-09'],
    ['a day that filled is chosen again', '2026-12-08', ''],
    ['a day no longer listed is chosen again', '2026-12-01', ''],
    ['none chosen stays none', '', ''],
  ])('%s', (_, chosen, kept) => {
    expect(keptDay(slots, chosen)).toBe(kept);
  });

  it.each([
    ['en', 'Mon, 7 Dec'],
    ['sw', 'Jumatatu, 7 Des'],
  ] as const)('names a day with its weekday (%s): %s', (locale, label) => {
    expect(installDay('2026-12-07', locale, 'weekday')).toBe(label);
  });
});

describe('what the order request says of installation', () => {
  const offer = (priceFor: 'county' | 'zone1'): InstallationQuoteAnswer => ({
    offered: true,
    priceCents: 2_000_000,
    requiredClass: 'T3',
    band: 'home',
    bandName: 'Home system',
    includes: ['Mounting'],
    priceFor,
  });
  const wish = (change: Partial<InstallationWish>): InstallationWish => ({
    offer: offer('county'),
    wanted: true,
    plan: 'now',
    day: '2026-12-07',
    ...change,
  });
  it.each([
    ['the day chosen', wish({}), { date: '2026-12-07' }, false],
    ['a lay-by: no day, chosen once paid in full', wish({ plan: 'layby', day: '' }), {}, false],
    ['no day yet: the day is missing', wish({ day: '' }), { date: null }, true],
    ['not wanted: none', wish({ wanted: false }), undefined, false],
    ['a county not served: none', wish({ offer: { offered: false, reason: 'zone_not_served' } }), undefined, false],
    ['no county yet ("from" price): none', wish({ offer: offer('zone1') }), undefined, false],
    ['nothing to install: none', wish({ offer: null }), undefined, false],
  ])('%s', (_, given, request, missing) => {
    expect(installationRequest(given)).toEqual(request);
    expect(dayMissing(given)).toBe(missing);
    expect(booksInstallation(given)).toBe(request !== undefined);
  });

  it.each([
    ['INSTALLATION_DAY_FULL', true],
    ['INSTALLATION_DAY_PAST', true],
    ['INSTALLATION_DAY_UNAVAILABLE', true],
    ['INSTALLATION_AFTER_LAYBY', true],
    ['INSTALLATION_NOT_OFFERED', true],
    ['OUT_OF_STOCK', false],
  ])('%s is answered beside the day picker: %s', (code, mine) => {
    expect(isInstallationRefusal(code)).toBe(mine);
  });
});
