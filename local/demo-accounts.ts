import type { CatalogueSnapshot } from '../src/lib/catalogue/snapshot.ts';
import { orderRequestSchema, type OrderRequest } from '../src/lib/checkout/order-schema.ts';
import type { PaymentMethod } from '../src/lib/order-types.ts';
import { payableOnline } from '../src/lib/orders/figures.ts';
import { staticCatalogueSource } from '../src/server/catalogue-source.ts';
import { placeOrder } from '../src/server/checkout/initiate.ts';
import { recordReport } from '../src/server/checkout/payment-update.ts';
import { submitPayment } from '../src/server/checkout/submit-payment.ts';
import { readSeedStock } from '../src/server/stock/at-build.ts';
import type { AuthStore } from './auth/store.ts';
import type { AuthUser } from './auth/user-store.ts';
import type { Database, Order } from '../src/server/db/index.ts';
import type { PesapalClient } from '../src/server/pesapal/index.ts';
import type { SandboxControl } from './pesapal/testing.ts';
import { createEmailUser } from './auth/accounts.ts';
import { normalizeSecret, totpUri } from './auth/totp.ts';

/** Demo accounts `npm start` creates (confirmed), printed at start and listed in the README. */
export const DEMO_ADMIN = { email: 'admin@solarshop.test', password: 'admin-demo-2026' } as const;
export const DEMO_CUSTOMER = { email: 'customer@solarshop.test', password: 'customer-demo-2026' } as const;
/** A second admin who starts every run without an authenticator, so the admin pages' enrollment can be tried (issue 33). */
export const DEMO_NEW_ADMIN = { email: 'new-admin@solarshop.test', password: 'new-admin-demo-2026' } as const;
/**
 * Two more admins with their own authenticators, so two people (or the browser tests' two workers,
 * one each) can work the desk at once: stepping one admin up ends that admin's other sessions below
 * aal2, and Logout ends all of them, so two desks sharing one admin would sign each other out.
 */
export const DEMO_DESK_ADMINS = [
  { email: 'desk-1@solarshop.test', password: 'desk-1-demo-2026', totpSecret: 'SOLARSHOPDESKADMINONETOTPSECRET2' },
  { email: 'desk-2@solarshop.test', password: 'desk-2-demo-2026', totpSecret: 'SOLARSHOPDESKADMINTWOTOTPSECRET2' },
] as const;

/**
 * The demo admin's authenticator (a verified TOTP factor), the same on every start: its secret comes
 * from DEMO_ADMIN_TOTP_SECRET, else this default, and `npm start` prints it with its otpauth:// URI.
 * Signing in still gives aal1 tokens; the factor only matters where aal2 is asked for.
 */
export const DEMO_ADMIN_TOTP = {
  friendlyName: 'Demo authenticator',
  issuer: 'Solar Shop demo',
  defaultSecret: 'SOLARSHOPDEMOADMINTOTPSECRET2345',
} as const;

/** The demo admin's TOTP secret from DEMO_ADMIN_TOTP_SECRET (base32, at least 16 characters), or the default. */
export function demoAdminTotpSecret(env: Record<string, string | undefined>): string {
  const value = env.DEMO_ADMIN_TOTP_SECRET?.trim() || DEMO_ADMIN_TOTP.defaultSecret;
  const secret = normalizeSecret(value);
  if (!secret) throw new Error('DEMO_ADMIN_TOTP_SECRET must be base32 (letters A-Z and digits 2-7), at least 16 characters long.');
  return secret;
}

/** The otpauth:// URI of a demo admin's authenticator (the demo admin's unless `email` is given), for an authenticator app. */
export function demoAdminTotpUri(secret: string, email: string = DEMO_ADMIN.email): string {
  return totpUri(secret, DEMO_ADMIN_TOTP.issuer, email);
}

/** Gives `admin` the verified demo factor with `secret`, or sets that secret on it when it changed. */
async function ensureDemoFactor(store: AuthStore, admin: AuthUser, secret: string): Promise<void> {
  const existing = admin.factors.find((factor) => factor.friendlyName === DEMO_ADMIN_TOTP.friendlyName);
  const stored = existing ? await store.ownedFactor(admin.id, existing.id) : null;
  if (stored && stored.status === 'verified') {
    if (stored.secret !== secret) await store.setFactorSecret(stored.id, secret);
    return;
  }
  if (stored) await store.deleteFactor(stored.id, stored.factorType);
  await store.createFactor({
    userId: admin.id,
    friendlyName: DEMO_ADMIN_TOTP.friendlyName,
    factorType: 'totp',
    secret,
    status: 'verified',
  });
}

