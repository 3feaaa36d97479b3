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
