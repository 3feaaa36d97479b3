import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { catalogueSnapshot, type CatalogueSnapshot } from '../../src/lib/catalogue/snapshot.ts';
import type { Database } from '../../src/server/db/index.ts';
import {
  checkoutBody,
  checkOrders,
  loadProducts,
  METHOD_LABEL,
  RUN_HEADER,
  runRow,
  type Answered,
  type LoadMethod,
  type LoadRun,
  type StoredOrder,
  type Verdict,
} from './checkout-load-check.ts';
import { selfTimeRows, topFiles, topFunctions, type CpuProfile } from './cpu-profile-summary.ts';
import { freshPostgres } from './fresh-database.ts';
import { child, freePort, hostEnv, stop, type Doors } from './checkout-hosts.ts';

/**
 * Checkout under load (issue 49): POST /api/checkout/initiate over real HTTP against the Node host
 * (local/serve.ts in a child process, "from outside") on PostgreSQL, rate limits off, every product
 * counted (stock reservation on), for M-PESA (through the Pesapal sandbox) and cash on delivery,
 * at 10 and 50 clients for a fixed time each, driven by autocannon, each request with its own
 * idempotency key. Each run gets a fresh database and host; afterwards every answered order is
 * looked up (once, under its key and id, with its lines, its cash payment, its units held), and a
 * cash run's messages are waited for. Timings are reported, never judged; a failed database check
 * fails the bench (an order lost or doubled is not a timing).
 *
 * BENCH_CHECKOUT_SECONDS: each run's length (30; CI 8). BENCH_CHECKOUT_RUNS: which runs
 * (`MPESA:10,MPESA:50,Cash:10,Cash:50`). BENCH_CHECKOUT_PROFILE=DIR: the host runs under
 * `node --cpu-prof`, its profiles are kept in DIR and summed up after each run.
 */

const SECONDS = Number(process.env.BENCH_CHECKOUT_SECONDS || 30);
const RUNS = (process.env.BENCH_CHECKOUT_RUNS || 'MPESA:10,MPESA:50,Cash:10,Cash:50').split(',').map((run) => {
  const [method, clients] = run.trim().split(':');
  if ((method !== 'MPESA' && method !== 'Cash') || !Number(clients)) throw new Error(`BENCH_CHECKOUT_RUNS: "${run}" is not METHOD:CLIENTS`);
  return { method: method as LoadMethod, clients: Number(clients) };
});
const PROFILE_DIR = process.env.BENCH_CHECKOUT_PROFILE;
const PRODUCTS = 20;
const LINES_PER_ORDER = 2;
/** How long a cash run's messages may take to leave after it ends before the wait gives up (reported). */
const MESSAGES_WAIT_MS = 30_000;

/** `clients` connections placing checkouts back to back for `seconds` (or `amount` in all); what was answered, and by which key. */
async function drive(
  port: number,
  method: LoadMethod,
  clients: number,
  body: (n: number, key: string) => string,
  limit: { seconds: number } | { amount: number },
): Promise<{ run: LoadRun; answered: Answered[] }> {
  const answered: Answered[] = [];
  let firstError: string | null = null;
  let n = 0;
  const began = performance.now();
  const result = await autocannon({
    url: `http://127.0.0.1:${port}`,
    connections: clients,
    ...('seconds' in limit ? { duration: limit.seconds } : { amount: limit.amount }),
    timeout: 10,
    requests: [
      {
        method: 'POST',
        path: '/api/checkout/initiate',
        headers: { 'content-type': 'application/json' },
        setupRequest: (request, context) => {
          const key = `load_${randomBytes(10).toString('hex')}`;
          (context as { key?: string }).key = key;
          return { ...request, body: body(n++, key) };
        },
        onResponse: (status, text, context) => {
          const orderId = status === 200 ? (JSON.parse(text) as { orderId?: string }).orderId : undefined;
          if (orderId) answered.push({ key: (context as { key: string }).key, orderId });
          else firstError ??= `${status} ${text.slice(0, 200)}`;
        },
      },
    ],
  });
  const seconds = (performance.now() - began) / 1000;
  const errors = result.non2xx + result.errors + result.timeouts;
  if (errors > 0) firstError ??= `${result.errors} socket errors, ${result.timeouts} timeouts`;
  return {
    run: {
      method,
      clients,
      seconds,
      answered: answered.length,
      p50Ms: result.latency.p50,
      p99Ms: result.latency.p99,
      errors,
      firstError,
    },
    answered,
  };
}

