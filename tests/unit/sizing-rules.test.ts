/**
 * The sizing rules of reference Part B (/work/shared/reference/kenya-delivery-and-solar-sizing.md),
 * checked against its worked examples B2. Method and sources:
 * - Sandia stand-alone PV worksheets: http://photovoltaics.sandia.gov/docs/Wkshts1-5.html
 * - EPEVER sizing guide: https://blog.epever.com/how-to-choose-the-size-of-the-products-to-best-fit-your-demands
 * - Inverter efficiency 0.90 and PSH: https://www.homepower.com/articles/solar-electricity/design-installation/designing-stand-alone-pv-system/page/0/2
 * - Inverter surge about 2 × rated: https://manualshive.com/ru/manual/samlexpower/pse-24100a/3758314?page=4
 * - Controller factor 1.25: https://manualspro.net/168128-jinko-solar-tiger-neo-n-type-470w-solar-panel-instruction-manual
 * - Fridge 100 W, iron 1 kW, shower 5 kW (Kenya Power): https://www.tuko.co.ke/kenya/611560-kplc-educates-kenyans-home-appliances-consume-electricity-tokens-most
 * - Wajir 6.6 kWh/m²/day measured: http://ir.jkuat.ac.ke/handle/123456789/4527
 * - Technician classes T1-T3: https://www.gses.com.au/gses-visits-kenya/
 */
import { describe, expect, it } from 'vitest';
import type { CountyCode } from '../../src/lib/delivery/counties.ts';
import { KENYA_COUNTIES } from '../../src/lib/delivery/counties.ts';
import { APPLIANCES, loadFromAppliance } from '../../src/lib/sizing/appliances.ts';
import { DEFAULT_ASSUMPTIONS, explainSizing, sizeSystem, systemVoltageFor, technicianClassFor } from '../../src/lib/sizing/size-system.ts';
import { peakSunHours } from '../../src/lib/sizing/sun-hours.ts';
import type { Chemistry, Load, SizingInput } from '../../src/lib/sizing/types.ts';
import { sizing } from '../../src/i18n/en/sizing.ts';

const NAIROBI: CountyCode = '047';
const WAJIR: CountyCode = '008';

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

const input = (
  loads: Load[],
  county: CountyCode,
  autonomyDays: number,
  chemistry: Chemistry,
  mode: SizingInput['mode'] = 'backup',
): SizingInput => ({ loads, county, autonomyDays, chemistry, mode });

