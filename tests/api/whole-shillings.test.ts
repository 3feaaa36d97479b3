import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { datasetFetcher, readNdjsonDir } from '../../src/cms/fetcher.ts';
import { fetchCatalogue, fetchDelivery, fetchPolicies } from '../../src/cms/index.ts';
import { toSnapshot, type CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { newKey, orderBody, post } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

/**
 * Whole shillings from the seed catalogue to Pesapal: the accessories whose 5 % site discount
 * lands on half a shilling (KSh 250 less 5 % is KSh 237.50) are priced KSh 238, and checkout,
 * the order and the amount M-PESA is asked for are whole shillings (the demo orders npm start
 * makes are placed the same way, from the same snapshot).
 */

const seed = await readNdjsonDir('studio/seed');
const fetcher = datasetFetcher(seed);
const [catalogue, policies, delivery] = await Promise.all([fetchCatalogue(fetcher), fetchPolicies(fetcher), fetchDelivery(fetcher)]);
const SNAPSHOT: CatalogueSnapshot = toSnapshot(
  catalogue,
  policies.map(({ id, type, version, hash, updatedAt }) => ({ id, type, version, hash, updatedAt })),
  delivery,
  new Date('2026-11-29T00:00:00Z'),
  null,
);
/** The products whose list price less 5 % has 50 cents: KSh 997.50 before prices were whole. */
const HALVES = catalogue.products.filter((p) => p.onSale && (p.listPriceCents * 95) % 10_000 === 5_000);
const whole = (cents: number) => cents % 100 === 0;

describe.each(ENGINES)('whole shillings on %s', (engine) => {
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

  const app = () =>
    createApp({
      catalogue: staticCatalogueSource(SNAPSHOT),
      db,
      pesapal: pesapal.client(),
      siteUrl: 'http://shop.test',
      rateLimits: NO_RATE_LIMITS,
    });

  it('has the accessories that used to cost half a shilling, each now a whole price', () => {
    expect(HALVES.length).toBeGreaterThanOrEqual(10);
    for (const product of catalogue.products) expect(whole(product.priceCents), product.id).toBe(true);
    expect(SNAPSHOT.products['pv-cable-6mm-red']?.priceCents).toBe(23_800);
  });

  it('asks M-PESA for the whole-shilling total of an order of every one of them, with express delivery', async () => {
    const items = HALVES.map((p, i) => ({ id: p.id, quantity: (i % 3) + 1 }));
    const body = orderBody({
      items,
      acceptedPolicyHashes: Object.fromEntries(SNAPSHOT.policies.map((p) => [p.type, p.hash])),
      delivery: { express: true, weekend: false },
      idempotencyKey: newKey(),
    });
    const quote = await post(app(), '/api/checkout/quote', { items, delivery: { county: 'Kisumu', express: true, weekend: false } });
    expect(quote.status).toBe(200);
    const quoted = (await quote.json()) as { totalCents: number; delivery: { express: boolean; feeCents: number } };
    expect(quoted.delivery).toMatchObject({ express: true, feeCents: expect.any(Number) });
    expect([quoted.totalCents, quoted.delivery.feeCents].every(whole)).toBe(true);

    const res = await post(app(), '/api/checkout/initiate', body);
    expect(res.status).toBe(200);
    const answer = (await res.json()) as { orderId: string; orderTrackingId: string };
    const order = (await db.orders.byId(answer.orderId))!;
    const expected = items.reduce((sum, item) => sum + SNAPSHOT.products[item.id]!.priceCents * item.quantity, 0);
    expect(order.subtotalCents).toBe(expected);
    for (const line of order.items) expect(whole(line.unitPriceCents), line.productId).toBe(true);
    expect([order.subtotalCents, order.shippingCents, order.totalCents].every(whole)).toBe(true);

    const atPesapal = await pesapal.control.order(answer.orderTrackingId);
    expect(atPesapal).toMatchObject({ amount: order.totalCents / 100, currency: 'KES' });
    expect(Number.isInteger(atPesapal.amount)).toBe(true);
  });
});
