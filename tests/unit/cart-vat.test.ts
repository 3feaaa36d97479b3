import { describe, expect, it } from 'vitest';
import { cartVatIncluded } from '../../src/lib/cart/cart-vat.ts';
import type { CatalogueProducts } from '../../src/lib/cart/catalogue-check.ts';
import type { CartLine } from '../../src/lib/cart/line.ts';
import type { SnapshotProduct } from '../../src/lib/catalogue/snapshot.ts';
import type { OrderDelivery } from '../../src/lib/delivery/order-delivery.ts';
import type { TaxType } from '../../src/lib/tax/tax-types.ts';

/**
 * "Includes VAT KSh X" in the cart: each line at the price the cart shows, split under its
 * product's tax type as KRA splits it (net = gross / 1.16 rounded half up, VAT the rest), summed;
 * the delivery estimate only where the total shown counts it. The expected figures are worked by
 * hand from that rule, not by the code under test.
 */

const product = (taxType: TaxType, priceCents: number): SnapshotProduct => ({
  name: `A ${taxType} product`,
  brand: 'Demo',
  category: 'accessories',
  priceCents,
  onSale: true,
  taxType,
  inStock: true,
  stock: { state: 'in_stock', left: null },
  weightKg: 1,
});

const products: CatalogueProducts = {
  exempt: product('A', 5_000_000),
  standard: product('B', 116_000),
  zero: product('C', 17_575_000),
  eight: product('E', 108_000),
  tie: product('B', 300),
  clip: product('B', 300),
};

const line = (id: string, quantity = 1, priceCents = products[id]?.priceCents ?? 116_000): CartLine => ({
  id,
  name: id,
  priceCents,
  quantity,
  brand: 'Demo',
  category: 'accessories',
  image: '',
});

const delivery = (feeCents: number | null, collect: OrderDelivery['collect']): OrderDelivery => ({
  county: '047',
  zone: 1,
  zoneName: { en: 'Nairobi and environs', sw: 'Nairobi na viunga vyake' },
  sizeClass: 'small',
  weightKg: 1,
  express: false,
  weekend: false,
  feeCents,
  free: feeCents === 0,
  collect,
  days: feeCents === null ? null : { min: 1, max: 2 },
});

describe('the VAT the cart total includes', () => {
  it.each([
    ['an empty cart', [], null, 0],
    ['a standard-rated line: KSh 1,160 includes KSh 160', [line('standard')], null, 16_000],
    ['a line of three at KSh 998: KSh 2,994 split once, as one line', [line('standard', 3, 99_800)], null, 41_297],
    [
      'exempt, standard and zero-rated lines: only the standard one has VAT',
      [line('exempt'), line('standard'), line('zero')],
      null,
      16_000,
    ],
    ['an 8 % line: KSh 1,080 includes KSh 80', [line('eight')], null, 8_000],
    ['each line split on its own: two KSh 3 lines have 41 + 41 cents, not the 83 of KSh 6', [line('tie'), line('clip')], null, 82],
    ['the price the cart shows, not a newer catalogue price', [line('standard', 1, 232_000)], null, 32_000],
    [
      'a delivery fee paid online: a service at 16 %, KSh 1,500 includes KSh 206.90',
      [line('standard')],
      delivery(150_000, 'online'),
      36_690,
    ],
    ['a delivery fee paid at the door: not in the total, so not in its VAT', [line('standard')], delivery(150_000, 'on-delivery'), 16_000],
    ['free delivery', [line('standard')], delivery(0, 'online'), 16_000],
    ['delivery still to be quoted', [line('exempt')], delivery(null, 'online'), 0],
    ['only a delivery fee', [], delivery(150_000, 'online'), 20_690],
  ] as const)('%s', (_name, lines, deliveryEstimate, vatCents) => {
    expect(cartVatIncluded(lines, products, deliveryEstimate)).toBe(vatCents);
  });

  it.each([
    ['the snapshot not loaded yet', undefined],
    ['the snapshot could not be had', null],
  ] as const)('is unknown with %s', (_name, catalogue) => {
    expect(cartVatIncluded([line('standard')], catalogue, null)).toBeNull();
  });

  it('is unknown when a line’s product is no longer in the snapshot: no guessed figure', () => {
    expect(cartVatIncluded([line('standard'), line('gone', 1, 116_000)], products, null)).toBeNull();
  });

  it('reads the tax type from the snapshot, not from the line', () => {
    expect(cartVatIncluded([line('standard')], { standard: product('C', 116_000) }, null)).toBe(0);
  });
});
