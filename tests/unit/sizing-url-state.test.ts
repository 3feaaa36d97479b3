import { describe, expect, it } from 'vitest';
import type { SizingInput } from '../../src/lib/sizing/types.ts';
import { decodeSizingInput, encodeSizingInput, ownLoad, readyLoad } from '../../src/lib/sizing/url-state.ts';

const ready = (id: string, quantity: number, hours: number, watts?: number) => readyLoad(id, quantity, hours, watts)!;

const nairobiHome: SizingInput = {
  loads: [ready('led-bulb', 6, 5), ready('tv-32', 1, 5), ready('fridge', 1, 24), ready('phone-charging', 3, 2)],
  county: '047',
  mode: 'backup',
  autonomyDays: 1,
  chemistry: 'lithium',
};

const decode = (query: string) => decodeSizingInput(new URLSearchParams(query));

describe('encodeSizingInput then decodeSizingInput: a shared link restores the inputs', () => {
  it.each<[string, SizingInput]>([
    ['a typical Nairobi home', nairobiHome],
    [
      'off-grid, lead-acid, 3 days, in Turkana',
      { ...nairobiHome, county: '023', mode: 'off-grid', autonomyDays: 3, chemistry: 'lead-acid' },
    ],
    ['edited watts and fractional hours', { ...nairobiHome, loads: [ready('led-bulb', 4, 0.5, 12)] }],
    ['an edited fridge keeps its daily energy in step with its watts', { ...nairobiHome, loads: [ready('fridge', 2, 24, 150)] }],
    ['the shopper’s own appliance, with a star and spaces in its name', { ...nairobiHome, loads: [ownLoad('Pump * shed 2', 750, 2, 1.5)] }],
    ['no appliances yet', { ...nairobiHome, loads: [] }],
  ])('%s', (_, input) => {
    const query = encodeSizingInput(input).toString();
    expect(decode(query)).toEqual(input);
  });

  it('stays short: the Nairobi home fits in well under 150 characters', () => {
    expect(encodeSizingInput(nairobiHome).toString().length).toBeLessThan(150);
  });

  it('scales a cycling load’s daily energy with its edited watts', () => {
    expect(ready('fridge', 1, 24, 150).dailyWh).toBe(1500);
  });
});

describe('decodeSizingInput: junk falls back, never throws', () => {
  it.each<[string, string, SizingInput | null]>([
    ['no version: nothing to restore', 'c=047&l=led-bulb*6*5', null],
    ['an unknown version', 'v=9&c=047', null],
    ['an empty address', '', null],
    ['a bad county falls back to Nairobi City', 'v=1&c=999', { ...nairobiHome, loads: [] }],
    ['a bad mode, autonomy and chemistry fall back to backup, 1 day, lithium', 'v=1&c=047&m=x&d=abc&b=zz', { ...nairobiHome, loads: [] }],
    ['off-grid without a day count gets 2 days', 'v=1&c=047&m=o', { ...nairobiHome, loads: [], mode: 'off-grid', autonomyDays: 2 }],
    ['autonomy outside 1 to 5 falls back', 'v=1&c=047&m=b&d=9', { ...nairobiHome, loads: [] }],
    ['a fractional autonomy falls back', 'v=1&c=047&m=o&d=2.5', { ...nairobiHome, loads: [], mode: 'off-grid', autonomyDays: 2 }],
    [
      'an unknown appliance is dropped',
      'v=1&c=047&l=flux-capacitor*1*1&l=led-bulb*6*5',
      { ...nairobiHome, loads: [ready('led-bulb', 6, 5)] },
    ],
    ['a bad quantity becomes 1, bad hours the default', 'v=1&c=047&l=led-bulb*-3*99', { ...nairobiHome, loads: [ready('led-bulb', 1, 5)] }],
    ['a fractional quantity becomes 1', 'v=1&c=047&l=tv-32*2.5*5', { ...nairobiHome, loads: [ready('tv-32', 1, 5)] }],
    ['bad edited watts keep the typical watts', 'v=1&c=047&l=led-bulb*6*5*-1', { ...nairobiHome, loads: [ready('led-bulb', 6, 5)] }],
    ['watts beyond 20 kW are not believed', 'v=1&c=047&l=led-bulb*6*5*99999', { ...nairobiHome, loads: [ready('led-bulb', 6, 5)] }],
    ['an own appliance without a name is dropped', 'v=1&c=047&l=u*100*1*2*', { ...nairobiHome, loads: [] }],
    ['an own appliance without watts is dropped', 'v=1&c=047&l=u*zero*1*2*Heater', { ...nairobiHome, loads: [] }],
    [
      'an own appliance with bad counts gets 1 and 1 h',
      'v=1&c=047&l=u*100*x*y*Heater',
      { ...nairobiHome, loads: [ownLoad('Heater', 100, 1, 1)] },
    ],
    ['an empty load line is dropped', 'v=1&c=047&l=&l=***', { ...nairobiHome, loads: [] }],
  ])('%s', (_, query, expected) => {
    expect(decode(query)).toEqual(expected);
  });

  it('keeps at most 30 lines', () => {
    const query = `v=1&c=047${'&l=led-bulb*1*1'.repeat(50)}`;
    expect(decode(query)?.loads).toHaveLength(30);
  });
});