describe('the worked examples of reference B2', () => {
  const cases = [
    {
      name: 'example 1, small Nairobi home, 1 day',
      loads: example1,
      county: NAIROBI,
      days: 1,
      mode: 'backup' as const,
      dailyWh: 1655,
      peakW: 249,
      surgeW: 449,
      inverterW: 311.25,
      lithiumWh: 2298.6,
      lithiumAh: 95.8,
      leadWh: 3677.8,
      leadAh: 153.2,
      psh: 5,
      pvW: 490.4,
      controllerA: 28.6,
    },
    {
      name: 'example 2, Wajir off-grid with a pump, 2 days',
      loads: example2,
      county: WAJIR,
      days: 2,
      mode: 'off-grid' as const,
      dailyWh: 1645,
      peakW: 900,
      surgeW: 2400,
      inverterW: 1200,
      lithiumWh: 4569.4,
      lithiumAh: 190.4,
      leadWh: 7311.1,
      leadAh: 304.6,
      psh: 6,
      pvW: 406.2,
      controllerA: 28.6,
    },
  ];
  it.each(cases)('$name: every figure', (c) => {
    const lfp = sizeSystem(input(c.loads, c.county, c.days, 'lithium', c.mode));
    expect(lfp.dailyWh).toBe(c.dailyWh);
    expect(lfp.peakW).toBe(c.peakW);
    expect(lfp.surgeW).toBe(c.surgeW);
    expect(lfp.inverterW).toBeCloseTo(c.inverterW, 6);
    expect(lfp.systemVoltage).toBe(24);
    expect(lfp.batteryWh).toBeCloseTo(c.lithiumWh, 1);
    expect(lfp.batteryAh).toBeCloseTo(c.lithiumAh, 1);
    expect(lfp.peakSunHours).toBe(c.psh);
    expect(lfp.pvW).toBeCloseTo(c.pvW, 1);
    expect(lfp.controllerA).toBeCloseTo(c.controllerA, 1);

    const lead = sizeSystem(input(c.loads, c.county, c.days, 'lead-acid', c.mode));
    expect(lead.batteryWh).toBeCloseTo(c.leadWh, 1);
    expect(lead.batteryAh).toBeCloseTo(c.leadAh, 1);
    // Chemistry changes the battery only.
    expect({ ...lead, batteryWh: 0, batteryAh: 0 }).toEqual({ ...lfp, batteryWh: 0, batteryAh: 0 });
  });

  it('example 1: the headroom sets the inverter (surge ÷ 2 = 224.5 W is below 311.25 W)', () => {
    const s = sizeSystem(input(example1, NAIROBI, 1, 'lithium'));
    expect(s.surgeW / 2).toBe(224.5);
    expect(s.inverterW).toBe(1.25 * s.peakW);
  });

  it('example 2: the pump’s surge, not the headroom, sets the inverter (1,200 W > 1,125 W)', () => {
    const s = sizeSystem(input(example2, WAJIR, 2, 'lithium', 'off-grid'));
    expect(1.25 * s.peakW).toBe(1125);
    expect(s.inverterW).toBe(s.surgeW / 2);
    expect(s.inverterW).toBe(1200);
  });

  it('uses the fridge’s daily energy, not 100 W × 24 h', () => {
    const s = sizeSystem(input([loadFromAppliance('fridge', 2, 24)], NAIROBI, 1, 'lithium'));
    expect(s.dailyWh).toBe(2000);
  });

  it('takes the largest motor’s start only, one unit at a time', () => {
    const s = sizeSystem(input([loadFromAppliance('fridge', 1), loadFromAppliance('water-pump-surface', 2)], NAIROBI, 1, 'lithium'));
    expect(s.peakW).toBe(1600);
    expect(s.surgeW).toBe(1600 - 750 + 3 * 750);
  });
});

describe('the system voltage', () => {
  it.each([
    [0, 12],
    [999, 12],
    [999.99, 12],
    [1000, 24],
    [1655, 24],
    [3000, 24],
    [3000.01, 48],
    [12000, 48],
  ] as const)('%s Wh a day → %s V', (wh, volts) => {
    expect(systemVoltageFor(wh)).toBe(volts);
  });

  it('follows the daily energy in sizeSystem, and the battery Ah follows the voltage', () => {
    const small = sizeSystem(input([loadFromAppliance('led-bulb', 4, 5)], NAIROBI, 1, 'lithium'));
    expect(small.dailyWh).toBe(180);
    expect(small.systemVoltage).toBe(12);
    expect(small.batteryAh).toBeCloseTo(small.batteryWh / 12, 9);
    const big = sizeSystem(input([loadFromAppliance('borehole-pump', 1, 3)], NAIROBI, 1, 'lithium'));
    expect(big.dailyWh).toBe(3300);
    expect(big.systemVoltage).toBe(48);
  });
});

describe('peak sun hours', () => {
  it('are 5.0 nationally and 6.0 in the arid north and north-east', () => {
    for (const code of ['023', '008', '009', '010', '007', '011', '025', '004'] as const) expect(peakSunHours(code)).toBe(6);
    for (const code of ['047', '001', '042', '032', '005'] as const) expect(peakSunHours(code)).toBe(5);
    for (const county of KENYA_COUNTIES) expect([5, 6]).toContain(peakSunHours(county.code));
  });
});

