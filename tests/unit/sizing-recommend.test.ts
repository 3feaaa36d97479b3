/**
 * Matching a sizing to the catalogue (src/lib/sizing/recommend.ts), with the worked examples of
 * reference B2 (/work/shared/reference/kenya-delivery-and-solar-sizing.md). Sources of the rules:
 * - Sandia stand-alone PV worksheets: http://photovoltaics.sandia.gov/docs/Wkshts1-5.html
 * - Inverter surge about 2 × rated when the datasheet gives none: https://manualshive.com/ru/manual/samlexpower/pse-24100a/3758314?page=4
 * - Controller at 1.25 × the array: https://manualspro.net/168128-jinko-solar-tiger-neo-n-type-470w-solar-panel-instruction-manual
 */
import { describe, expect, it } from 'vitest';
import type { CategorySlug } from '../../src/lib/catalogue/categories.ts';
import type { Product, SpecValue } from '../../src/lib/catalogue/types.ts';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue } from '../../src/cms/index.ts';
import { loadFromAppliance } from '../../src/lib/sizing/appliances.ts';
import { chemistryOf, sizingCandidates, type SizingCandidate } from '../../src/lib/sizing/candidates.ts';
import { nominalVoltage, recommendKit } from '../../src/lib/sizing/recommend.ts';
import { explainSizing, sizeSystem } from '../../src/lib/sizing/size-system.ts';
import { pwmSuits, vmpFromVoc } from '../../src/lib/sizing/pwm.ts';
import type { Chemistry, Load, Sizing } from '../../src/lib/sizing/types.ts';
import { stockOf } from '../../src/lib/catalogue/stock.ts';

const product = (id: string, category: CategorySlug, price: number, specs: Record<string, SpecValue>, inStock = true): Product => ({
  id,
  name: id,
  brand: 'B',
  category,
  listPriceCents: price,
  priceCents: price,
  compareAtPriceCents: null,
  discountPercent: null,
  onFlashSale: false,
  taxType: 'B',
  ...stockOf(true, inStock ? undefined : { available: 0, lowThreshold: 3 }),
  weightKg: null,
  image: null,
  description: null,
  tags: [],
  features: [],
  specs,
  warranty: { months: 12, covers: '' },
  seo: null,
  localSpecs: {},
  inEnglish: [],
});

const shop: Product[] = [
  product('kit-1k', 'packages', 140_000_00, {
    model: 'K1',
    systemType: 'Off-grid',
    powerOutput: 1000,
    pvPower: 740,
    batteryCapacity: 2400,
  }),
  product('kit-3k', 'packages', 280_000_00, {
    model: 'K3',
    systemType: 'Off-grid',
    powerOutput: 3000,
    pvPower: 2160,
    batteryCapacity: 4800,
  }),
  product('kit-grid-tie', 'packages', 100_000_00, { model: 'GT', systemType: 'Grid-tie', powerOutput: 5000, pvPower: 5400 }),
  product('kit-shs', 'packages', 30_000_00, { model: 'H4', systemType: 'Solar home system', pvPower: 40, batteryCapacity: 80 }),
  product('inv-12-1000', 'inverters', 18_000_00, {
    inverterType: 'Pure sine wave',
    powerOutput: 1000,
    phaseType: 'Single phase',
    voltage: 12,
  }),
  product('inv-24-1600', 'inverters', 48_000_00, {
    inverterType: 'Pure sine wave',
    powerOutput: 1600,
    phaseType: 'Single phase',
    voltage: 24,
  }),
  product('inv-24-3000', 'inverters', 42_000_00, { inverterType: 'Off-grid', powerOutput: 3000, phaseType: 'Single phase', voltage: 24 }),
  product('inv-48-5000-hybrid', 'inverters', 150_000_00, {
    inverterType: 'Hybrid',
    powerOutput: 5000,
    phaseType: 'Single phase',
    voltage: 48,
  }),
  product('inv-grid-tie', 'inverters', 10_000_00, { inverterType: 'Grid-tie', powerOutput: 5000, phaseType: 'Single phase', voltage: 360 }),
  product('li-24-100', 'batteries', 90_000_00, { chemistry: 'Lithium (LiFePO4)', voltage: 25.6, capacity: 100 }),
  product('li-48-100', 'batteries', 165_000_00, { chemistry: 'Lithium (LiFePO4)', voltage: 51.2, capacity: 100 }),
  product('gel-12-200', 'batteries', 30_000_00, { chemistry: 'Gel', voltage: 12, capacity: 200 }),
  product('tub-12-200', 'batteries', 28_000_00, { chemistry: 'Tubular lead-acid', voltage: 12, capacity: 200 }),
  product('panel-550', 'solar-panels', 18_500_00, {
    powerRating: 550,
    voc: 49.6,
    panelType: 'Monocrystalline',
    technology: 'TOPCon',
    application: 'Residential',
  }),
  product('panel-540', 'solar-panels', 17_500_00, {
    powerRating: 540,
    voc: 49.5,
    panelType: 'Monocrystalline',
    technology: 'PERC',
    application: 'Residential',
  }),
  product('mppt-30', 'charge-controllers', 12_500_00, { controllerType: 'MPPT', currentRating: 30, supportedVoltages: [12, 24] }),
  product('mppt-60', 'charge-controllers', 21_000_00, { controllerType: 'MPPT', currentRating: 60, supportedVoltages: [12, 24, 48] }),
  // Cheaper than the MPPTs, so chosen wherever the panels suit PWM (src/lib/sizing/pwm.ts), and only there.
  product('pwm-20', 'charge-controllers', 6_500_00, { controllerType: 'PWM', currentRating: 20, supportedVoltages: [12, 24] }),
  product('pwm-60', 'charge-controllers', 9_800_00, { controllerType: 'PWM', currentRating: 60, supportedVoltages: [12, 24, 36, 48] }),
];
const candidates = sizingCandidates(shop);

