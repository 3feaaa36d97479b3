-- After the sale (issue 29): cancellation by the customer or the team, refunds through Pesapal,
-- and an audit of every such action. An order's status gains refund_requested (a refund was asked
-- of Pesapal and is not yet reported done); cancelled and refunded were already there. When and why
-- an order was cancelled, and by whom, is kept on the order; each refund is a row of its own, one
-- live refund per payment as Pesapal allows (a refused one may be asked again). Row-level security
-- is as for the order's other tables: customers read what belongs to their orders, admins read all,
-- only the server writes.

alter table public.orders drop constraint orders_status_check;
alter table public.orders add constraint orders_status_check check (status in
  ('awaiting_payment', 'paid', 'payment_failed', 'cancelled', 'refund_requested', 'refunded', 'cash_on_delivery'));
alter table public.orders
  add column cancelled_at  timestamptz,
  add column cancelled_by  text check (cancelled_by is null or cancelled_by in ('customer', 'admin')),
  add column cancel_reason text check (cancel_reason is null or length(btrim(cancel_reason)) between 1 and 500),
  add constraint orders_cancel_complete check ((cancelled_at is null) = (cancelled_by is null) and (cancelled_at is null) = (cancel_reason is null));

create table public.refunds (
  id                 uuid primary key default gen_random_uuid(),
  order_id           uuid not null references public.orders (id) on delete cascade,
  payment_id         uuid not null references public.payments (id) on delete cascade,
  amount_cents       bigint not null check (amount_cents > 0),
  -- sending: being asked of Pesapal now (a lease: one left behind by a crash is retried);
  -- requested: Pesapal took the request; completed: Pesapal reports the payment REVERSED;
  -- failed: Pesapal refused, or could not be reached (the refund may be asked again).
  status             text not null default 'sending' check (status in ('sending', 'requested', 'completed', 'failed')),
  reason             text not null check (length(btrim(reason)) between 1 and 500),
  requested_by       uuid references auth.users (id) on delete set null,
  requested_by_role  text not null check (requested_by_role in ('customer', 'admin')),
  confirmation_code  text not null check (length(confirmation_code) between 1 and 100),
  provider_message   text check (provider_message is null or length(provider_message) <= 500),
  created_at         timestamptz not null default now(),
  updated_at         timestamptz not null default now(),
  requested_at       timestamptz,
  completed_at       timestamptz,
  constraint refunds_completed_has_time check (status <> 'completed' or completed_at is not null)
);
-- One refund per payment: a second request while one is live (or done) is refused by the database.
create unique index refunds_one_per_payment on public.refunds (payment_id) where status <> 'failed';
create index refunds_order_idx on public.refunds (order_id, created_at desc);
create index refunds_completed_idx on public.refunds (completed_at) where status = 'completed';
create trigger refunds_touch before update on public.refunds
  for each row execute function private.touch_updated_at();

-- Who did what to an order, and why: cancellations, refunds asked, refunds settled.
create table public.order_actions (
  id          bigint generated always as identity primary key,
  order_id    uuid not null references public.orders (id) on delete cascade,
  action      text not null check (action in ('cancel', 'refund_request', 'refund_failed', 'refund_completed')),
  actor       uuid references auth.users (id) on delete set null,
  actor_role  text not null check (actor_role in ('customer', 'admin', 'system')),
  reason      text check (reason is null or length(reason) <= 500),
  detail      jsonb not null default '{}' check (jsonb_typeof(detail) = 'object'),
  at          timestamptz not null default now()
);
create index order_actions_order_idx on public.order_actions (order_id, at);

alter table public.outbox_messages drop constraint outbox_messages_event_check;
alter table public.outbox_messages add constraint outbox_messages_event_check check (event in
  ('order_received', 'payment_failed', 'delivery_shipped', 'delivery_delivered', 'delivery_cancelled', 'shop_new_order',
   'order_cancelled', 'refund_requested', 'refund_completed', 'shop_order_cancelled'));

alter table public.refunds enable row level security;
alter table public.order_actions enable row level security;
revoke all on public.refunds, public.order_actions from anon, authenticated;
grant select on public.refunds, public.order_actions to authenticated;
grant select, insert, update, delete on public.refunds, public.order_actions to service_role;

create policy "refunds: read with own order" on public.refunds
  for select to authenticated using (exists (
    select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));
create policy "refunds: admins read all" on public.refunds
  for select to authenticated using ((select private.is_admin()));
create policy "order_actions: read with own order" on public.order_actions
  for select to authenticated using (exists (
    select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));
create policy "order_actions: admins read all" on public.order_actions
  for select to authenticated using ((select private.is_admin()));