describe('warnings', () => {
  it('flags a single load of 1,000 W or more, and every heating load', () => {
    const s = sizeSystem(
      input(
        [
          loadFromAppliance('iron-box', 1, 0.5),
          loadFromAppliance('microwave', 1, 0.2),
          loadFromAppliance('fan', 20, 1),
          loadFromAppliance('borehole-pump', 1, 1),
        ],
        NAIROBI,
        1,
        'lithium',
      ),
    );
    expect(s.warnings).toEqual([
      { kind: 'heavy-load', name: 'sizing.appliance.iron-box', watts: 1000 },
      { kind: 'heating', name: 'sizing.appliance.iron-box' },
      { kind: 'heavy-load', name: 'sizing.appliance.microwave', watts: 1200 },
      { kind: 'heating', name: 'sizing.appliance.microwave' },
      // 20 fans make 1,000 W together, but no single one is heavy.
      { kind: 'heavy-load', name: 'sizing.appliance.borehole-pump', watts: 1100 },
      { kind: 'licensed-installer', technicianClass: 'T3' },
    ]);
  });

  it('flags a shopper’s own load below 1,000 W only when it is a heating one', () => {
    const own: Load = {
      applianceId: null,
      name: 'Hot plate',
      watts: 800,
      quantity: 1,
      hoursPerDay: 1,
      dailyWh: null,
      surgeFactor: 1,
      heating: true,
    };
    expect(sizeSystem(input([own], NAIROBI, 1, 'lithium')).warnings.slice(0, -1)).toEqual([{ kind: 'heating', name: 'Hot plate' }]);
  });

  it.each([
    [100, 'T1'],
    [100.01, 'T2'],
    [300, 'T2'],
    [300.5, 'T3'],
    [490.4, 'T3'],
  ] as const)('a %s W array needs a class %s technician', (pvW, technicianClass) => {
    expect(technicianClassFor(pvW)).toBe(technicianClass);
  });

  it('names the technician class from the array sizeSystem asks for', () => {
    // 2 bulbs × 9 W × 5 h = 90 Wh: (90 / 0.9) / 3.75 = 26.7 W → T1. Example 1 needs 490 W → T3.
    expect(sizeSystem(input([loadFromAppliance('led-bulb', 2, 5)], NAIROBI, 1, 'lithium')).warnings).toEqual([
      { kind: 'licensed-installer', technicianClass: 'T1' },
    ]);
    expect(sizeSystem(input([loadFromAppliance('led-bulb', 10, 10)], NAIROBI, 1, 'lithium')).warnings).toEqual([
      { kind: 'licensed-installer', technicianClass: 'T2' },
    ]);
    expect(sizeSystem(input(example1, NAIROBI, 1, 'lithium')).warnings).toEqual([{ kind: 'licensed-installer', technicianClass: 'T3' }]);
  });
});

describe('no loads', () => {
  it.each([
    ['an empty list', []],
    [
      'only zero quantities and nonsense',
      [loadFromAppliance('fridge', 0), { ...loadFromAppliance('tv-32', 1), watts: Number.NaN }, { ...loadFromAppliance('fan', -2) }],
    ],
  ] as const)('%s: zeros, no warnings, no explanation, no throw', (_, loads) => {
    const s = sizeSystem(input([...loads], NAIROBI, 1, 'lithium'));
    expect(s).toEqual({
      dailyWh: 0,
      peakW: 0,
      surgeW: 0,
      inverterW: 0,
      systemVoltage: 12,
      batteryWh: 0,
      batteryAh: 0,
      peakSunHours: 5,
      pvW: 0,
      controllerA: 0,
      warnings: [],
    });
    expect(explainSizing(s)).toEqual([]);
  });
});

