import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import type { Database } from '../../src/server/db/index.ts';
import type { SandboxControl } from '../../local/pesapal/testing.ts';
import { until } from '../until.ts';

/** A running host of the shop (the Node server or the Cloudflare worker) and what the walk checks it against. */
export interface HostUnderTest {
  /** The shop's origin, e.g. http://127.0.0.1:4611. */
  url: string;
  /** The database the host writes to. */
  db: Database;
  /** The Pesapal sandbox the host pays through. */
  sandbox: SandboxControl;
  /** An admin's access token from the Auth stand-in the host verifies against. */
  adminToken: string;
}

const key = (name: string) => `money_path_${name}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 10)}`;

async function call(host: HostUnderTest, path: string, init: RequestInit = {}) {
  const res = await fetch(`${host.url}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  const text = await res.text();
  expect(res.headers.get('x-content-type-options'), `${path}: the security headers`).toBe('nosniff');
  return { status: res.status, json: JSON.parse(text) as Record<string, unknown>, text };
}

/**
 * The money path, through HTTP only, as a shopper, Pesapal and an admin drive it: policies, quote,
 * cash on delivery (idempotent on retry), M-PESA, the sandbox's approval and its IPN to the host,
 * the order paid exactly once, and the admin's list.
 */
export async function walkTheMoneyPath(host: HostUnderTest): Promise<void> {
  const snapshot = JSON.parse(await readFile('dist/catalogue.json', 'utf8')) as CatalogueSnapshot;
  // The two cheapest in stock: a cash order of them is within the shop's cash-on-delivery limit, so it is taken without a call.
  const inStock = Object.entries(snapshot.products)
    .filter(([, p]) => p.inStock && p.priceCents > 0)
    .sort(([, a], [, b]) => a.priceCents - b.priceCents)
    .slice(0, 2);
  expect(inStock).toHaveLength(2);

  const policies = await call(host, '/api/policies/latest');
  expect(policies.status, policies.text).toBe(200);
  const acceptedPolicyHashes = Object.fromEntries(
    (policies.json.policies as Array<{ type: string; hash: string }>).map((p) => [p.type, p.hash]),
  );

  const items = inStock.map(([id], i) => ({ id, quantity: i + 1 }));
  const quote = await call(host, '/api/checkout/quote', { method: 'POST', body: JSON.stringify({ items }) });
  expect(quote.status, quote.text).toBe(200);
  const expectedTotal = inStock.reduce((sum, [, product], i) => sum + product.priceCents * (i + 1), 0);
  expect(quote.json.totalCents).toBe(expectedTotal);

  const order = (paymentMethod: string, idempotencyKey: string) =>
    JSON.stringify({
      customer: {
        fullName: 'Wanjiku Kamau',
        email: 'wanjiku@shop.test',
        phone: '0712345678',
        address: 'Kamiti Road 12',
        city: 'Nairobi',
        county: 'Nairobi',
        postalCode: '00100',
      },
      paymentMethod,
      items,
      agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
      acceptedPolicyHashes,
      idempotencyKey,
    });

  const cashKey = key('cash');
  const cash = await call(host, '/api/checkout/initiate', { method: 'POST', body: order('Cash', cashKey) });
  expect(cash.status, cash.text).toBe(200);
  expect(cash.json).toMatchObject({ cod: true, orderId: expect.any(String) });
  const retried = await call(host, '/api/checkout/initiate', { method: 'POST', body: order('Cash', cashKey) });
  expect(retried.json).toEqual(cash.json);
  const cashOrderId = cash.json.orderId as string;
  expect(await host.db.orders.byId(cashOrderId)).toMatchObject({ orderStatus: 'cash_on_delivery', totalCents: expectedTotal });
  expect(await host.db.payments.listForOrder(cashOrderId)).toHaveLength(1);

  const mpesa = await call(host, '/api/checkout/initiate', { method: 'POST', body: order('MPESA', key('mpesa')) });
  expect(mpesa.status, mpesa.text).toBe(200);
  const trackingId = mpesa.json.orderTrackingId as string;
  const mpesaOrderId = mpesa.json.orderId as string;
  expect(mpesa.json.redirectUrl).toContain(`OrderTrackingId=${trackingId}`);

  await host.sandbox.outcome(trackingId, 'approve', { method: 'mpesa' });
  // The sandbox calls the host's IPN URL; the host asks Pesapal and marks the order paid.
  const paid = await until(
    'the IPN to mark the order paid',
    async () => {
      const current = await host.db.orders.byId(mpesaOrderId);
      return current?.orderStatus === 'paid' ? current : null;
    },
    20_000,
  );
  // Pesapal got the acknowledgement it expects, from the host itself.
  const acknowledged = await until(
    'the IPN acknowledgement',
    async () => {
      const entries = (await host.sandbox.ipnLog(trackingId)).filter((entry) => entry.acknowledged);
      return entries.length > 0 ? entries : null;
    },
    20_000,
  );
  expect(acknowledged[0]).toMatchObject({ url: `${host.url}/api/pesapal/ipn`, httpStatus: 200 });
  const payment = await host.db.payments.byTrackingId(trackingId);
  expect(payment).toMatchObject({ status: 'COMPLETED', reportedMethod: 'MpesaKE', amountCents: expectedTotal });
  expect((await host.db.payments.statusHistory(payment!.id)).filter((h) => h.status === 'COMPLETED')).toHaveLength(1);

  const status = await call(host, `/api/payments/status?orderTrackingId=${trackingId}`);
  expect(status.json).toMatchObject({ status: 'COMPLETED', orderId: mpesaOrderId });
  expect((await host.db.orders.byId(mpesaOrderId))?.paidAt).toBe(paid.paidAt);

  const admin = await call(host, '/api/orders?pageSize=100', { headers: { authorization: `Bearer ${host.adminToken}` } });
  expect(admin.status, admin.text).toBe(200);
  const listed = (admin.json.orders as Array<{ order_id: string }>).map((o) => o.order_id);
  expect(listed).toEqual(expect.arrayContaining([cashOrderId, mpesaOrderId]));
  expect((await call(host, '/api/orders')).status).toBe(401);
}
