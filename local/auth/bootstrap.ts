import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Sql } from '../../src/server/db/sql.ts';

/** The stand-in's part of Supabase's auth schema (users, identities, sessions, MFA factors, roles, auth.uid()). */
export const AUTH_BOOTSTRAP_FILE = fileURLToPath(new URL('./bootstrap.sql', import.meta.url));

/**
 * Where Supabase's auth schema is missing (PGlite, a plain PostgreSQL), creates the stand-in's
 * part of it, so the migrations (which refer to auth.users) apply. The marker table
 * auth.dev_mailbox says the schema is ours, so later runs refresh it; a real Supabase database is
 * never touched. Returns whether it applied the file.
 */
export async function bootstrapAuthSchema(sql: Sql): Promise<boolean> {
  const [state] = await sql.query<{ users: string | null; ours: string | null }>(
    `select to_regclass('auth.users')::text as users, to_regclass('auth.dev_mailbox')::text as ours`,
  );
  if (state?.users && !state.ours) return false;
  await sql.exec(await readFile(AUTH_BOOTSTRAP_FILE, 'utf8'));
  return true;
}
