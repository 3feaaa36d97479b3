-- The Auth stand-in's part of Supabase's auth schema. On Supabase the auth schema, these roles and
-- auth.uid() already exist and this file is never applied; local databases (PGlite, a plain
-- PostgreSQL server) get it from local/auth/bootstrap.ts before the migrations, only where
-- auth.users is missing or where this file created it before. Every statement is idempotent.

do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
exception when duplicate_object or unique_violation then null;
end $$;
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
exception when duplicate_object or unique_violation then null;
end $$;
-- Supabase's service_role bypasses row-level security. PostgreSQL 15 lets only a superuser give
-- BYPASSRLS, and nothing of the shop acts as service_role on a local database (the migrations only
-- grant to it), so a role that may create roles (CREATEROLE) is enough: it gets the role without.
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    if (select rolsuper from pg_roles where rolname = current_user) then
      create role service_role nologin noinherit bypassrls;
    else
      create role service_role nologin noinherit;
    end if;
  end if;
exception when duplicate_object or unique_violation then null;
end $$;

create schema if not exists auth;
grant usage on schema auth to anon, authenticated, service_role;
grant usage on schema public to anon, authenticated, service_role;

-- The subset of Supabase's auth.users the stand-in needs, with the same column names.
create table if not exists auth.users (
  instance_id          uuid,
  id                   uuid primary key,
  aud                  varchar(255),
  role                 varchar(255),
  email                varchar(255),
  encrypted_password   varchar(255),
  email_confirmed_at   timestamptz,
  invited_at           timestamptz,
  confirmation_token   varchar(255),
  confirmation_sent_at timestamptz,
  recovery_token       varchar(255),
  recovery_sent_at     timestamptz,
  last_sign_in_at      timestamptz,
  raw_app_meta_data    jsonb,
  raw_user_meta_data   jsonb,
  is_super_admin       boolean,
  created_at           timestamptz,
  updated_at           timestamptz,
  phone                text unique,
  phone_confirmed_at   timestamptz,
  confirmed_at         timestamptz generated always as (least(email_confirmed_at, phone_confirmed_at)) stored,
  banned_until         timestamptz,
  is_sso_user          boolean not null default false,
  deleted_at           timestamptz,
  is_anonymous         boolean not null default false
);
create unique index if not exists users_email_partial_key on auth.users (lower(email)) where is_sso_user = false;

create table if not exists auth.identities (
  provider_id     text not null,
  user_id         uuid not null references auth.users (id) on delete cascade,
  identity_data   jsonb not null,
  provider        text not null,
  last_sign_in_at timestamptz,
  created_at      timestamptz,
  updated_at      timestamptz,
  email           text generated always as (lower(identity_data ->> 'email')) stored,
  id              uuid primary key default gen_random_uuid(),
  constraint identities_provider_id_provider_unique unique (provider_id, provider)
);
create index if not exists identities_user_id_idx on auth.identities (user_id);

create table if not exists auth.sessions (
  id          uuid primary key,
  user_id     uuid not null references auth.users (id) on delete cascade,
  created_at  timestamptz,
  updated_at  timestamptz,
  aal         text,
  not_after   timestamptz,
  -- Local column: Supabase keeps this in auth.mfa_amr_claims.
  amr         jsonb not null default '[]'
);
create index if not exists sessions_user_id_idx on auth.sessions (user_id);
-- Supabase's column: the factor that raised the session to aal2 (added here for databases of older starts).
alter table auth.sessions add column if not exists factor_id uuid;

create table if not exists auth.refresh_tokens (
  instance_id uuid,
  id          bigserial primary key,
  token       varchar(255) unique,
  user_id     varchar(255),
  revoked     boolean,
  created_at  timestamptz,
  updated_at  timestamptz,
  parent      varchar(255),
  session_id  uuid references auth.sessions (id) on delete cascade
);
create index if not exists refresh_tokens_session_id_idx on auth.refresh_tokens (session_id);

create table if not exists auth.flow_state (
  id                     uuid primary key,
  user_id                uuid references auth.users (id) on delete cascade,
  auth_code              text not null,
  code_challenge_method  text not null,
  code_challenge         text not null,
  provider_type          text not null,
  provider_access_token  text,
  authentication_method  text not null,
  created_at             timestamptz,
  updated_at             timestamptz,
  auth_code_issued_at    timestamptz
);
create index if not exists flow_state_auth_code_idx on auth.flow_state (auth_code);

-- Multi-factor authentication, with Supabase's table and column names (text where Supabase has the
-- enums auth.factor_type, auth.factor_status). Secrets are kept as Supabase keeps them without
-- database encryption: in the clear.
create table if not exists auth.mfa_factors (
  id                 uuid primary key,
  user_id            uuid not null references auth.users (id) on delete cascade,
  friendly_name      text,
  factor_type        text not null check (factor_type in ('totp', 'phone', 'webauthn')),
  status             text not null check (status in ('unverified', 'verified')),
  created_at         timestamptz not null,
  updated_at         timestamptz not null,
  secret             text,
  phone              text,
  last_challenged_at timestamptz
);
create index if not exists factor_id_created_at_idx on auth.mfa_factors (user_id, created_at);
create unique index if not exists mfa_factors_user_friendly_name_unique on auth.mfa_factors (friendly_name, user_id)
  where trim(friendly_name) <> '';

create table if not exists auth.mfa_challenges (
  id          uuid primary key,
  factor_id   uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at  timestamptz not null,
  verified_at timestamptz,
  -- Supabase: inet; text here, as the stand-in's client address may be "unknown" in tests.
  ip_address  text not null,
  otp_code    text
);
create index if not exists mfa_challenge_created_at_idx on auth.mfa_challenges (created_at desc);

-- Local only: the e-mails the stand-in "sends", shown on its /mailbox page.
create table if not exists auth.dev_mailbox (
  id          bigint generated always as identity primary key,
  to_email    text not null,
  subject     text not null,
  body        text not null,
  link        text not null,
  created_at  timestamptz not null default now()
);

-- Supabase's helpers: the caller's claims, as PostgREST sets them per request.
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.sub', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')
  )::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.role', true), ''),
    (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
  )::text
$$;
grant execute on function auth.jwt(), auth.uid(), auth.role() to anon, authenticated, service_role;
