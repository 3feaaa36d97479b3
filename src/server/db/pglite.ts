import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { PGlite, type Transaction } from '@electric-sql/pglite';
import type { Row, Sql } from './sql.ts';

type Queryable = Pick<PGlite, 'query' | 'exec'> | Transaction;

function wrap(db: Queryable, root: PGlite | null): Sql {
  const self: Sql = {
    engine: 'pglite',
    async query<T extends Row>(text: string, params: readonly unknown[] = []) {
      const result = await db.query<T>(text, params as unknown[]);
      return result.rows;
    },
    async exec(script: string) {
      await db.exec(script);
    },
    transaction<T>(fn: (tx: Sql) => Promise<T>) {
      return root ? root.transaction((tx) => fn(wrap(tx, null))) : fn(self);
    },
    async close() {
      if (root) await root.close();
    },
  };
  return self;
}

export interface PgliteOptions {
  /** A directory for the data (created with its parents), or undefined for an in-memory database. */
  dataDir?: string;
  /** A data-directory dump (from dumpPglite) to start from: how tests clone a migrated database. */
  loadDataDir?: Blob;
}

/** Opens PGlite, the embedded PostgreSQL used locally and in tests. */
export async function openPglite(options: PgliteOptions = {}): Promise<Sql & { dump(): Promise<Blob> }> {
  if (options.dataDir) mkdirSync(dirname(options.dataDir), { recursive: true });
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return Object.assign(wrap(db, db), { dump: () => db.dumpDataDir('gzip') });
}
