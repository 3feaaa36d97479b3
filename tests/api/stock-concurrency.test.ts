import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { newKey, orderBody, post, SNAPSHOT } from './checkout-fixture.ts';
import { ENGINES, freshDatabase } from './db-fixture.ts';

/**
 * Counts stay exact under concurrent checkouts (issue 44, "Speed and scale"): 50 cash checkouts at
 * once over 20 products, each asking for two products, most of them more than is left. On
 * PostgreSQL they run side by side on the pool; on PGlite one at a time. Afterwards every
 * product's hold equals what its placed orders bought, nothing is oversold, and every refusal is a
 * clean 409 OUT_OF_STOCK.
 */

const PRODUCTS = Array.from({ length: 20 }, (_, i) => `product-${String(i).padStart(2, '0')}`);
const SCALE_SNAPSHOT: CatalogueSnapshot = {
  ...SNAPSHOT,
  products: Object.fromEntries(
    PRODUCTS.map((id, i) => [
      id,
      {
        name: `Product ${i}`,
        brand: 'Test',
        category: 'accessories',
        priceCents: 100_000 + i * 1_000,
        inStock: true,
        onSale: true,
        taxType: 'B' as const,
        stock: { state: 'in_stock' as const, left: null },
      },
    ]),
  ),
};

/** A fixed sequence of picks, the same on every run. */
function* picks(seed: number): Generator<number> {
  let x = seed;
  for (;;) {
    x = (x * 1_103_515_245 + 12_345) % 2_147_483_648;
    yield x;
  }
}

describe.each(ENGINES)('50 concurrent checkouts over 20 products on %s', (engine) => {
  let db: Database;
  let app: Hono;

  beforeAll(async () => {
    db = await freshDatabase(engine);
    app = createApp({ catalogue: staticCatalogueSource(SCALE_SNAPSHOT), db, siteUrl: 'http://shop.test', rateLimits: NO_RATE_LIMITS });
    await db.stock.setCounts(
      PRODUCTS.map((productId, i) => ({ productId, quantity: 2 + (i % 4) })),
      { actorId: null, note: 'Test stock' },
    );
  });
  afterAll(() => db?.close());

  it('keeps every count exact: holds equal what was ordered, nothing oversold, every refusal a 409', async () => {
    const random = picks(44);
    const next = (n: number) => random.next().value % n;
    const bodies = Array.from({ length: 50 }, () => {
      const first = next(PRODUCTS.length);
      const second = (first + 1 + next(PRODUCTS.length - 1)) % PRODUCTS.length;
      return orderBody({
        paymentMethod: 'Cash',
        items: [first, second].map((i) => ({ id: PRODUCTS[i]!, name: `Product ${i}`, price: 1_000, quantity: 1 + next(2) })),
        idempotencyKey: newKey(),
      });
    });
    const answers = await Promise.all(bodies.map((body) => post(app, '/api/checkout/initiate', body)));
    const statuses = answers.map((res) => res.status);
    expect(
      statuses.every((s) => s === 200 || s === 409),
      statuses.join(','),
    ).toBe(true);
    const placed = statuses.filter((s) => s === 200).length;
    expect(placed).toBeGreaterThan(5);
    expect(placed).toBeLessThan(50);
    for (const res of answers.filter((r) => r.status === 409))
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('OUT_OF_STOCK');

    const ordered = await db.sql.query<{ product_id: string; n: number }>(
      `select product_id, sum(quantity)::int as n from public.order_items group by product_id`,
    );
    const orderedOf = new Map(ordered.map((row) => [row.product_id, row.n]));
    for (const figures of await db.stock.figures(PRODUCTS)) {
      expect(figures.reserved, figures.productId).toBe(orderedOf.get(figures.productId) ?? 0);
      expect(figures.available, figures.productId).toBeGreaterThanOrEqual(0);
    }
    const [orders] = await db.sql.query<{ n: number }>(`select count(*)::int as n from public.orders`);
    expect(orders!.n).toBe(placed);
    const [movements] = await db.sql.query<{ n: number }>(`select count(*)::int as n from public.stock_movements where kind = 'reserved'`);
    expect(movements!.n).toBe(placed * 2);
  }, 60_000);
});
