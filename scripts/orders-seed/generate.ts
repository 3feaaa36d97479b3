import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { cashOfferFor } from '../../src/lib/checkout/cash-limit.ts';
import { checkAcceptedPolicies } from '../../src/lib/checkout/policy-check.ts';
import { priceOrder } from '../../src/lib/checkout/price-order.ts';
import { countyOf } from '../../src/lib/delivery/counties.ts';
import type { DeliveryStatus, OrderStatus, PaymentMethod, PaymentStatus } from '../../src/lib/order-types.ts';
import { insertPlacedOrders, type PlacedOrder, type PlacedPayment } from '../../src/server/db/bulk-orders.ts';
import type { Sql } from '../../src/server/db/sql.ts';
import { seededRandom, type Random } from '../catalogue-scale/prng.ts';
import { FIRST_NAMES, LAST_NAMES, PLACES, STREETS } from './people.ts';

export interface SeedOrdersOptions {
  /** How many orders to add. */
  count: number;
  /** What the orders buy and are priced by, as checkout prices them: products on sale (at least three), delivery, policies, cash limit. */
  snapshot: CatalogueSnapshot;
  /** The newest order is placed before this instant; the oldest about `days` earlier. */
  now: Date;
  /** How many days back the orders spread over. */
  days: number;
  /** Prefix of each order's idempotency key, so a run's orders can be told apart; it also seeds the random choices. */
  runId: string;
}

/** Orders handed to the database at a time: four statements each (bulk-orders.ts). */
const BATCH = 2_000;
/** Customers the orders come from: most of them order more than once. */
const CUSTOMERS = 1_500;
const DAY_MS = 86_400_000;

/** A string's FNV-1a hash: the random source's seed, so a run id gives the same orders every time. */
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193) >>> 0;
  return hash;
}

