import type { Database } from '../src/server/db/index.ts';
import { openDatabase } from '../src/server/db/open.ts';
import { databasePoolMax } from '../src/server/db/postgres.ts';
import { bootstrapAuthSchema } from './auth/bootstrap.ts';

/** Where `npm start` keeps PGlite's data; E2E runs (E2E=1) use a fresh in-memory database instead. */
const LOCAL_DATA_DIR = '.data/pglite';

let opened: Promise<Database> | undefined;

/**
 * The one database of the local process, shared by the API and the Auth stand-in:
 * DATABASE_URL when set, else PGlite. The Auth stand-in's part of the auth schema (where Supabase's
 * is missing) and the migrations are applied on first use.
 */
export function localDatabase(env: Record<string, string | undefined> = process.env): Promise<Database> {
  opened ??= openDatabase({
    databaseUrl: env.DATABASE_URL,
    poolMax: databasePoolMax(env),
    dataDir: env.E2E === '1' ? undefined : LOCAL_DATA_DIR,
    prepare: bootstrapAuthSchema,
  });
  return opened;
}

export function describeLocalDatabase(env: Record<string, string | undefined> = process.env): string {
  if (env.DATABASE_URL) return `PostgreSQL at ${new URL(env.DATABASE_URL).host}`;
  return env.E2E === '1' ? 'PGlite in memory (E2E run)' : `PGlite in ${LOCAL_DATA_DIR}`;
}
