/** A result row as the driver returns it; repositories turn rows into domain objects. */
export type Row = Record<string, unknown>;

/**
 * The one connection shape the repositories use, whether PGlite or postgres.js is underneath.
 * Values are passed as parameters ($1, $2 …); JSON goes in as a string with a `::text::jsonb` cast (postgres.js would re-encode a string typed jsonb).
 */
export interface Sql {
  /** Runs one parameterised statement and returns its rows. */
  query<T extends Row = Row>(text: string, params?: readonly unknown[]): Promise<T[]>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(script: string): Promise<void>;
  /** Runs fn in one transaction: committed when it resolves, rolled back when it throws. Nested calls join it. */
  transaction<T>(fn: (tx: Sql) => Promise<T>): Promise<T>;
  /** Which engine answers: shown at start-up and used by tests. */
  readonly engine: 'pglite' | 'postgres';
  close(): Promise<void>;
}
