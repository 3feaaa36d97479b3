import { describe, expect, it } from 'vitest';
import { ADD_FIELDS, loadFromAddress, OWN_APPLIANCE } from '../../src/lib/sizing/add-from-address.ts';
import { decodeSizingInput, encodeSizingInput } from '../../src/lib/sizing/url-state.ts';

/** Issue 46: "Add to the list" before the calculator's script runs is a plain GET form; the calculator adds what it sent. */

const sent = (fields: Record<string, string>) => loadFromAddress(new URLSearchParams(fields));
const { appliance: A, name: N, watts: W, quantity: Q, hours: H } = ADD_FIELDS;

describe('the appliance a plain add form sent in the address', () => {
  it.each<[string, Record<string, string>, { id: string | null; name?: string; watts: number; quantity: number; hours: number } | null]>([
    [
      'a ready appliance with blank figures takes its typical ones',
      { [A]: 'led-bulb', [W]: '', [Q]: '6', [H]: '' },
      { id: 'led-bulb', watts: 9, quantity: 6, hours: 5 },
    ],
    ['its own watts and hours', { [A]: 'tv-32', [W]: '65', [Q]: '1', [H]: '3.5' }, { id: 'tv-32', watts: 65, quantity: 1, hours: 3.5 }],
    [
      'a fridge runs all day by its daily energy',
      { [A]: 'fridge', [W]: '', [Q]: '1', [H]: '2' },
      { id: 'fridge', watts: 100, quantity: 1, hours: 24 },
    ],
    ['no quantity is one', { [A]: 'fan' }, { id: 'fan', watts: 50, quantity: 1, hours: 6 }],
    [
      'the shopper’s own appliance',
      { [A]: OWN_APPLIANCE, [N]: ' Welder ', [W]: '3000', [Q]: '1', [H]: '2' },
      { id: null, name: 'Welder', watts: 3000, quantity: 1, hours: 2 },
    ],
    ['their own without a name adds nothing', { [A]: OWN_APPLIANCE, [N]: ' ', [W]: '3000' }, null],
    ['their own without watts adds nothing', { [A]: OWN_APPLIANCE, [N]: 'Welder', [W]: '' }, null],
    ['an unknown appliance adds nothing', { [A]: 'jacuzzi' }, null],
    ['watts past the limit add nothing', { [A]: 'fan', [W]: '20001' }, null],
    ['watts that are not a number add nothing', { [A]: 'fan', [W]: 'lots' }, null],
    ['a part quantity adds nothing', { [A]: 'fan', [Q]: '1.5' }, null],
    ['more than 24 hours add nothing', { [A]: 'fan', [H]: '25' }, null],
    ['no appliance: nothing was sent', { [W]: '50' }, null],
  ])('%s', (_name, fields, expected) => {
    const load = sent(fields);
    if (expected === null) return expect(load).toBeNull();
    expect(load).toMatchObject({
      applianceId: expected.id,
      watts: expected.watts,
      quantity: expected.quantity,
      hoursPerDay: expected.hours,
    });
    if (expected.name) expect(load?.name).toBe(expected.name);
  });

  it('leaves the list the address already held as it was, and the form’s fields out of the address the calculator writes back', () => {
    const before = decodeSizingInput(new URLSearchParams('v=1&c=001&m=o&d=2&b=pb&l=led-bulb*6*5'));
    const params = new URLSearchParams(`v=1&c=001&m=o&d=2&b=pb&l=led-bulb*6*5&${A}=tv-32&${W}=&${Q}=1&${H}=`);
    expect(decodeSizingInput(params)).toEqual(before);
    const load = loadFromAddress(params);
    expect(load).not.toBeNull();
    const written = encodeSizingInput({ ...before!, loads: [...before!.loads, load!] });
    expect(written.getAll('l')).toEqual(['led-bulb*6*5', 'tv-32*1*5']);
    for (const field of Object.values(ADD_FIELDS)) expect(written.has(field)).toBe(false);
  });
});
