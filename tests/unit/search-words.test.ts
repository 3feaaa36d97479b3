import { describe, expect, it } from 'vitest';
import { nearWords, typoBudget, typoDistance } from '../../src/lib/search/fuzzy.ts';
import { isMeasure } from '../../src/lib/search/measures.ts';
import { queryTerms } from '../../src/lib/search/terms.ts';
import { singular, tokens } from '../../src/lib/search/tokens.ts';

/** The words of the index and of a query: one normaliser for both sides, and the typo matcher. */

describe('search tokens', () => {
  it.each<[string, string, string[]]>([
    ['numbers and units together or apart, any case, are one token', '5kw 5 kw 5 kW 5KW', ['5kw', '5kw', '5kw', '5kw']],
    ['thousands and the larger unit', '5,000 W', ['5kw']],
    ['below 1 kW is watts', '0.75 kW 750 W', ['750w', '750w']],
    ['decimals keep their point', '3.5 kW 5.12 kWh 12.8 V', ['3.5kw', '5.12kwh', '12.8v']],
    ['ampere-hours, volts, watts', '200ah 200 Ah 12v 100 W 540w', ['200ah', '200ah', '12v', '100w', '540w']],
    ['a unit spelt out', '100 watts 12 volt 200 litres', ['100w', '12v', '200l']],
    ['milliamperes', '30 mA 0.5 A', ['30ma', '500ma']],
    ['volt-amperes and kilovolts', '2 kVA 1000 V', ['2kva', '1kv']],
    ['square millimetres, the sign read as 2', '25 mm²', ['25mm']],
    ['a word after a number is no unit', 'SPF 5000 ES', ['spf', '5000', 'es']],
    ['letters glued to a number are a model', '5000TL-X SUN-5K', ['5000tl', 'x', 'sun', '5k']],
    ['a number inside a word stays in it', 'IVEM5048 US5000', ['ivem5048', 'us5000']],
    ['a list of numbers', '12/24 V', ['12', '24v']],
    [
      'plurals fold to the singular',
      'batteries panels inverters controllers heaters pumps lights switches boxes',
      ['battery', 'panel', 'inverter', 'controller', 'heater', 'pump', 'light', 'switch', 'box'],
    ],
    ['words that only end in s stay', 'glass plus davis gas', ['glass', 'plus', 'davis', 'gas']],
    ['accents dropped', 'Stäubli Café', ['staubli', 'cafe']],
    ['two words shoppers also write as one', 'flood lights, Back-up, Wi-Fi', ['floodlight', 'backup', 'wifi']],
    ['nothing', '  - ', []],
  ])('%s', (_name, text, expected) => {
    expect(tokens(text)).toEqual(expected);
  });

  it.each<[string, string]>([
    ['batteries', 'battery'],
    ['accessories', 'accessory'],
    ['ties', 'tie'],
    ['tubes', 'tube'],
    ['glasses', 'glass'],
    ['luminous', 'luminous'],
    ['gel', 'gel'],
    ['mppt', 'mppt'],
  ])('singular(%s) is %s', (word, expected) => {
    expect(singular(word)).toBe(expected);
  });

  it.each<[string, boolean]>([
    ['5kw', true],
    ['5.12kwh', true],
    ['200ah', true],
    ['30ma', true],
    ['4.2m', true],
    ['5k', false],
    ['5000tl', false],
    ['5000', false],
    ['kw', false],
  ])('isMeasure(%s) is %s', (token, expected) => {
    expect(isMeasure(token)).toBe(expected);
  });

  it.each<[string, string, [string, boolean][]]>([
    [
      'words, lower-case, each once',
      'Solar solar PANEL',
      [
        ['solar', false],
        ['panel', false],
      ],
    ],
    [
      'a term another term starts with adds nothing',
      'sol solar batt',
      [
        ['solar', false],
        ['batt', false],
      ],
    ],
    [
      'a number with its unit matches whole',
      '5 kW inverter',
      [
        ['5kw', true],
        ['inverter', false],
      ],
    ],
    [
      'a measure another term starts with stays',
      '5kw 5kwh',
      [
        ['5kw', true],
        ['5kwh', true],
      ],
    ],
    [
      'joining words are left out',
      'battery for the inverter',
      [
        ['battery', false],
        ['inverter', false],
      ],
    ],
    [
      'Kiswahili joining words too',
      'hita ya maji',
      [
        ['hita', false],
        ['maji', false],
      ],
    ],
    ['a joining word alone is a term', 'a', [['a', false]]],
    [
      'punctuation and spaces split',
      ' 12V/100Ah  lithium-ion ',
      [
        ['12v', true],
        ['100ah', true],
        ['lithium', false],
        ['ion', false],
      ],
    ],
    ['nothing', '  - ', []],
  ])('query terms: %s', (_name, query, expected) => {
    expect(queryTerms(query).map((term) => [term.word, term.whole])).toEqual(expected);
  });
});

describe('typos', () => {
  it.each<[string, number]>([
    ['gel', 0],
    ['agm', 0],
    ['pump', 1],
    ['battery', 1],
    ['invertor', 2],
    ['contoller', 2],
  ])('%s may carry %i', (word, budget) => {
    expect(typoBudget(word)).toBe(budget);
  });

  it.each<[string, string, string, number, number]>([
    ['the same word', 'panel', 'panel', 1, 0],
    ['a letter changed', 'invertor', 'inverter', 2, 1],
    ['a letter dropped', 'batery', 'battery', 1, 1],
    ['a letter added', 'pannel', 'panel', 1, 1],
    ['two neighbours swapped', 'panle', 'panel', 1, 1],
    ['three letters missing', 'contolr', 'controller', 3, 3],
    ['past the limit says limit + 1', 'panel', 'heater', 1, 2],
    ['lengths too far apart', 'pv', 'panel', 2, 3],
  ])('%s: %s → %s within %i', (_name, a, b, max, expected) => {
    expect(typoDistance(a, b, max)).toBe(expected);
  });

  it.each<[string, string[], string[]]>([
    ['invertor', ['inverter', 'invt', 'installation'], ['inverter']],
    ['batery', ['battery', 'bat', 'batch', 'bracket'], ['battery']],
    ['contoller', ['controller', 'control', 'connector'], ['controller']],
    ['panle', ['panel', 'pane', 'plane', 'pump'], ['panel', 'pane']],
    ['gel', ['gell', 'gem'], []],
    ['5kv', ['5kw'], []],
  ])('%s finds %j among %j', (word, vocabulary, expected) => {
    expect(nearWords(word, vocabulary).sort()).toEqual(expected.sort());
  });
});
