import { describe, expect, it } from 'vitest';
import { DEFAULT_COUNTY_ZONES, KENYA_COUNTIES, type CountyCode } from '../../src/lib/delivery/counties.ts';
import { isCountyCode } from '../../src/lib/delivery/county-code.ts';
import { DEFAULT_DELIVERY_SETTINGS as settings } from '../../src/lib/delivery/defaults.ts';
import { orderWeightKg, priceDelivery, sizeClassOf, type DeliveryLine } from '../../src/lib/delivery/price-delivery.ts';

const KSH = 100;
const NAIROBI: CountyCode = '047';
const KIAMBU: CountyCode = '022';
const KISUMU: CountyCode = '042';
const KAKAMEGA: CountyCode = '037';
const TURKANA: CountyCode = '023';
const plain = { express: false, weekend: false };

/** One line of `kg` kilograms costing `ksh` shillings. */
const item = (kg: number, ksh = 1_000, quantity = 1): DeliveryLine => ({ weightKg: kg, quantity, lineTotalCents: ksh * KSH * quantity });

describe('the counties', () => {
  it('are the 47, each with a three-digit code and a default zone', () => {
    expect(KENYA_COUNTIES).toHaveLength(47);
    expect(new Set(KENYA_COUNTIES.map((c) => c.code)).size).toBe(47);
    for (const { code } of KENYA_COUNTIES) expect([1, 2, 3, 4]).toContain(DEFAULT_COUNTY_ZONES[code]);
  });
  it.each([
    [1, 4],
    [2, 15],
    [3, 20],
    [4, 8],
  ])('zone %i holds %i counties by default', (zone, count) => {
    expect(Object.values(DEFAULT_COUNTY_ZONES).filter((z) => z === zone)).toHaveLength(count);
  });
  it.each([
    ['047', true],
    ['001', true],
    ['048', false],
    ['47', false],
    ['', false],
  ])('%j is a county code: %s', (code, yes) => {
    expect(isCountyCode(code)).toBe(yes);
  });
  it('takes exactly the codes of the list, and no other three digits, as county codes', () => {
    const threeDigits = Array.from({ length: 1000 }, (_, n) => String(n).padStart(3, '0'));
    expect(threeDigits.filter((code) => isCountyCode(code))).toEqual(KENYA_COUNTIES.map((c) => c.code));
  });
});

describe('the size class', () => {
  it.each([
    [0, 'small'],
    [9.999, 'small'],
    [10, 'medium'],
    [50, 'medium'],
    [50.001, 'large'],
    [300, 'large'],
  ] as const)('%d kg is %s', (kg, size) => {
    expect(sizeClassOf(kg, settings)).toBe(size);
  });
  it('sums the weight of every unit, to the gram', () => {
    expect(orderWeightKg([item(0.1, 1, 1), item(0.2, 1, 1)])).toBe(0.3);
    expect(orderWeightKg([item(19.5, 1, 4), item(1.3, 1, 2)])).toBe(80.6);
  });
});

