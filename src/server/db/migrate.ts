import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Sql } from './sql.ts';

/** supabase/migrations: the Supabase CLI's layout, so `supabase db push` applies the same files. */
const MIGRATIONS_DIR = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));

export interface Migration {
  /** The timestamp prefix of the file name, as the Supabase CLI records it. */
  version: string;
  name: string;
  sql: string;
}

export async function readMigrations(dir: string = MIGRATIONS_DIR): Promise<Migration[]> {
  const files = (await readdir(dir)).filter((file) => /^\d+_[\w-]+\.sql$/.test(file)).sort();
  return Promise.all(
    files.map(async (file) => {
      const [version = '', ...rest] = file.replace(/\.sql$/, '').split('_');
      return { version, name: rest.join('_'), sql: await readFile(`${dir}/${file}`, 'utf8') };
    }),
  );
}

/**
 * Applies every migration not yet recorded, each in its own transaction with its record, under an
 * advisory lock so two processes starting together apply each file once. Returns the versions applied.
 * The migrations refer to Supabase's auth schema: a database without it (local ones) gets the Auth
 * stand-in's first (local/auth/bootstrap.ts); production's is Supabase's own.
 */
export async function migrate(sql: Sql, migrations?: Migration[]): Promise<string[]> {
  await sql.exec(`
    create schema if not exists supabase_migrations;
    create table if not exists supabase_migrations.schema_migrations (
      version text not null primary key, statements text[], name text
    );`);
  const applied: string[] = [];
  for (const migration of migrations ?? (await readMigrations())) {
    const done = await sql.transaction(async (tx) => {
      await tx.query(`select pg_advisory_xact_lock(hashtext('supabase_migrations'))`);
      const found = await tx.query(`select 1 from supabase_migrations.schema_migrations where version = $1`, [migration.version]);
      if (found.length > 0) return false;
      await tx.exec(migration.sql);
      await tx.query(`insert into supabase_migrations.schema_migrations (version, name, statements) values ($1, $2, '{}')`, [
        migration.version,
        migration.name,
      ]);
      return true;
    });
    if (done) applied.push(migration.version);
  }
  return applied;
}

/**
 * The migrations of `supabase/migrations` that `sql`'s database has not recorded (all of them when
 * it has no supabase_migrations table yet), in order. Reads only: nothing is applied.
 */
export async function pendingMigrations(sql: Sql, migrations?: Migration[]): Promise<Migration[]> {
  const [table] = await sql.query<{ name: string | null }>(`select to_regclass('supabase_migrations.schema_migrations')::text as name`);
  const recorded = table?.name ? await sql.query<{ version: string }>(`select version from supabase_migrations.schema_migrations`) : [];
  const applied = new Set(recorded.map((row) => row.version));
  return (migrations ?? (await readMigrations())).filter((migration) => !applied.has(migration.version));
}
