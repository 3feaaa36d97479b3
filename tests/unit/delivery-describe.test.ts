import { describe, expect, it } from 'vitest';
import {
  deliveryAsNow,
  deliveryCollectText,
  deliveryDetailText,
  deliveryFeeText,
  deliveryShortText,
} from '../../src/lib/delivery/describe.ts';
import type { OrderDelivery } from '../../src/lib/delivery/order-delivery.ts';
import { translationsFor } from '../../src/i18n/index.ts';

const t = translationsFor('en');

/** The words of a delivery line, the same on every screen that shows one. */
const base: OrderDelivery = {
  county: '042',
  zone: 2,
  sizeClass: 'medium',
  weightKg: 30,
  express: false,
  weekend: false,
  feeCents: 250_000,
  free: false,
  collect: 'on-delivery',
  days: { min: 3, max: 5 },
};

describe('delivery wording', () => {
  it.each<[string, Partial<OrderDelivery>, string, string, string | null, string]>([
    [
      'a priced fee paid to the driver',
      {},
      'KSh 2,500',
      'Zone 2 · medium order (30 kg) · 3 to 5 business days',
      'Paid to the driver on delivery',
      'Zone 2 · medium order · KSh 2,500 on delivery',
    ],
    [
      'a fee charged online',
      { collect: 'online' },
      'KSh 2,500',
      'Zone 2 · medium order (30 kg) · 3 to 5 business days',
      'Included in the total',
      'Zone 2 · medium order · KSh 2,500',
    ],
    [
      'free delivery: nothing to collect',
      { feeCents: 0, free: true },
      'Free',
      'Zone 2 · medium order (30 kg) · 3 to 5 business days',
      null,
      'Zone 2 · medium order · Free',
    ],
    [
      'free standard delivery with express and weekend',
      { feeCents: 325_000, free: true, express: true, weekend: true },
      'KSh 3,250',
      'Zone 2 · medium order (30 kg) · 3 to 5 business days · standard delivery free · express · weekend',
      'Paid to the driver on delivery',
      'Zone 2 · medium order · KSh 3,250 on delivery',
    ],
    [
      'Zone 4: quoted by the team, no days',
      { county: '023', zone: 4, feeCents: null, days: null },
      'To be quoted by our team',
      'Zone 4 · medium order (30 kg)',
      'Our team will call you with the delivery price before dispatch.',
      'Zone 4 · medium order · To be quoted by our team',
    ],
    [
      'a weight to one decimal, grouped',
      { sizeClass: 'large', weightKg: 1234.56 },
      'KSh 2,500',
      'Zone 2 · large order (1,234.6 kg) · 3 to 5 business days',
      'Paid to the driver on delivery',
      'Zone 2 · large order · KSh 2,500 on delivery',
    ],
  ])('%s', (_case, overrides, fee, detail, collect, short) => {
    const delivery = { ...base, ...overrides };
    expect(deliveryFeeText(delivery, t)).toBe(fee);
    expect(deliveryDetailText(delivery, t)).toBe(detail);
    expect(deliveryCollectText(delivery, t)).toBe(collect);
    expect(deliveryShortText(delivery, t)).toBe(short);
  });
});

describe('a delivery as its words may still describe it', () => {
  it.each([
    ['pending', 'Zone 2 · medium order (30 kg) · 3 to 5 business days'],
    ['shipped', 'Zone 2 · medium order (30 kg) · 3 to 5 business days'],
    ['delivered', 'Zone 2 · medium order (30 kg)'],
    ['cancelled', 'Zone 2 · medium order (30 kg)'],
  ] as const)('%s: %s', (status, detail) => {
    expect(deliveryDetailText(deliveryAsNow(base, status), t)).toBe(detail);
    expect(deliveryFeeText(deliveryAsNow(base, status), t)).toBe('KSh 2,500');
  });
});
