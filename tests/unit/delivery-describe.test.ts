import { describe, expect, it } from 'vitest';
import {
  deliveryAsNow,
  deliveryCollectText,
  deliveryDetailText,
  deliveryFeeText,
  deliveryShortText,
  zoneText,
} from '../../src/lib/delivery/describe.ts';
import type { OrderDelivery } from '../../src/lib/delivery/order-delivery.ts';
import { translationsFor } from '../../src/i18n/index.ts';

const t = translationsFor('en');

/** The words of a delivery line, the same on every screen that shows one. */
const base: OrderDelivery = {
  county: '042',
  zone: 2,
  zoneName: { en: 'Other major towns', sw: 'Miji mingine mikubwa' },
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
      'Other major towns · medium order (30 kg) · 3 to 5 business days',
      'Paid to the driver on delivery',
      'Other major towns · medium order · KSh 2,500 on delivery',
    ],
    [
      'a fee charged online',
      { collect: 'online' },
      'KSh 2,500',
      'Other major towns · medium order (30 kg) · 3 to 5 business days',
      'Included in the total',
      'Other major towns · medium order · KSh 2,500',
    ],
    [
      'free delivery: nothing to collect',
      { feeCents: 0, free: true },
      'Free',
      'Other major towns · medium order (30 kg) · 3 to 5 business days',
      null,
      'Other major towns · medium order · Free',
    ],
    [
      'free standard delivery with express and weekend',
      { feeCents: 325_000, free: true, express: true, weekend: true },
      'KSh 3,250',
      'Other major towns · medium order (30 kg) · 3 to 5 business days · standard delivery free · express · weekend',
      'Paid to the driver on delivery',
      'Other major towns · medium order · KSh 3,250 on delivery',
    ],
    [
      'remote areas (Zone 4): quoted by the team, no days',
      { county: '023', zone: 4, zoneName: { en: 'Remote areas', sw: 'Maeneo ya mbali' }, feeCents: null, days: null },
      'To be quoted by our team',
      'Remote areas · medium order (30 kg)',
      'Our team will call you with the delivery price before dispatch.',
      'Remote areas · medium order · To be quoted by our team',
    ],
    [
      'a weight to one decimal, grouped',
      { sizeClass: 'large', weightKg: 1234.56 },
      'KSh 2,500',
      'Other major towns · large order (1,234.6 kg) · 3 to 5 business days',
      'Paid to the driver on delivery',
      'Other major towns · large order · KSh 2,500 on delivery',
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
    ['pending', 'Other major towns · medium order (30 kg) · 3 to 5 business days'],
    ['shipped', 'Other major towns · medium order (30 kg) · 3 to 5 business days'],
    ['delivered', 'Other major towns · medium order (30 kg)'],
    ['cancelled', 'Other major towns · medium order (30 kg)'],
  ] as const)('%s: %s', (status, detail) => {
    expect(deliveryDetailText(deliveryAsNow(base, status), t)).toBe(detail);
    expect(deliveryFeeText(deliveryAsNow(base, status), t)).toBe('KSh 2,500');
  });
});

describe('a zone by its name, in the page language', () => {
  const sw = translationsFor('sw');
  it.each([
    ['en', false, 'Other major towns'],
    ['sw', false, 'Miji mingine mikubwa'],
    ['en', true, 'Other major towns (zone 2)'],
    ['sw', true, 'Miji mingine mikubwa (eneo 2)'],
  ] as const)('%s, numbered %s: %s', (locale, numbered, words) => {
    expect(zoneText(base, translationsFor(locale), numbered)).toBe(words);
  });

  it.each<[string, (d: OrderDelivery) => string, string]>([
    [
      'the detail in Kiswahili',
      (d) => deliveryDetailText(d, sw),
      'Miji mingine mikubwa · agizo la wastani (30 kg) · siku 3 hadi 5 za kazi',
    ],
    [
      'the short line in Kiswahili',
      (d) => deliveryShortText(d, sw),
      'Miji mingine mikubwa · agizo la wastani · KSh 2,500 hulipwa wakati wa kufikisha',
    ],
    [
      'the admin detail: name and number',
      (d) => deliveryDetailText(d, t, true),
      'Other major towns (zone 2) · medium order (30 kg) · 3 to 5 business days',
    ],
    [
      'the admin table line: name and number',
      (d) => deliveryShortText(d, t, true),
      'Other major towns (zone 2) · medium order · KSh 2,500 on delivery',
    ],
  ])('%s', (_case, words, expected) => {
    expect(words(base)).toBe(expected);
  });

  it('says the name the order recorded, not a number', () => {
    const renamed = { ...base, zoneName: { en: 'Lake and Rift towns', sw: 'Miji ya Ziwa na Bonde' } };
    expect(deliveryShortText(renamed, t)).toBe('Lake and Rift towns · medium order · KSh 2,500 on delivery');
    expect(deliveryShortText(renamed, sw)).toBe('Miji ya Ziwa na Bonde · agizo la wastani · KSh 2,500 hulipwa wakati wa kufikisha');
  });
});
