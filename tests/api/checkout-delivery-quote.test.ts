import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import type { OrderRequestInput } from '../../src/lib/checkout/order-schema.ts';
import type { Quote } from '../../src/api/checkout.ts';
import type { Database } from '../../src/server/db/index.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { DEFAULT_DELIVERY_SETTINGS } from '../../src/lib/delivery/defaults.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { ON_SALE, orderBody, post, SNAPSHOT } from './checkout-fixture.ts';

/** Delivery on the quote: priced by the server from the catalogue's weights and the CMS settings. */
const KSH = 100;
const snapshot: CatalogueSnapshot = {
  ...SNAPSHOT,
  products: {
    'controller-5kg': {
      name: 'MPPT controller 60 A',
      brand: 'Victron',
      category: 'charge-controllers',
      priceCents: 2_000_000,
      ...ON_SALE,
      weightKg: 5,
    },
    'battery-30kg': {
      name: 'Lithium battery 3 kWh',
      brand: 'Felicity',
      category: 'batteries',
      priceCents: 8_000_000,
      ...ON_SALE,
      weightKg: 30,
    },
    'kit-200k': { name: 'Hybrid kit', brand: 'Solar Shop Kenya', category: 'packages', priceCents: 20_000_000, ...ON_SALE, weightKg: 4 },
    'cable-no-weight': { name: 'PV cable', brand: 'Kenwest', category: 'accessories', priceCents: 25_000, ...ON_SALE, weightKg: null },
  },
  delivery: { ...DEFAULT_DELIVERY_SETTINGS, zones: [...DEFAULT_DELIVERY_SETTINGS.zones] },
};
const app = (snap: CatalogueSnapshot = snapshot) =>
  createApp({ catalogue: staticCatalogueSource(snap), db: undefined, siteUrl: 'http://shop.test', rateLimits: NO_RATE_LIMITS });
const quote = async (items: { id: string; quantity: number }[], delivery: unknown, snap?: CatalogueSnapshot) => {
  const res = await post(app(snap), '/api/checkout/quote', { items, delivery });
  return { status: res.status, body: (await res.json()) as Quote };
};

