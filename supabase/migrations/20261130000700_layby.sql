-- Lay-by, "Lipa Mdogo Mdogo" (issue 47; reference layby-instalments.md): the shopper reserves a
-- system with a deposit, pays the rest in amounts they choose, and the shop delivers once it is
-- paid in full. Nothing leaves before the balance is zero: no goods on credit.
--
-- A plan belongs to an order placed at checkout as any other; its terms (deposit, smallest
-- instalment, end date, grace, cancellation fee) are copied from the CMS's lay-by settings when it
-- is made, so a later change in the CMS never changes a plan. What has been paid is read from the
-- order's money records (its completed payments, and cash paid at the shop: orders.paid_online_cents
-- and collected_cents), never kept twice. The order's status says where the money stands:
--
--   awaiting_payment ─deposit→ layby ─instalments…→ paid (goes to delivery like any paid order)
--        └───────────────────────────┴─cancel / end date and grace passed→ cancelled → refunds
--
-- The plan's own status keeps why it ended. Stock is held for the order at checkout as any online
-- order's (until its hold expires); the deposit makes the hold last the plan's life.

alter table public.orders drop constraint orders_status_check;
alter table public.orders add constraint orders_status_check check (status in
  ('awaiting_payment', 'awaiting_confirmation', 'paid', 'payment_failed', 'cancelled', 'refund_requested', 'refunded',
   'cash_on_delivery', 'layby'));

create table public.layby_plans (
  order_id              uuid primary key references public.orders (id) on delete cascade,
  -- awaiting_deposit: placed, deposit not yet paid; active: deposit paid; paid: paid in full;
  -- cancelled (by the customer or the team) and expired (the end date and its grace passed) are ended.
  status                text not null default 'awaiting_deposit'
                          check (status in ('awaiting_deposit', 'active', 'paid', 'cancelled', 'expired')),
  -- The price is the order's total, locked when the plan is made; no interest, no fee that grows.
  total_cents           bigint not null check (total_cents > 0 and total_cents % 100 = 0),
  deposit_cents         bigint not null check (deposit_cents > 0 and deposit_cents % 100 = 0 and deposit_cents <= total_cents),
  min_instalment_cents  bigint not null check (min_instalment_cents > 0 and min_instalment_cents % 100 = 0),
  -- M-PESA's per-transaction limit when the plan was made: no instalment above it.
  mpesa_max_cents       bigint not null check (mpesa_max_cents > 0),
  -- The suggested rhythm: an amount every cadence_days (display and reminders only; any amount may be paid).
  cadence_days          integer not null check (cadence_days between 1 and 31),
  suggested_cents       bigint not null check (suggested_cents > 0),
  remind_days_before    integer not null check (remind_days_before between 0 and 7),
  starts_on             date not null,
  ends_on               date not null,
  grace_days            integer not null check (grace_days between 0 and 90),
  -- The published cancellation fee: none within fee_free_days of the start, then fee_bp of what was
  -- paid, at most fee_max_cents; never when the shop ends the plan.
  fee_free_days         integer not null check (fee_free_days between 0 and 90),
  fee_bp                integer not null check (fee_bp between 0 and 1000),
  fee_max_cents         bigint check (fee_max_cents is null or fee_max_cents >= 0),
  -- The terms as the shopper read them before paying the deposit (figures and words, both languages).
  terms                 jsonb not null check (jsonb_typeof(terms) = 'object'),
  -- Each extension of the end date by the team, with its reason, is in order_actions.
  extensions            integer not null default 0 check (extensions >= 0),
  paid_at               timestamptz,
  ended_at              timestamptz,
  ended_by              text check (ended_by is null or ended_by in ('customer', 'admin', 'system')),
  end_reason            text check (end_reason is null or length(btrim(end_reason)) between 1 and 500),
  -- What the shop keeps of what was paid when the plan ended (the fee, within what refunds allow),
  -- and what goes back of each payment: [{id, refundCents}] (src/lib/layby/refunds.ts).
  fee_cents             bigint check (fee_cents is null or fee_cents >= 0),
  refund_plan           jsonb check (refund_plan is null or jsonb_typeof(refund_plan) = 'array'),
  created_at            timestamptz not null default now(),
  updated_at            timestamptz not null default now(),
  constraint layby_plans_dates check (ends_on >= starts_on),
  constraint layby_plans_ended_whole check (
    (status in ('cancelled', 'expired')) = (ended_at is not null)
    and (ended_at is null) = (ended_by is null)
    and (ended_at is null) = (end_reason is null)
    and (ended_at is null) = (fee_cents is null)),
  constraint layby_plans_paid_has_time check ((status = 'paid') = (paid_at is not null))
);
create index layby_plans_open_idx on public.layby_plans (ends_on) where status in ('awaiting_deposit', 'active');
create index layby_plans_status_idx on public.layby_plans (status, ends_on);
create trigger layby_plans_touch before update on public.layby_plans
  for each row execute function private.touch_updated_at();

