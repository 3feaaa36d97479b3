-- Cash on delivery, recorded (issue 43): what a driver brought back for an order, one row per
-- collection (a short one first, the rest later), with who recorded it, when, how it was paid (cash
-- in hand or M-PESA to the shop's till, with its receipt code), a note and the driver. The total
-- collected against what the order owes decides whether it is paid (src/server/orders/cash.ts);
-- the order's figures count these rows as money in (src/lib/orders/figures.ts).
--
-- The driver who took the goods out is kept on the order when it is shipped, so the day's view
-- (GET /api/admin/cash) can say what each driver was to bring back.

alter table public.orders
  add column driver text check (driver is null or length(btrim(driver)) between 1 and 80);

create table public.cash_collections (
  id                uuid primary key default gen_random_uuid(),
  order_id          uuid not null references public.orders (id) on delete cascade,
  -- Whole shillings only: M-PESA moves no cents, and neither does a driver's change.
  amount_cents      bigint not null check (amount_cents > 0 and amount_cents % 100 = 0),
  method            text not null check (method in ('cash', 'mpesa')),
  -- An M-PESA receipt code (10 upper-case letters and digits) counts once, whatever order it is given for.
  mpesa_receipt     text unique check (mpesa_receipt is null or mpesa_receipt ~ '^[A-Z0-9]{10}$'),
  note              text check (note is null or length(btrim(note)) between 1 and 200),
  driver            text check (driver is null or length(btrim(driver)) between 1 and 80),
  -- The admin page's key for one press of "Record": the same press sent twice records once.
  request_key       text unique check (request_key is null or length(request_key) between 8 and 100),
  recorded_by       uuid references auth.users (id) on delete set null,
  -- Kept when the account is deleted, as in admin_actions.
  recorded_by_email text check (recorded_by_email is null or length(recorded_by_email) <= 320),
  recorded_at       timestamptz not null default now(),
  constraint cash_collections_receipt_with_mpesa check ((method = 'mpesa') = (mpesa_receipt is not null))
);
create index cash_collections_order_idx on public.cash_collections (order_id, recorded_at);
create index cash_collections_recorded_idx on public.cash_collections (recorded_at);
-- The day's view finds the orders that went out or arrived that day by their delivery history.
create index delivery_status_changes_day_idx on public.delivery_status_changes (changed_at) where to_status in ('shipped', 'delivered');

-- Only the server reads and writes it; through the Data API, admins at aal2 read it, customers
-- nothing (their receipts reach them by SMS and e-mail).
alter table public.cash_collections enable row level security;
revoke all on public.cash_collections from anon, authenticated;
grant select, insert, update, delete on public.cash_collections to service_role;
create policy "cash_collections: admins read all" on public.cash_collections
  for select to authenticated using ((select private.is_admin()));
create policy "cash_collections: admins only at aal2" on public.cash_collections
  as restrictive for all to authenticated
  using (not (select private.admin_below_aal2())) with check (not (select private.admin_below_aal2()));

-- Each order's money in and out, summed from its records: what Pesapal reports paid (COMPLETED, or
-- REVERSED when refunded since), what drivers brought back, and the refunds Pesapal reports done.
-- The records stay the truth (an order's figures are made from them: src/lib/orders/figures.ts);
-- these sums only let the orders desk and the dashboard add up thousands of orders' figures from
-- the orders table alone (src/server/db/order-figures-sql.ts), and the API tests hold them to the
-- records. Triggers keep them: a statement that changes what a record adds locks the orders it
-- touches (after any lock it already holds on them: writers take the order's row first) and sums again.
alter table public.orders
  add column paid_online_cents bigint not null default 0 check (paid_online_cents >= 0),
  add column collected_cents   bigint not null default 0 check (collected_cents >= 0),
  add column refunded_cents    bigint not null default 0 check (refunded_cents >= 0);

create function private.sum_order_money(targets uuid[]) returns void
language plpgsql security definer set search_path = '' as $$
begin
  if coalesce(cardinality(targets), 0) = 0 then
    return;
  end if;
  perform 1 from public.orders o where o.id = any(targets) order by o.id for update;
  -- A statement of its own, so it sees what a writer that held these orders committed meanwhile.
  update public.orders o set
    paid_online_cents = coalesce((select sum(p.amount_cents) from public.payments p
      where p.order_id = o.id and p.provider = 'pesapal' and p.status in ('COMPLETED', 'REVERSED')), 0),
    collected_cents = coalesce((select sum(c.amount_cents) from public.cash_collections c where c.order_id = o.id), 0),
    refunded_cents = coalesce((select sum(r.amount_cents) from public.refunds r where r.order_id = o.id and r.status = 'completed'), 0)
  where o.id = any(targets);
end $$;
revoke all on function private.sum_order_money(uuid[]) from public;

create function private.payments_money() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.sum_order_money(array(select distinct n.order_id from new_rows n
      where n.provider = 'pesapal' and n.status in ('COMPLETED', 'REVERSED')));
  elsif tg_op = 'DELETE' then
    perform private.sum_order_money(array(select distinct o.order_id from old_rows o
      where o.provider = 'pesapal' and o.status in ('COMPLETED', 'REVERSED')));
  else
    perform private.sum_order_money(array(select distinct n.order_id from new_rows n join old_rows o on o.id = n.id
      where (case when o.provider = 'pesapal' and o.status in ('COMPLETED', 'REVERSED') then o.amount_cents else 0 end)
         <> (case when n.provider = 'pesapal' and n.status in ('COMPLETED', 'REVERSED') then n.amount_cents else 0 end)));
  end if;
  return null;
end $$;
revoke all on function private.payments_money() from public;
create trigger payments_money_insert after insert on public.payments
  referencing new table as new_rows for each statement execute function private.payments_money();
create trigger payments_money_update after update on public.payments
  referencing old table as old_rows new table as new_rows for each statement execute function private.payments_money();
create trigger payments_money_delete after delete on public.payments
  referencing old table as old_rows for each statement execute function private.payments_money();

create function private.cash_collections_money() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.sum_order_money(array(select distinct n.order_id from new_rows n));
  elsif tg_op = 'DELETE' then
    perform private.sum_order_money(array(select distinct o.order_id from old_rows o));
  else
    perform private.sum_order_money(array(select distinct n.order_id from new_rows n join old_rows o on o.id = n.id
      where o.amount_cents <> n.amount_cents));
  end if;
  return null;
end $$;
revoke all on function private.cash_collections_money() from public;
create trigger cash_collections_money_insert after insert on public.cash_collections
  referencing new table as new_rows for each statement execute function private.cash_collections_money();
create trigger cash_collections_money_update after update on public.cash_collections
  referencing old table as old_rows new table as new_rows for each statement execute function private.cash_collections_money();
create trigger cash_collections_money_delete after delete on public.cash_collections
  referencing old table as old_rows for each statement execute function private.cash_collections_money();

create function private.refunds_money() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if tg_op = 'INSERT' then
    perform private.sum_order_money(array(select distinct n.order_id from new_rows n where n.status = 'completed'));
  elsif tg_op = 'DELETE' then
    perform private.sum_order_money(array(select distinct o.order_id from old_rows o where o.status = 'completed'));
  else
    perform private.sum_order_money(array(select distinct n.order_id from new_rows n join old_rows o on o.id = n.id
      where (case when o.status = 'completed' then o.amount_cents else 0 end)
         <> (case when n.status = 'completed' then n.amount_cents else 0 end)));
  end if;
  return null;
end $$;
revoke all on function private.refunds_money() from public;
create trigger refunds_money_insert after insert on public.refunds
  referencing new table as new_rows for each statement execute function private.refunds_money();
create trigger refunds_money_update after update on public.refunds
  referencing old table as old_rows new table as new_rows for each statement execute function private.refunds_money();
create trigger refunds_money_delete after delete on public.refunds
  referencing old table as old_rows for each statement execute function private.refunds_money();

-- The orders placed before: summed once.
select private.sum_order_money(array(select id from public.orders));
