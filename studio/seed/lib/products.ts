import type { CategorySlug } from '../../../src/lib/catalogue/categories.ts';
import type { ProductSeed } from '../data/types.ts';
import type { EquipmentKind } from './equipment.ts';

/** What the generator derives from a product row: its drawing, the rating on it, its full description and tags. */

type Specs = ProductSeed['specs'];
const num = (specs: Specs, name: string): number => specs[name] as number;
const str = (specs: Specs, name: string): string => specs[name] as string;
const kw = (watts: number) => `${Number((watts / 1000).toFixed(2))} kW`;
const kwh = (volts: number, ah: number) => `${Number(((volts * ah) / 1000).toFixed(2))} kWh`;

const ACCESSORY_KINDS: Record<string, EquipmentKind> = {
  Cable: 'cable',
  Connector: 'connector',
  Tool: 'tool',
  'Circuit breaker': 'breaker',
  'Residual current device': 'breaker',
  Isolator: 'breaker',
  Fuse: 'breaker',
  'Surge protector': 'breaker',
  'Changeover switch': 'breaker',
  Meter: 'breaker',
  'Combiner box': 'enclosure',
  Enclosure: 'enclosure',
  Mounting: 'mounting',
  Monitor: 'monitor',
  Earthing: 'earthing',
  'Lightning protection': 'earthing',
  'Cable management': 'tool',
  'Battery rack': 'enclosure',
  Busbar: 'enclosure',
  'Battery charger': 'monitor',
  'DC-DC converter': 'monitor',
  Cleaning: 'tool',
  'Battery accessory': 'connector',
};

export interface Drawing {
  kind: EquipmentKind;
  rating: string;
  screen: string;
}

export function drawingFor(category: CategorySlug, p: ProductSeed): Drawing {
  const s = p.specs;
  switch (category) {
    case 'solar-panels':
      return { kind: 'panel', rating: `${num(s, 'powerRating')} W · Voc ${num(s, 'voc')} V`, screen: '' };
    case 'inverters':
      return {
        kind: 'inverter',
        rating: `${kw(num(s, 'powerOutput'))} · ${num(s, 'voltage')} V`,
        screen: kw(num(s, 'powerOutput')).replace(' ', ''),
      };
    case 'batteries': {
      const lithium = str(s, 'chemistry').startsWith('Lithium');
      return {
        kind: lithium ? 'lithium' : 'lead-acid',
        rating: `${num(s, 'voltage')} V ${num(s, 'capacity')} Ah`,
        screen: lithium ? kwh(num(s, 'voltage'), num(s, 'capacity')).replace(' ', '') : `${num(s, 'capacity')}Ah`,
      };
    }
    case 'charge-controllers':
      return {
        kind: 'controller',
        rating: `${str(s, 'controllerType')} ${num(s, 'currentRating')} A`,
        screen: `${num(s, 'currentRating')}A`,
      };
    case 'accessories': {
      const rating = [s.rating, s.pole].filter(Boolean).join(' · ');
      return {
        kind: ACCESSORY_KINDS[str(s, 'type')] ?? 'enclosure',
        rating: rating || str(s, 'type'),
        screen: (s.rating as string | undefined) ?? '',
      };
    }
    case 'packages':
      return {
        kind: 'kit',
        rating: p.imageLabel ?? `${str(s, 'systemType')} · ${str(s, 'model')}`,
        screen: str(s, 'systemType').slice(0, 8),
      };
    case 'back-up-systems':
      return {
        kind: 'backup',
        rating: `${kw(num(s, 'powerOutput'))} · ${num(s, 'batteryCapacity') / 1000} kWh`,
        screen: `${num(s, 'batteryCapacity')}Wh`,
      };
    case 'solar-floodlights':
      return { kind: 'floodlight', rating: `${num(s, 'wattage')} W`, screen: '' };
    case 'water-heaters':
      return {
        kind: str(s, 'panelType') === 'Evacuated tube' ? 'evacuated-heater' : 'flat-heater',
        rating: `${num(s, 'capacity')} L · ${str(s, 'pressureType')}`,
        screen: '',
      };
    case 'heat-pumps':
      return { kind: 'heat-pump', rating: `${num(s, 'capacity')} kW heating`, screen: '' };
    case 'solar-hybrid-water-pumping-inverters':
      return {
        kind: 'pump-inverter',
        rating: `${kw(num(s, 'powerOutput'))} · ${str(s, 'phaseType')}`,
        screen: kw(num(s, 'powerOutput')).replace(' ', ''),
      };
  }
}

/** The sentence of key figures added after the product's own blurb. */
export function specSentence(category: CategorySlug, p: ProductSeed): string {
  const s = p.specs;
  switch (category) {
    case 'solar-panels':
      return `${num(s, 'powerRating')} W peak output, open-circuit voltage ${num(s, 'voc')} V, ${str(s, 'panelType').toLowerCase()} ${str(s, 'technology')} cells.`;
    case 'inverters':
      return `${str(s, 'inverterType')} inverter, ${kw(num(s, 'powerOutput'))} continuous output, ${str(s, 'phaseType').toLowerCase()}, ${num(s, 'voltage')} V DC.`;
    case 'batteries':
      return `${str(s, 'chemistry')}, ${num(s, 'voltage')} V ${num(s, 'capacity')} Ah: about ${kwh(num(s, 'voltage'), num(s, 'capacity'))} of stored energy.`;
    case 'charge-controllers':
      return `${str(s, 'controllerType')} controller rated ${num(s, 'currentRating')} A, for ${(s.supportedVoltages as number[]).join(', ')} V batteries.`;
    case 'accessories':
      return s.rating ? `Rated ${String(s.rating)}.` : '';
    case 'packages':
      return `${str(s, 'systemType')} system, model ${str(s, 'model')}.`;
    case 'back-up-systems':
      return `${kw(num(s, 'powerOutput'))} output from ${num(s, 'batteryCapacity')} Wh of storage at ${num(s, 'voltage')} V.`;
    case 'solar-floodlights':
      return `${num(s, 'wattage')} W LED floodlight for ${(s.useCase as string[]).map((u) => u.toLowerCase()).join(', ')} lighting.`;
    case 'water-heaters':
      return `${num(s, 'capacity')} L ${str(s, 'pressureType').toLowerCase()} system with ${str(s, 'panelType').toLowerCase()} collectors and a ${str(s, 'tankMaterial').toLowerCase()} tank.`;
    case 'heat-pumps':
      return `${num(s, 'capacity')} kW heating output.`;
    case 'solar-hybrid-water-pumping-inverters':
      return `${kw(num(s, 'powerOutput'))} ${str(s, 'phaseType').toLowerCase()} pump drive, running on solar with grid or generator backup.`;
  }
}

export function tagsFor(category: CategorySlug, p: ProductSeed): string[] {
  const s = p.specs;
  const tags = [p.brand.toLowerCase(), category.replace(/-/g, ' ')];
  for (const name of ['inverterType', 'chemistry', 'controllerType', 'systemType', 'type', 'pressureType', 'panelType', 'phaseType']) {
    if (typeof s[name] === 'string') tags.push((s[name] as string).toLowerCase());
  }
  return [...new Set([...tags, ...(p.tags ?? [])])];
}
