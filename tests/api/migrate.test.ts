import { describe, expect, it } from 'vitest';
import { bootstrapAuthSchema } from '../../local/auth/bootstrap.ts';
import { migrate } from '../../src/server/db/migrate.ts';
import { openPglite } from '../../src/server/db/pglite.ts';

/** What Supabase gives every project before our migrations run: its roles, auth.users, auth.uid() and auth.jwt(). */
const SUPABASE_AUTH = `
  create role anon nologin; create role authenticated nologin; create role service_role nologin bypassrls;
  create schema auth;
  create table auth.users (id uuid primary key, email text, deleted_at timestamptz, banned_until timestamptz);
  create table auth.sessions (id uuid primary key, user_id uuid not null references auth.users (id) on delete cascade, not_after timestamptz);
  create function auth.uid() returns uuid language sql stable as $$ select null::uuid $$;
  create function auth.jwt() returns jsonb language sql stable as $$ select null::jsonb $$;
`;

describe('migrations on a Supabase database', () => {
  it("apply on top of Supabase's own auth schema and create none of the stand-in's tables", async () => {
    const sql = await openPglite();
    try {
      await sql.exec(SUPABASE_AUTH);
      expect((await migrate(sql)).length).toBeGreaterThan(0);
      const [row] = await sql.query<{ mailbox: string | null; flow: string | null; profiles: string | null }>(
        `select to_regclass('auth.dev_mailbox')::text as mailbox, to_regclass('auth.flow_state')::text as flow, to_regclass('public.profiles')::text as profiles`,
      );
      expect(row).toEqual({ mailbox: null, flow: null, profiles: 'profiles' });
      // And the stand-in's bootstrap, were it run there by mistake, leaves a database it did not create alone.
      expect(await bootstrapAuthSchema(sql)).toBe(false);
    } finally {
      await sql.close();
    }
  });
});
