import { kw, type Family } from './family.ts';
import { years } from '../../studio/seed/lib/warranty.ts';

/** Model families of kits, back-up units, pump drives, floodlights, water heaters and heat pumps. */

const kit = 'Solar Shop Kenya';

/**
 * Panel watts of a kit: whole 550 W modules reaching `watts`. Kit capacities follow the seed's
 * kits (studio/seed/data/packages.ts): an off-grid kit has about 0.75 Wp and 2.4 Wh of battery per
 * inverter watt, a hybrid 0.9 Wp and 5.12 kWh lithium modules, a grid-tie kit 1.1 Wp and no
 * battery; a DC solar home system "Home N" has N/10 Wp and N/5 Wh (judgement) and no inverter.
 */
const modules = (watts: number): number => Math.ceil(watts / 550) * 550;

export const packageFamilies: Family[] = [
  {
    category: 'packages',
    brands: [kit],
    name: (_, s, e) => `${kw(s)} kW Off-grid Home Kit${e}`,
    sizes: [500, 1000, 1500, 2000, 3000, 5000],
    price: (s) => 40000 + s * 95,
    specs: (s) => ({
      model: `SSK-OG-${kw(s)}K`,
      systemType: 'Off-grid',
      powerOutput: s,
      pvPower: modules(s * 0.75),
      batteryCapacity: s * 2.4,
    }),
    blurb: 'Panels, inverter, battery and installation parts for a home without grid power.',
    features: ['Panels, inverter and battery', 'Mounting and cabling', 'Installation available'],
    image: 'home-system-1kw-off-grid',
  },
  {
    category: 'packages',
    brands: [kit],
    name: (_, s, e) => `${kw(s)} kW Hybrid Home Kit with Lithium${e}`,
    sizes: [3000, 5000, 6000, 8000, 10000, 12000],
    price: (s) => 90000 + s * 80,
    specs: (s) => ({
      model: `SSK-HY-${kw(s)}K`,
      systemType: 'Hybrid',
      powerOutput: s,
      pvPower: modules(s * 0.9),
      batteryCapacity: Math.ceil(s / 5000) * 5120,
    }),
    blurb: 'A hybrid system that runs the home through outages and cuts the KPLC bill.',
    features: ['Hybrid inverter', 'LiFePO4 storage', 'Two-year workmanship warranty'],
    image: 'home-system-5kw-hybrid-lithium',
  },
  {
    category: 'packages',
    brands: [kit],
    name: (_, s, e) => `${kw(s)} kW Grid-tie Solar Kit${e}`,
    sizes: [3000, 5000, 10000, 15000, 20000],
    price: (s) => 60000 + s * 48,
    specs: (s) => ({ model: `SSK-GT-${kw(s)}K`, systemType: 'Grid-tie', powerOutput: s, pvPower: modules(s * 1.1) }),
    blurb: 'Daytime solar for businesses and homes on a steady grid; no batteries.',
    features: ['Grid-tie inverter', 'Export limiting meter', 'Mounting and protection'],
    image: 'home-system-5kw-grid-tie',
  },
  {
    category: 'packages',
    brands: ['Sun King', 'd.light', 'BBOXX'],
    name: (b, s, e) => `${b} Home ${s}${e} Solar Home System`,
    sizes: [60, 120, 200, 300, 400, 600, 850],
    price: (s) => 4500 + s * 70,
    specs: (s) => ({ model: `Home ${s}`, systemType: 'Solar home system', pvPower: s / 10, batteryCapacity: s / 5 }),
    blurb: 'A plug-and-play kit with panel, battery unit, lights and a radio or TV.',
    features: ['Lights and phone charging', 'Pay-as-you-go option', 'Two-year warranty'],
    image: 'sun-king-home-400',
  },
];

