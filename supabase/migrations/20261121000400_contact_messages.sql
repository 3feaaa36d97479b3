-- Messages sent through the contact form. client_key is a hash of the sender's address, used
-- only to rate-limit; the address itself is never stored.

create table public.contact_messages (
  id          uuid primary key default gen_random_uuid(),
  first_name  text not null check (length(btrim(first_name)) between 1 and 100),
  last_name   text not null check (length(btrim(last_name)) between 1 and 100),
  email       text not null check (length(email) <= 320 and email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  phone       text check (phone is null or length(phone) between 1 and 30),
  subject     text not null check (length(btrim(subject)) between 1 and 200),
  message     text not null check (length(btrim(message)) between 1 and 5000),
  user_id     uuid references auth.users (id) on delete set null,
  client_key  text not null check (client_key ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz not null default now(),
  handled_at  timestamptz
);
create index contact_messages_client_created_idx on public.contact_messages (client_key, created_at desc);
create index contact_messages_created_idx on public.contact_messages (created_at desc);

alter table public.contact_messages enable row level security;
revoke all on public.contact_messages from anon, authenticated;
grant select on public.contact_messages to authenticated;
grant select, insert, update, delete on public.contact_messages to service_role;

create policy "contact_messages: admins read all" on public.contact_messages
  for select to authenticated using ((select private.is_admin()));