/** A version-4 UUID drawn from the seeded source. */
function uuidOf(random: Random): string {
  const hex = Array.from({ length: 32 }, () => random.int(0, 15).toString(16));
  hex[12] = '4';
  hex[16] = ((random.int(0, 15) & 0x3) | 0x8).toString(16);
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** Statuses as a shop sees them: most paid or cash, some awaiting, failed, cancelled or refunded. */
function statusOf(r: number): OrderStatus {
  if (r < 0.52) return 'paid';
  if (r < 0.7) return 'cash_on_delivery';
  if (r < 0.8) return 'awaiting_payment';
  if (r < 0.9) return 'payment_failed';
  return r < 0.96 ? 'cancelled' : 'refunded';
}

/** Older goods orders delivered (a few cancelled at the door), recent ones pending or shipped. */
function deliveryStatusOf(status: OrderStatus, old: boolean, m: number): DeliveryStatus {
  if (status === 'paid' || status === 'cash_on_delivery') {
    if (old) return m < 0.95 ? 'delivered' : 'cancelled';
    return m < 0.5 ? 'pending' : 'shipped';
  }
  return status === 'cancelled' || status === 'refunded' ? 'cancelled' : 'pending';
}

const PAYMENT_STATUS: Partial<Record<OrderStatus, PaymentStatus>> = {
  paid: 'COMPLETED',
  refunded: 'REVERSED',
  payment_failed: 'FAILED',
  cancelled: 'CANCELLED',
};
const REPORTED: Record<PaymentMethod, string> = { Cash: 'Cash on delivery', MPESA: 'MpesaKE', Card: 'Visa', Bank: 'Bank transfer' };

/** The payment record of an order in this state: the cash record, or the attempt Pesapal reported on. */
function paymentOf(order: Omit<PlacedOrder, 'payment'>, random: Random): PlacedPayment {
  const cash = order.chosenMethod === 'Cash';
  const settled = order.paidAt !== null;
  return {
    provider: cash ? 'cash' : 'pesapal',
    merchantReference: cash ? `COD-${order.id}` : order.id,
    orderTrackingId: cash ? null : uuidOf(random),
    status: PAYMENT_STATUS[order.orderStatus] ?? 'PENDING',
    reportedMethod: REPORTED[order.chosenMethod],
    amountCents: order.priced.totalCents,
    confirmationCode: settled ? uuidOf(random).replaceAll('-', '').slice(0, 10).toUpperCase() : null,
    statusMessage:
      order.orderStatus === 'paid'
        ? 'Payment processed successfully'
        : order.orderStatus === 'payment_failed'
          ? 'Request cancelled by user'
          : null,
    completedAt: order.paidAt,
  };
}

/**
 * Realistic orders, `BATCH` at a time, each priced exactly as checkout prices it: its lines and
 * delivery by priceOrder from the snapshot (selling prices, weights, tax types, the zone's fee and
 * free-delivery threshold, express and weekend), its policies by checkAcceptedPolicies, and cash on
 * delivery above the shop's limit waiting for the team's call (or paid online where cash is not
 * offered). Customers repeat, orders spread over `days` with more of them recent, statuses as a
 * shop sees them, older paid orders delivered and recent ones pending or shipped.
 */
function* placedOrderBatches(options: SeedOrdersOptions): Generator<PlacedOrder[]> {
  const { count, snapshot, now, days, runId } = options;
  if (!Number.isInteger(count) || count < 1) throw new Error('count must be a positive integer');
  const products = Object.entries(snapshot.products).filter(([, product]) => product.onSale);
  if (products.length < 3) throw new Error('at least three products on sale are needed');
  const policies = checkAcceptedPolicies(Object.fromEntries(snapshot.policies.map((p) => [p.type, p.hash])), snapshot.policies);
  if (!policies.ok) throw new Error(`checkout would refuse every order: policy ${policies.type} (${policies.code})`);
  const acceptedPolicies = policies.accepted.map(({ type, version, hash }) => ({ type, version, hash }));
  const random = seededRandom(hashOf(runId));
  let batch: PlacedOrder[] = [];
  for (let n = 1; n <= count; n++) {
    const c = random.int(0, CUSTOMERS - 1);
    const [r, m] = [random.next(), random.next()];
    const createdMs = now.getTime() - random.next() ** 1.6 * days * DAY_MS - 60_000;
    const place = PLACES[c % PLACES.length]!;
    const county = countyOf(place.county)!;
    const items = Array.from({ length: 1 + (n % 3) }, (_, j) => ({
      id: products[(n * 7 + j * 5) % products.length]![0],
      quantity: 1 + ((n + j) % 3),
    }));
    const options = { express: random.chance(0.05), weekend: random.chance(0.03) };
    const result = priceOrder(items, snapshot, { county: county.code, options });
    if (!result.ok) throw new Error(`checkout would refuse order ${n}: ${result.error.code} on line ${result.error.line}`);
    const priced = result.order;
    let orderStatus = statusOf(r);
    let chosenMethod: PaymentMethod = orderStatus === 'cash_on_delivery' ? 'Cash' : m < 0.62 ? 'MPESA' : m < 0.9 ? 'Card' : 'Bank';
    if (chosenMethod === 'Cash') {
      const { offer } = cashOfferFor(priced, snapshot.shop?.cashLimit);
      if (offer === 'call-first') orderStatus = 'awaiting_confirmation';
      if (offer === 'not-offered') [orderStatus, chosenMethod] = ['paid', 'MPESA'];
    }
    const paid = orderStatus === 'paid' || orderStatus === 'refunded';
    const first = FIRST_NAMES[c % FIRST_NAMES.length]!;
    const last = LAST_NAMES[Math.floor(c / FIRST_NAMES.length) % LAST_NAMES.length]!;
    const order: Omit<PlacedOrder, 'payment'> = {
      id: uuidOf(random),
      idempotencyKey: `seed-${runId}-${n}`,
      userId: null,
      chosenMethod,
      orderStatus,
      deliveryStatus: deliveryStatusOf(orderStatus, createdMs < now.getTime() - 10 * DAY_MS, m),
      customer: {
        fullName: `${first} ${last}`,
        email: `${first}.${last}${c}@example.co.ke`.toLowerCase(),
        phone: `+2547${String((c * 7919) % 100_000_000).padStart(8, '0')}`,
        address: `${10 + (c % 90)} ${STREETS[c % STREETS.length]!}`,
        apartment: c % 4 === 0 ? `Apartment ${1 + (c % 30)}` : '',
        city: place.city,
        county: county.name,
        postalCode: place.postalCode,
      },
      priced,
      acceptedPolicies,
      createdAt: new Date(createdMs).toISOString(),
      paidAt: paid ? new Date(createdMs + 3 * 60_000).toISOString() : null,
    };
    batch.push({ ...order, payment: paymentOf(order, random) });
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length > 0) yield batch;
}

/**
 * Adds `count` orders in the shape checkout writes them (lines, totals as checkout priced them,
 * accepted policies, a payment attempt with what Pesapal reported, or the cash record), through the
 * data door's bulk insert in one transaction: 30,000 orders take seconds, not 30,000 checkouts.
 * Returns how many orders were added.
 */
export function seedOrders(sql: Sql, options: SeedOrdersOptions): Promise<number> {
  return insertPlacedOrders(sql, placedOrderBatches(options));
}