export const backupFamilies: Family[] = [
  {
    category: 'back-up-systems',
    brands: ['EcoFlow'],
    name: (_, s, e) => `EcoFlow Delta ${s}${e} Portable Power Station`,
    sizes: [600, 1000, 1500, 1800, 2400, 3600],
    price: (s) => 25000 + s * 68,
    specs: (s) => ({ powerOutput: s, voltage: 51.2, batteryCapacity: Math.round(s * 0.57) * 2 }),
    blurb: 'A portable power station that charges from the wall or from solar panels.',
    features: ['Many outlets', 'LiFePO4 cells'],
    image: 'ecoflow-delta-2',
  },
  {
    category: 'back-up-systems',
    brands: ['Bluetti'],
    name: (_, s, e) => `Bluetti AC${s / 10}${e} Power Station`,
    sizes: [700, 1000, 1800, 2200, 3000],
    price: (s) => 30000 + s * 100,
    specs: (s) => ({ powerOutput: s, voltage: 51.2, batteryCapacity: Math.round(s * 0.93) }),
    blurb: 'A backup station, expandable with extra battery packs.',
    features: ['Expandable', 'Solar input'],
    image: 'bluetti-ac200max',
  },
  {
    category: 'back-up-systems',
    brands: ['Luminous', 'Felicity Solar', 'Growatt'],
    name: (b, s, e) => `${b} ${kw(s)} kW Home Backup System${e}`,
    sizes: [900, 1500, 2000, 3000, 5000],
    price: (s) => 20000 + s * 48,
    specs: (s) => ({ powerOutput: s, voltage: s <= 1500 ? 12 : s <= 3000 ? 24 : 48, batteryCapacity: s * 2 }),
    blurb: 'A ready home backup: inverter and battery; plug in and it covers outages.',
    features: ['Inverter and battery', 'Automatic switchover'],
    image: 'felicity-3kw-backup-5kwh',
  },
];

const pump = (s: number) => ({ powerOutput: s, phaseType: s >= 4000 ? 'Three phase' : 'Single phase' });

export const pumpFamilies: Family[] = [
  {
    category: 'solar-hybrid-water-pumping-inverters',
    brands: ['INVT'],
    name: (_, s, e) => `INVT GD100-PV ${kw(s)} kW${e} Solar Pump Inverter`,
    sizes: [750, 1500, 2200, 4000, 5500, 7500, 11000, 15000, 22000],
    price: (s) => 15000 + s * 9.5,
    specs: pump,
    blurb: 'Runs a borehole or surface pump straight from solar panels, with grid or generator backup.',
    features: ['MPPT up to 99%', 'Dry-run protection'],
    image: 'invt-gd100-pv-2-2kw',
  },
  {
    category: 'solar-hybrid-water-pumping-inverters',
    brands: ['Grundfos'],
    name: (_, s, e) => `Grundfos RSI ${kw(s)} kW${e} Pump Inverter`,
    sizes: [1500, 3000, 5500, 7500, 11000],
    price: (s) => 40000 + s * 18,
    specs: pump,
    blurb: 'A solar pump drive for Grundfos and other AC pumps.',
    features: ['MPPT', 'Remote monitoring option'],
    image: 'grundfos-rsi-3kw',
  },
  {
    category: 'solar-hybrid-water-pumping-inverters',
    brands: ['Veichi', 'Must', 'Felicity Solar', 'Davis & Shirtliff'],
    name: (b, s, e) => `${b} ${kw(s)} kW${e} Hybrid Pump Inverter`,
    sizes: [750, 1500, 2200, 4000, 5500, 7500],
    price: (s) => 12000 + s * 10,
    specs: pump,
    blurb: 'Runs irrigation and borehole pumps on solar, with AC backup.',
    features: ['Solar and AC input', 'Soft start'],
    image: 'veichi-si23-5-5kw',
  },
];

export const floodlightFamilies: Family[] = [
  {
    category: 'solar-floodlights',
    brands: ['Solarmax', 'Felicity Solar', 'Sunking Lighting'],
    name: (b, s, e) => `${b} ${s} W${e} Solar Floodlight`,
    sizes: [25, 40, 60, 100, 150, 200, 300, 400],
    price: (s) => 2000 + s * 40,
    specs: (s) => ({ wattage: s, useCase: s >= 200 ? ['Security', 'Compound', 'Parking'] : ['Security', 'Compound'] }),
    blurb: 'A floodlight with its own panel and battery: no wiring, no power bill.',
    features: ['Remote control with timer', 'Dusk-to-dawn sensor'],
    image: 'solarmax-100w-solar-floodlight',
  },
  {
    category: 'solar-floodlights',
    brands: ['Philips'],
    name: (_, s, e) => `Philips SmartBright Solar Floodlight ${s} W${e}`,
    sizes: [20, 40, 60, 100, 150],
    price: (s) => 6000 + s * 130,
    specs: (s) => ({ wattage: s, useCase: ['Security', 'Garden', 'Street'] }),
    blurb: 'A branded floodlight with a three-year warranty and a separate panel.',
    features: ['Separate panel for shaded spots', 'Three-year warranty'],
    warranty: years(3),
    image: 'philips-smartbright-solar-floodlight-60w',
  },
];

