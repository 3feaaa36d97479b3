import type { CatalogueSnapshot } from '../src/lib/catalogue/snapshot.ts';
import type { AuthStore, AuthUser } from '../src/server/db/auth-store.ts';
import type { Database, NewOrder } from '../src/server/db/index.ts';
import { createEmailUser } from './auth/accounts.ts';

/** Demo accounts `npm start` creates (confirmed), printed at start and listed in the README. */
export const DEMO_ADMIN = { email: 'admin@solarshop.test', password: 'admin-demo-2026' } as const;
export const DEMO_CUSTOMER = { email: 'customer@solarshop.test', password: 'customer-demo-2026' } as const;

async function ensureUser(store: AuthStore, account: { email: string; password: string }, fullName: string): Promise<AuthUser> {
  const existing = await store.userByEmail(account.email);
  if (existing) {
    if (!existing.emailConfirmedAt) await store.confirmEmail(existing.id);
    return existing;
  }
  const { user } = await createEmailUser(store, { ...account, data: { full_name: fullName }, confirmed: true });
  return user;
}

interface DemoOrder {
  key: string;
  picks: Array<[index: number, quantity: number]>;
  paymentMethod: NewOrder['paymentMethod'];
  outcome: { status: 'COMPLETED' | 'PENDING' | 'FAILED'; method: string | null; code: string | null } | null;
  delivery: 'pending' | 'shipped' | 'delivered';
}

const DEMO_ORDERS: DemoOrder[] = [
  { key: 'demo-customer-order-1', picks: [[0, 1], [3, 2]], paymentMethod: 'MPESA', outcome: { status: 'COMPLETED', method: 'M-Pesa', code: 'SBM2VWCQ5G' }, delivery: 'delivered' },
  { key: 'demo-customer-order-2', picks: [[5, 1]], paymentMethod: 'Card', outcome: { status: 'COMPLETED', method: 'Visa', code: '6513008693186320103009' }, delivery: 'shipped' },
  { key: 'demo-customer-order-3', picks: [[8, 4]], paymentMethod: 'MPESA', outcome: { status: 'FAILED', method: 'M-Pesa', code: null }, delivery: 'pending' },
  { key: 'demo-customer-order-4', picks: [[2, 1]], paymentMethod: 'Cash', outcome: null, delivery: 'pending' },
  { key: 'demo-customer-order-5', picks: [[11, 1]], paymentMethod: 'MPESA', outcome: { status: 'PENDING', method: null, code: null }, delivery: 'pending' },
];

/** Past orders for the demo customer, priced from the build's catalogue snapshot. */
async function seedOrders(db: Database, customer: AuthUser, admin: AuthUser, snapshot: CatalogueSnapshot): Promise<void> {
  const products = Object.entries(snapshot.products).filter(([, p]) => p.inStock).sort(([a], [b]) => a.localeCompare(b));
  if (products.length === 0) return;
  for (const demo of DEMO_ORDERS) {
    if (await db.orders.byIdempotencyKey(demo.key)) continue;
    await db.transaction(async (tx) => {
      const items = demo.picks.map(([index, quantity]) => {
        const [id, product] = products[index % products.length] as (typeof products)[number];
        return { productId: id, productName: product.name, unitPriceCents: product.price, quantity };
      });
      const unique = items.filter((item, i) => items.findIndex((other) => other.productId === item.productId) === i);
      const { order } = await tx.orders.create({
        idempotencyKey: demo.key,
        userId: customer.id,
        paymentMethod: demo.paymentMethod,
        status: demo.paymentMethod === 'Cash' ? 'cash_on_delivery' : 'awaiting_payment',
        customer: {
          name: 'Demo Customer', email: customer.email, phone: '+254712345678', address: 'Thika Road, Ruaraka',
          apartment: null, city: 'Nairobi', county: 'Nairobi', postalCode: '00618',
        },
        items: unique,
        acceptedPolicies: snapshot.policies.map((p) => ({ type: p.type, version: p.version, hash: p.hash })),
      });
      if (demo.outcome) {
        const payment = await tx.payments.create({
          orderId: order.id, amountCents: order.totalCents, orderTrackingId: `demo-${demo.key}`, paymentMethod: demo.outcome.method,
        });
        await tx.payments.recordStatus(payment.id, {
          status: demo.outcome.status, paymentMethod: demo.outcome.method, confirmationCode: demo.outcome.code,
          source: 'poll', raw: { demo: true, status: demo.outcome.status },
        });
        if (demo.outcome.status === 'COMPLETED') await tx.orders.setStatus(order.id, 'paid');
        if (demo.outcome.status === 'FAILED') await tx.orders.setStatus(order.id, 'payment_failed');
      }
      if (demo.delivery === 'shipped' || demo.delivery === 'delivered') await tx.orders.setDeliveryStatus(order.id, 'shipped', admin.id);
      if (demo.delivery === 'delivered') await tx.orders.setDeliveryStatus(order.id, 'delivered', admin.id);
    });
  }
}

/** Creates the demo admin and customer and the customer's past orders; safe to run on every start. */
export async function seedDemoData(db: Database, store: AuthStore, snapshot: CatalogueSnapshot | null): Promise<void> {
  const admin = await ensureUser(store, DEMO_ADMIN, 'Demo Admin');
  await db.profiles.setRole(admin.id, 'admin');
  const customer = await ensureUser(store, DEMO_CUSTOMER, 'Demo Customer');
  if (snapshot) await seedOrders(db, customer, admin, snapshot);
}