const example1: Load[] = [
  loadFromAppliance('led-bulb', 6, 5),
  loadFromAppliance('tv-32', 1, 5),
  loadFromAppliance('decoder', 1, 5),
  loadFromAppliance('phone-charging', 3, 2),
  loadFromAppliance('fridge', 1, 24),
];
const example2: Load[] = [
  loadFromAppliance('led-bulb', 5, 4),
  loadFromAppliance('tv-32', 1, 4),
  loadFromAppliance('decoder', 1, 4),
  loadFromAppliance('phone-charging', 4, 2),
  loadFromAppliance('water-pump-surface', 1, 1.5),
];
const size = (loads: Load[], county: '047' | '008', autonomyDays: number, chemistry: Chemistry): Sizing =>
  sizeSystem({ loads, county, autonomyDays, chemistry, mode: 'off-grid' });
const ids = (r: ReturnType<typeof recommendKit>) => r.kit?.lines.map((l) => [l.id, l.quantity]) ?? null;

describe('sizingCandidates', () => {
  it('keeps in-stock products of the six sizing categories with their figures, and drops grid-tie inverters', () => {
    const got = sizingCandidates([
      ...shop,
      product('li-out', 'batteries', 1, { chemistry: 'Lithium (LiFePO4)', voltage: 12, capacity: 50 }, false),
      product('floodlight', 'solar-floodlights', 1, { wattage: 100, useCase: ['security'] }),
    ]);
    expect(got.map((c) => c.id)).not.toContain('li-out');
    expect(got.map((c) => c.id)).not.toContain('floodlight');
    expect(got.map((c) => c.id)).not.toContain('inv-grid-tie');
    expect(got.find((c) => c.id === 'li-48-100')).toEqual({
      id: 'li-48-100',
      name: 'li-48-100',
      category: 'batteries',
      priceCents: 165_000_00,
      voltage: 51.2,
      batteryWh: 5120,
      chemistry: 'lithium',
    });
    expect(got.find((c) => c.id === 'inv-48-5000-hybrid')).toMatchObject({ inverterW: 5000, surgeW: 10_000, voltage: 48, hybrid: true });
    expect(got.find((c) => c.id === 'inv-24-3000')?.hybrid).toBeUndefined();
    expect(got.find((c) => c.id === 'kit-grid-tie')).toMatchObject({ packageInverterW: 5000, packageBatteryWh: 0, packagePvW: 5400 });
    expect(got.find((c) => c.id === 'mppt-60')).toMatchObject({
      controllerA: 60,
      controllerVoltages: [12, 24, 48],
      controllerType: 'MPPT',
    });
    expect(got.find((c) => c.id === 'pwm-60')).toMatchObject({
      controllerA: 60,
      controllerVoltages: [12, 24, 36, 48],
      controllerType: 'PWM',
    });
    expect(got.find((c) => c.id === 'panel-540')).toMatchObject({ panelW: 540, panelVmp: 41.6 });
  });

  it('keeps only the cheapest product of each rating in a category', () => {
    const got = sizingCandidates([
      ...shop,
      product('gel-12-200-dear', 'batteries', 35_000_00, { chemistry: 'AGM', voltage: 12, capacity: 200 }),
      product('panel-550-cheap', 'solar-panels', 17_000_00, {
        powerRating: 550,
        voc: 49,
        panelType: 'Monocrystalline',
        technology: 'PERC',
        application: 'Residential',
      }),
    ]);
    expect(got.filter((c) => c.category === 'batteries' && c.voltage === 12).map((c) => c.id)).toEqual(['tub-12-200']);
    expect(got.filter((c) => c.category === 'solar-panels').map((c) => c.id)).toEqual(['panel-550-cheap', 'panel-540']);
  });

  it.each([
    ['Lithium (LiFePO4)', 'lithium'],
    ['Gel', 'lead-acid'],
    ['AGM', 'lead-acid'],
    ['Tubular lead-acid', 'lead-acid'],
    ['Flooded lead-acid', 'lead-acid'],
    ['Nickel-iron', undefined],
    [12, undefined],
  ] as const)('reads chemistry %s as %s', (value, chemistry) => {
    expect(chemistryOf(value)).toBe(chemistry);
  });

  it.each([
    [51.2, 48],
    [48, 48],
    [25.6, 24],
    [12.8, 12],
    [12, 12],
    [360, 360],
  ] as const)('takes a %s V battery as a %s V one', (volts, nominal) => {
    expect(nominalVoltage(volts)).toBe(nominal);
  });

  it('keeps the demo catalogue short enough to embed in the page', async () => {
    const catalogue = await fetchCatalogue(datasetFetcher(await readNdjsonDir('studio/seed')));
    const got = sizingCandidates(catalogue.products);
    expect(got.filter((c) => c.category === 'packages').length).toBeGreaterThanOrEqual(5);
    expect(JSON.stringify(got).length).toBeLessThan(16_000);
  });
});

