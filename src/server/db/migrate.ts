import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Sql } from './sql.ts';

/** supabase/migrations: the Supabase CLI's layout, so `supabase db push` applies the same files. */
export const MIGRATIONS_DIR = fileURLToPath(new URL('../../../supabase/migrations/', import.meta.url));
const LOCAL_AUTH_BOOTSTRAP = fileURLToPath(new URL('./local-auth-bootstrap.sql', import.meta.url));

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
 * Where Supabase's auth schema is missing (PGlite, a plain PostgreSQL), creates the local stand-in
 * of it. The marker table auth.dev_mailbox says the schema is ours, so later runs refresh it.
 */
async function bootstrapLocalAuth(sql: Sql): Promise<boolean> {
  const [state] = await sql.query<{ users: string | null; ours: string | null }>(
    `select to_regclass('auth.users')::text as users, to_regclass('auth.dev_mailbox')::text as ours`,
  );
  if (state?.users && !state.ours) return false;
  await sql.exec(await readFile(LOCAL_AUTH_BOOTSTRAP, 'utf8'));
  return true;
}

/**
 * Applies every migration not yet recorded, each in its own transaction with its record, under an
 * advisory lock so two processes starting together apply each file once. Returns the versions applied.
 */
export async function migrate(sql: Sql, migrations?: Migration[]): Promise<string[]> {
  await bootstrapLocalAuth(sql);
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
