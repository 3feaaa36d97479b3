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
