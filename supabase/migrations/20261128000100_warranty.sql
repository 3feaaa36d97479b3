-- Warranty registration and claims (issue 31). A customer registers the serial number of each item
-- of a delivered order; the registration keeps the product's warranty as it was promised on that day
-- (months and what it covers) and the day it ends, so a later change in the CMS rewrites no one's
-- certificate. A serial is registered once per product (compared without spaces, in upper case).
-- A claim is made against a registered serial; one made after the warranty ended is kept and marked
-- so. Each change of a claim's status is a row of its audit. Customers read their own through their
-- orders, admins read all, and only the server writes (nobody writes through the Data API).
create table public.warranty_registrations (
  id               uuid primary key default gen_random_uuid(),
  order_id         uuid not null references public.orders (id) on delete cascade,
  product_id       text not null check (length(product_id) between 1 and 200),
  product_name     text not null check (length(product_name) between 1 and 300),
  serial           text not null check (serial ~ '^[A-Z0-9][A-Z0-9./-]{2,39}$'),
  warranty_months  integer not null check (warranty_months between 1 and 600),
  covers           text not null default '' check (length(covers) <= 300),
  starts_on        date not null,
  ends_on          date not null check (ends_on >= starts_on),
  registered_at    timestamptz not null default now(),
  constraint warranty_registrations_once unique (product_id, serial)
);
create index warranty_registrations_order_idx on public.warranty_registrations (order_id);
create index warranty_registrations_serial_idx on public.warranty_registrations (serial);
create index warranty_registrations_ends_idx on public.warranty_registrations (ends_on);

create table public.warranty_claims (
  id               uuid primary key default gen_random_uuid(),
  registration_id  uuid not null references public.warranty_registrations (id) on delete cascade,
  description      text not null check (length(btrim(description)) between 10 and 2000),
  status           text not null default 'received'
                     check (status in ('received', 'inspecting', 'repaired', 'replaced', 'rejected')),
  reject_reason    text check (reject_reason is null or length(btrim(reject_reason)) between 1 and 500),
  -- The warranty had ended on the day the claim was made: accepted, and the team decides.
  out_of_warranty  boolean not null,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  constraint warranty_claims_rejected_has_reason check ((status = 'rejected') = (reject_reason is not null))
);
create index warranty_claims_registration_idx on public.warranty_claims (registration_id, created_at);
create index warranty_claims_open_idx on public.warranty_claims (created_at) where status in ('received', 'inspecting');
create trigger warranty_claims_touch before update on public.warranty_claims
  for each row execute function private.touch_updated_at();

-- Who moved a claim, from what to what, and why.
create table public.warranty_claim_events (
  id           bigint generated always as identity primary key,
  claim_id     uuid not null references public.warranty_claims (id) on delete cascade,
  from_status  text check (from_status is null or from_status in ('received', 'inspecting', 'repaired', 'replaced', 'rejected')),
  to_status    text not null check (to_status in ('received', 'inspecting', 'repaired', 'replaced', 'rejected')),
  reason       text check (reason is null or length(reason) <= 500),
  actor        uuid references auth.users (id) on delete set null,
  actor_role   text not null check (actor_role in ('customer', 'admin')),
  at           timestamptz not null default now()
);
create index warranty_claim_events_claim_idx on public.warranty_claim_events (claim_id, at);

-- A claim's messages: one per claim and status it reached, so the outbox keys them by a dedupe key
-- beside order, event, channel and recipient ('' for the order messages, which happen once an order).
alter table public.outbox_messages add column dedupe_key text not null default '' check (length(dedupe_key) <= 100);
alter table public.outbox_messages drop constraint outbox_messages_once;
alter table public.outbox_messages add constraint outbox_messages_once unique (order_id, event, channel, recipient, dedupe_key);
alter table public.outbox_messages drop constraint outbox_messages_event_check;
alter table public.outbox_messages add constraint outbox_messages_event_check check (event in
  ('order_received', 'payment_failed', 'delivery_shipped', 'delivery_delivered', 'delivery_cancelled', 'shop_new_order',
   'order_cancelled', 'refund_requested', 'refund_completed', 'shop_order_cancelled',
   'warranty_registered', 'warranty_claim_received', 'warranty_claim_status'));

alter table public.warranty_registrations enable row level security;
alter table public.warranty_claims enable row level security;
alter table public.warranty_claim_events enable row level security;
revoke all on public.warranty_registrations, public.warranty_claims, public.warranty_claim_events from anon, authenticated;
grant select on public.warranty_registrations, public.warranty_claims, public.warranty_claim_events to authenticated;
grant select, insert, update, delete on public.warranty_registrations, public.warranty_claims, public.warranty_claim_events to service_role;

create policy "warranty_registrations: read with own order" on public.warranty_registrations
  for select to authenticated using (exists (
    select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));
create policy "warranty_registrations: admins read all" on public.warranty_registrations
  for select to authenticated using ((select private.is_admin()));
create policy "warranty_claims: read with own order" on public.warranty_claims
  for select to authenticated using (exists (
    select 1 from public.warranty_registrations r join public.orders o on o.id = r.order_id
    where r.id = registration_id and o.user_id = (select auth.uid())));
create policy "warranty_claims: admins read all" on public.warranty_claims
  for select to authenticated using ((select private.is_admin()));
create policy "warranty_claim_events: read with own order" on public.warranty_claim_events
  for select to authenticated using (exists (
    select 1 from public.warranty_claims c
    join public.warranty_registrations r on r.id = c.registration_id
    join public.orders o on o.id = r.order_id
    where c.id = claim_id and o.user_id = (select auth.uid())));
create policy "warranty_claim_events: admins read all" on public.warranty_claim_events
  for select to authenticated using ((select private.is_admin()));
