import { randomBytes } from 'node:crypto';
import { bootstrapAuthSchema } from '../../local/auth/bootstrap.ts';
import type { Database } from '../../src/server/db/index.ts';
import { openDatabase } from '../../src/server/db/open.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';

/** A bench's own PostgreSQL database: created beside `adminUrl`'s with the migrations, dropped after. */
export async function freshPostgres(adminUrl: string): Promise<{ url: string; db: Database; drop(): Promise<void> }> {
  const name = `shop_bench_${randomBytes(5).toString('hex')}`;
  const admin = openPostgres(adminUrl, { max: 1 });
  await admin.exec(`create database ${name}`);
  await admin.close();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = await openDatabase({ databaseUrl: url.toString(), prepare: bootstrapAuthSchema });
  return {
    url: url.toString(),
    db,
    async drop() {
      await db.close();
      const cleanup = openPostgres(adminUrl, { max: 1 });
      await cleanup.exec(`drop database if exists ${name} with (force)`);
      await cleanup.close();
    },
  };
}