describe('recommendKit', () => {
  it.each([
    {
      name: 'example 1, lithium: covered by the 1 kW kit; 24 V 100 Ah, one 550 W class panel, a 30 A MPPT',
      sizing: size(example1, '047', 1, 'lithium'),
      chemistry: 'lithium' as const,
      package: 'kit-1k',
      lines: [
        ['inv-24-3000', 1],
        ['li-24-100', 1],
        ['panel-540', 1],
        ['mppt-30', 1],
      ],
      unmet: [],
    },
    {
      name: 'example 1, lead-acid: 2 × 12 V 200 Ah in series, as the reference chooses; the kit’s 2.4 kWh is too small, so the 3 kW kit',
      sizing: size(example1, '047', 1, 'lead-acid'),
      chemistry: 'lead-acid' as const,
      package: 'kit-3k',
      lines: [
        ['inv-24-3000', 1],
        ['tub-12-200', 2],
        ['panel-540', 1],
        ['mppt-30', 1],
      ],
      unmet: [],
    },
    {
      name: 'example 2, lithium: the pump’s 2,400 W surge rules out the 1 kW kit and the 1.6 kW inverter is dearer than the 3 kW one',
      sizing: size(example2, '008', 2, 'lithium'),
      chemistry: 'lithium' as const,
      package: 'kit-3k',
      lines: [
        ['inv-24-3000', 1],
        ['li-24-100', 2],
        ['panel-540', 1],
        ['mppt-30', 1],
      ],
      unmet: [],
    },
    {
      name: 'example 2, lead-acid: 7.3 kWh in two strings of two 12 V batteries; no kit has the battery',
      sizing: size(example2, '008', 2, 'lead-acid'),
      chemistry: 'lead-acid' as const,
      package: null,
      lines: [
        ['inv-24-3000', 1],
        ['tub-12-200', 4],
        ['panel-540', 1],
        ['mppt-30', 1],
      ],
      unmet: [],
    },
  ])('$name', ({ sizing, chemistry, package: pack, lines, unmet }) => {
    const r = recommendKit(sizing, candidates, { chemistry });
    expect(r.package?.id ?? null).toBe(pack);
    expect(ids(r)).toEqual(lines);
    expect(r.unmet).toEqual(unmet);
  });

  it('kit only: at 48 V a hybrid inverter with its own solar charger, and no separate controller', () => {
    // Borehole pump 3 h (3.3 kWh) + fridge: 4.3 kWh a day → 48 V; 1,200 W running, 4,300 W surge;
    // 11,944 Wh of battery → 3 × 5,120 Wh; 1,274 W of panels → 3 × 540 W.
    const sizing = size([loadFromAppliance('borehole-pump', 1, 3), loadFromAppliance('fridge', 1)], '047', 2, 'lithium');
    expect(sizing.systemVoltage).toBe(48);
    const r = recommendKit(sizing, candidates, { chemistry: 'lithium' });
    expect(r.package).toBeNull();
    expect(ids(r)).toEqual([
      ['inv-48-5000-hybrid', 1],
      ['li-48-100', 3],
      ['panel-540', 3],
    ]);
    expect(r.kit?.lines[0]?.why).toContain('built in');
    expect(r.unmet).toEqual([]);
  });

  it('a separate controller sized for the panels chosen, at a voltage it supports', () => {
    const sizing = size([loadFromAppliance('led-bulb', 10, 6), loadFromAppliance('tv-43', 1, 6)], '047', 1, 'lead-acid');
    expect(sizing.systemVoltage).toBe(12);
    const r = recommendKit(sizing, candidates, { chemistry: 'lead-acid' });
    // 960 Wh/day → 12 V; 160 W peak → 200 W inverter; 1 × 540 W panel → 1.25 × 540 / 12 = 56.25 A: the 60 A controller.
    expect(ids(r)).toEqual([
      ['inv-12-1000', 1],
      ['tub-12-200', 1],
      ['panel-540', 1],
      ['mppt-60', 1],
    ]);
    expect(r.kit?.lines.map((l) => l.why)).toEqual([
      'Delivers 1,000 W, at least the 200 W you need, and starts your motors.',
      '1 × 2,400 Wh make the 2,133 Wh you need at 12 V.',
      '1 × 540 W panels make the 284 W you need.',
      'Carries 60 A at 12 V, at least the 56.3 A your panels need.',
    ]);
  });

  it('impossible demand: every part unmet, no package, no kit', () => {
    // 200 kWh a day: 833 kWh of battery (163 modules) and 59 kWp (108 panels) are beyond a home kit.
    const sizing = size([loadFromAppliance('electric-shower', 4, 10)], '047', 3, 'lithium');
    const r = recommendKit(sizing, candidates, { chemistry: 'lithium' });
    expect(r).toMatchObject({ package: null, kit: null, unmet: ['inverter', 'battery', 'panels', 'controller'] });
  });

  it('a part nobody stocks is unmet while the rest is still offered', () => {
    // Lead-acid at 48 V from 12 V blocks works (4 in series); with none stocked, the battery is unmet.
    const sizing = size([loadFromAppliance('borehole-pump', 1, 3)], '047', 1, 'lead-acid');
    const r = recommendKit(
      sizing,
      candidates.filter((c) => c.chemistry !== 'lead-acid'),
      { chemistry: 'lead-acid' },
    );
    expect(r.unmet).toEqual(['battery']);
    expect(ids(r)?.map(([id]) => id)).toEqual(['inv-48-5000-hybrid', 'panel-540']);
  });

  it('never takes a grid-tie kit (no battery) or a DC solar home system (no inverter) as covering a home', () => {
    const sizing = size([loadFromAppliance('led-bulb', 2, 2)], '047', 1, 'lithium');
    const only = candidates.filter((c) => c.id === 'kit-grid-tie' || c.id === 'kit-shs');
    expect(recommendKit(sizing, only).package).toBeNull();
  });

  it('recommends nothing and asks for nothing when there are no loads', () => {
    expect(recommendKit(size([], '047', 1, 'lithium'), candidates)).toEqual({ package: null, kit: null, unmet: [], controllerA: 0 });
  });

  it('takes any chemistry when none is asked for', () => {
    const r = recommendKit(size(example1, '047', 1, 'lead-acid'), candidates);
    expect(r.kit?.lines.find((l) => l.category === 'batteries')?.id).toBe('tub-12-200');
  });

  it('works on the demo catalogue for both worked examples', async () => {
    const catalogue = await fetchCatalogue(datasetFetcher(await readNdjsonDir('studio/seed')));
    const all: SizingCandidate[] = sizingCandidates(catalogue.products);
    for (const [loads, county, days] of [
      [example1, '047', 1],
      [example2, '008', 2],
    ] as const) {
      const r = recommendKit(size([...loads], county, days, 'lithium'), all, { chemistry: 'lithium' });
      expect(r.package).not.toBeNull();
      expect(r.unmet).toEqual([]);
      expect(r.kit?.lines.map((l) => l.category)).toEqual(['inverters', 'batteries', 'solar-panels', 'charge-controllers']);
    }
  });
});