-- A payment the shop keeps when a plan ends: the cancellation fee, within the rule that a mobile-money
-- payment is refunded whole or not at all. It is not returned (src/lib/layby/refunds.ts).
alter table public.payments add column kept_as_fee boolean not null default false;
alter table public.cash_collections add column kept_as_fee boolean not null default false;

-- Through Supabase's Data API: no grant at all, as for every table of the shop
-- (20261128000500_data_api_aal2.sql, docs/security.md); the shop reads and writes plans through its
-- API. The policies stay behind the missing grant: should one come back, a customer reads only the
-- plans of their own orders, an admin all of them at aal2, anonymous nobody.
alter table public.layby_plans enable row level security;
revoke all on public.layby_plans from anon, authenticated;
grant select, insert, update, delete on public.layby_plans to service_role;
create policy "layby_plans: read with own order" on public.layby_plans
  for select to authenticated using (exists (
    select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));
create policy "layby_plans: admins read all" on public.layby_plans
  for select to authenticated using ((select private.is_admin()));
create policy "layby_plans: admins only at aal2" on public.layby_plans
  as restrictive for all to authenticated
  using (not (select private.admin_below_aal2())) with check (not (select private.admin_below_aal2()));

-- The deposit reserves the units for the plan's life: the order's holds stop expiring, and a hold
-- the sweep released while the deposit was being paid is taken again where the units are still
-- there (a deposit is never refused: one that finds nothing left is held short, as the stock page shows).
create function private.layby_hold_stock(p_order uuid) returns void
language plpgsql security definer set search_path = '' as $$
declare
  r record;
begin
  update public.stock_reservations s set expires_at = null
   where s.order_id = p_order and s.status = 'held' and s.expires_at is not null;
  for r in
    select * from public.stock_reservations s
     where s.order_id = p_order and s.status = 'released' order by s.product_id, s.location_id for update
  loop
    update public.stock_levels l
       set reserved = l.reserved + r.quantity, updated_at = now()
     where l.product_id = r.product_id and l.location_id = r.location_id and l.on_hand - l.reserved >= r.quantity;
    if found then
      update public.stock_reservations set status = 'held', expires_at = null, ended_at = null where id = r.id;
      insert into public.stock_movements
        (product_id, location_id, kind, on_hand_change, reserved_change, on_hand_after, reserved_after, order_id, note)
      select r.product_id, r.location_id, 'reserved', 0, r.quantity, l.on_hand, l.reserved, p_order, 'Held for the lay-by plan'
        from public.stock_levels l where l.product_id = r.product_id and l.location_id = r.location_id;
    end if;
  end loop;
end $$;
revoke all on function private.layby_hold_stock(uuid) from public;
grant execute on function private.layby_hold_stock(uuid) to service_role;

-- A lay-by order's units are sold when it is paid in full, and released when it is cancelled: the
-- trigger on orders (20261130000100_stock.sql) already does both, whichever status came before.

alter table public.outbox_messages drop constraint outbox_messages_event_check;
alter table public.outbox_messages add constraint outbox_messages_event_check check (event in
  ('order_received', 'payment_failed', 'delivery_shipped', 'delivery_delivered', 'delivery_cancelled', 'shop_new_order',
   'order_cancelled', 'refund_requested', 'refund_completed', 'shop_order_cancelled',
   'warranty_registered', 'warranty_claim_received', 'warranty_claim_status',
   'cash_received', 'order_confirmed', 'warranty_serial_corrected',
   'back_in_stock', 'shop_low_stock',
   'layby_started', 'layby_payment', 'layby_paid', 'layby_reminder', 'layby_ended'));

alter table public.order_actions drop constraint order_actions_action_check;
alter table public.order_actions add constraint order_actions_action_check check (action in
  ('cancel', 'refund_request', 'refund_failed', 'refund_completed', 'late_payment', 'page_closed', 'page_close_failed',
   'layby_extended', 'layby_ended', 'layby_cash'));

alter table public.admin_actions drop constraint admin_actions_action_check;
alter table public.admin_actions add constraint admin_actions_action_check check (action in
  ('order.delivery', 'order.cancel', 'order.refund', 'message.resend', 'warranty.claim.status', 'contact.read',
   'order.cash', 'order.confirm', 'warranty.serial',
   'stock.count', 'stock.receive', 'stock.adjust', 'stock.threshold', 'stock.return', 'stock.import',
   'invoice.retry', 'layby.cash', 'layby.extend'));
