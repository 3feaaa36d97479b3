import { describe, expect, it } from 'vitest';
import { addWeeks, demoSaleWeeks, rollDemoSales, weeksToFuture } from '../../src/cms/demo-sale-dates.ts';
import { createFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue, fetchSiteContent } from '../../src/cms/index.ts';

/** Issue 46: the demo's flash sale ran 33 days; its sales end when they say, within days, however old the seed. */

const DAY = 24 * 60 * 60 * 1000;
const seed = await readNdjsonDir('studio/seed');
type Home = { _type: string; flashSale: { endsAt: string }; lightingDeals: { endsAt: string } };
const homeOf = (docs: readonly unknown[]) => docs.find((doc) => (doc as Home)._type === 'homePage') as Home;

describe('moving the demo sale dates on by whole weeks', () => {
  it.each<[string, string, string, number]>([
    ['not yet ended: unchanged', '2026-11-27T18:00:00+03:00', '2026-11-27T14:59:59Z', 0],
    ['one second past the end: a week', '2026-11-27T18:00:00+03:00', '2026-11-27T15:00:01Z', 1],
    ['exactly at the end: a week', '2026-11-27T18:00:00+03:00', '2026-11-27T15:00:00Z', 1],
    ['six weeks and a day later: seven weeks', '2026-11-27T18:00:00+03:00', '2027-01-09T15:00:00Z', 7],
    ['not a date: unchanged', 'soon', '2030-01-01T00:00:00Z', 0],
  ])('%s', (_name, endsAt, now, weeks) => {
    expect(weeksToFuture(endsAt, new Date(now))).toBe(weeks);
  });

  it.each<[string, number, string]>([
    ['2026-11-27T18:00:00+03:00', 1, '2026-12-04T18:00:00+03:00'],
    ['2026-11-29T23:59:00+03:00', 5, '2027-01-03T23:59:00+03:00'],
    ['2026-11-27T15:00:00Z', 2, '2026-12-11T15:00:00Z'],
    ['2026-11-27T18:00:00-05:30', 1, '2026-12-04T18:00:00-05:30'],
  ])('%s plus %i weeks is %s, in its own offset', (iso, weeks, expected) => {
    expect(addWeeks(iso, weeks)).toBe(expected);
    expect(Date.parse(addWeeks(iso, weeks)) - Date.parse(iso)).toBe(weeks * 7 * DAY);
  });
});

describe('the seed read on any day', () => {
  // The committed seed's dates are in the past on purpose: the rule, not the date, keeps them honest.
  it.each(['2026-11-29T02:00:00Z', '2026-12-04T14:59:00Z', '2026-12-04T15:00:00Z', '2027-03-01T09:00:00Z', '2031-06-15T21:30:00Z'])(
    'on %s the flash sale ends within a week and Lighting Deals within ten days, on their weekday and hour',
    (iso) => {
      const now = new Date(iso);
      const home = homeOf(rollDemoSales(seed, now));
      const flash = Date.parse(home.flashSale.endsAt) - now.getTime();
      const lighting = Date.parse(home.lightingDeals.endsAt) - now.getTime();
      expect(flash).toBeGreaterThan(0);
      expect(flash).toBeLessThanOrEqual(7 * DAY);
      expect(lighting).toBeGreaterThan(0);
      expect(lighting).toBeLessThanOrEqual(10 * DAY);
      expect(home.flashSale.endsAt).toMatch(/T18:00:00\+03:00$/);
      expect(new Date(home.flashSale.endsAt).getUTCDay()).toBe(5);
      expect(demoSaleWeeks(seed, now)).toBe(weeksToFuture(homeOf(seed).flashSale.endsAt, now));
    },
  );

  it('is what the local content door gives the home page today', async () => {
    const fetcher = await createFetcher({ kind: 'local', seedDir: 'studio/seed' });
    const content = await fetchSiteContent(fetcher, await fetchCatalogue(fetcher, 'en'), 'en');
    const left = Date.parse(content.flashSale.endsAt) - Date.now();
    expect(left).toBeGreaterThan(0);
    expect(left).toBeLessThanOrEqual(7 * DAY);
  });
});
