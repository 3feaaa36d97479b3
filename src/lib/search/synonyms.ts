/**
 * Words indexed for every product having one of the words after them ('|' between them), where it
 * has it (name, category, description). The index is built from English (and the Kiswahili tags and
 * descriptions editors wrote: product-words.ts), so these are mostly the Kiswahili words of the shop (the glossary in the shared reference, the categories' Kiswahili
 * names): a query on either language's page finds them ('betri' finds batteries, 'paneli za sola'
 * solar panels), and the page's script carries no dictionary.
 */
export const SYNONYMS: Readonly<Record<string, string>> = {
  // LiFePO4 is the lithium chemistry: 'lithium 200ah' finds the LiFePO4 200 Ah battery by its name.
  lithium: 'lifepo4',
  betri: 'battery',
  paneli: 'panel',
  sola: 'solar',
  jua: 'solar',
  inverta: 'inverter',
  // Kenyan English: a geyser is the water heater on the roof or in the bathroom.
  geyser: 'heater',
  chaja: 'charger',
  balbu: 'bulb|lamp|light',
  kidhibiti: 'controller',
  vidhibiti: 'controller',
  chaji: 'charge|charger',
  taa: 'light|floodlight|lamp|bulb',
  ulinzi: 'security|floodlight',
  hita: 'heater',
  maji: 'water',
  pampu: 'pump',
  joto: 'heat|hot',
  kisima: 'borehole|well',
  umeme: 'power|electricity|electric|backup',
  // Kenyan for the grid's power (the glossary): what a backup stands in for.
  stima: 'power|electricity|electric|backup|grid',
  akiba: 'backup',
  mfumo: 'system|kit',
  mifumo: 'system|kit',
  seti: 'kit|system',
  nyumba: 'home',
  nyumbani: 'home',
  waya: 'cable|wire',
  vifaa: 'accessory',
  ziada: 'accessory',
};

/**
 * Phrases a shopper means as one thing, each indexed as one word (its words joined by a space,
 * after the joining words are left out: 'pampu ya maji' is 'pampu maji') for every product whose
 * name or category has one of the words after `has` ('|' between them) and none of `not`: what
 * the product is, not what its description mentions. The engine looks up each
 * two neighbouring words of a query as such a phrase: a product that is the thing leads, and one
 * missing either word is still found. A water pump is a pump for water (a pump inverter, a borehole
 * pump), never a heat pump, which heats water.
 */
export interface Phrase {
  say: readonly string[];
  has: string;
  not?: string;
}

export const PHRASES: readonly Phrase[] = [
  {
    say: ['water pump', 'pampu maji', 'solar pump', 'pampu sola', 'borehole pump', 'pampu kisima', 'pump inverter', 'submersible pump'],
    has: 'pumping|borehole|submersible',
    not: 'heat',
  },
  { say: ['water heater', 'hita maji', 'hot water', 'maji moto'], has: 'heater|geyser', not: 'pump' },
  { say: ['heat pump', 'pampu joto'], has: 'heat', not: 'pumping' },
  { say: ['charge controller', 'kidhibiti chaji', 'vidhibiti chaji', 'solar controller'], has: 'controller', not: 'inverter' },
  { say: ['security light', 'taa ulinzi', 'street light'], has: 'floodlight' },
  { say: ['solar light', 'solar lamp', 'taa sola', 'taa jua'], has: 'floodlight|lamp|lantern|bulb' },
  { say: ['hybrid inverter', 'inverta hybrid'], has: 'hybrid', not: 'pumping|pump' },
  {
    say: ['solar kit', 'solar system', 'home kit', 'solar package', 'mfumo sola', 'mifumo sola', 'seti sola'],
    has: 'system|package',
    not: 'cleaning',
  },
];

/**
 * Units one size goes by for products having a word: an inverter's size is said in kW or kVA
 * ('5kva' finds the 5 kW inverters, '3 kw inverter' a 3 kVA one), watts or VA below 1 kW.
 */
export const SAME_SIZE: readonly { has: string; units: readonly [string, string] }[] = [
  { has: 'inverter', units: ['kw', 'kva'] },
  { has: 'inverter', units: ['w', 'va'] },
];

/** Words a category's name shares with most of the shop: left out when telling which word a category is named for. */
export const GENERIC = new Set(['solar', 'and']);
