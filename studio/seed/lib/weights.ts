import type { CategorySlug } from '../../../src/lib/catalogue/categories.ts';
import type { ProductSeed } from '../data/types.ts';

/**
 * The demo catalogue's shipping weights in kg, estimated from each product's ratings with
 * densities taken from datasheets (../shared/reference/kenya-delivery-and-solar-sizing.md, A3):
 * a 380-410 W panel weighs 19.5-21.5 kg (about 0.052 kg per watt); LiFePO4 12 kg per 1.28 kWh
 * and 57 kg per 6.4 kWh (about 9.2 kg per kWh); lead-acid 35 Wh per kg; a 5 kW off-grid inverter
 * 12 kg; a 30-50 A MPPT controller 1.3 kg; a 1.28 kWh power station 23 kg. Where no datasheet
 * gave a figure (water heaters, heat pumps, floodlights, accessories) the figure is a judgement,
 * marked so below. Editors replace each with the stocked item's packed weight in the Studio.
 */

type Specs = ProductSeed['specs'];
const num = (specs: Specs, name: string): number => Number(specs[name] ?? 0);
const str = (specs: Specs, name: string): string => String(specs[name] ?? '');
const round = (kg: number): number => Math.max(0.1, Math.round(kg * 10) / 10);

const PANEL_KG_PER_W = 0.052;
const LITHIUM_KG_PER_KWH = 9.2;
const LEAD_ACID_KG_PER_KWH = 1000 / 35;
const inverterKg = (watts: number, threePhase = false) => (4 + 1.6 * (watts / 1000)) * (threePhase ? 1.2 : 1);

/** Judgement: a packed accessory of each type. Cable is sold by the metre. */
const ACCESSORY_KG: Record<string, number> = {
  Cable: 0.1,
  Connector: 0.1,
  Tool: 0.6,
  'Circuit breaker': 0.3,
  'Residual current device': 0.4,
  Isolator: 0.5,
  Fuse: 0.3,
  'Surge protector': 0.4,
  'Changeover switch': 1.5,
  Meter: 0.5,
  'Combiner box': 3,
  Enclosure: 2.5,
  Mounting: 6,
  Monitor: 0.3,
  Earthing: 3,
  'Lightning protection': 4,
  'Cable management': 1,
  'Battery rack': 25,
  Busbar: 1.5,
  'Battery charger': 2,
  'DC-DC converter': 1.2,
  Cleaning: 2,
  'Battery accessory': 0.5,
};

function batteryKg(volts: number, ah: number, chemistry: string): number {
  const kwh = (volts * ah) / 1000;
  return kwh * (chemistry.startsWith('Lithium') ? LITHIUM_KG_PER_KWH : LEAD_ACID_KG_PER_KWH);
}

/** A kit from its label ('5 kW · 5.5 kWp · 10 kWh'): panels, inverter, batteries and 15 kg of mounting and cabling. */
function kitKg(p: ProductSeed): number {
  const label = p.imageLabel ?? '';
  const figure = (unit: string) => Number(new RegExp(`([\\d.]+) ${unit}\\b`).exec(label)?.[1] ?? 0);
  const kw = figure('kW');
  if (kw === 0) return 8; // judgement: a boxed solar home system (panel, lights, control unit)
  const gel = p.features.some((feature) => /gel|tubular/i.test(feature));
  const battery = figure('kWh') * (gel ? LEAD_ACID_KG_PER_KWH : LITHIUM_KG_PER_KWH);
  return figure('kWp') * 1000 * PANEL_KG_PER_W + inverterKg(kw * 1000) + battery + 15;
}

export function seedWeightKg(category: CategorySlug, p: ProductSeed): number {
  const s = p.specs;
  switch (category) {
    case 'solar-panels':
      return round(num(s, 'powerRating') * PANEL_KG_PER_W);
    case 'inverters':
    case 'solar-hybrid-water-pumping-inverters':
      return round(inverterKg(num(s, 'powerOutput'), str(s, 'phaseType') === 'Three phase'));
    case 'batteries':
      return round(batteryKg(num(s, 'voltage'), num(s, 'capacity'), str(s, 'chemistry')));
    case 'charge-controllers':
      return round(
        str(s, 'controllerType') === 'MPPT' ? 1.3 + Math.max(0, num(s, 'currentRating') - 50) * 0.05 : 0.3 + num(s, 'currentRating') * 0.01,
      );
    case 'back-up-systems': {
      // A 1.28 kWh lithium power station weighs 23 kg; a 12 V set carries a lead-acid battery and a 10 kg inverter.
      const kwh = num(s, 'batteryCapacity') / 1000;
      return round(num(s, 'voltage') <= 12 ? kwh * LEAD_ACID_KG_PER_KWH + 10 : 4 + kwh * 15);
    }
    case 'solar-floodlights':
      return round(1 + num(s, 'wattage') * 0.02); // judgement
    case 'water-heaters':
      return round(15 + num(s, 'capacity') * 0.35); // judgement: empty tank and collector
    case 'heat-pumps':
      return round(35 + num(s, 'capacity') * 6); // judgement
    case 'accessories': {
      // Copper cable: 8.9 g per mm² per metre, and about a third more for insulation; a pair is two metres.
      const mm = Number(/^([\d.]+) mm²/.exec(str(s, 'rating'))?.[1] ?? 0);
      if (str(s, 'type') === 'Cable' && mm > 0) return round(mm * 0.0119 * (/pair/i.test(p.name) ? 2 : 1));
      return ACCESSORY_KG[str(s, 'type')] ?? 1;
    }
    case 'packages':
      return round(kitKg(p));
  }
}
