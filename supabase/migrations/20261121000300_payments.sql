-- Payment attempts (the "transactions" a customer sees on /account). One order may have several
-- attempts; Pesapal's answers are kept verbatim in status_history for audit.

create table public.payments (
  id                  uuid primary key default gen_random_uuid(),
  order_id            uuid not null references public.orders (id) on delete cascade,
  user_id             uuid references auth.users (id) on delete set null, -- copied from the order
  provider            text not null default 'pesapal' check (provider in ('pesapal', 'cash')),
  merchant_reference  text not null unique check (length(merchant_reference) between 1 and 50),
  order_tracking_id   text unique check (order_tracking_id is null or length(order_tracking_id) between 1 and 100),
  status              text not null default 'PENDING' check (status in
                        ('PENDING', 'COMPLETED', 'FAILED', 'REVERSED', 'CANCELLED')),
  payment_method      text check (payment_method is null or length(payment_method) between 1 and 100),
  amount_cents        bigint not null check (amount_cents >= 0),
  currency            text not null default 'KES' check (currency ~ '^[A-Z]{3}$'),
  confirmation_code   text check (confirmation_code is null or length(confirmation_code) <= 100),
  status_message      text check (status_message is null or length(status_message) <= 500),
  status_history      jsonb not null default '[]' check (jsonb_typeof(status_history) = 'array'),
  completed_at        timestamptz,
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now(),
  constraint payments_completed_has_time check (status <> 'COMPLETED' or completed_at is not null)
);
create index payments_user_created_idx on public.payments (user_id, created_at desc) where user_id is not null;
create index payments_order_idx on public.payments (order_id, created_at desc);
create trigger payments_touch before update on public.payments
  for each row execute function private.touch_updated_at();

alter table public.payments enable row level security;
revoke all on public.payments from anon, authenticated;
grant select on public.payments to authenticated;
grant select, insert, update, delete on public.payments to service_role;

create policy "payments: customers read own" on public.payments
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "payments: admins read all" on public.payments
  for select to authenticated using ((select private.is_admin()));
