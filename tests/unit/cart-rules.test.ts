import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY as MAX, type Cart, type CartLine } from '../../src/lib/cart/line.ts';
import { addItem, itemCount, lineTotal, removeItem, setPrice, subtotal, updateQuantity } from '../../src/lib/cart/rules.ts';

const panel: CartLine = {
  id: 'panel-450w',
  name: '450W Panel',
  priceCents: 1_234_500,
  quantity: 2,
  brand: 'Jinko',
  category: 'solar-panels',
  image: '/p.jpg',
};
const battery: CartLine = {
  id: 'lfp-100ah',
  name: 'LFP 100Ah',
  priceCents: 5_000_050,
  quantity: 1,
  brand: 'Felicity',
  category: 'batteries',
  image: '',
};
const cart: Cart = [panel, battery];
const { quantity: _q, ...panelItem } = panel;

describe('adding an item', () => {
  it.each([
    {
      case: 'a new id becomes a line with quantity 1',
      cart: [battery],
      input: panelItem,
      lines: [battery, { ...panel, quantity: 1 }],
      outcome: 'added',
    },
    {
      case: 'a given quantity is kept',
      cart: [],
      input: { ...panelItem, quantity: 7 },
      lines: [{ ...panel, quantity: 7 }],
      outcome: 'added',
    },
    {
      case: 'an id already present sums the quantities',
      cart,
      input: { ...panelItem, quantity: 3 },
      lines: [{ ...panel, quantity: 5 }, battery],
      outcome: 'added',
    },
    {
      case: 'a sum of exactly the limit is allowed',
      cart,
      input: { ...panelItem, quantity: MAX - 2 },
      lines: [{ ...panel, quantity: MAX }, battery],
      outcome: 'added',
    },
    {
      case: 'a sum above the limit is capped at it',
      cart,
      input: { ...panelItem, quantity: MAX - 1 },
      lines: [{ ...panel, quantity: MAX }, battery],
      outcome: 'limited',
    },
    {
      case: 'a line at the limit stays there',
      cart: [{ ...panel, quantity: MAX }],
      input: panelItem,
      lines: [{ ...panel, quantity: MAX }],
      outcome: 'limited',
    },
    {
      case: 'missing brand becomes Unknown',
      cart: [],
      input: { id: 'x', name: 'X', price: 100 },
      lines: [{ id: 'x', name: 'X', priceCents: 100, quantity: 1, brand: 'Unknown', category: 'General', image: '' }],
      outcome: 'added',
    },
    {
      case: 'missing category becomes General',
      cart: [],
      input: { ...panelItem, category: undefined },
      lines: [{ ...panel, quantity: 1, category: 'General' }],
      outcome: 'added',
    },
    {
      case: 'missing image becomes empty',
      cart: [],
      input: { ...panelItem, image: undefined },
      lines: [{ ...panel, quantity: 1, image: '' }],
      outcome: 'added',
    },
  ])('$case', ({ cart: before, input, lines, outcome }) => {
    const result = addItem(before, input);
    expect(result.cart).toEqual(lines);
    expect(result.outcome).toBe(outcome);
  });

  it.each([
    { case: 'nothing', input: undefined },
    { case: 'a string', input: 'panel-450w' },
    { case: 'a missing id', input: { ...panelItem, id: undefined } },
    { case: 'an empty id', input: { ...panelItem, id: '' } },
    { case: 'a numeric id', input: { ...panelItem, id: 42 } },
    { case: 'a missing name', input: { ...panelItem, name: undefined } },
    { case: 'a price as text', input: { ...panelItem, priceCents: '1234' } },
    { case: 'a negative price', input: { ...panelItem, priceCents: -1 } },
    { case: 'a price with fractions of a cent', input: { ...panelItem, priceCents: 10.5 } },
    { case: 'a brand that is not text', input: { ...panelItem, brand: 3 } },
    { case: 'quantity 0', input: { ...panelItem, quantity: 0 } },
    { case: 'a negative quantity', input: { ...panelItem, quantity: -2 } },
    { case: 'quantity 101', input: { ...panelItem, quantity: 101 } },
    { case: 'a fractional quantity', input: { ...panelItem, quantity: 1.5 } },
    { case: 'quantity NaN', input: { ...panelItem, quantity: Number.NaN } },
  ])('an item with $case is ignored', ({ input }) => {
    const result = addItem(cart, input);
    expect(result).toEqual({ cart, outcome: 'invalid' });
    expect(result.cart).toBe(cart);
  });
});

describe('updating a quantity', () => {
  it.each([
    { case: 'sets the quantity', id: 'panel-450w', quantity: 9, expected: [{ ...panel, quantity: 9 }, battery] },
    { case: 'allows 1', id: 'lfp-100ah', quantity: 1, expected: cart },
    { case: 'allows the limit', id: 'panel-450w', quantity: MAX, expected: [{ ...panel, quantity: MAX }, battery] },
    { case: 'refuses 0', id: 'panel-450w', quantity: 0, expected: cart },
    { case: 'refuses one over the limit', id: 'panel-450w', quantity: MAX + 1, expected: cart },
    { case: 'refuses a fraction', id: 'panel-450w', quantity: 2.5, expected: cart },
    { case: 'refuses a quantity as text', id: 'panel-450w', quantity: '3', expected: cart },
    { case: 'refuses a numeric id', id: 1, quantity: 3, expected: cart },
    { case: 'ignores an unknown id', id: 'nope', quantity: 3, expected: cart },
  ])('$case', ({ id, quantity, expected }) => {
    expect(updateQuantity(cart, id, quantity)).toEqual(expected);
  });
});

describe('removing and pricing', () => {
  it.each([
    { case: 'removes one line', id: 'panel-450w', expected: [battery] },
    { case: 'leaves the cart as it is for an unknown id', id: 'nope', expected: cart },
    { case: 'leaves the cart as it is for a non-text id', id: undefined, expected: cart },
  ])('remove $case', ({ id, expected }) => {
    expect(removeItem(cart, id)).toEqual(expected);
  });

  it.each([
    { case: 'sets the accepted price', id: 'panel-450w', price: 999_900, expected: [{ ...panel, priceCents: 999_900 }, battery] },
    { case: 'ignores a negative price', id: 'panel-450w', price: -5, expected: cart },
    { case: 'ignores an unknown id', id: 'nope', price: 100, expected: cart },
  ])('accepting a price $case', ({ id, price, expected }) => {
    expect(setPrice(cart, id, price)).toEqual(expected);
  });
});

describe('count and totals', () => {
  it.each([
    { case: 'an empty cart', lines: [], count: 0, total: 0 },
    { case: 'one line', lines: [battery], count: 1, total: 5_000_050 },
    { case: 'two lines', lines: cart, count: 3, total: 2 * 1_234_500 + 5_000_050 },
    {
      case: '150 items',
      lines: [
        { ...panel, quantity: 100 },
        { ...battery, quantity: 50 },
      ],
      count: 150,
      total: 100 * 1_234_500 + 50 * 5_000_050,
    },
  ])('$case: count $count, subtotal $total', ({ lines, count, total }) => {
    expect(itemCount(lines)).toBe(count);
    expect(subtotal(lines)).toBe(total);
  });

  it('a line total is price times quantity', () => {
    expect(lineTotal(panel)).toBe(2_469_000);
  });
});
