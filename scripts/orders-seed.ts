import { describeLocalDatabase, localDatabase } from '../local/db.ts';
import { demoSnapshot } from './orders-seed/demo-snapshot.ts';
import { seedOrders } from './orders-seed/generate.ts';
import { parseSeedArgs, productionReason } from './orders-seed/options.ts';

/**
 * `npm run orders:seed -- --orders 30000 [--days 180] [--force]`: adds realistic orders to the
 * local database (PGlite in .data/, or DATABASE_URL) for trying the admin desk at volume.
 * Refuses a database that looks like production unless --force is given.
 */
const parsed = parseSeedArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`orders:seed: ${parsed.error}\nUsage: npm run orders:seed -- --orders 30000 [--days 180] [--force]`);
  process.exit(2);
}
const { orders, days, force } = parsed.command;
const production = productionReason(process.env);
if (production && !force) {
  console.error(`orders:seed refuses to run: ${production}. These are made-up orders; add --force only if you mean it.`);
  process.exit(1);
}
const db = await localDatabase();
try {
  const started = performance.now();
  const runId = new Date().toISOString().replace(/\D/g, '').slice(0, 14);
  const now = new Date();
  await seedOrders(db.sql, { count: orders, snapshot: await demoSnapshot(now), now, days, runId });
  console.log(
    `Added ${orders.toLocaleString('en')} orders over ${days} days to ${describeLocalDatabase()} in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
} finally {
  await db.close();
}
