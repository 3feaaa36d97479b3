import type { ProductSeed } from './types.ts';

const kit = 'Solar Shop Kenya';

/*
 * Kit capacities (the sizing calculator matches them): inverter W, panel Wp and battery Wh from
 * each kit's parts list (2 × 370 W panels = 740 Wp; 12 V 200 Ah = 2.4 kWh; 2 × 5.12 kWh; 14 × 575 W;
 * 3 × Pylontech US5000 at 4.8 kWh). Grid-tie kits have no battery; the DC solar home systems have
 * no inverter, and their battery figures are judgements (Sun King and d.light do not state Wh here).
 */

export const packages: ProductSeed[] = [
  {
    slug: 'special-offer-1',
    imageLabel: '5 kW · 5.5 kWp · 10 kWh',
    name: 'Premium Solar Package: 5 kW Hybrid with 10 kWh Lithium',
    brand: kit,
    price: 473683,
    compareAt: 599999,
    discountPercent: 25,
    blurb:
      'Our most complete home system: ten Jinko 550 W panels, a Deye 5 kW hybrid inverter and two 5.12 kWh lithium batteries, with mounting, protection and cabling. Powers a whole home, including a fridge, borehole pump and electric cooker, through outages.',
    features: [
      '10 × Jinko Tiger Neo 550 W panels (5.5 kWp)',
      'Deye SUN-5K-SG03LP1 hybrid inverter',
      '2 × 5.12 kWh LiFePO4 batteries',
      'Mounting rails, DC/AC protection and cabling',
      'Two-year workmanship warranty',
    ],
    tags: ['special offer', 'hybrid', 'whole home'],
    specs: { model: 'SSK-PREMIUM-5KH', systemType: 'Hybrid', powerOutput: 5000, pvPower: 5500, batteryCapacity: 10240 },
  },
  {
    slug: 'home-system-1kw-off-grid',
    imageLabel: '1 kW · 740 Wp · 2.4 kWh',
    name: '1 kW Off-grid Home Kit',
    brand: kit,
    price: 145000,
    blurb: 'Lights, TV, phone charging and a small fridge for a home without grid power.',
    features: [
      '2 × Canadian Solar 370 W panels',
      'Must EP2000 Pro 1 kW inverter',
      'Ritar 12 V 200 Ah gel battery',
      'Mounting, breakers and cables',
    ],
    specs: { model: 'SSK-OG-1K', systemType: 'Off-grid', powerOutput: 1000, pvPower: 740, batteryCapacity: 2400 },
  },
  {
    slug: 'home-system-3kw-off-grid',
    imageLabel: '3 kW · 2.16 kWp · 4.8 kWh',
    name: '3 kW Off-grid Home Kit',
    brand: kit,
    price: 285000,
    blurb: 'A 24 V system for a family home: fridge, lights, TV, water pump and power tools in daytime.',
    features: [
      '4 × Longi 540 W panels',
      'Growatt SPF 3000TL LVM inverter',
      '2 × Ritar 12 V 200 Ah gel batteries',
      'Mounting, breakers and cables',
    ],
    specs: { model: 'SSK-OG-3K', systemType: 'Off-grid', powerOutput: 3000, pvPower: 2160, batteryCapacity: 4800 },
  },
  {
    slug: 'home-system-5kw-hybrid-lithium',
    imageLabel: '5 kW · 4.4 kWp · 5 kWh',
    name: '5 kW Hybrid Home Kit with 5 kWh Lithium',
    brand: kit,
    price: 495000,
    blurb: 'Cuts the KPLC bill by day and covers outages at night.',
    features: ['8 × Jinko 550 W panels', 'Growatt SPF 5000 ES inverter', 'Felicity 48 V 100 Ah lithium battery', 'Installation parts'],
    specs: { model: 'SSK-HY-5K', systemType: 'Hybrid', powerOutput: 5000, pvPower: 4400, batteryCapacity: 5120 },
  },
  {
    slug: 'home-system-8kw-hybrid',
    imageLabel: '8 kW · 8 kWp · 10 kWh',
    name: '8 kW Hybrid Home Kit with 10 kWh Lithium',
    brand: kit,
    price: 1150000,
    blurb: 'For large homes with air conditioning, pumps and electric cooking.',
    features: [
      '14 × JA Solar 575 W bifacial panels',
      'Deye SUN-8K-SG01LP1 inverter',
      '2 × Deye SE-G5.1 Pro batteries',
      'Installation parts',
    ],
    specs: { model: 'SSK-HY-8K', systemType: 'Hybrid', powerOutput: 8000, pvPower: 8050, batteryCapacity: 10200 },
    stock: 0,
  },
  {
    slug: 'home-system-12kw-three-phase',
    imageLabel: '12 kW · 11 kWp · 14 kWh',
    name: '12 kW Three-phase Hybrid Kit',
    brand: kit,
    price: 1650000,
    blurb: 'For three-phase homes, clinics and workshops that need backup on every phase.',
    features: ['20 × Jinko 550 W panels', 'Deye SUN-12K-SG04LP3 inverter', '3 × Pylontech US5000 batteries', 'Installation parts'],
    specs: { model: 'SSK-HY-12K3', systemType: 'Hybrid', powerOutput: 12000, pvPower: 11000, batteryCapacity: 14400 },
  },
  {
    slug: 'home-system-5kw-grid-tie',
    imageLabel: '5 kW · 5.4 kWp',
    name: '5 kW Grid-tie Kit',
    brand: kit,
    price: 420000,
    blurb: 'Daytime solar without batteries: the fastest payback on a high electricity bill.',
    features: ['10 × Longi 540 W panels', 'Growatt MIN 5000TL-X inverter', 'Export limiter and meter', 'Installation parts'],
    specs: { model: 'SSK-GT-5K', systemType: 'Grid-tie', powerOutput: 5000, pvPower: 5400 },
  },
  {
    slug: 'sun-king-home-400',
    imageLabel: '40 W panel · 4 lights',
    name: 'Sun King Home 400 Solar Home System',
    brand: 'Sun King',
    price: 32000,
    blurb: 'A plug-and-play kit with lights, a radio and phone charging for homes off the grid.',
    features: ['40 W panel', 'Four lights and a torch', 'Radio and USB charging'],
    specs: { model: 'Home 400', systemType: 'Solar home system', pvPower: 40, batteryCapacity: 80 },
  },
  {
    slug: 'd-light-x850',
    imageLabel: '3 lights · radio',
    name: 'd.light X850 Solar Home System',
    brand: 'd.light',
    price: 28000,
    blurb: 'A solar home system with three lights, a radio and phone charging.',
    features: ['Three lights', 'Radio and torch', 'Charges phones'],
    specs: { model: 'X850', systemType: 'Solar home system', pvPower: 10, batteryCapacity: 40 },
  },
];