async function ensureUser(store: AuthStore, account: { email: string; password: string }, fullName: string): Promise<AuthUser> {
  const existing = await store.userByEmail(account.email);
  if (existing) {
    if (!existing.emailConfirmedAt) await store.confirmEmail(existing.id);
    return existing;
  }
  const { user } = await createEmailUser(store, {
    email: account.email,
    password: account.password,
    data: { full_name: fullName },
    confirmed: true,
  });
  return user;
}

/** How the shopper's payment went on Pesapal's page: paid (by M-PESA from this phone, or this card), failed (the M-PESA prompt cancelled), or not yet. */
type DemoOutcome =
  | { status: 'COMPLETED'; method: 'mpesa' | 'card'; payer: string }
  | { status: 'FAILED'; reason: string; detail: string }
  | { status: 'PENDING' };

interface DemoOrder {
  key: string;
  picks: Array<[index: number, quantity: number]>;
  paymentMethod: PaymentMethod;
  /** An online payment's outcome, played on the local Pesapal sandbox; null for cash. */
  outcome: DemoOutcome | null;
  delivery: 'pending' | 'shipped' | 'delivered';
}

/**
 * The Pesapal the demo orders are paid through: the door (checkout's), the local sandbox's control
 * API (to play the shopper on its page) and the shop's address (Pesapal's callback).
 */
export interface DemoPayments {
  pesapal: PesapalClient;
  sandbox: Pick<SandboxControl, 'outcome'>;
  siteOrigin: string;
}

const DEMO_ORDERS: DemoOrder[] = [
  {
    key: 'demo-customer-order-1',
    picks: [
      [0, 1],
      [3, 2],
    ],
    paymentMethod: 'MPESA',
    outcome: { status: 'COMPLETED', method: 'mpesa', payer: '0712345678' },
    delivery: 'delivered',
  },
  {
    key: 'demo-customer-order-2',
    picks: [[5, 1]],
    paymentMethod: 'Card',
    outcome: { status: 'COMPLETED', method: 'card', payer: '4111111111111111' },
    delivery: 'shipped',
  },
  {
    key: 'demo-customer-order-3',
    picks: [[8, 4]],
    paymentMethod: 'MPESA',
    outcome: { status: 'FAILED', reason: 'request_terminated_by_user', detail: 'Request cancelled by user' },
    delivery: 'pending',
  },
  // A battery (KSh 25,650 in the seed): cash on delivery below the demo's limit of KSh 50,000, so no call is waited for.
  { key: 'demo-customer-order-4', picks: [[22, 1]], paymentMethod: 'Cash', outcome: null, delivery: 'pending' },
  {
    key: 'demo-customer-order-5',
    picks: [[11, 1]],
    paymentMethod: 'MPESA',
    outcome: { status: 'PENDING' },
    delivery: 'pending',
  },
];

/** The checkout request the demo customer would have sent for `demo`, checked by the checkout's own schema. */
function demoRequest(demo: DemoOrder, email: string, productIds: string[], snapshot: CatalogueSnapshot): OrderRequest {
  return orderRequestSchema.parse({
    customer: {
      fullName: 'Demo Customer',
      email,
      phone: '0712345678',
      address: 'Thika Road, Ruaraka',
      city: 'Nairobi',
      county: 'Nairobi',
      postalCode: '00618',
    },
    paymentMethod: demo.paymentMethod,
    items: demo.picks.map(([index, quantity]) => ({ id: productIds[index % productIds.length], quantity })),
    agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
    acceptedPolicyHashes: Object.fromEntries(snapshot.policies.map((policy) => [policy.type, policy.hash])),
    idempotencyKey: demo.key,
  });
}

/**
 * Pays a demo order through Pesapal as a shopper would: checkout's submit (submit-payment.ts) opens
 * its page, the sandbox plays the shopper's outcome on it, and Pesapal's status, asked through the
 * door, is recorded as the IPN handler records it. An order whose page Pesapal still knows is left
 * as it is (submit-payment reuses it); one it does not know (a sandbox that lost its memory, a
 * database from before) gets a new attempt, as Pay now would give it, and its outcome again.
 * Returns whether it was paid now.
 */
async function payDemoOrder(db: Database, payments: DemoPayments, order: Order, outcome: DemoOutcome): Promise<boolean> {
  const before = (await db.paymentAttempts.forOrder(order.id))[0]?.orderTrackingId;
  const { orderTrackingId } = await submitPayment({ db, pesapal: payments.pesapal }, order, payments.siteOrigin);
  if (orderTrackingId === before || outcome.status === 'PENDING') return false;
  if (outcome.status === 'COMPLETED')
    await payments.sandbox.outcome(orderTrackingId, 'approve', { method: outcome.method, payer: outcome.payer });
  else await payments.sandbox.outcome(orderTrackingId, 'decline', { method: 'mpesa', reason: outcome.reason, detail: outcome.detail });
  const status = await payments.pesapal.getStatus(orderTrackingId);
  if (!status.ok) throw new Error(`Pesapal's status could not be read: ${status.error.message}`);
  const payment = await db.payments.byTrackingId(orderTrackingId);
  const recorded = await db.transaction((tx) => recordReport(tx, payment!.id, { ...status.data, raw: status.data }, 'ipn'));
  return recorded?.markedPaid ?? false;
}

