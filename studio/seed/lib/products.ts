import type { CategorySlug } from '../../../src/lib/catalogue/categories.ts';
import { catalogue as swStrings } from '../../../src/i18n/sw/catalogue.ts';
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

/** A fixed spec choice in Kiswahili, as the shop's string table writes it (src/i18n/sw/catalogue.ts). */
function sw(value: string): string {
  return (swStrings as Record<string, string>)[`specOption.${value}`] ?? value;
}
/** "a, b na c". */
const listSw = (items: readonly string[]) => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} na ${items.at(-1)}`);
const lower = (text: string) => text.charAt(0).toLowerCase() + text.slice(1);

/** The sentence of key figures in Kiswahili, added after the product's own Kiswahili blurb; numbers and units as printed. */
export function specSentenceSw(category: CategorySlug, p: ProductSeed, useCases: readonly string[] = []): string {
  const s = p.specs;
  switch (category) {
    case 'solar-panels':
      return `Nguvu ya kilele ${num(s, 'powerRating')} W, volteji ya saketi wazi ${num(s, 'voc')} V, seli za ${lower(sw(str(s, 'panelType')))} ${str(s, 'technology')}.`;
    case 'inverters':
      return `Inverter ya ${lower(sw(str(s, 'inverterType')))}, nguvu endelevu ya ${kw(num(s, 'powerOutput'))}, ${lower(sw(str(s, 'phaseType')))}, ${num(s, 'voltage')} V DC.`;
    case 'batteries':
      return `${sw(str(s, 'chemistry'))}, ${num(s, 'voltage')} V ${num(s, 'capacity')} Ah: takriban ${kwh(num(s, 'voltage'), num(s, 'capacity'))} za nishati iliyohifadhiwa.`;
    case 'charge-controllers':
      return `Kidhibiti chaji (charge controller) cha ${str(s, 'controllerType')} cha ${num(s, 'currentRating')} A, kwa betri za ${(s.supportedVoltages as number[]).join(', ')} V.`;
    case 'accessories':
      return s.rating ? `Kiwango: ${String(s.rating)}.` : '';
    case 'packages': {
      const system = sw(str(s, 'systemType'));
      return `${system.startsWith('Mfumo') ? system : `Mfumo wa ${lower(system)}`}, modeli ${str(s, 'model')}.`;
    }
    case 'back-up-systems':
      return `Nguvu ya ${kw(num(s, 'powerOutput'))} kutoka hifadhi ya ${num(s, 'batteryCapacity')} Wh kwa ${num(s, 'voltage')} V.`;
    case 'solar-floodlights':
      return `Taa ya ulinzi ya LED ya ${num(s, 'wattage')} W kwa ${listSw(useCases.map(lower))}.`;
    case 'water-heaters':
      return `Mfumo wa ${num(s, 'capacity')} L ${str(s, 'pressureType') === 'Pressurised' ? 'wenye shinikizo' : 'usio na shinikizo'}, wenye vikusanya joto vya ${lower(sw(str(s, 'panelType')))} na tangi la ${lower(sw(str(s, 'tankMaterial')))}.`;
    case 'heat-pumps':
      return `Nguvu ya kupasha joto ${num(s, 'capacity')} kW.`;
    case 'solar-hybrid-water-pumping-inverters':
      return `Kiendeshi cha pampu cha ${kw(num(s, 'powerOutput'))}, ${lower(sw(str(s, 'phaseType')))}, kinachotumia sola na umeme wa gridi au jenereta kama akiba.`;
  }
}

/** The rating the product's illustration prints (drawingFor), in Kiswahili where it has words; `type` is an accessory's type in Kiswahili. */
function ratingSw(category: CategorySlug, p: ProductSeed, rating: string, type?: string): string {
  const s = p.specs;
  switch (category) {
    case 'accessories':
      return [s.rating, s.pole].filter(Boolean).join(' · ') || (type ?? rating);
    case 'packages':
      return p.imageLabel ?? `${sw(str(s, 'systemType'))} · ${str(s, 'model')}`;
    case 'water-heaters':
      return `${num(s, 'capacity')} L · ${lower(sw(str(s, 'pressureType')))}`;
    case 'heat-pumps':
      return `nguvu ya kupasha joto ${num(s, 'capacity')} kW`;
    case 'solar-hybrid-water-pumping-inverters':
      return `${kw(num(s, 'powerOutput'))} · ${lower(sw(str(s, 'phaseType')))}`;
    default:
      return rating;
  }
}

/** The image's alternative text in Kiswahili: what the generated illustration shows (its English in generate.ts). */
export function imageAltSw(category: CategorySlug, p: ProductSeed, type?: string): string {
  return `${p.name}: mchoro unaoonyesha chapa ya ${p.brand} na ${ratingSw(category, p, drawingFor(category, p).rating, type)}`;
}

/** The Kiswahili tags: brand, the category's Kiswahili name, the spec choices in Kiswahili, then the product's own. */
export function tagsForSw(categoryName: string, p: ProductSeed, own: readonly string[] = [], type?: string): string[] {
  const s = p.specs;
  const tags = [p.brand.toLowerCase(), categoryName.toLowerCase()];
  for (const name of ['inverterType', 'chemistry', 'controllerType', 'systemType', 'pressureType', 'panelType', 'phaseType']) {
    if (typeof s[name] === 'string') tags.push(sw(s[name] as string).toLowerCase());
  }
  if (type) tags.push(type.toLowerCase());
  return [...new Set([...tags, ...own])];
}
