import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import type { Database } from '../../src/server/db/index.ts';
import { sampleOrder } from '../api/db-fixture.ts';
import { until } from '../until.ts';
import type { HostUnderTest } from './money-path.ts';

/**
 * The last units, over HTTP only, as the team and twelve shoppers drive it (issue 44): an admin
 * sets a product's count to 3; twelve cash-on-delivery checkouts at once give exactly three orders
 * and nine OUT_OF_STOCK answers; GET /api/stock says it is sold out; a cancellation gives its unit
 * back, and the next order goes through.
 */
export async function walkTheLastUnits(host: HostUnderTest, language: 'en' | 'sw' = 'en'): Promise<void> {
  const snapshot = JSON.parse(await readFile('dist/catalogue.json', 'utf8')) as CatalogueSnapshot;
  // The cheapest product on sale: a cash order of it is taken without a call.
  const [productId, product] = Object.entries(snapshot.products)
    .filter(([, p]) => p.inStock && p.priceCents > 0)
    .sort(([, a], [, b]) => a.priceCents - b.priceCents)[0]!;
  const send = async (path: string, init: RequestInit & { admin?: boolean } = {}) => {
    const res = await fetch(`${host.url}${path}`, {
      ...init,
      headers: {
        'content-type': 'application/json',
        'accept-language': language,
        ...(init.admin ? { authorization: `Bearer ${host.adminToken}` } : {}),
      },
    });
    return { status: res.status, json: (await res.json()) as Record<string, unknown> };
  };

  const set = await send(`/api/admin/stock/${productId}`, {
    method: 'PUT',
    admin: true,
    body: JSON.stringify({ quantity: 3, note: 'Last units' }),
  });
  expect(set.status, JSON.stringify(set.json)).toBe(200);
  expect(set.json.stock).toMatchObject({ productId, onHand: 3, available: 3 - (set.json.stock as { reserved: number }).reserved });
  // Units an earlier walk holds are not for sale: the count is made three available.
  const held = (set.json.stock as { reserved: number }).reserved;
  if (held > 0) await send(`/api/admin/stock/${productId}`, { method: 'PUT', admin: true, body: JSON.stringify({ quantity: 3 + held }) });

  const policies = await send('/api/policies/latest');
  const acceptedPolicyHashes = Object.fromEntries(
    (policies.json.policies as Array<{ type: string; hash: string }>).map((p) => [p.type, p.hash]),
  );
  const order = (n: number) =>
    JSON.stringify({
      customer: {
        fullName: `Shopper ${n}`,
        email: `shopper${n}@shop.test`,
        phone: '0712345678',
        address: 'Kamiti Road 12',
        city: 'Nairobi',
        county: 'Nairobi',
        postalCode: '00100',
      },
      paymentMethod: 'Cash',
      items: [{ id: productId, quantity: 1 }],
      agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
      acceptedPolicyHashes,
      idempotencyKey: `last_units_${Date.now().toString(36)}_${n}_${Math.random().toString(36).slice(2, 8)}`,
    });

  const answers = await Promise.all(
    Array.from({ length: 12 }, (_, n) => send('/api/checkout/initiate', { method: 'POST', body: order(n) })),
  );
  const placed = answers.filter((a) => a.status === 200);
  const refused = answers.filter((a) => a.status === 409);
  expect(placed.length, JSON.stringify(answers.filter((a) => a.status !== 200 && a.status !== 409))).toBe(3);
  expect(refused).toHaveLength(9);
  for (const answer of refused)
    expect(answer.json.error).toMatchObject({
      code: 'OUT_OF_STOCK',
      field: 'items.0',
      productId,
      available: 0,
      message: expect.stringContaining(product.name),
    });
  const orderIds = placed.map((a) => a.json.orderId as string);
  const items = await host.db.sql.query<{ n: number }>(
    `select count(*)::int as n from public.order_items where product_id = $1 and order_id = any ($2::uuid[])`,
    [productId, orderIds],
  );
  expect(items[0]!.n).toBe(3);

  const live = await send(`/api/stock?ids=${productId}`);
  expect(live.json).toEqual({ stock: [{ id: productId, state: 'out_of_stock', left: null }] });

  const cancelled = await send(`/api/orders/${orderIds[0]}/cancel`, {
    method: 'POST',
    admin: true,
    body: JSON.stringify({ reason: 'The customer called to cancel' }),
  });
  expect(cancelled.status, JSON.stringify(cancelled.json)).toBe(200);
  const back = await send(`/api/stock?ids=${productId}&after=cancel`);
  expect(back.json).toEqual({ stock: [{ id: productId, state: 'low', left: 1 }] });
  const next = await send('/api/checkout/initiate', { method: 'POST', body: order(99) });
  expect(next.status, JSON.stringify(next.json)).toBe(200);
  expect((await host.db.stock.figuresOf(productId)).available).toBe(0);
  // Stock again for the walks that buy the same cheapest product after this one.
  const restocked = await send(`/api/admin/stock/${productId}/receive`, {
    method: 'POST',
    admin: true,
    body: JSON.stringify({ quantity: 1000 }),
  });
  expect(restocked.status, JSON.stringify(restocked.json)).toBe(200);
}

/**
 * An online order's hold that ended an hour ago, written straight into the host's database (as a
 * checkout an hour back would have left it): the host's sweep is what must release it.
 */
export async function expiredHold(db: Database): Promise<{ orderId: string; productId: string }> {
  const productId = `sweep-test-${Date.now().toString(36)}`;
  const { order } = await db.orders.create(sampleOrder(null, { orderStatus: 'awaiting_payment' }));
  await db.stock.setCount(productId, 5, { actorId: null, note: 'Sweep test' });
  const short = await db.stock.reserve(order.id, [{ productId, quantity: 2 }], 'Nairobi', new Date(Date.now() - 3_600_000));
  expect(short).toBeNull();
  expect(await db.stock.figuresOf(productId)).toMatchObject({ reserved: 2, available: 3 });
  return { orderId: order.id, productId };
}

/** Waits for the hold of `expiredHold` to be released, and checks it was released once. */
export async function released(db: Database, hold: { orderId: string; productId: string }, run?: () => Promise<void>): Promise<void> {
  await until('the sweep to release the hold', async () => {
    await run?.();
    return (await db.stock.reservationsOf(hold.orderId))[0]?.status === 'released' || null;
  });
  expect(await db.stock.figuresOf(hold.productId)).toMatchObject({ reserved: 0, available: 5 });
  const moves = await db.sql.query(`select 1 from public.stock_movements where order_id = $1 and kind = 'released'`, [hold.orderId]);
  expect(moves).toHaveLength(1);
}
