import type { CategorySlug } from '../../../src/lib/catalogue/categories.ts';
import type { EquipmentKind } from '../lib/equipment.ts';

export interface CategoryRow {
  slug: CategorySlug;
  name: string;
  description: string;
  kind: EquipmentKind;
  seoTitle: string;
  seoDescription: string;
}

export const categories: CategoryRow[] = [
  { slug: 'solar-panels', name: 'Solar Panels', kind: 'panel', description: 'Monocrystalline and bifacial panels from 370 W to 575 W for homes, farms and businesses.', seoTitle: 'Solar Panels in Kenya: Jinko, Longi, JA Solar', seoDescription: 'Tier-1 monocrystalline and bifacial solar panels from 370 W to 575 W with 25-year power warranties, delivered across Kenya.' },
  { slug: 'inverters', name: 'Inverters', kind: 'inverter', description: 'Hybrid, off-grid, grid-tie and pure sine wave inverters from 650 W to 12 kW.', seoTitle: 'Solar Inverters in Kenya: Deye, Growatt, Victron', seoDescription: 'Hybrid, off-grid and grid-tie inverters from Deye, Growatt, Victron, Sunsynk, Must, Felicity and Schneider, priced in KSh.' },
  { slug: 'batteries', name: 'Batteries', kind: 'lithium', description: 'Lithium, gel, AGM and tubular batteries to store your solar power.', seoTitle: 'Solar Batteries in Kenya: Lithium, Gel, Tubular', seoDescription: 'LiFePO4 lithium, gel, AGM and tubular solar batteries from Pylontech, Felicity, Dyness, Ritar, Chloride Exide and Luminous.' },
  { slug: 'charge-controllers', name: 'Charge Controllers', kind: 'controller', description: 'MPPT and PWM controllers that charge batteries safely.', seoTitle: 'MPPT and PWM Charge Controllers in Kenya', seoDescription: 'Victron, Epever and Must MPPT and PWM solar charge controllers from 20 A to 60 A for 12, 24, 36 and 48 V batteries.' },
  { slug: 'accessories', name: 'Accessories', kind: 'breaker', description: 'Cables, breakers, isolators, connectors, mounting, monitoring and protection.', seoTitle: 'Solar Accessories: Cables, Breakers, Mounting', seoDescription: 'PV cable, MC4 connectors, DC and AC breakers, isolators, surge protectors, mounting rails and monitoring for solar installations.' },
  { slug: 'packages', name: 'Home Systems', kind: 'kit', description: 'Complete solar kits: panels, inverter, battery and installation parts.', seoTitle: 'Solar Home Systems and Kits in Kenya', seoDescription: 'Complete off-grid, hybrid and grid-tie solar kits from 1 kW to 12 kW, and plug-and-play solar home systems.' },
  { slug: 'solar-floodlights', name: 'Solar Floodlights', kind: 'floodlight', description: 'All-in-one solar floodlights for compounds, streets and security.', seoTitle: 'Solar Floodlights in Kenya', seoDescription: 'All-in-one solar floodlights from 60 W to 200 W for compounds, gates, parking and streets; no wiring, no power bill.' },
  { slug: 'water-heaters', name: 'Water Heaters', kind: 'evacuated-heater', description: 'Evacuated-tube and flat-plate solar water heaters from 150 L to 300 L.', seoTitle: 'Solar Water Heaters in Kenya: 150 L to 300 L', seoDescription: 'Evacuated-tube and pressurised flat-plate solar water heaters from Solarmax, Solahart, Davis & Shirtliff and Chromagen.' },
  { slug: 'heat-pumps', name: 'Heat Pumps', kind: 'heat-pump', description: 'Air-source heat pumps for hot water and pools.', seoTitle: 'Heat Pumps for Hot Water and Pools in Kenya', seoDescription: 'Air-source heat pumps from 2.9 kW to 20 kW for homes, hotels and pools, from Davis & Shirtliff, Midea, Gree, Ariston and Phnix.' },
  { slug: 'solar-hybrid-water-pumping-inverters', name: 'Solar Hybrid Water Pumping Inverters', kind: 'pump-inverter', description: 'Run borehole and irrigation pumps on solar, with grid or generator backup.', seoTitle: 'Solar Pump Inverters for Boreholes in Kenya', seoDescription: 'Hybrid solar pump inverters from 0.75 kW to 11 kW for boreholes and irrigation, from INVT, Grundfos, Davis & Shirtliff and more.' },
  { slug: 'back-up-systems', name: 'Back-up Systems', kind: 'backup', description: 'Ready-to-use power back-up units for outages.', seoTitle: 'Power Back-up Systems in Kenya', seoDescription: 'Portable power stations and home back-up systems from 900 W to 3 kW that keep lights, Wi-Fi and fridges on through outages.' },
];