/**
 * Past orders for the demo customer, placed through the same code as real ones: checkout's
 * placeOrder (prices, policies, the cash payment record), and for an online order a payment on
 * the Pesapal sandbox (payDemoOrder), so that every demo attempt is one Pesapal knows. Without the
 * local sandbox (PESAPAL_ENV other than local), only the cash order is placed.
 */
async function seedOrders(
  db: Database,
  customer: AuthUser,
  admin: AuthUser,
  snapshot: CatalogueSnapshot,
  payments: DemoPayments | null,
): Promise<void> {
  const productIds = Object.entries(snapshot.products)
    .filter(([, p]) => p.inStock)
    .map(([id]) => id)
    .sort();
  if (productIds.length === 0) return;
  const catalogue = staticCatalogueSource(snapshot);
  for (const demo of DEMO_ORDERS) {
    if (demo.outcome && !payments) continue;
    const order =
      (await db.orders.byIdempotencyKey(demo.key)) ??
      (await placeOrder({ catalogue, db }, demoRequest(demo, customer.email, productIds, snapshot), customer.id)).order;
    // Paid (by the demo, or by someone trying it), cancelled or cash: nothing to pay.
    if (!demo.outcome || !payments || !payableOnline(order)) continue;
    try {
      if (!(await payDemoOrder(db, payments, order, demo.outcome))) continue;
    } catch (error) {
      console.warn(`Demo order ${demo.key} could not be paid on the Pesapal sandbox (${String(error)}); its Pay now opens it.`);
      continue;
    }
    if (demo.delivery === 'shipped' || demo.delivery === 'delivered') await db.orders.setDeliveryStatus(order.id, 'shipped', admin.id);
    if (demo.delivery === 'delivered') await db.orders.setDeliveryStatus(order.id, 'delivered', admin.id);
  }
}

/**
 * The demo's stock counts (studio/seed/stock.json) for the products the built catalogue sells,
 * set as a stocktake sets them: each product not counted yet gets its count, all at once; a count
 * already kept (changed by the team, or taken by orders since an earlier start) stays as it is.
 */
async function seedStock(db: Database, snapshot: CatalogueSnapshot, counts: Record<string, number>): Promise<void> {
  const sold = Object.keys(counts).filter((id) => Object.hasOwn(snapshot.products, id));
  if (sold.length === 0) return;
  const counted = new Set((await db.stock.figures(sold)).map((figures) => figures.productId));
  const entries = sold.filter((id) => !counted.has(id)).map((id) => ({ productId: id, quantity: counts[id]! }));
  if (entries.length > 0) await db.transaction((tx) => tx.stock.setCounts(entries, { actorId: null, note: 'Demo stock' }));
}

/**
 * Creates the demo admin (with its authenticator, see DEMO_ADMIN_TOTP), the desk admins (each with
 * its own, DEMO_DESK_ADMINS), the new admin (without one: its factors are removed on every start)
 * and the customer, the demo's stock counts
 * (`stockCounts`: studio/seed/stock.json by default) and then the customer's past orders, which
 * take their units from those counts; safe to run on every start.
 */
export async function seedDemoData(
  db: Database,
  store: AuthStore,
  snapshot: CatalogueSnapshot | null,
  payments: DemoPayments | null,
  adminTotpSecret: string = DEMO_ADMIN_TOTP.defaultSecret,
  stockCounts: () => Promise<Record<string, number>> = () => readSeedStock(),
): Promise<void> {
  const admin = await ensureUser(store, DEMO_ADMIN, 'Demo Admin');
  await db.profiles.setRole(admin.id, 'admin');
  await ensureDemoFactor(store, admin, adminTotpSecret);
  for (const [index, desk] of DEMO_DESK_ADMINS.entries()) {
    const deskAdmin = await ensureUser(store, desk, `Desk Admin ${index + 1}`);
    await db.profiles.setRole(deskAdmin.id, 'admin');
    await ensureDemoFactor(store, deskAdmin, desk.totpSecret);
  }
  const newAdmin = await ensureUser(store, DEMO_NEW_ADMIN, 'New Admin');
  await db.profiles.setRole(newAdmin.id, 'admin');
  for (const factor of newAdmin.factors) await store.deleteFactor(factor.id, factor.factorType);
  const customer = await ensureUser(store, DEMO_CUSTOMER, 'Demo Customer');
  if (!snapshot) return;
  await seedStock(db, snapshot, await stockCounts());
  await seedOrders(db, customer, admin, snapshot, payments);
}
