import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';

/**
 * The pure parts of the checkout load section (checkout-load.ts): which products the orders buy,
 * each request's body, the report's rows, and the database check's verdict.
 */

export type LoadMethod = 'MPESA' | 'Cash';

/** Products every order may buy: in stock, sold alone (no installation), cheap enough that two stay far below the cash limit. */
export function loadProducts(snapshot: CatalogueSnapshot, count: number): string[] {
  const limit = snapshot.shop?.cashLimit?.limitCents ?? Number.POSITIVE_INFINITY;
  return Object.entries(snapshot.products)
    .filter(([, product]) => product.inStock && product.stock.state !== 'out_of_stock' && product.priceCents * 4 < limit)
    .map(([id]) => id)
    .sort()
    .slice(0, count);
}

/** The n-th checkout of a run: two of the products (a different pair each time) and its own idempotency key. */
export function checkoutBody(snapshot: CatalogueSnapshot, products: readonly string[], method: LoadMethod, n: number, key: string): string {
  const hash = (type: string) => snapshot.policies.find((policy) => policy.type === type)?.hash ?? '';
  const first = n % products.length;
  return JSON.stringify({
    customer: {
      fullName: 'Bench Shopper',
      email: 'bench@shop.test',
      phone: '0712345678',
      address: 'Kamiti Road 12',
      city: 'Nairobi',
      county: 'Nairobi',
      postalCode: '00100',
    },
    paymentMethod: method,
    items: [
      { id: products[first], quantity: 1 },
      { id: products[(first + 7) % products.length], quantity: 1 },
    ],
    agreements: { termsAndConditions: true, privacyPolicy: true, financialDisclaimer: true },
    acceptedPolicyHashes: { 'terms-and-conditions': hash('terms-and-conditions'), 'privacy-policy': hash('privacy-policy') },
    idempotencyKey: key,
  });
}

/** What one run measured. */
export interface LoadRun {
  method: LoadMethod;
  clients: number;
  seconds: number;
  /** Checkouts answered 200 with an order id. */
  answered: number;
  p50Ms: number;
  p99Ms: number;
  /** Answers other than 200, socket errors and timeouts. */
  errors: number;
  firstError: string | null;
}

export const METHOD_LABEL: Record<LoadMethod, string> = { MPESA: 'M-PESA', Cash: 'cash on delivery' };

export const RUN_HEADER = `${'method'.padEnd(17)} ${'clients'.padStart(7)} ${'checkouts/s'.padStart(11)} ${'p50 ms'.padStart(7)} ${'p99 ms'.padStart(7)} ${'errors'.padStart(6)}  database check`;

/** One row of the report: the run's rate and latency, its errors, and the check's verdict. */
export function runRow(run: LoadRun, verdict: Verdict): string {
  const rate = run.seconds > 0 ? run.answered / run.seconds : 0;
  return `${METHOD_LABEL[run.method].padEnd(17)} ${String(run.clients).padStart(7)} ${rate.toFixed(1).padStart(11)} ${run.p50Ms.toFixed(0).padStart(7)} ${run.p99Ms.toFixed(0).padStart(7)} ${String(run.errors).padStart(6)}  ${verdict.ok ? `ok (${verdict.checked} orders)` : `FAILED: ${verdict.problems.join('; ')}`}`;
}

/** An answered checkout: the key it was sent with and the order id it was given. */
export interface Answered {
  key: string;
  orderId: string;
}

/** What the database holds of one order whose key was answered. */
export interface StoredOrder {
  id: string;
  key: string;
  lines: number;
  units: number;
  cashPayments: number;
  /** Units of its held reservations. */
  held: number;
}

export interface Verdict {
  ok: boolean;
  /** Answered orders checked. */
  checked: number;
  problems: string[];
}

/**
 * Every answered order is in the database exactly once, under its key and the id it was given,
 * with its lines, its cash payment record when cash, and its units held; and the stock levels'
 * reserved units are the held reservations'. Any other finding is a lost or broken order.
 */
export function checkOrders(
  method: LoadMethod,
  linesPerOrder: number,
  answered: readonly Answered[],
  stored: readonly StoredOrder[],
  stock: { levelsReserved: number; reservationsHeld: number },
): Verdict {
  const byKey = new Map<string, StoredOrder[]>();
  for (const order of stored) byKey.set(order.key, [...(byKey.get(order.key) ?? []), order]);
  const idsAnswered = new Map<string, number>();
  for (const answer of answered) idsAnswered.set(answer.orderId, (idsAnswered.get(answer.orderId) ?? 0) + 1);
  const count = { lost: 0, twice: 0, otherId: 0, lines: 0, payment: 0, held: 0 };
  for (const answer of answered) {
    const rows = byKey.get(answer.key) ?? [];
    const order = rows[0];
    if (!order) {
      count.lost++;
      continue;
    }
    if (rows.length > 1 || (idsAnswered.get(answer.orderId) ?? 0) > 1) count.twice++;
    if (order.id !== answer.orderId) count.otherId++;
    if (order.lines !== linesPerOrder) count.lines++;
    if (method === 'Cash' && order.cashPayments !== 1) count.payment++;
    if (order.held !== order.units) count.held++;
  }
  const problems = [
    count.lost && `${count.lost} answered orders missing`,
    count.twice && `${count.twice} orders stored or answered twice`,
    count.otherId && `${count.otherId} answered with another order's id`,
    count.lines && `${count.lines} without their ${linesPerOrder} lines`,
    count.payment && `${count.payment} without one cash payment record`,
    count.held && `${count.held} without their units held`,
    stock.levelsReserved !== stock.reservationsHeld &&
      `stock levels reserve ${stock.levelsReserved} units, the held reservations ${stock.reservationsHeld}`,
    answered.length === 0 && 'no order was answered',
  ].filter((problem): problem is string => typeof problem === 'string');
  return { ok: problems.length === 0, checked: answered.length, problems };
}