/** The database check: every answered order, once, whole (checkOrders). */
async function checkDatabase(db: Database, method: LoadMethod, answered: readonly Answered[]): Promise<Verdict> {
  const rows = await db.sql.query(
    `select o.id::text as id, o.idempotency_key as key,
            (select count(*) from public.order_items i where i.order_id = o.id)::int as lines,
            (select coalesce(sum(i.quantity), 0) from public.order_items i where i.order_id = o.id)::int as units,
            (select count(*) from public.payments p where p.order_id = o.id and p.provider = 'cash')::int as cash_payments,
            (select coalesce(sum(r.quantity), 0) from public.stock_reservations r where r.order_id = o.id and r.status = 'held')::int as held
       from public.orders o where o.idempotency_key = any($1::text[])`,
    [answered.map((answer) => answer.key)],
  );
  const stored: StoredOrder[] = rows.map((row) => ({
    id: String(row.id),
    key: String(row.key),
    lines: Number(row.lines),
    units: Number(row.units),
    cashPayments: Number(row.cash_payments),
    held: Number(row.held),
  }));
  // Both sums in one statement, so one snapshot: a checkout still in flight when the load stopped (autocannon drops its
  // answer, the host commits it) would otherwise land between two reads and show levels and holds two units apart.
  const [stock] = await db.sql.query(
    `select (select coalesce(sum(reserved), 0) from public.stock_levels)::int as levels,
            (select coalesce(sum(quantity), 0) from public.stock_reservations where status = 'held')::int as held`,
  );
  return checkOrders(method, LINES_PER_ORDER, answered, stored, {
    levelsReserved: Number(stock?.levels ?? 0),
    reservationsHeld: Number(stock?.held ?? 0),
  });
}

/** After a cash run: how long its messages took to leave (none left due or being sent), and how they ended. */
async function messagesLeft(db: Database): Promise<string> {
  const began = performance.now();
  for (;;) {
    const rows = await db.sql.query(`select status, count(*)::int as n from public.outbox_messages group by status`);
    const count = (status: string) => Number(rows.find((row) => row.status === status)?.n ?? 0);
    const waiting = count('pending') + count('sending');
    const waited = performance.now() - began;
    if (waiting === 0 || waited > MESSAGES_WAIT_MS) {
      const summary = rows.map((row) => `${String(row.n)} ${String(row.status)}`).join(', ');
      return waiting === 0
        ? `messages: ${summary}; the last left ${(waited / 1000).toFixed(1)} s after the run`
        : `messages: ${summary}; still ${waiting} waiting ${MESSAGES_WAIT_MS / 1000} s after the run`;
    }
    await new Promise((done) => setTimeout(done, 250));
  }
}

function profileSummary(dir: string): string[] {
  const file = readdirSync(dir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) return [`  (no profile in ${dir})`];
  const profile = JSON.parse(readFileSync(join(dir, file), 'utf8')) as CpuProfile;
  return [
    `  CPU profile of the host: ${join(dir, file)}`,
    '  top self time by function:',
    ...selfTimeRows(topFunctions(profile, 15)).map((row) => `    ${row}`),
    '  by file or package:',
    ...selfTimeRows(topFiles(profile, 10)).map((row) => `    ${row}`),
  ];
}