describe('PWM only where the panels suit the bank', () => {
  it.each<[string, number | undefined, number, boolean]>([
    ['a 36-cell "12 V" module on 12 V', 18, 12, true],
    ['a 72-cell module on 24 V', 36, 24, true],
    ['a 370 W half-cut module (Voc 40.8 V) on 24 V', vmpFromVoc(40.8), 24, true],
    ['a 540 W module (Voc 49.5 V) on 24 V: a third of it lost', vmpFromVoc(49.5), 24, false],
    ['a 540 W module on 12 V', vmpFromVoc(49.5), 12, false],
    ['a 540 W module on 48 V: too low to charge', vmpFromVoc(49.5), 48, false],
    ['a 60-cell module (Vmp 30 V) on 24 V: too low when hot', 30, 24, false],
    ['a "12 V" module on 24 V', 18, 24, false],
    ['a panel whose voltage is unknown', undefined, 24, false],
  ])('%s: %s V at %s V is %s', (_name, vmp, volts, suits) => {
    expect(pwmSuits(vmp, volts)).toBe(suits);
  });

  it('estimates Vmp from Voc as the Longi Hi-MO 5 datasheet gives it (41.65 V of 49.5 V)', () => {
    expect(vmpFromVoc(49.5)).toBeCloseTo(41.6, 1);
  });

  const panel370 = product('panel-370', 'solar-panels', 11_000_00, {
    powerRating: 370,
    voc: 40.8,
    panelType: 'Monocrystalline',
    technology: 'Half-cut PERC',
    application: 'Residential',
  });
  it.each<[string, Product[], string]>([
    ['540 W panels on 24 V: an MPPT, though two PWMs are cheaper', shop, 'mppt-30'],
    ['370 W panels on 24 V (2 × 370 W need 38.5 A): the cheaper PWM of 60 A', [...shop, panel370], 'pwm-60'],
  ])('%s', (_name, products, controller) => {
    const r = recommendKit(size(example1, '047', 1, 'lithium'), sizingCandidates(products), { chemistry: 'lithium' });
    expect(r.kit?.lines.find((line) => line.category === 'charge-controllers')?.id).toBe(controller);
  });
});

