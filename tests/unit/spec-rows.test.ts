import { describe, expect, it } from 'vitest';
import { specRows } from '../../src/lib/catalogue/spec-rows.ts';
import type { Product } from '../../src/lib/catalogue/types.ts';
import { translationsFor } from '../../src/i18n/index.ts';

const t = translationsFor('en');

/** The product page's specification table: the category's fields in order, values with units. */
describe('specRows', () => {
  it.each([
    [
      'a panel',
      {
        category: 'solar-panels',
        specs: { powerRating: 550, voc: 49.6, panelType: 'Monocrystalline', technology: 'TOPCon', application: 'Off-grid' },
      },
      [
        ['Power rating', '550 W'],
        ['Open-circuit voltage (Voc)', '49.6 V'],
        ['Panel type', 'Monocrystalline'],
        ['Cell technology', 'TOPCon'],
        ['Application', 'Off-grid'],
      ],
    ],
    [
      'a battery, capacity in Ah',
      { category: 'batteries', specs: { voltage: 51.2, chemistry: 'Gel', capacity: 100 } },
      [
        ['Voltage', '51.2 V'],
        ['Chemistry', 'Gel'],
        ['Capacity', '100 Ah'],
      ],
    ],
    ['a water heater, capacity in litres', { category: 'water-heaters', specs: { capacity: 300 } }, [['Capacity', '300 L']]],
    ['a heat pump, capacity in kW, grouped thousands', { category: 'heat-pumps', specs: { capacity: 2.875 } }, [['Capacity', '2.88 kW']]],
    ['a big inverter, grouped thousands', { category: 'inverters', specs: { powerOutput: 12000 } }, [['Power output', '12,000 W']]],
    [
      'a controller, a list of voltages',
      { category: 'charge-controllers', specs: { supportedVoltages: [12, 24, 48] } },
      [['Supported battery voltages', '12 V, 24 V, 48 V']],
    ],
    [
      'an accessory without the optional fields',
      { category: 'accessories', specs: { type: 'Tool', function: ['Installation', 'Safety'] } },
      [
        ['Accessory type', 'Tool'],
        ['Functions', 'Installation, Safety'],
      ],
    ],
    ['a field of another category left out', { category: 'heat-pumps', specs: { wattage: 10 } }, []],
  ] as [string, Pick<Product, 'category' | 'specs'>, [string, string][]][])('%s', (_, product, expected) => {
    expect(specRows(product, t).map((row) => [row.label, row.value])).toEqual(expected);
  });
});
