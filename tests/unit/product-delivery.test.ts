import { describe, expect, it } from 'vitest';
import { COUNTIES_BY_NAME, KENYA_COUNTIES } from '../../src/lib/delivery/counties.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';
import type { DeliverySettings } from '../../src/lib/delivery/price-delivery.ts';
import { productDeliveryChoices, productZoneRows, type ProductDeliveryWords } from '../../src/lib/delivery/product-delivery.ts';
import { translationsFor } from '../../src/i18n/index.ts';

const t = translationsFor('en');

const KSH = 100;
const online: DeliverySettings = { ...DEFAULT_DELIVERY_SETTINGS, collect: 'online' };
const DRIVER = 'Paid to the driver on delivery';
const [NAIROBI, TOWNS, RURAL, REMOTE] = ['Nairobi and environs', 'Other major towns', 'Rural areas', 'Remote areas'];
const QUOTED: ProductDeliveryWords = {
  zone: REMOTE,
  fee: 'To be quoted by our team',
  days: null,
  note: 'Our team will call you with the delivery price before dispatch.',
};

/** The words a product page shows for one of a product of `kg` kilograms at `ksh` shillings, delivered to `county`. */
function wordsFor(county: string, kg: number | null, ksh: number, settings = DEFAULT_DELIVERY_SETTINGS): ProductDeliveryWords | undefined {
  const { outcomes, counties } = productDeliveryChoices({ weightKg: kg, priceCents: ksh * KSH }, settings, t);
  const chosen = counties.find((c) => c.name === county);
  return chosen && outcomes[chosen.outcome];
}

describe('delivery of one product to a county, as its page shows it', () => {
  it.each([
    ['Nairobi City', 5, 10_000, { zone: NAIROBI, fee: 'KSh 500', days: '1 to 3 business days', note: DRIVER }],
    ['Kiambu', 30, 10_000, { zone: NAIROBI, fee: 'KSh 1,500', days: '1 to 3 business days', note: DRIVER }],
    ['Kisumu', 5, 10_000, { zone: TOWNS, fee: 'KSh 1,000', days: '3 to 5 business days', note: DRIVER }],
    ['Kisumu', 30, 10_000, { zone: TOWNS, fee: 'KSh 2,500', days: '3 to 5 business days', note: DRIVER }],
    ['Kisumu', 60, 10_000, { zone: TOWNS, fee: 'KSh 5,000', days: '3 to 5 business days', note: DRIVER }],
    ['Kitui', 9.9, 10_000, { zone: RURAL, fee: 'KSh 1,500', days: '5 to 7 business days', note: DRIVER }],
    ['Kitui', 51, 10_000, { zone: RURAL, fee: 'KSh 7,500', days: '5 to 7 business days', note: DRIVER }],
    // Free over the zone's threshold (more than, not equal), with nobody to pay.
    ['Nairobi City', 5, 50_000, { zone: NAIROBI, fee: 'KSh 500', days: '1 to 3 business days', note: DRIVER }],
    ['Nairobi City', 5, 50_001, { zone: NAIROBI, fee: 'Free', days: '1 to 3 business days', note: null }],
    ['Kisumu', 5, 50_001, { zone: TOWNS, fee: 'KSh 1,000', days: '3 to 5 business days', note: DRIVER }],
    ['Kisumu', 5, 100_001, { zone: TOWNS, fee: 'Free', days: '3 to 5 business days', note: null }],
    ['Kitui', 5, 500_001, { zone: RURAL, fee: 'Free', days: '5 to 7 business days', note: null }],
    // Zone 4 and a product without a weight are quoted by the team, whatever the price.
    ['Turkana', 5, 10_000, QUOTED],
    ['Lamu', 5, 600_000, QUOTED],
    ['Nairobi City', null, 10_000, { ...QUOTED, zone: NAIROBI }],
  ] as const)('to %s, %s kg at KSh %d: %j', (county, kg, ksh, words) => {
    expect(wordsFor(county, kg, ksh)).toEqual(words);
  });

  it.each([
    ['Kisumu', 5, { zone: TOWNS, fee: 'KSh 1,000', days: '3 to 5 business days', note: 'Included in the total' }],
    ['Turkana', 5, QUOTED],
  ] as const)('where the fee is paid online, to %s (%d kg) says so: %j', (county, kg, words) => {
    expect(wordsFor(county, kg, 10_000, online)).toEqual(words);
  });

  it('a county the settings place nowhere is quoted', () => {
    const counties = Object.fromEntries(Object.entries(DEFAULT_DELIVERY_SETTINGS.counties).filter(([code]) => code !== '042'));
    expect(wordsFor('Kisumu', 5, 10_000, { ...DEFAULT_DELIVERY_SETTINGS, counties })).toEqual(QUOTED);
  });

  it('lists the 47 counties A to Z, each pointing at its words', () => {
    const { outcomes, counties } = productDeliveryChoices({ weightKg: 5, priceCents: 10_000 * KSH }, DEFAULT_DELIVERY_SETTINGS, t);
    expect(counties.map((c) => c.code)).toEqual(COUNTIES_BY_NAME.map((c) => c.code));
    expect(counties).toHaveLength(KENYA_COUNTIES.length);
    for (const county of counties) expect(outcomes[county.outcome]).toBeDefined();
  });

  it.each([
    ['a small product: one fee per zone', 5, 10_000, 4],
    ['free in Zone 1 only: still one per zone', 5, 60_000, 4],
    ['no weight: quoted alike, under each zone’s name', null, 10_000, 4],
  ] as const)('keeps each distinct outcome once (%s)', (_case, kg, ksh, count) => {
    const { outcomes } = productDeliveryChoices({ weightKg: kg, priceCents: ksh * KSH }, DEFAULT_DELIVERY_SETTINGS, t);
    expect(outcomes).toHaveLength(count);
    expect(new Set(outcomes.map((o) => JSON.stringify(o))).size).toBe(count);
  });
});

