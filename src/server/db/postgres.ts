import postgres from 'postgres';
import type { Row, Sql } from './sql.ts';

type Client = postgres.Sql | postgres.TransactionSql;

function wrap(client: Client, root: postgres.Sql | null): Sql {
  const self: Sql = {
    engine: 'postgres',
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      const rows = await client.unsafe(text, params as postgres.ParameterOrJSON<never>[]);
      return [...rows] as unknown as T[];
    },
    async exec(script: string) {
      await client.unsafe(script);
    },
    async transaction<T>(fn: (tx: Sql) => Promise<T>) {
      if (!root) return fn(self);
      return (await root.begin((tx) => fn(wrap(tx, null)))) as T;
    },
    async close() {
      if (root) await root.end({ timeout: 5 });
    },
  };
  return self;
}

/** Connections a long-running host keeps to PostgreSQL when DATABASE_POOL_MAX is unset: a tenth of the 60 a small Supabase plan allows. */
export const DEFAULT_POOL_MAX = 10;

/**
 * DATABASE_POOL_MAX, read once where a long-running host opens its database: how many connections
 * it may hold, 1 to 100 (default DEFAULT_POOL_MAX); throws naming the variable when it is not such a number.
 */
export function databasePoolMax(env: Record<string, string | undefined>): number {
  const value = env.DATABASE_POOL_MAX?.trim();
  if (!value) return DEFAULT_POOL_MAX;
  const max = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!(max >= 1 && max <= 100))
    throw new Error(`Invalid setting DATABASE_POOL_MAX: expected a whole number of connections from 1 to 100, got "${value}"`);
  return max;
}

/** Connects to PostgreSQL (Supabase in production) with postgres.js; `connectTimeoutSeconds` (postgres.js: 30) bounds each attempt to connect. */
export function openPostgres(url: string, options: { max?: number; connectTimeoutSeconds?: number } = {}): Sql {
  const client = postgres(url, {
    max: options.max ?? 5,
    ...(options.connectTimeoutSeconds === undefined ? {} : { connect_timeout: options.connectTimeoutSeconds }),
    onnotice: () => {},
    // Supabase's transaction pooler (port 6543) cannot keep prepared statements.
    prepare: !/:6543\//.test(url),
  });
  return wrap(client, client);
}