describe('one figure for the controller current', () => {
  // 2,500 Wh a day at 24 V needs 741 W of panels: two modules. Sized for the nominal 550 W ones,
  // 1.25 × 1,100 / 24 = 57.3 A; the kit's two 540 W panels need 1.25 × 1,080 / 24 = 56.3 A.
  const load: Load = {
    applianceId: null,
    name: 'Load',
    watts: 250,
    quantity: 1,
    hoursPerDay: 10,
    dailyWh: null,
    surgeFactor: 1,
    heating: false,
  };
  const sizing = size([load], '047', 1, 'lithium');

  it.each<[string, SizingCandidate[], string]>([
    ['the kit’s panels decide it', candidates, '56.3'],
    ['without panels in stock, the nominal modules do', candidates.filter((c) => c.category !== 'solar-panels'), '57.3'],
  ])('%s', (_name, stock, amps) => {
    const r = recommendKit(sizing, stock, { chemistry: 'lithium' });
    const figure = explainSizing({ ...sizing, controllerA: r.controllerA }).at(-1);
    const line = r.kit?.lines.find((l) => l.category === 'charge-controllers')?.why;
    expect(figure).toContain(`${amps} A`);
    expect(line).toContain(`${amps} A`);
    expect(`${figure} ${line}`.match(/\d+(\.\d)? A\b/g)?.filter((a) => a.includes('.'))).toEqual([`${amps} A`, `${amps} A`]);
  });
});