describe("the Shipping tab's zones, priced for one of the product by the same rule", () => {
  const rows = (kg: number | null, ksh: number) => productZoneRows({ weightKg: kg, priceCents: ksh * KSH }, DEFAULT_DELIVERY_SETTINGS);

  it.each([
    [5, 10_000, [500 * KSH, 1_000 * KSH, 1_500 * KSH, null]],
    [30, 10_000, [1_500 * KSH, 2_500 * KSH, 3_500 * KSH, null]],
    [60, 10_000, [3_000 * KSH, 5_000 * KSH, 7_500 * KSH, null]],
    // Over Zone 1's threshold: free there, charged elsewhere; over the nationwide one: free wherever a rate applies.
    [5, 50_001, [0, 1_000 * KSH, 1_500 * KSH, null]],
    [5, 500_001, [0, 0, 0, null]],
    [null, 10_000, [null, null, null, null]],
  ] as const)('%s kg at KSh %d: fees by zone %j', (kg, ksh, fees) => {
    expect(rows(kg, ksh).map((row) => row.feeCents)).toEqual(fees);
  });

  it('gives each zone its name, days and the threshold above which it goes free; Zone 4 is quoted', () => {
    expect(rows(5, 10_000)).toEqual([
      {
        zone: 1,
        name: { en: NAIROBI, sw: 'Nairobi na viunga vyake' },
        days: { min: 1, max: 3 },
        feeCents: 500 * KSH,
        freeAboveCents: 50_000 * KSH,
      },
      {
        zone: 2,
        name: { en: TOWNS, sw: 'Miji mingine mikubwa' },
        days: { min: 3, max: 5 },
        feeCents: 1_000 * KSH,
        freeAboveCents: 100_000 * KSH,
      },
      {
        zone: 3,
        name: { en: RURAL, sw: 'Maeneo ya vijijini' },
        days: { min: 5, max: 7 },
        feeCents: 1_500 * KSH,
        freeAboveCents: 500_000 * KSH,
      },
      { zone: 4, name: { en: REMOTE, sw: 'Maeneo ya mbali' }, days: null, feeCents: null, freeAboveCents: null },
    ]);
  });

  it('agrees with the county box for every county', () => {
    for (const [kg, ksh] of [
      [5, 10_000],
      [30, 60_000],
      [60, 200_000],
    ] as const) {
      const byZone = new Map(rows(kg, ksh).map((row) => [row.zone, row.feeCents]));
      const { outcomes, counties } = productDeliveryChoices({ weightKg: kg, priceCents: ksh * KSH }, DEFAULT_DELIVERY_SETTINGS, t);
      for (const county of counties) {
        const zone = DEFAULT_DELIVERY_SETTINGS.counties[county.code] ?? 4;
        const fee = byZone.get(zone);
        expect(outcomes[county.outcome]!.fee, county.name).toBe(
          fee === null ? 'To be quoted by our team' : fee === 0 ? 'Free' : `KSh ${(fee! / KSH).toLocaleString('en-KE')}`,
        );
      }
    }
  });
});
