-- Orders placed at checkout, their lines, the policy versions accepted, and the history of
-- delivery-status changes. All amounts are integer cents of KES. The server writes; customers
-- and admins may only read, through row-level security.

create table public.orders (
  id               uuid primary key default gen_random_uuid(), -- also Pesapal's merchant reference
  user_id          uuid references auth.users (id) on delete set null, -- null for guest checkout
  idempotency_key  text not null unique check (length(idempotency_key) between 8 and 100),
  status           text not null default 'awaiting_payment' check (status in
                     ('awaiting_payment', 'paid', 'payment_failed', 'cancelled', 'refunded', 'cash_on_delivery')),
  delivery_status  text not null default 'pending' check (delivery_status in
                     ('pending', 'shipped', 'delivered', 'cancelled')),
  payment_method   text not null check (payment_method in ('MPESA', 'Card', 'Bank', 'Cash')),
  customer_name    text not null check (length(btrim(customer_name)) between 1 and 200),
  customer_email   text not null check (length(customer_email) <= 320 and customer_email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  customer_phone   text not null check (customer_phone ~ '^\+254[17][0-9]{8}$'), -- normalised by the server
  address          text not null check (length(btrim(address)) between 1 and 300),
  apartment        text check (apartment is null or length(apartment) <= 200),
  city             text not null check (length(btrim(city)) between 1 and 100),
  county           text not null check (length(btrim(county)) between 1 and 100),
  postal_code      text not null check (length(btrim(postal_code)) between 1 and 20),
  currency         text not null default 'KES' check (currency = 'KES'),
  subtotal_cents   bigint not null check (subtotal_cents >= 0),
  shipping_cents   bigint not null default 0 check (shipping_cents >= 0),
  tax_cents        bigint not null default 0 check (tax_cents >= 0),
  total_cents      bigint not null check (total_cents >= 0),
  paid_at          timestamptz,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  constraint orders_total_adds_up check (total_cents = subtotal_cents + shipping_cents + tax_cents),
  constraint orders_paid_has_time check (status <> 'paid' or paid_at is not null)
);
create index orders_user_created_idx on public.orders (user_id, created_at desc) where user_id is not null;
create index orders_created_idx on public.orders (created_at desc);
create trigger orders_touch before update on public.orders
  for each row execute function private.touch_updated_at();

create table public.order_items (
  order_id          uuid not null references public.orders (id) on delete cascade,
  position          smallint not null check (position between 0 and 199),
  product_id        text not null check (length(product_id) between 1 and 200),
  product_name      text not null check (length(btrim(product_name)) between 1 and 300),
  unit_price_cents  bigint not null check (unit_price_cents >= 0),
  quantity          integer not null check (quantity between 1 and 100),
  line_total_cents  bigint not null,
  primary key (order_id, position),
  constraint order_items_one_line_per_product unique (order_id, product_id),
  constraint order_items_line_total check (line_total_cents = unit_price_cents * quantity)
);

create table public.order_policy_acceptances (
  order_id     uuid not null references public.orders (id) on delete cascade,
  policy_type  text not null check (policy_type ~ '^[a-z0-9-]{1,60}$'),
  version      text not null check (length(version) between 1 and 60),
  hash         text not null check (length(hash) between 8 and 128),
  accepted_at  timestamptz not null default now(),
  primary key (order_id, policy_type)
);

create table public.delivery_status_changes (
  id           bigint generated always as identity primary key,
  order_id     uuid not null references public.orders (id) on delete cascade,
  from_status  text check (from_status in ('pending', 'shipped', 'delivered', 'cancelled')),
  to_status    text not null check (to_status in ('pending', 'shipped', 'delivered', 'cancelled')),
  changed_by   uuid references auth.users (id) on delete set null,
  changed_at   timestamptz not null default now()
);
create index delivery_status_changes_order_idx on public.delivery_status_changes (order_id, changed_at);

alter table public.orders enable row level security;
alter table public.order_items enable row level security;
alter table public.order_policy_acceptances enable row level security;
alter table public.delivery_status_changes enable row level security;

revoke all on public.orders, public.order_items, public.order_policy_acceptances,
  public.delivery_status_changes from anon, authenticated;
grant select on public.orders, public.order_items, public.order_policy_acceptances,
  public.delivery_status_changes to authenticated;
grant select, insert, update, delete on public.orders, public.order_items,
  public.order_policy_acceptances, public.delivery_status_changes to service_role;

create policy "orders: customers read own" on public.orders
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "orders: admins read all" on public.orders
  for select to authenticated using ((select private.is_admin()));

create policy "order_items: read with own order" on public.order_items
  for select to authenticated using (exists (
    select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));
create policy "order_items: admins read all" on public.order_items
  for select to authenticated using ((select private.is_admin()));

create policy "order_policy_acceptances: read with own order" on public.order_policy_acceptances
  for select to authenticated using (exists (
    select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));
create policy "order_policy_acceptances: admins read all" on public.order_policy_acceptances
  for select to authenticated using ((select private.is_admin()));

create policy "delivery_status_changes: read with own order" on public.delivery_status_changes
  for select to authenticated using (exists (
    select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));
create policy "delivery_status_changes: admins read all" on public.delivery_status_changes
  for select to authenticated using ((select private.is_admin()));