describe('POST /api/checkout/quote with a delivery county', () => {
  it.each<[string, { id: string; quantity: number }[], unknown, Record<string, unknown>]>([
    [
      'Nairobi, one 5 kg item: KSh 500',
      [{ id: 'controller-5kg', quantity: 1 }],
      { county: '047' },
      { county: '047', zone: 1, sizeClass: 'small', weightKg: 5, feeCents: 500 * KSH, free: false, days: { min: 1, max: 3 } },
    ],
    [
      'Kisumu (Zone 2), 30 kg: KSh 2,500',
      [{ id: 'battery-30kg', quantity: 1 }],
      { county: '042' },
      // The zone's names travel with the quote, so the pages and messages call it by name (issue 46.3).
      {
        zone: 2,
        zoneName: { en: 'Other major towns', sw: 'Miji mingine mikubwa' },
        sizeClass: 'medium',
        feeCents: 2_500 * KSH,
        days: { min: 3, max: 5 },
      },
    ],
    [
      'a county by its name, as people write it',
      [{ id: 'battery-30kg', quantity: 1 }],
      { county: 'kisumu county' },
      { county: '042', zone: 2, feeCents: 2_500 * KSH },
    ],
    ['a KSh 200,000 order to Nairobi is free', [{ id: 'kit-200k', quantity: 1 }], { county: '047' }, { zone: 1, free: true, feeCents: 0 }],
    ['Turkana answers quote', [{ id: 'battery-30kg', quantity: 1 }], { county: '023' }, { zone: 4, feeCents: null, days: null }],
    [
      'express adds half the rate',
      [{ id: 'controller-5kg', quantity: 1 }],
      { county: '047', express: true },
      { feeCents: 750 * KSH, express: true },
    ],
    [
      'weekend adds KSh 2,000',
      [{ id: 'controller-5kg', quantity: 1 }],
      { county: '047', weekend: true },
      { feeCents: 2_500 * KSH, weekend: true },
    ],
    [
      'express and weekend on a free order: only the extras',
      [{ id: 'kit-200k', quantity: 1 }],
      { county: '047', express: true, weekend: true },
      { free: true, feeCents: 250 * KSH + 2_000 * KSH },
    ],
    [
      'a product without a weight is quoted by the team',
      [{ id: 'cable-no-weight', quantity: 2 }],
      { county: '047' },
      { zone: 1, feeCents: null },
    ],
  ])('%s', async (_case, items, delivery, expected) => {
    const { status, body } = await quote(items, delivery);
    expect(status).toBe(200);
    expect(body.delivery).toMatchObject({ ...expected, collect: 'on-delivery' });
    // Collected on delivery by default: the total charged stays the goods.
    expect(body.shippingCents).toBe(0);
    expect(body.totalCents).toBe(body.subtotalCents);
  });

  it('charges the fee with the goods when the editor sets it to be paid online', async () => {
    const online = { ...snapshot, delivery: { ...snapshot.delivery!, collect: 'online' as const } };
    const { body } = await quote([{ id: 'battery-30kg', quantity: 1 }], { county: '042' }, online);
    expect(body).toMatchObject({
      subtotalCents: 8_000_000,
      shippingCents: 2_500 * KSH,
      totalCents: 8_000_000 + 2_500 * KSH,
      delivery: { collect: 'online', feeCents: 2_500 * KSH },
    });
    // Zone 4 online: nothing to charge yet, the team quotes it.
    const turkana = (await quote([{ id: 'battery-30kg', quantity: 1 }], { county: '023' }, online)).body;
    expect(turkana).toMatchObject({ shippingCents: 0, totalCents: 8_000_000, delivery: { feeCents: null } });
  });

  it("never trusts the browser's own figures: fees, weights and prices it sends are ignored", async () => {
    const { body } = await quote([{ id: 'battery-30kg', quantity: 1, price: 1, weightKg: 0.1 } as never], {
      county: '042',
      feeCents: 0,
      zone: 1,
    });
    expect(body.delivery).toMatchObject({ zone: 2, sizeClass: 'medium', feeCents: 2_500 * KSH, weightKg: 30 });
  });

  it.each([
    ['an unknown county', { county: '048' }, 'delivery.county'],
    ['a place that is not a county', { county: 'Atlantis' }, 'delivery.county'],
    ['a county that is not text', { county: 42 }, 'delivery.county'],
    ['express that is not a yes or no', { county: '047', express: 'yes' }, 'delivery.express'],
  ])('answers %s with a 400 naming the field', async (_case, delivery, field) => {
    const { status, body } = await quote([{ id: 'controller-5kg', quantity: 1 }], delivery);
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain(field);
  });

  it('says delivery null when no county is asked, or when the build published no delivery settings', async () => {
    expect((await quote([{ id: 'controller-5kg', quantity: 1 }], undefined)).body.delivery).toBeNull();
    const { delivery: _none, ...withoutSettings } = snapshot;
    expect((await quote([{ id: 'controller-5kg', quantity: 1 }], { county: '047' }, withoutSettings)).body.delivery).toBeNull();
  });
});

