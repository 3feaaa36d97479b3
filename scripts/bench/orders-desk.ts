import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bootstrapAuthSchema } from '../../local/auth/bootstrap.ts';
import { createApp } from '../../src/server/app.ts';
import { staticCatalogueSource } from '../../src/server/catalogue-source.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { demoSnapshot } from '../orders-seed/demo-snapshot.ts';
import { seedOrders } from '../orders-seed/generate.ts';
import { DEFAULT_SEED_ORDERS } from '../orders-seed/options.ts';
import { adminSession } from './admin-session.ts';

/** What an admin call may take at 30,000 orders on PGlite: reported beside each timing, not asserted. */
export const ORDERS_DESK_BUDGETS_MS = { list: 50, dashboard: 100 } as const;

const RUNS = 5;

/**
 * The orders desk at volume: seeds 30,000 orders into a fresh PGlite in a temp directory, then
 * times `GET /api/orders` (first, middle and last page, a filtered page, a search) and the
 * dashboard through the real Hono app with an admin session, the median of a few runs each.
 * Reported, never judged: a failure is printed and does not fail the bench.
 */
export async function ordersDeskReport(count = DEFAULT_SEED_ORDERS): Promise<void> {
  await timeOrdersDesk(count).catch((error: unknown) =>
    console.log(`\nOrders desk report failed: ${error instanceof Error ? error.message : String(error)}`),
  );
}

async function timeOrdersDesk(count: number): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'orders-desk-'));
  const db = await openDatabase({ dataDir: join(dir, 'pglite'), prepare: bootstrapAuthSchema });
  try {
    const started = performance.now();
    const now = new Date();
    const snapshot = await demoSnapshot(now);
    await seedOrders(db.sql, { count, snapshot, now, days: 180, runId: 'bench' });
    console.log(
      `\nOrders desk: ${count.toLocaleString('en')} orders seeded into PGlite in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    const { verifier, authorization } = await adminSession(db);
    const catalogue = staticCatalogueSource({ generatedAt: new Date().toISOString(), currency: 'KES', products: {}, policies: [] });
    const app = createApp({ catalogue, db, siteUrl: 'http://shop.test', auth: verifier, checkAnswers: false });
    /** Median wall time and median CPU time of the process (what the call itself cost, however busy the machine). */
    const time = async (path: string): Promise<{ wall: number; cpu: number }> => {
      const walls: number[] = [];
      const cpus: number[] = [];
      for (let run = 0; run < RUNS; run++) {
        const t0 = performance.now();
        const c0 = process.cpuUsage();
        const res = await app.request(path, { headers: { authorization } });
        await res.arrayBuffer();
        if (res.status !== 200) throw new Error(`${path}: HTTP ${res.status}`);
        const cpu = process.cpuUsage(c0);
        walls.push(performance.now() - t0);
        cpus.push((cpu.user + cpu.system) / 1000);
      }
      const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(RUNS / 2)] ?? 0;
      return { wall: median(walls), cpu: median(cpus) };
    };
    const lastPage = Math.ceil(count / 25);
    const calls: Array<[label: string, path: string, budget: number]> = [
      ['orders, page 1', '/api/orders', ORDERS_DESK_BUDGETS_MS.list],
      [`orders, page ${Math.ceil(lastPage / 2)}`, `/api/orders?page=${Math.ceil(lastPage / 2)}`, ORDERS_DESK_BUDGETS_MS.list],
      [`orders, page ${lastPage} (last)`, `/api/orders?page=${lastPage}`, ORDERS_DESK_BUDGETS_MS.list],
      [
        'orders, paid + pending delivery, page 20',
        '/api/orders?payment=paid,cash_on_delivery&delivery=pending&page=20',
        ORDERS_DESK_BUDGETS_MS.list,
      ],
      ['orders, this month, last page', `/api/orders?period=month&page=${lastPage}`, ORDERS_DESK_BUDGETS_MS.list],
      ['dashboard', '/api/admin/dashboard', ORDERS_DESK_BUDGETS_MS.dashboard],
    ];
    console.log(`${'call (median of 5)'.padEnd(44)} ${'ms'.padStart(7)} ${'CPU ms'.padStart(7)}  budget (wall)`);
    for (const [label, path, budget] of calls) {
      const { wall, cpu } = await time(path);
      console.log(
        `${label.padEnd(44)} ${wall.toFixed(1).padStart(7)} ${cpu.toFixed(1).padStart(7)}  ${wall <= budget ? 'ok  ' : 'OVER'} ≤ ${budget} ms`,
      );
    }
  } finally {
    await db.close();
    await rm(dir, { recursive: true, force: true });
  }
}
