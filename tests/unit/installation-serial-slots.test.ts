import { describe, expect, it } from 'vitest';
import { readSerials, serialSlots, serialsBySlot } from '../../src/lib/installation/serial-slots.ts';

const ITEMS = [
  { productId: 'panel-450', productName: 'Panel 450 W', quantity: 2 },
  { productId: 'hybrid-5kw', productName: 'Hybrid inverter 5 kW', quantity: 1 },
  { productId: 'installation', productName: 'Installation by an EPRA-licensed technician (T3)', quantity: 1 },
  { productId: 'panel-450', productName: 'Panel 450 W', quantity: 1 },
];

describe('the job sheet’s serial fields', () => {
  it('gives one field per unit (a product on two lines counted together), none for the installation', () => {
    expect(serialSlots(ITEMS).map((s) => [s.index, s.productId, s.number, s.count])).toEqual([
      [0, 'panel-450', 1, 3],
      [1, 'panel-450', 2, 3],
      [2, 'panel-450', 3, 3],
      [3, 'hybrid-5kw', 1, 1],
    ]);
  });

  it.each([
    [
      'every serial, as printed',
      { 'serial.0': 'p-1', 'serial.1': 'pnl 2', 'serial.2': 'P-3', 'serial.3': 'inv-9' },
      ['P-1', 'PNL2', 'P-3', 'INV-9'],
    ],
    ['blank ones left out', { 'serial.0': 'P-1', 'serial.1': ' ', 'serial.3': 'INV-9' }, ['P-1', 'INV-9']],
  ])('reads %s', (_, posted, serials) => {
    const read = readSerials(serialSlots(ITEMS), posted);
    expect(read.ok && read.serials.map((s) => s.serial)).toEqual(serials);
  });

  it.each([
    ['a serial that cannot be one', { 'serial.0': '#' }, 'serial.0', 'warranty.error.serial'],
    ['the same unit twice', { 'serial.0': 'PNL-1', 'serial.2': 'pnl1' }, 'serial.2', 'warranty.error.serialTwice'],
  ])('refuses %s, naming the field', (_, posted, field, key) => {
    const read = readSerials(serialSlots(ITEMS), posted);
    expect(read.ok ? null : read.errors[field]).toBe(key);
  });

  it('puts kept serials back in their product’s fields, blank where none was read', () => {
    const slots = serialSlots(ITEMS);
    expect(
      serialsBySlot(slots, [
        { productId: 'hybrid-5kw', serial: 'INV-9' },
        { productId: 'panel-450', serial: 'P-1' },
      ]),
    ).toEqual(['P-1', '', '', 'INV-9']);
    expect(serialsBySlot(slots, null)).toEqual(['', '', '', '']);
  });
});
