import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY, parseAddedItem, parseStoredLine, type CartLine } from '../../src/lib/cart/line.ts';
import { decodeCart, encodeCart } from '../../src/lib/cart/storage.ts';

const line: CartLine = {
  id: 'lfp-100ah',
  name: 'LFP 100Ah',
  priceCents: 5_000_000,
  quantity: 2,
  brand: 'Felicity',
  category: 'batteries',
  image: '/b.jpg',
};
/** The same line as carts were stored before the unit price was named priceCents. */
const { priceCents: _, ...unpriced } = line;
const oldLine = { ...unpriced, price: line.priceCents };

describe('a stored line', () => {
  it.each([
    { case: 'complete', value: line, expected: line },
    { case: 'without image', value: { ...line, image: undefined }, expected: { ...line, image: '' } },
    { case: 'with a null image', value: { ...line, image: null }, expected: { ...line, image: '' } },
    { case: 'without brand', value: { ...line, brand: undefined }, expected: null },
    { case: 'without category', value: { ...line, category: undefined }, expected: null },
    { case: 'without quantity', value: { ...line, quantity: undefined }, expected: null },
    { case: 'with quantity 0', value: { ...line, quantity: 0 }, expected: null },
    { case: 'with quantity 101', value: { ...line, quantity: 101 }, expected: null },
    { case: 'with a price as text', value: { ...line, priceCents: '5000' }, expected: null },
    { case: 'with a numeric id', value: { ...line, id: 7 }, expected: null },
    { case: 'with an image that is not text', value: { ...line, image: 3 }, expected: null },
    { case: 'that is a list', value: [line], expected: null },
    { case: 'that is null', value: null, expected: null },
  ])('$case', ({ value, expected }) => {
    expect(parseStoredLine(value)).toEqual(expected);
  });
});

describe('an added item', () => {
  it.each([
    {
      case: 'takes quantity 1 by default',
      value: { id: 'a', name: 'A', price: 1 },
      expected: { id: 'a', name: 'A', priceCents: 1, quantity: 1, brand: 'Unknown', category: 'General', image: '' },
    },
    {
      case: 'keeps the given brand and category',
      value: { id: 'a', name: 'A', price: 1, brand: 'B', category: 'c' },
      expected: { id: 'a', name: 'A', priceCents: 1, quantity: 1, brand: 'B', category: 'c', image: '' },
    },
    {
      case: 'keeps an empty brand as given',
      value: { id: 'a', name: 'A', price: 1, brand: '' },
      expected: { id: 'a', name: 'A', priceCents: 1, quantity: 1, brand: '', category: 'General', image: '' },
    },
    { case: 'refuses a null brand', value: { id: 'a', name: 'A', price: 1, brand: null }, expected: null },
    { case: 'refuses a missing price', value: { id: 'a', name: 'A' }, expected: null },
    {
      case: 'takes the price as priceCents too (the islands add so)',
      value: { id: 'a', name: 'A', priceCents: 1 },
      expected: { id: 'a', name: 'A', priceCents: 1, quantity: 1, brand: 'Unknown', category: 'General', image: '' },
    },
  ])('$case', ({ value, expected }) => {
    expect(parseAddedItem(value)).toEqual(expected);
  });
});

describe('reading the stored cart', () => {
  const other = { ...line, id: 'panel', name: 'Panel', quantity: 1 };
  it.each([
    { case: 'nothing stored is an empty cart', raw: null, expected: { ok: true, lines: [], dropped: 0 } },
    { case: 'an empty list', raw: '[]', expected: { ok: true, lines: [], dropped: 0 } },
    { case: 'a valid list', raw: JSON.stringify([line, other]), expected: { ok: true, lines: [line, other], dropped: 0 } },
    {
      case: 'invalid items are dropped and counted',
      raw: JSON.stringify([line, { id: 'x' }, 5, other]),
      expected: { ok: true, lines: [line, other], dropped: 2 },
    },
    {
      case: 'repeated ids are merged, capped at the line limit',
      raw: JSON.stringify([
        { ...line, quantity: MAX_LINE_QUANTITY - 30 },
        { ...line, quantity: 50 },
      ]),
      expected: { ok: true, lines: [{ ...line, quantity: MAX_LINE_QUANTITY }], dropped: 0 },
    },
    { case: 'corrupted JSON is not a cart', raw: '[{"id":', expected: { ok: false, reason: 'stored cart is not valid JSON' } },
    { case: 'an object is not a cart', raw: '{"items":[]}', expected: { ok: false, reason: 'stored cart is not a list' } },
    { case: 'a number is not a cart', raw: '42', expected: { ok: false, reason: 'stored cart is not a list' } },
    { case: 'JSON null is not a cart', raw: 'null', expected: { ok: false, reason: 'stored cart is not a list' } },
  ])('$case', ({ raw, expected }) => {
    expect(decodeCart(raw)).toEqual(expected);
  });

  it('reads back what it writes', () => {
    expect(decodeCart(encodeCart([line, other]))).toEqual({ ok: true, lines: [line, other], dropped: 0 });
  });
});

describe('reading a cart stored before the rename (price, not priceCents)', () => {
  it.each([
    { case: 'an old line', raw: JSON.stringify([oldLine]), expected: { ok: true, lines: [line], dropped: 0 } },
    {
      case: 'old and new lines together, merged by id',
      raw: JSON.stringify([oldLine, { ...line, quantity: 1 }]),
      expected: { ok: true, lines: [{ ...line, quantity: 3 }], dropped: 0 },
    },
    {
      case: 'priceCents wins over a leftover price',
      raw: JSON.stringify([{ ...line, price: 1 }]),
      expected: { ok: true, lines: [line], dropped: 0 },
    },
    {
      case: 'an old price as text is dropped',
      raw: JSON.stringify([{ ...oldLine, price: '5000' }]),
      expected: { ok: true, lines: [], dropped: 1 },
    },
    {
      case: 'an old negative price is dropped',
      raw: JSON.stringify([{ ...oldLine, price: -1 }]),
      expected: { ok: true, lines: [], dropped: 1 },
    },
    { case: 'a line with neither is dropped', raw: JSON.stringify([unpriced]), expected: { ok: true, lines: [], dropped: 1 } },
  ])('$case', ({ raw, expected }) => {
    expect(decodeCart(raw)).toEqual(expected);
  });

  it('writes it back in the new form, with the old key beside it for a tab still running the previous release', () => {
    const decoded = decodeCart(JSON.stringify([oldLine]));
    expect(decoded.ok && JSON.parse(encodeCart(decoded.lines))).toEqual([{ ...line, price: line.priceCents }]);
    expect(decoded.ok && decodeCart(encodeCart(decoded.lines))).toEqual({ ok: true, lines: [line], dropped: 0 });
  });
});
