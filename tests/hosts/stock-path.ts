import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
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
}