describe('priceDelivery', () => {
  it.each<[string, CountyCode, DeliveryLine[], number, 'small' | 'medium' | 'large']>([
    ['Zone 1 small', NAIROBI, [item(5)], 500, 'small'],
    ['Zone 1 medium', KIAMBU, [item(30)], 1_500, 'medium'],
    ['Zone 1 large', NAIROBI, [item(12, 1_000, 5)], 3_000, 'large'],
    ['Zone 2 small', KISUMU, [item(9.5)], 1_000, 'small'],
    ['Zone 2 medium (Kisumu, 30 kg)', KISUMU, [item(30)], 2_500, 'medium'],
    ['Zone 2 large', KISUMU, [item(57)], 5_000, 'large'],
    ['Zone 3 small', KAKAMEGA, [item(2)], 1_500, 'small'],
    ['Zone 3 medium', KAKAMEGA, [item(50)], 3_500, 'medium'],
    ['Zone 3 large', KAKAMEGA, [item(69)], 7_500, 'large'],
  ])('%s costs KSh %i', (_case, county, lines, ksh, sizeClass) => {
    const quote = priceDelivery(lines, county, plain, settings);
    expect(quote).toMatchObject({ kind: 'priced', sizeClass, standardCents: ksh * KSH, feeCents: ksh * KSH, free: false });
  });

  it.each<[string, CountyCode, number, boolean]>([
    ['Zone 1 at exactly KSh 50,000 pays', NAIROBI, 50_000, false],
    ['Zone 1 one shilling above is free', NAIROBI, 50_001, true],
    ['Zone 1 at KSh 200,000 is free', NAIROBI, 200_000, true],
    ['Zone 2 at exactly KSh 100,000 pays', KISUMU, 100_000, false],
    ['Zone 2 above KSh 100,000 is free', KISUMU, 100_001, true],
    ['Zone 2 at KSh 60,000 pays (Zone 1 threshold does not apply)', KISUMU, 60_000, false],
    ['Zone 3 at KSh 400,000 pays', KAKAMEGA, 400_000, false],
    ['Zone 3 at exactly KSh 500,000 pays', KAKAMEGA, 500_000, false],
    ['Zone 3 above KSh 500,000 is free nationwide', KAKAMEGA, 500_001, true],
  ])('%s', (_case, county, goodsKsh, free) => {
    const quote = priceDelivery([item(5, goodsKsh)], county, plain, settings);
    expect(quote.kind).toBe('priced');
    if (quote.kind !== 'priced') return;
    expect(quote.free).toBe(free);
    expect(quote.feeCents).toBe(free ? 0 : quote.standardCents);
  });

  it.each<[string, CountyCode, number, { express: boolean; weekend: boolean }, number, number, number]>([
    ['express adds half the Zone 1 fee', NAIROBI, 1_000, { express: true, weekend: false }, 250, 0, 750],
    ['weekend adds KSh 2,000', NAIROBI, 1_000, { express: false, weekend: true }, 0, 2_000, 2_500],
    ['both add up', KISUMU, 1_000, { express: true, weekend: true }, 500, 2_000, 3_500],
    ['free delivery still charges express and weekend', NAIROBI, 60_000, { express: true, weekend: true }, 250, 2_000, 2_250],
  ])('%s', (_case, county, goodsKsh, options, expressKsh, weekendKsh, feeKsh) => {
    const quote = priceDelivery([item(5, goodsKsh)], county, options, settings);
    expect(quote).toMatchObject({ kind: 'priced', expressCents: expressKsh * KSH, weekendCents: weekendKsh * KSH, feeCents: feeKsh * KSH });
  });

  it('answers Zone 4 with a quote, whatever the order', () => {
    for (const options of [plain, { express: true, weekend: true }]) {
      const quote = priceDelivery([item(120, 900_000)], TURKANA, options, settings);
      expect(quote).toMatchObject({
        kind: 'quote',
        zone: 4,
        zoneName: { en: 'Remote areas', sw: 'Maeneo ya mbali' },
        county: TURKANA,
        sizeClass: 'large',
        weightKg: 120,
        options,
      });
    }
  });

  it.each([
    [100_000, false],
    [100_001, true],
  ])('goods of KSh %i travel insured: %s', (goodsKsh, insured) => {
    expect(priceDelivery([item(5, goodsKsh)], NAIROBI, plain, settings).insured).toBe(insured);
  });

  it('follows the zone an editor sets for a county', () => {
    const moved = { ...settings, counties: { ...settings.counties, [TURKANA]: 3 as const } };
    expect(priceDelivery([item(5)], TURKANA, plain, moved)).toMatchObject({
      kind: 'priced',
      zone: 3,
      zoneName: { en: 'Rural areas', sw: 'Maeneo ya vijijini' },
      feeCents: 1_500 * KSH,
      days: { min: 5, max: 7 },
    });
  });
});
