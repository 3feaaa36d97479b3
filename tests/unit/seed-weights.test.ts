import { describe, expect, it } from 'vitest';
import type { ProductSeed } from '../../studio/seed/data/types.ts';
import { seedWeightKg } from '../../studio/seed/lib/weights.ts';

const row = (specs: ProductSeed['specs'], extra: Partial<ProductSeed> = {}): ProductSeed => ({
  slug: 'x',
  name: 'X',
  brand: 'B',
  price: 1,
  blurb: '',
  features: [],
  specs,
  ...extra,
});

describe('seed weights follow the datasheets', () => {
  it.each<[string, Parameters<typeof seedWeightKg>[0], ProductSeed, number]>([
    ['a 380 W panel weighs about 19.5 kg', 'solar-panels', row({ powerRating: 380 }), 19.8],
    ['a 550 W panel', 'solar-panels', row({ powerRating: 550 }), 28.6],
    ['a 5 kW off-grid inverter weighs about 12 kg', 'inverters', row({ powerOutput: 5000, phaseType: 'Single phase' }), 12],
    [
      'a 12.8 V 100 Ah LiFePO4 battery weighs about 12 kg',
      'batteries',
      row({ voltage: 12.8, capacity: 100, chemistry: 'Lithium (LiFePO4)' }),
      11.8,
    ],
    [
      'a 51.2 V 125 Ah LiFePO4 rack battery weighs about 57 kg',
      'batteries',
      row({ voltage: 51.2, capacity: 125, chemistry: 'Lithium (LiFePO4)' }),
      58.9,
    ],
    ['a 12 V 40 Ah lead-acid battery weighs about 16 kg', 'batteries', row({ voltage: 12, capacity: 40, chemistry: 'Gel' }), 13.7],
    ['a 50 A MPPT controller weighs 1.3 kg', 'charge-controllers', row({ controllerType: 'MPPT', currentRating: 50 }), 1.3],
    [
      'a 1.28 kWh power station weighs about 23 kg',
      'back-up-systems',
      row({ powerOutput: 1800, voltage: 51.2, batteryCapacity: 1280 }),
      23.2,
    ],
    [
      'a 5 kW kit with 5.5 kWp and 10 kWh is freight',
      'packages',
      row({}, { imageLabel: '5 kW · 5.5 kWp · 10 kWh', features: ['2 × 5.12 kWh LiFePO4 batteries'] }),
      405,
    ],
    ['a boxed solar home system', 'packages', row({}, { imageLabel: '40 W panel · 4 lights' }), 8],
  ])('%s', (_case, category, product, kg) => {
    expect(seedWeightKg(category, product)).toBeCloseTo(kg, 0);
  });
});

describe('cable weighs by its copper', () => {
  it.each([
    ['PV Cable 6 mm² Red (per metre)', '6 mm²', 0.1],
    ['Battery Cable 25 mm² with Lugs, 1 m Pair', '25 mm²', 0.6],
  ])('%s', (name, rating, kg) => {
    expect(seedWeightKg('accessories', row({ type: 'Cable', rating }, { name }))).toBeCloseTo(kg, 1);
  });
});
