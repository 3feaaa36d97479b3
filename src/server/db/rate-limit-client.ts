import type { Row, Sql } from './sql.ts';

/** The table rate-limiter-flexible keeps its counters in (migration 20261123000100_rate_limits). */
export const RATE_LIMIT_TABLE = { schemaName: 'private', tableName: 'rate_limits' } as const;

/** The `pg` pool shape rate-limiter-flexible's Postgres store calls. */
export interface PgLikeClient {
  query(query: { text: string; values?: unknown[] }): Promise<{ rows: Row[]; rowCount: number }>;
}

/**
 * Lends the library our connection (PGlite or postgres.js) in the shape of a `pg` pool. Its
 * statements are its own, against RATE_LIMIT_TABLE only; counters come back as numbers whatever
 * the driver makes of bigint.
 */
export function rateLimitClient(sql: Sql): PgLikeClient {
  return {
    async query({ text, values }) {
      const rows = (await sql.query(text, values ?? [])).map((row) => ({
        ...row,
        ...('points' in row ? { points: Number(row.points) } : {}),
        ...('expire' in row ? { expire: row.expire === null ? null : Number(row.expire) } : {}),
      }));
      return { rows, rowCount: rows.length };
    },
  };
}
