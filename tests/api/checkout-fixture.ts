import { randomBytes } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startSandboxForTests, type SandboxForTests } from '../../local/pesapal/testing.ts';
import { freshDatabase, type Engine } from './db-fixture.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import type { PesapalClient } from '../../src/server/pesapal/index.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import type { OrderRequestInput } from '../../src/lib/checkout/order-schema.ts';
import type { AppDeps } from '../../src/server/deps.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';

/** Shared pieces of the checkout and payment API tests: a small catalogue, a valid order, the app. */

/** A product on sale that the build saw in stock, and one the shop does not sell: the snapshot's stock fields, and the default tax type. */
export const ON_SALE = { onSale: true, taxType: 'B', inStock: true, stock: { state: 'in_stock', left: null } } as const;
export const NOT_ON_SALE = { onSale: false, taxType: 'B', inStock: false, stock: { state: 'out_of_stock', left: null } } as const;

export const SNAPSHOT: CatalogueSnapshot = {
  generatedAt: '2026-11-21T00:00:00.000Z',
  currency: 'KES',
  products: {
    'panel-450w': { name: 'Mono panel 450 W', brand: 'Jinko', category: 'solar-panels', priceCents: 1_852_500, ...ON_SALE },
    'battery-100ah': { name: 'Lithium battery 100 Ah', brand: 'Felicity', category: 'batteries', priceCents: 4_750_000, ...ON_SALE },
    // No longer sold (its "On sale" unticked in the CMS): checkout refuses it whatever the count.
    'inverter-sold-out': { name: 'Hybrid inverter 5 kW', brand: 'Growatt', category: 'inverters', priceCents: 9_500_000, ...NOT_ON_SALE },
  },
  policies: [
    { id: 'policy-terms', type: 'terms-and-conditions', version: '2026-11', hash: 'sha256:terms-current', updatedAt: '2026-11-01' },
    { id: 'policy-privacy', type: 'privacy-policy', version: '2026-11', hash: 'sha256:privacy-current', updatedAt: '2026-11-01' },
  ],
};

export const newKey = () => `test_${randomBytes(12).toString('hex')}`;

export function orderBody(overrides: Partial<OrderRequestInput> = {}): OrderRequestInput {
  return {
    customer: {
      fullName: 'Wanjiku Kamau',
      email: 'wanjiku@shop.test',
      phone: '0712 345 678',
      address: 'Kamiti Road, House 12',
      apartment: 'Block B',
      city: 'Nairobi',
      county: 'Nairobi',
      postalCode: '00100',
    },
    paymentMethod: 'MPESA',
    items: [
      { id: 'panel-450w', name: 'Mono panel 450 W', price: 18_525, quantity: 2 },
      { id: 'battery-100ah', name: 'Lithium battery 100 Ah', price: 47_500, quantity: 1 },
    ],
    totals: { subtotal: 84_550, shipping: 0, tax: 0, total: 84_550 },
    agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
    acceptedPolicyHashes: { 'terms-and-conditions': 'sha256:terms-current', 'privacy-policy': 'sha256:privacy-current' },
    idempotencyKey: newKey(),
    ...overrides,
  };
}

/** 2 × 18,525.00 + 1 × 47,500.00, in cents. */
export const ORDER_TOTAL_CENTS = 2 * 1_852_500 + 4_750_000;

export function checkoutApp(db: Database, pesapal: PesapalClient | undefined, extra: Partial<AppDeps> = {}): Hono {
  return createApp({
    catalogue: staticCatalogueSource(SNAPSHOT),
    db,
    ...(pesapal ? { pesapal } : {}),
    siteUrl: 'http://shop.test',
    rateLimits: NO_RATE_LIMITS,
    ...extra,
  });
}

export function post(app: Hono, path: string, body: unknown, headers: Record<string, string> = {}) {
  return app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) });
}

export async function countOrders(db: Database, idempotencyKey: string): Promise<number> {
  const [row] = await db.sql.query<{ n: number }>(`select count(*)::int as n from public.orders where idempotency_key = $1`, [
    idempotencyKey,
  ]);
  return row?.n ?? 0;
}

export interface CheckoutHarness {
  db: Database;
  pesapal: SandboxForTests;
  /** A new app over both before each test (a reset sandbox forgets the IPN URL the door registered). */
  app: Hono;
}

/** For a describe block: a fresh database and Pesapal sandbox; before each test, the sandbox reset and a new app. */
export function checkoutHarness(engine: Engine): CheckoutHarness {
  const harness = {} as CheckoutHarness;
  beforeAll(async () => {
    harness.db = await freshDatabase(engine);
    harness.pesapal = await startSandboxForTests();
  });
  afterAll(async () => {
    await harness.pesapal.stop();
    await harness.db.close();
  });
  beforeEach(async () => {
    await harness.pesapal.control.reset();
    harness.app = checkoutApp(harness.db, harness.pesapal.client());
  });
  return harness;
}
