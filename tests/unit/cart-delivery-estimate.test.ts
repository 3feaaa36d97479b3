import { describe, expect, it } from 'vitest';
import type { CatalogueProducts } from '../../src/lib/cart/catalogue-check.ts';
import { deliveryLines, estimateCartDelivery, estimatedTotal } from '../../src/lib/cart/delivery-estimate.ts';
import type { CartLine } from '../../src/lib/cart/line.ts';
import { subtotal } from '../../src/lib/cart/rules.ts';
import type { CountyCode } from '../../src/lib/delivery/counties.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';
import type { DeliverySettings } from '../../src/lib/delivery/price-delivery.ts';

const KSH = 100;
const NAIROBI: CountyCode = '047';
const KISUMU: CountyCode = '042';
const TURKANA: CountyCode = '023';
const online: DeliverySettings = { ...DEFAULT_DELIVERY_SETTINGS, collect: 'online' };

/** A cart line of `quantity` units at `ksh` shillings each. */
const line = (id: string, ksh: number, quantity = 1): CartLine => ({
  id,
  name: id,
  priceCents: ksh * KSH,
  quantity,
  brand: 'Brand',
  category: 'batteries',
  image: '',
});
/** A snapshot product at `ksh` shillings weighing `kg` (null: no weight set). */
const product = (ksh: number, kg: number | null) => ({
  name: 'P',
  brand: 'Brand',
  category: 'batteries',
  priceCents: ksh * KSH,
  onSale: true,
  taxType: 'B' as const,
  inStock: true,
  stock: { state: 'in_stock' as const, left: null },
  weightKg: kg,
});

interface Case {
  case: string;
  lines: CartLine[];
  products: CatalogueProducts;
  settings?: DeliverySettings | undefined;
  county: CountyCode;
  /** The fee in shillings; null when our team quotes it. */
  feeKsh: number | null;
  free?: boolean;
  /** The estimated total over the cart's subtotal, in shillings. */
  addsKsh: number;
}

describe('the cart delivery estimate', () => {
  it.each<Case>([
    {
      case: 'Nairobi, small, collected on delivery: the total stays the goods',
      lines: [line('lamp', 1_000)],
      products: { lamp: product(1_000, 5) },
      county: NAIROBI,
      feeKsh: 500,
      addsKsh: 0,
    },
    {
      case: 'Kisumu, 30 kg: medium in Zone 2',
      lines: [line('battery', 20_000, 2)],
      products: { battery: product(20_000, 15) },
      county: KISUMU,
      feeKsh: 2_500,
      addsKsh: 0,
    },
    {
      case: 'collected online: the fee is in the total',
      lines: [line('lamp', 1_000)],
      products: { lamp: product(1_000, 5) },
      settings: online,
      county: NAIROBI,
      feeKsh: 500,
      addsKsh: 500,
    },
    {
      case: 'above Zone 1’s threshold at snapshot prices: free',
      lines: [line('inverter', 40_000)],
      products: { inverter: product(60_000, 20) },
      settings: online,
      county: NAIROBI,
      feeKsh: 0,
      free: true,
      addsKsh: 0,
    },
    {
      case: 'Turkana (Zone 4): quoted by our team',
      lines: [line('lamp', 1_000)],
      products: { lamp: product(1_000, 5) },
      county: TURKANA,
      feeKsh: null,
      addsKsh: 0,
    },
    {
      case: 'a product missing from the snapshot: quoted',
      lines: [line('lamp', 1_000), line('retired', 5_000)],
      products: { lamp: product(1_000, 5) },
      settings: online,
      county: NAIROBI,
      feeKsh: null,
      addsKsh: 0,
    },
    {
      case: 'a product without a weight: quoted',
      lines: [line('lamp', 1_000), line('pump', 5_000)],
      products: { lamp: product(1_000, 5), pump: product(5_000, null) },
      county: KISUMU,
      feeKsh: null,
      addsKsh: 0,
    },
  ])('$case', ({ lines, products, settings = DEFAULT_DELIVERY_SETTINGS, county, feeKsh, free = false, addsKsh }) => {
    const delivery = estimateCartDelivery(lines, products, settings, county);
    expect(delivery).toMatchObject({
      county,
      feeCents: feeKsh === null ? null : feeKsh * KSH,
      free,
      collect: settings.collect,
      express: false,
      weekend: false,
    });
    expect(delivery?.days === null).toBe(feeKsh === null);
    expect(estimatedTotal(subtotal(lines), delivery)).toBe(subtotal(lines) + addsKsh * KSH);
  });

  it.each([
    ['no settings in the snapshot', undefined],
    ['settings that could not be loaded', null],
  ])('%s: no estimate, and the total stays the goods', (_case, settings) => {
    const lines = [line('lamp', 1_000)];
    const delivery = estimateCartDelivery(lines, { lamp: product(1_000, 5) }, settings, NAIROBI);
    expect(delivery).toBeNull();
    expect(estimatedTotal(subtotal(lines), delivery)).toBe(1_000 * KSH);
  });

  it('weighs and values every unit from the snapshot, not from the stored line', () => {
    expect(deliveryLines([line('battery', 18_000, 3)], { battery: product(20_000, 15.5) })).toEqual([
      { weightKg: 15.5, quantity: 3, lineTotalCents: 60_000 * KSH },
    ]);
  });

  it('does not take an inherited property name for a product', () => {
    expect(deliveryLines([line('constructor', 1_000)], {})).toEqual([{ weightKg: null, quantity: 1, lineTotalCents: 1_000 * KSH }]);
  });
});