/** One run: a fresh database and host, a warm-up, the timed load, then the check. */
async function oneRun(
  adminUrl: string,
  doors: Doors,
  snapshot: CatalogueSnapshot,
  products: string[],
  method: LoadMethod,
  clients: number,
): Promise<{ run: LoadRun; verdict: Verdict; notes: string[] }> {
  const database = await freshPostgres(adminUrl);
  try {
    await database.db.stock.setCounts(
      products.map((productId) => ({ productId, quantity: 1_000_000 })),
      { actorId: null, note: 'Checkout load bench' },
    );
    const port = await freePort();
    const profileDir = PROFILE_DIR ? resolve(PROFILE_DIR, `${method}-${clients}-${Date.now()}`) : null;
    if (profileDir) await mkdir(profileDir, { recursive: true });
    const host = await child(
      'scripts/bench/checkout-host.ts',
      hostEnv(port, database.url, doors),
      profileDir ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`] : [],
    );
    const notes: string[] = [];
    try {
      const body = (n: number, key: string) => checkoutBody(snapshot, products, method, n, key);
      // A warm-up: the first requests pay for compiling and the pool's connections; its orders are checked too.
      const warm = await drive(port, method, Math.min(clients, 10), body, { amount: 50 });
      const { run, answered } = await drive(port, method, clients, body, { seconds: SECONDS });
      if (run.firstError) notes.push(`  first error: ${run.firstError}`);
      if (method === 'Cash') notes.push(`  ${await messagesLeft(database.db)}`);
      const verdict = await checkDatabase(database.db, method, [...warm.answered, ...answered]);
      return { run, verdict, notes };
    } finally {
      await stop(host.process);
      if (profileDir) notes.push(...profileSummary(profileDir));
    }
  } finally {
    await database.drop();
  }
}

/** The section; false when a database check failed (the bench then fails). */
export async function checkoutLoadReport(dist = 'dist'): Promise<boolean> {
  const adminUrl = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    console.log('\nCheckout under load: skipped (no PostgreSQL: set BENCH_DATABASE_URL or TEST_DATABASE_URL).');
    return true;
  }
  const cataloguePath = join(dist, 'catalogue.json');
  if (!existsSync(cataloguePath)) {
    console.log(`\nCheckout under load: skipped (${cataloguePath} is missing: build first).`);
    return true;
  }
  const snapshot = catalogueSnapshot.parse(JSON.parse(readFileSync(cataloguePath, 'utf8')));
  const products = loadProducts(snapshot, PRODUCTS);
  const standIns = await child('scripts/bench/checkout-stand-ins.ts', { ...process.env, NODE_ENV: 'development' });
  const doors = JSON.parse(standIns.line) as Doors;
  let ok = true;
  try {
    console.log(
      `\nCheckout under load (POST /api/checkout/initiate over HTTP to the Node host in its own process, PostgreSQL, rate limits off, ${products.length} products counted, 2 a checkout; autocannon, ${SECONDS} s a run, a fresh database and host each; reported, the database check judged):`,
    );
    console.log(RUN_HEADER);
    for (const { method, clients } of RUNS) {
      const outcome = await oneRun(adminUrl, doors, snapshot, products, method, clients).catch((error: unknown) => error as Error);
      if (outcome instanceof Error) {
        console.log(`${METHOD_LABEL[method].padEnd(17)} ${String(clients).padStart(7)}  not measured: ${outcome.message}`);
        continue;
      }
      console.log(runRow(outcome.run, outcome.verdict));
      for (const note of outcome.notes) console.log(note);
      if (!outcome.verdict.ok) {
        ok = false;
        console.log(
          `  *** DATABASE CHECK FAILED for ${METHOD_LABEL[method]} at ${clients} clients: ${outcome.verdict.problems.join('; ')} ***`,
        );
      }
    }
    console.log('(goal on 2 cores, load generator included: ≥ 150 checkouts/s at 50 clients for both methods, p99 < 500 ms)');
  } finally {
    await stop(standIns.process);
  }
  return ok;
}

if (import.meta.main && !(await checkoutLoadReport(process.argv[2]))) process.exitCode = 1;
