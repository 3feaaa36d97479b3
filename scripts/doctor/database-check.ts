import { pendingMigrations, readMigrations } from '../../src/server/db/migrate.ts';
import { openPostgres } from '../../src/server/db/postgres.ts';
import { describeLocalDatabase } from '../../local/db.ts';
import { fail, ok, type Check } from './check.ts';

const URL_FIX =
  "set DATABASE_URL to Supabase's connection string (Project Settings > Database: the transaction pooler, port 6543, ending ?sslmode=require)";

/** Where DATABASE_URL points, without its user and password. */
function place(url: URL): string {
  return `${url.hostname}${url.port ? `:${url.port}` : ''}${url.pathname}`;
}

/**
 * DATABASE_URL answers and holds every migration of supabase/migrations (read from
 * supabase_migrations.schema_migrations; nothing is applied). Without it, the local PGlite belongs
 * to the running server and is not opened: the shop line says whether it answers.
 */
export const databaseCheck: Check = {
  name: 'database',
  async run(context) {
    const setting = context.env.DATABASE_URL?.trim();
    if (!setting) {
      if (context.production) return fail('DATABASE_URL is not set: production keeps orders in Supabase Postgres', URL_FIX);
      return ok(`${describeLocalDatabase(context.env)}, owned by the running server: not opened here (the shop line shows it answers)`);
    }
    if (!URL.canParse(setting) || !/^postgres(ql)?:$/.test(new URL(setting).protocol))
      return fail('DATABASE_URL is not a postgres:// or postgresql:// URL', URL_FIX);
    const where = place(new URL(setting));
    const sql = openPostgres(setting, { max: 1, connectTimeoutSeconds: Math.max(1, Math.floor(context.callTimeoutMs / 1000)) });
    try {
      const migrations = await readMigrations();
      const pending = await pendingMigrations(sql, migrations);
      if (pending.length > 0) {
        const first = pending[0]!;
        return fail(
          `${where}: ${pending.length} of ${migrations.length} migrations not applied (first ${first.version}_${first.name})`,
          'apply them: npx supabase db push (supabase/migrations), then run the doctor again',
        );
      }
      const latest = migrations.at(-1);
      return ok(
        `PostgreSQL at ${where}: all ${migrations.length} migrations applied${latest ? ` (latest ${latest.version}_${latest.name})` : ''}`,
      );
    } catch (error) {
      return fail(`could not read PostgreSQL at ${where}: ${error instanceof Error ? error.message : String(error)}`, URL_FIX);
    } finally {
      await sql.close().catch(() => {});
    }
  },
};
