import { describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { post, SNAPSHOT } from './checkout-fixture.ts';

/** Delivery on the quote: priced by the server from the catalogue's weights and the CMS settings. */
const KSH = 100;
const snapshot: CatalogueSnapshot = {
  ...SNAPSHOT,
  products: {
    'controller-5kg': { name: 'MPPT controller 60 A', brand: 'Victron', category: 'charge-controllers', price: 2_000_000, inStock: true, weightKg: 5 },
    'battery-30kg': { name: 'Lithium battery 3 kWh', brand: 'Felicity', category: 'batteries', price: 8_000_000, inStock: true, weightKg: 30 },
    'kit-200k': { name: 'Hybrid kit', brand: 'Solar Shop Kenya', category: 'packages', price: 20_000_000, inStock: true, weightKg: 4 },
    'cable-no-weight': { name: 'PV cable', brand: 'Kenwest', category: 'accessories', price: 25_000, inStock: true, weightKg: null },
  },
  delivery: { ...DEFAULT_DELIVERY_SETTINGS, zones: [...DEFAULT_DELIVERY_SETTINGS.zones] },
};
const app = (snap: CatalogueSnapshot = snapshot) => createApp({ catalogue: staticCatalogueSource(snap), db: undefined, siteUrl: 'http://shop.test', rateLimits: NO_RATE_LIMITS });
const quote = async (items: { id: string; quantity: number }[], delivery: unknown, snap?: CatalogueSnapshot) => {
  const res = await post(app(snap), '/api/checkout/quote', { items, delivery });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
};

describe('POST /api/checkout/quote with a delivery county', () => {
  it.each<[string, { id: string; quantity: number }[], unknown, Record<string, unknown>]>([
    ['Nairobi, one 5 kg item: KSh 500', [{ id: 'controller-5kg', quantity: 1 }], { county: '047' }, { kind: 'priced', zone: 1, sizeClass: 'small', feeCents: 500 * KSH, free: false }],
    ['Kisumu (Zone 2), 30 kg: KSh 2,500', [{ id: 'battery-30kg', quantity: 1 }], { county: '042' }, { kind: 'priced', zone: 2, sizeClass: 'medium', feeCents: 2_500 * KSH }],
    ['a KSh 200,000 order to Nairobi is free', [{ id: 'kit-200k', quantity: 1 }], { county: '047' }, { kind: 'priced', zone: 1, free: true, feeCents: 0 }],
    ['Turkana answers quote', [{ id: 'battery-30kg', quantity: 1 }], { county: '023' }, { kind: 'quote', zone: 4 }],
    ['express adds half the rate', [{ id: 'controller-5kg', quantity: 1 }], { county: '047', express: true }, { feeCents: 750 * KSH, expressCents: 250 * KSH }],
    ['weekend adds KSh 2,000', [{ id: 'controller-5kg', quantity: 1 }], { county: '047', weekend: true }, { feeCents: 2_500 * KSH, weekendCents: 2_000 * KSH }],
    ['a product without a weight is quoted by the team', [{ id: 'cable-no-weight', quantity: 2 }], { county: '047' }, { kind: 'quote', zone: 1 }],
  ])('%s', async (_case, items, delivery, expected) => {
    const { status, body } = await quote(items, delivery);
    expect(status).toBe(200);
    expect(body.delivery).toMatchObject({ ...expected, collect: 'on-delivery' });
    // Collected on delivery by default: the total charged stays the goods.
    expect(body.total).toBe(body.subtotal);
  });

  it("never trusts the browser's own figures: fees, weights and prices it sends are ignored", async () => {
    const { body } = await quote([{ id: 'battery-30kg', quantity: 1, price: 1, weightKg: 0.1 } as never], { county: '042', feeCents: 0, zone: 1 });
    expect(body.delivery).toMatchObject({ zone: 2, sizeClass: 'medium', feeCents: 2_500 * KSH, weightKg: 30 });
  });

  it.each([
    ['an unknown county', { county: '048' }, 'delivery.county'],
    ['a county name instead of its code', { county: 'Nairobi' }, 'delivery.county'],
    ['express that is not a yes or no', { county: '047', express: 'yes' }, 'delivery.express'],
  ])('answers %s with a 400 naming the field', async (_case, delivery, field) => {
    const { status, body } = await quote([{ id: 'controller-5kg', quantity: 1 }], delivery);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(field);
  });

  it('leaves delivery out when no county is asked, and says null when the build published no delivery settings', async () => {
    expect((await quote([{ id: 'controller-5kg', quantity: 1 }], undefined)).body.delivery).toBeUndefined();
    const { delivery: _none, ...withoutSettings } = snapshot;
    expect((await quote([{ id: 'controller-5kg', quantity: 1 }], { county: '047' }, withoutSettings)).body.delivery).toBeNull();
  });
});