describe('the ready list', () => {
  it('has unique ids, a name for each, and sane defaults', () => {
    expect(new Set(APPLIANCES.map((a) => a.id)).size).toBe(APPLIANCES.length);
    for (const a of APPLIANCES) {
      expect(Object.hasOwn(sizing, a.nameKey), a.nameKey).toBe(true);
      expect(a.watts).toBeGreaterThan(0);
      expect(a.hoursPerDay).toBeGreaterThan(0);
      expect(a.hoursPerDay).toBeLessThanOrEqual(24);
      expect(a.surgeFactor).toBeGreaterThanOrEqual(1);
    }
  });

  it.each([
    ['led-bulb', 9, null, 1, false],
    ['tv-32', 50, null, 1, false],
    ['tv-43', 70, null, 1, false],
    ['decoder', 15, null, 1, false],
    ['fridge', 100, 1000, 3, false],
    ['chest-freezer', 100, 1200, 3, false],
    ['laptop', 60, null, 1, false],
    ['phone-charging', 10, null, 1, false],
    ['fan', 50, null, 1, false],
    ['iron-box', 1000, null, 1, true],
    ['microwave', 1200, null, 1, true],
    ['water-pump-surface', 750, null, 3, false],
    ['borehole-pump', 1100, null, 3, false],
    ['kettle', 2000, null, 1, true],
    ['electric-shower', 5000, null, 1, true],
    ['radio', 10, null, 1, false],
    ['router', 10, null, 1, false],
  ] as const)('%s: %s W, daily %s Wh, surge × %s, heating %s', (id, watts, dailyWh, surgeFactor, heating) => {
    expect(loadFromAppliance(id, 2, 3)).toEqual({
      applianceId: id,
      name: `sizing.appliance.${id}`,
      watts,
      quantity: 2,
      hoursPerDay: 3,
      dailyWh,
      surgeFactor,
      heating,
    });
  });

  it('takes the appliance’s default hours when none are given, and refuses an unknown id', () => {
    expect(loadFromAppliance('tv-32', 1).hoursPerDay).toBe(5);
    expect(() => loadFromAppliance('posho-mill', 1, 1)).toThrow();
  });
});

describe('explainSizing', () => {
  it('gives one plain line per figure with the numbers filled', () => {
    const lines = explainSizing(sizeSystem(input(example1, NAIROBI, 1, 'lithium')));
    expect(lines).toHaveLength(9);
    expect(lines[0]).toBe('Your appliances use 1,655 Wh a day: watts × hours for each, fridges by their daily use.');
    expect(lines[1]).toContain('249 W');
    expect(lines[2]).toContain('449 W');
    expect(lines[3]).toContain('312 W');
    expect(lines[3]).toContain('a quarter spare');
    expect(lines[4]).toContain('24 V');
    expect(lines[5]).toContain('2,299 Wh');
    expect(lines[5]).toContain('95.8 Ah at 24 V');
    expect(lines[6]).toContain('5 hours');
    expect(lines[7]).toContain('490 W');
    expect(lines[8]).toContain('28.6 A');
    for (const line of lines) expect(line).not.toMatch(/\{\w+\}/);
  });

  it('says when the motor’s start decides the inverter, and when there is no motor', () => {
    const pump = explainSizing(sizeSystem(input(example2, WAJIR, 2, 'lithium', 'off-grid')));
    expect(pump[3]).toContain('1,200 W');
    expect(pump[3]).toContain('start the motor');
    const lights = explainSizing(sizeSystem(input([loadFromAppliance('led-bulb', 3, 4)], NAIROBI, 1, 'lithium')));
    expect(lights[2]).toContain('no starting surge');
  });

  it('uses the B1 assumptions', () => {
    expect(DEFAULT_ASSUMPTIONS).toEqual({
      inverterEfficiency: 0.9,
      derate: 0.75,
      depthOfDischarge: { lithium: 0.8, 'lead-acid': 0.5 },
      inverterHeadroom: 1.25,
      controllerFactor: 1.25,
      inverterSurgeRatio: 2,
      moduleW: 550,
    });
  });
});
