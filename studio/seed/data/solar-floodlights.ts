import type { ProductSeed } from './types.ts';
import { years } from '../lib/warranty.ts';

export const solarFloodlights: ProductSeed[] = [
  {
    slug: 'solarmax-100w-solar-floodlight',
    name: 'Solarmax 100 W Solar Floodlight',
    brand: 'Solarmax',
    price: 6500,
    blurb: 'A floodlight with its own panel and battery: no wiring, no power bill.',
    features: ['Remote control with timer', 'Dusk-to-dawn sensor', 'IP65'],
    specs: { wattage: 100, useCase: ['Security', 'Compound'] },
    compareAt: 8500,
    discountPercent: 27,
    flashSale: true,
  },
  {
    slug: 'solarmax-200w-solar-floodlight',
    name: 'Solarmax 200 W Solar Floodlight',
    brand: 'Solarmax',
    price: 9500,
    blurb: 'A brighter floodlight for large compounds, parking and gates.',
    features: ['Remote control with timer', '20 000 mAh LiFePO4 battery', 'IP66'],
    specs: { wattage: 200, useCase: ['Security', 'Compound', 'Parking'] },
  },
  {
    slug: 'philips-smartbright-solar-floodlight-60w',
    warranty: years(3),
    name: 'Philips SmartBright Solar Floodlight 60 W',
    brand: 'Philips',
    price: 14500,
    blurb: 'A branded floodlight with a three-year warranty and a 9 m separate panel cable.',
    features: ['Separate panel for shaded spots', 'Motion sensing mode', 'Three-year warranty'],
    specs: { wattage: 60, useCase: ['Security', 'Garden', 'Street'] },
  },
];
