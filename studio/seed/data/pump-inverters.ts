import type { ProductSeed } from './types.ts';

const p1 = 'Single phase';
const p3 = 'Three phase';

export const pumpInverters: ProductSeed[] = [
  { slug: 'invt-gd100-pv-0-75kw', name: 'INVT GD100-PV 0.75 kW Solar Pump Inverter', brand: 'INVT', price: 28500, blurb: 'Runs a small borehole or surface pump straight from solar panels, with grid or generator backup.', features: ['MPPT up to 99%', 'Dry-run protection', 'Solar and AC input'], specs: { powerOutput: 750, phaseType: p1 } },
  { slug: 'invt-gd100-pv-2-2kw', name: 'INVT GD100-PV 2.2 kW Solar Pump Inverter', brand: 'INVT', price: 42000, blurb: 'For 2.2 kW (3 hp) irrigation and borehole pumps.', features: ['MPPT', 'Tank-full float input', 'Solar and AC input'], specs: { powerOutput: 2200, phaseType: p1 } },
  { slug: 'invt-gd100-pv-4kw', name: 'INVT GD100-PV 4 kW Solar Pump Inverter', brand: 'INVT', price: 58000, blurb: 'Three-phase output for 4 kW (5.5 hp) borehole pumps.', features: ['MPPT', 'Soft start', 'Solar and AC input'], specs: { powerOutput: 4000, phaseType: p3 } },
  { slug: 'invt-gd100-pv-7-5kw', name: 'INVT GD100-PV 7.5 kW Solar Pump Inverter', brand: 'INVT', price: 89000, blurb: 'For 7.5 kW (10 hp) pumps on farms and community water projects.', features: ['MPPT', 'GPRS monitoring option', 'Solar and AC input'], specs: { powerOutput: 7500, phaseType: p3 }, inStock: false },
  { slug: 'grundfos-rsi-3kw', name: 'Grundfos RSI 3 kW Solar Pump Inverter', brand: 'Grundfos', price: 145000, blurb: 'Grundfos\'s renewable solar inverter for SP borehole pumps, with grid or generator fallback.', features: ['Hybrid solar and AC', 'Pump protection', 'Grundfos GO app'], specs: { powerOutput: 3000, phaseType: p3 } },
  { slug: 'grundfos-rsi-5-5kw', name: 'Grundfos RSI 5.5 kW Solar Pump Inverter', brand: 'Grundfos', price: 198000, blurb: 'For deeper boreholes and larger irrigation pumps.', features: ['Hybrid solar and AC', 'Dry-run protection', 'Grundfos GO app'], specs: { powerOutput: 5500, phaseType: p3 } },
  { slug: 'must-pv-pump-inverter-2-2kw', name: 'Must 2.2 kW Solar Pump Inverter', brand: 'Must', price: 36500, blurb: 'An affordable pump inverter for single-phase 2.2 kW pumps.', features: ['MPPT', 'LCD display', 'Solar and AC input'], specs: { powerOutput: 2200, phaseType: p1 } },
  { slug: 'felicity-1-5kw-hybrid-pump-inverter', name: 'Felicity 1.5 kW Hybrid Pump Inverter', brand: 'Felicity Solar', price: 31000, blurb: 'For 1.5 kW (2 hp) surface and submersible pumps.', features: ['MPPT', 'Automatic solar/grid switching', 'Water-level sensor input'], specs: { powerOutput: 1500, phaseType: p1 } },
  { slug: 'dayliff-sunverter-11kw', name: 'Dayliff Sunverter 11 kW Solar Pump Inverter', brand: 'Davis & Shirtliff', price: 165000, blurb: 'A three-phase 11 kW pump drive for large irrigation schemes, serviced by Davis & Shirtliff branches.', features: ['Solar and generator input', 'Remote monitoring option', 'Nationwide service'], specs: { powerOutput: 11000, phaseType: p3 } },
  { slug: 'veichi-si23-5-5kw', name: 'Veichi SI23 5.5 kW Solar Pump Inverter', brand: 'Veichi', price: 64000, blurb: 'A three-phase pump inverter with built-in MPPT and AC backup.', features: ['MPPT', 'IP65 option', 'Solar and AC input'], specs: { powerOutput: 5500, phaseType: p3 } },
];
