import { describe, expect, it } from 'vitest';
import { fill } from '../../src/i18n/fill.ts';

describe('filling a message', () => {
  it.each([
    ['Showing {shown} of {total} products', { shown: 3, total: 12 }, 'Showing 3 of 12 products'],
    ['{name} added to cart', { name: 'Felicity 48 V' }, 'Felicity 48 V added to cart'],
    ['{n} days', { n: 38 }, '38 days'],
    ['Keep {unknown} as written', {}, 'Keep {unknown} as written'],
    ['Never from the prototype: {constructor}', {}, 'Never from the prototype: {constructor}'],
    [undefined, { name: 'x' }, ''],
  ])('%j with %j reads %j', (template, params, expected) => {
    expect(fill(template, params)).toBe(expected);
  });
});
