-- The second factor guards the data itself (issue 42). The admin routes of the API refuse a token
-- at aal1; the database now does too, and the Data API (PostgREST, reached with the public anon
-- key) is given nothing at all, since the shop never uses it: the browser talks to Supabase Auth
-- and to the shop's own API, and the server reaches Postgres directly (DATABASE_URL).
--
-- Three walls, each enough on its own for what it covers:
-- 1. No table, sequence or function of the public schema grants anything to anon or authenticated
--    (and none created later by the migrations' role does by default).
-- 2. The policies that let admins read everyone's rows ask for aal2 (private.is_admin()).
-- 3. Every table has a restrictive policy: an admin whose token is below aal2 sees and touches no
--    row at all, whatever permissive policy a later migration adds (Supabase's MFA guide).
-- supabase/config.toml also switches the Data API off. tests/api/rls.test.ts walks every table of
-- public and fails on one that is not reviewed there, lacks row-level security or the restrictive
-- policy, or grants anything to anon or authenticated.

-- Whether the caller holds the admin role, at any assurance level. SECURITY DEFINER: profiles has RLS.
create or replace function private.has_admin_role() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.profiles p where p.id = (select auth.uid()) and p.role = 'admin'
  )
$$;
revoke all on function private.has_admin_role() from public;
grant execute on function private.has_admin_role() to authenticated, service_role;

-- An admin acting with a second factor: the admin role and a token at aal2. Every "admins read
-- all" policy is built on it, so a password alone (aal1) reads no one else's row.
create or replace function private.is_admin() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') = 'aal2' and (select private.has_admin_role())
$$;
revoke all on function private.is_admin() from public;
grant execute on function private.is_admin() to authenticated, service_role;

-- Below aal2 an admin gets nothing from any table: restrictive, so it holds against every
-- permissive policy, present or future. Customers (no admin role) are not concerned by it.
create or replace function private.admin_below_aal2() returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce((select auth.jwt() ->> 'aal'), '') <> 'aal2' and (select private.has_admin_role())
$$;
revoke all on function private.admin_below_aal2() from public;
grant execute on function private.admin_below_aal2() to authenticated, service_role;

do $$
declare
  t record;
begin
  for t in select tablename from pg_tables where schemaname = 'public' order by tablename loop
    execute format('alter table public.%I enable row level security', t.tablename);
    execute format('revoke all on public.%I from anon, authenticated', t.tablename);
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated
         using (not (select private.admin_below_aal2())) with check (not (select private.admin_below_aal2()))',
      t.tablename || ': admins only at aal2', t.tablename);
  end loop;
end $$;

revoke all on all sequences in schema public from anon, authenticated;

-- What the migrations' role creates from now on grants nothing to the Data API's roles unless a
-- migration says so (on Supabase, postgres's default privileges used to grant all to both).
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke all on sequences from anon, authenticated;
alter default privileges in schema public revoke all on functions from anon, authenticated;