const heater = (pressureType: string, panelType: string, tankMaterial: string) => (s: number) => ({
  capacity: s,
  pressureType,
  panelType,
  tankMaterial,
});

export const waterHeaterFamilies: Family[] = [
  {
    category: 'water-heaters',
    brands: ['Solarmax'],
    name: (_, s, e) => `Solarmax ${s} L${e} Evacuated Tube Solar Water Heater`,
    sizes: [100, 150, 200, 250, 300, 400, 500],
    price: (s) => 20000 + s * 240,
    specs: heater('Non-pressurised', 'Evacuated tube', 'Stainless steel 304'),
    blurb: 'Hot showers even on cloudy days.',
    features: ['Evacuated tubes', 'Roof stand included'],
    image: 'solarmax-200l-evacuated-tube',
  },
  {
    category: 'water-heaters',
    brands: ['Solahart'],
    name: (_, s, e) => `Solahart Streamline ${s} L${e} Solar Water Heater`,
    sizes: [150, 180, 220, 300, 410],
    price: (s) => 60000 + s * 680,
    specs: heater('Pressurised', 'Flat plate', 'Enamel-lined steel'),
    blurb: 'A pressurised system with flat-plate collectors: mains-pressure showers.',
    features: ['Mains pressure', 'Ten-year tank warranty'],
    warranty: years(10),
    image: 'solahart-180l-streamline',
  },
  {
    category: 'water-heaters',
    brands: ['Davis & Shirtliff', 'Chromagen'],
    name: (b, s, e) => `${b === 'Davis & Shirtliff' ? 'Dayliff' : b} ${s} L${e} Pressurised Solar Water Heater`,
    sizes: [150, 200, 250, 300, 400],
    price: (s) => 50000 + s * 500,
    specs: heater('Pressurised', 'Flat plate', 'Stainless steel 316'),
    blurb: 'A pressurised flat-plate system, installed and serviced countrywide.',
    features: ['Mains pressure', 'Flat-plate collector'],
    image: 'dayliff-200l-pressurised',
  },
];

export const heatPumpFamilies: Family[] = [
  {
    category: 'heat-pumps',
    brands: ['Davis & Shirtliff'],
    name: (_, s, e) => `Dayliff DHP ${s} kW${e} Heat Pump`,
    sizes: [5, 7, 9, 13, 17, 20, 25, 30],
    price: (s) => 60000 + s * 20000,
    specs: (s) => ({ capacity: s }),
    blurb: 'Hot water at a quarter of the power of an electric element.',
    features: ['COP above 4', 'Titanium heat exchanger'],
    image: 'dayliff-dhp-9-heat-pump',
  },
  {
    category: 'heat-pumps',
    brands: ['Midea', 'Gree', 'Ariston'],
    name: (b, s, e) => `${b} ${s} kW${e} Heat Pump Water Heater`,
    sizes: [2.9, 3.5, 5, 6, 8, 10, 12],
    price: (s) => 50000 + s * 22000,
    specs: (s) => ({ capacity: s }),
    blurb: 'An air-source heat pump for a family bathroom or a small guest house.',
    features: ['Quiet fan', 'Timer and holiday mode'],
    image: 'midea-5kw-heat-pump',
  },
  {
    category: 'heat-pumps',
    brands: ['Phnix'],
    name: (_, s, e) => `Phnix ${s} kW${e} Pool Heat Pump`,
    sizes: [10, 12, 17, 21, 28, 35, 40],
    price: (s) => 70000 + s * 17000,
    specs: (s) => ({ capacity: s }),
    blurb: 'Heats a pool and keeps it at a steady temperature.',
    features: ['Titanium heat exchanger', 'Wi-Fi control'],
    image: 'phnix-12kw-pool-heat-pump',
  },
];
