import { createDatabase, type Database } from './index.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite.ts';
import { openPostgres } from './postgres.ts';
import type { Sql } from './sql.ts';

export interface OpenOptions {
  /** postgres://… (Supabase in production). When absent, PGlite is used. */
  databaseUrl?: string | undefined;
  /** Connections to PostgreSQL at most (a host's DATABASE_POOL_MAX: postgres.ts; else postgres.ts's 5); ignored by PGlite. */
  poolMax?: number | undefined;
  /** PGlite's data directory; absent means in memory. */
  dataDir?: string | undefined;
  /** Runs before the migrations (the local Auth stand-in creates its part of the auth schema). */
  prepare?: (sql: Sql) => Promise<unknown>;
}

/** Opens the database the environment names and applies pending migrations. */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  const sql = options.databaseUrl
    ? openPostgres(options.databaseUrl, options.poolMax ? { max: options.poolMax } : {})
    : await openPglite({ dataDir: options.dataDir });
  try {
    await options.prepare?.(sql);
    await migrate(sql);
  } catch (error) {
    await sql.close();
    throw error;
  }
  return createDatabase(sql);
}
