import { randomBytes } from 'node:crypto';
import { bootstrapAuthSchema } from '../../local/auth/bootstrap.ts';
import type { CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import type { Database } from '../../src/server/db/index.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { NO_RATE_LIMITS } from '../../src/server/rate-limit/limits.ts';
import { freshPostgres } from './fresh-database.ts';
import { checkoutBody } from './checkout-load-check.ts';

/** How long each run drives checkouts, and how many clients at once. */
const RUN_MS = Number(process.env.BENCH_STOCK_RUN_MS || 9_000);
const CLIENTS = 10;
const PRODUCTS = Number(process.env.BENCH_STOCK_PRODUCTS || 20);
/** The goal: the reservation adds at most this to a checkout's median time (reported, never judged: the machine is shared). */
export const RESERVATION_OVERHEAD_GOAL = 0.2;

/** Two sets of the same products: one the shop does not count (reservation off), one it counts (on). */
const sets = {
  off: Array.from({ length: PRODUCTS }, (_, i) => `bench-off-${i}`),
  on: Array.from({ length: PRODUCTS }, (_, i) => `bench-on-${i}`),
};
const ids = [...sets.off, ...sets.on];
/** Runs of each, taken in turns so that a busy moment of the machine falls on both alike. */
const ROUNDS = 3;
const SNAPSHOT: CatalogueSnapshot = {
  generatedAt: new Date().toISOString(),
  currency: 'KES',
  products: Object.fromEntries(
    ids.map((id, i) => [
      id,
      {
        name: `Bench product ${i}`,
        brand: 'Bench',
        category: 'accessories',
        priceCents: 50_000,
        inStock: true,
        onSale: true,
        taxType: 'B' as const,
        stock: { state: 'in_stock' as const, left: null },
      },
    ]),
  ),
  policies: [
    { id: 'terms', type: 'terms-and-conditions', version: '1', hash: 'sha256:bench-terms', updatedAt: '2026-11-01' },
    { id: 'privacy', type: 'privacy-policy', version: '1', hash: 'sha256:bench-privacy', updatedAt: '2026-11-01' },
  ],
};

/** The n-th cash checkout over `set`, as the checkout-load section places them. */
const body = (set: readonly string[], n: number) => checkoutBody(SNAPSHOT, set, 'Cash', n, `bench_${randomBytes(10).toString('hex')}`);

interface Run {
  perSecond: number;
  p50: number;
  p99: number;
  errors: number;
  answered: number;
}

/** CLIENTS clients placing cash orders back to back for RUN_MS through the Hono app: rate, p50/p99 latency and errors. */
async function drive(db: Database, set: readonly string[], start: number, ms = RUN_MS): Promise<Run> {
  const app = createApp({
    catalogue: staticCatalogueSource(SNAPSHOT),
    db,
    siteUrl: 'http://shop.test',
    rateLimits: NO_RATE_LIMITS,
    checkAnswers: false,
  });
  const latencies: number[] = [];
  let errors = 0;
  let firstError = '';
  let n = start;
  const deadline = performance.now() + ms;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (performance.now() < deadline) {
        const began = performance.now();
        const res = await app.request('/api/checkout/initiate', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: body(set, n++),
        });
        const answer = await res.text();
        if (res.status === 200) latencies.push(performance.now() - began);
        else {
          errors++;
          firstError ||= `${res.status} ${answer.slice(0, 200)}`;
        }
      }
    }),
  );
  const seconds = (performance.now() - t0) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
  if (errors > 0) console.log(`  first error: ${firstError}`);
  return { perSecond: latencies.length / seconds, p50: at(0.5), p99: at(0.99), errors, answered: latencies.length };
}

/** A fresh database: PostgreSQL (a new database, dropped after) with BENCH_DATABASE_URL or TEST_DATABASE_URL, else PGlite in memory. */
async function freshDatabase(): Promise<{ db: Database; engine: string; drop(): Promise<void> }> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const db = await openDatabase({ prepare: bootstrapAuthSchema });
    return { db, engine: 'PGlite', drop: () => db.close() };
  }
  const { db, drop } = await freshPostgres(adminUrl);
  return { db, engine: 'PostgreSQL', drop };
}

/**
 * Checkout with stock reservation on and off (issue 44, "Speed and scale"): the same cash checkouts
 * of two products, 10 clients for a few seconds each, first over products the shop does not count,
 * then over counted ones; afterwards every hold is checked against the orders placed. Reported,
 * never judged: a failure is printed and does not fail the bench.
 */
export async function stockCheckoutReport(): Promise<void> {
  const { db, engine, drop } = await freshDatabase();
  try {
    await db.stock.setCounts(
      sets.on.map((productId) => ({ productId, quantity: 1_000_000 })),
      { actorId: null, note: 'Bench stock' },
    );
    // A warm-up: the first requests pay for compiling and the pool's connections.
    await drive(db, sets.off, 0, 1_000);
    const runs: { off: Run[]; on: Run[] } = { off: [], on: [] };
    for (let round = 0; round < ROUNDS; round++) {
      runs.off.push(await drive(db, sets.off, (2 * round + 1) * 1_000_000, RUN_MS / ROUNDS));
      runs.on.push(await drive(db, sets.on, (2 * round + 2) * 1_000_000, RUN_MS / ROUNDS));
    }
    const medianRun = (list: Run[]): Run => [...list].sort((a, b) => a.p50 - b.p50)[Math.floor(list.length / 2)]!;
    const off = medianRun(runs.off);
    const on = medianRun(runs.on);
    const answeredOn = runs.on.reduce((sum, run) => sum + run.answered, 0);
    const held = await db.sql.query<{ n: number }>(`select coalesce(sum(reserved), 0)::int as n from public.stock_levels`);
    const reserved = await db.sql.query<{ n: number }>(
      `select coalesce(sum(quantity), 0)::int as n from public.stock_reservations where status = 'held'`,
    );
    const exact = answeredOn > 0 && held[0]!.n === answeredOn * 2 && reserved[0]!.n === held[0]!.n;
    const overhead = off.p50 > 0 ? on.p50 / off.p50 - 1 : 0;
    console.log(
      `\nCheckout with stock reservation (${engine}, ${CLIENTS} clients, cash orders of 2 of ${PRODUCTS} products, ${ROUNDS} runs of ${RUN_MS / ROUNDS / 1000} s each way, taken in turns; the median run):`,
    );
    console.log(`${'run'.padEnd(26)} ${'orders/s'.padStart(9)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
    for (const [label, run] of [
      ['products not counted', off],
      ['counted (reservation on)', on],
    ] as const)
      console.log(
        `${label.padEnd(26)} ${run.perSecond.toFixed(1).padStart(9)} ${run.p50.toFixed(1).padStart(8)} ${run.p99.toFixed(1).padStart(8)} ${String(run.errors).padStart(7)}`,
      );
    console.log(
      `reservation adds ${(overhead * 100).toFixed(0)} % to the median checkout (goal ≤ ${RESERVATION_OVERHEAD_GOAL * 100} %, on a quiet machine: ${overhead <= RESERVATION_OVERHEAD_GOAL ? 'ok' : 'over'}); holds ${exact ? 'exact' : 'WRONG'}: ${held[0]!.n} units held for ${answeredOn} orders of 2`,
    );
  } finally {
    await drop();
  }
}
