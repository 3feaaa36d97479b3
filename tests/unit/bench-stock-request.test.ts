import { describe, expect, it } from 'vitest';
import { pageStockIds } from '../../scripts/bench/stock-request.ts';

const button = (id: string, name = id) =>
  `<button type="button" class="button add-to-cart" data-add-to-cart="{&quot;id&quot;:&quot;${id}&quot;,&quot;name&quot;:&quot;${name}&quot;}" data-needs-js data-astro-cid-x><span class="add-to-cart__labels" data-astro-cid-x><span>Add to Cart</span><span>Out of stock</span></span></button>`;

describe('the bench weighs the request a built page makes', () => {
  it.each([
    ['each card once, in page order', `${button('b')}${button('a')}${button('b')}`, ['b', 'a']],
    [
      'the listing’s card pattern (a <template>) is not a card',
      `<template data-listing-card>${button('pattern')}</template>${button('a')}`,
      ['a'],
    ],
    [
      'a search template’s button, without the two labels, is drawn later and asked then',
      '<button data-add-to-cart>Add to Cart</button>',
      [],
    ],
    ['a name with an ampersand', button('cable', 'Lugs &amp; Glands'), ['cable']],
  ])('%s', (_case, html, ids) => {
    expect(pageStockIds(html)).toEqual(ids);
  });
});