describe.each(ENGINES)('POST /api/checkout/initiate prices and stores delivery on %s', (engine) => {
  let db: Database;
  let pesapal: SandboxForTests;
  beforeAll(async () => {
    db = await freshDatabase(engine);
    pesapal = await startSandboxForTests();
  });
  afterAll(async () => {
    await pesapal.stop();
    await db.close();
  });
  beforeEach(() => pesapal.control.reset());

  const settingsFor = (collect: 'online' | 'on-delivery'): CatalogueSnapshot => ({
    ...snapshot,
    delivery: { ...snapshot.delivery!, collect },
  });
  const appWith = (snap: CatalogueSnapshot) =>
    createApp({
      catalogue: staticCatalogueSource(snap),
      db,
      pesapal: pesapal.client(),
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
    });
  const kisumuOrder = (extra: Partial<OrderRequestInput> = {}) =>
    orderBody({
      customer: { ...orderBody().customer, city: 'Kisumu', county: 'Kisumu' },
      items: [{ id: 'battery-30kg', quantity: 1 }],
      ...extra,
    });

  it.each([
    ['collected on delivery (the default): Pesapal is asked for the goods', 'on-delivery' as const, 0],
    ['charged online: Pesapal is asked for goods and delivery', 'online' as const, 2_500 * KSH],
  ])('%s, the amount the review showed', async (_case, collect, shipping) => {
    const app = appWith(settingsFor(collect));
    const review = (await (
      await post(app, '/api/checkout/quote', { items: [{ id: 'battery-30kg', quantity: 1 }], delivery: { county: '042' } })
    ).json()) as Quote;
    // The browser's own delivery figures ride along and are ignored.
    const res = await post(app, '/api/checkout/initiate', {
      ...kisumuOrder({ totals: { subtotal: 1, shipping: 0, tax: 0, total: 1 } }),
      deliveryFeeCents: 0,
    });
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { orderId: string; orderTrackingId: string };
    expect((await pesapal.control.order(answer.orderTrackingId)).amount).toBe(review.totalCents / 100);
    const order = await db.orders.byId(answer.orderId);
    expect(order).toMatchObject({
      subtotalCents: 8_000_000,
      shippingCents: shipping,
      totalCents: review.totalCents,
      customer: { county: 'Kisumu' },
    });
    expect(order?.delivery).toEqual(review.delivery);
    expect(order?.delivery).toMatchObject({ county: '042', zone: 2, sizeClass: 'medium', feeCents: 2_500 * KSH, collect });
  });

  it('records express and weekend, and cash on delivery owes goods and fee when the fee is charged with the goods', async () => {
    const app = appWith(settingsFor('online'));
    const res = await post(
      app,
      '/api/checkout/initiate',
      kisumuOrder({ paymentMethod: 'Cash', delivery: { express: true, weekend: true } }),
    );
    const answer = (await res.json()) as { orderId: string };
    const order = await db.orders.byId(answer.orderId);
    const fee = 2_500 * KSH + 1_250 * KSH + 2_000 * KSH;
    expect(order?.delivery).toMatchObject({ express: true, weekend: true, feeCents: fee });
    expect(order?.totalCents).toBe(8_000_000 + fee);
    expect(await db.payments.listForOrder(answer.orderId)).toEqual([
      expect.objectContaining({ provider: 'cash', amountCents: 8_000_000 + fee }),
    ]);
  });

  it("accepts a Zone 4 order with delivery 'to be quoted by our team', charging the goods only", async () => {
    const app = appWith(settingsFor('online'));
    const res = await post(
      app,
      '/api/checkout/initiate',
      kisumuOrder({ customer: { ...orderBody().customer, city: 'Lodwar', county: 'Turkana' } }),
    );
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { orderId: string; orderTrackingId: string };
    expect((await pesapal.control.order(answer.orderTrackingId)).amount).toBe(80_000);
    expect((await db.orders.byId(answer.orderId))?.delivery).toMatchObject({ county: '023', zone: 4, feeCents: null, days: null });
  });

  it.each([
    ['another county', { customer: { ...orderBody().customer, county: 'Mombasa' } }],
    ['express added', { delivery: { express: true } }],
  ])('refuses the same key for %s with 409, leaving the first order as it was', async (_case, change) => {
    const app = appWith(snapshot);
    const first = kisumuOrder({ paymentMethod: 'Cash' });
    const placed = (await (await post(app, '/api/checkout/initiate', first)).json()) as { orderId: string };
    const again = await post(app, '/api/checkout/initiate', { ...first, ...change });
    expect(again.status).toBe(409);
    expect(JSON.stringify(await again.json())).toContain('IDEMPOTENCY_KEY_REUSED');
    expect((await db.orders.byId(placed.orderId))?.delivery).toMatchObject({ county: '042', express: false });
  });

  it.each([
    ['a county that is not one of the 47', { customer: { ...orderBody().customer, county: 'Atlantis' } }, 'customer.county'],
    ['express that is not a yes or no', { delivery: { express: 'yes' } }, 'delivery.express'],
  ])('answers %s with a 400 naming the field, and stores nothing', async (_case, extra, field) => {
    const body = kisumuOrder(extra as Partial<OrderRequestInput>);
    const res = await post(appWith(snapshot), '/api/checkout/initiate', body);
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain(field);
    expect(await db.orders.byIdempotencyKey(body.idempotencyKey)).toBeNull();
  });
});
