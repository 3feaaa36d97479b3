-- Tax invoices (issue 45): VAT kept on every order line, the buyer's KRA PIN, and a KRA eTIMS
-- invoice for every tax point and a credit note for every refund (reference kra-etims-oscu.md).
--
-- Prices are VAT-inclusive. Each line keeps the tax type (KRA's A–E) and rate it was sold under,
-- so a later change in the CMS or the law never changes an order. Orders from before this keep
-- nulls: the shop shows no VAT figure it does not know.
alter table public.order_items
  add column tax_type    text check (tax_type is null or tax_type in ('A', 'B', 'C', 'D', 'E')),
  add column tax_rate_bp integer check (tax_rate_bp is null or tax_rate_bp between 0 and 10000),
  add constraint order_items_tax_whole check ((tax_type is null) = (tax_rate_bp is null));
alter table public.orders
  add column delivery_tax_type    text check (delivery_tax_type is null or delivery_tax_type in ('A', 'B', 'C', 'D', 'E')),
  add column delivery_tax_rate_bp integer check (delivery_tax_rate_bp is null or delivery_tax_rate_bp between 0 and 10000),
  -- "I need a tax invoice for a business": printed on the invoice and sent to KRA as custTin/custNm.
  add column buyer_business_name  text check (buyer_business_name is null or length(btrim(buyer_business_name)) between 1 and 60),
  add column buyer_kra_pin        text check (buyer_kra_pin is null or buyer_kra_pin ~ '^[AP][0-9]{9}[A-Z]$'),
  add constraint orders_buyer_whole check ((buyer_business_name is null) = (buyer_kra_pin is null)),
  add constraint orders_delivery_tax_whole check ((delivery_tax_type is null) = (delivery_tax_rate_bp is null));

-- The control unit KRA gave this shop: what initialisation (selectInitOsdcInfo) answered, once per
-- environment, PIN and branch. cmc_key is the secret every later call carries; KRA issues it once.
create table public.etims_devices (
  env            text not null check (env in ('local', 'sandbox', 'production')),
  tin            text not null check (tin ~ '^[AP][0-9]{9}[A-Z]$'),
  branch_id      text not null check (branch_id ~ '^[0-9]{2}$'),
  device_serial  text not null check (length(device_serial) between 1 and 100),
  cmc_key        text not null check (length(cmc_key) between 1 and 200),
  sdc_id         text not null check (length(sdc_id) between 1 and 40),
  mrc_no         text check (mrc_no is null or length(mrc_no) <= 40),
  taxpayer_name  text check (taxpayer_name is null or length(taxpayer_name) <= 200),
  branch_name    text check (branch_name is null or length(branch_name) <= 200),
  -- KRA's tax rates as its code list (class 04) last said them, in basis points: {"B": 1600, ...}.
  tax_rates_bp   jsonb check (tax_rates_bp is null or jsonb_typeof(tax_rates_bp) = 'object'),
  codes_fetched_at timestamptz,
  initialised_at timestamptz not null default now(),
  primary key (env, tin, branch_id)
);

-- Items registered with KRA (saveItem) before their first sale: each product, and the delivery service.
create table public.etims_items (
  env            text not null check (env in ('local', 'sandbox', 'production')),
  tin            text not null,
  -- A product id, or 'delivery'.
  item_key       text not null check (length(item_key) between 1 and 200),
  -- The item code's running number (the worker holding the branch's lease gives them).
  serial         bigint not null check (serial > 0),
  item_cd        text not null check (length(item_cd) between 1 and 20),
  item_cls_cd    text not null check (length(item_cls_cd) between 1 and 10),
  tax_type       text not null check (tax_type in ('A', 'B', 'C', 'D', 'E')),
  -- Null until KRA took it: the row holds the code the worker sends.
  registered_at  timestamptz,
  primary key (env, tin, item_key),
  unique (env, tin, item_cd),
  unique (env, tin, serial)
);

-- invcNo per branch: gap-free, shared by invoices and credit notes. Only the worker holding the
-- branch's lease numbers (locked_until), so documents go to KRA one at a time, in order.
create table public.etims_sequences (
  env           text not null check (env in ('local', 'sandbox', 'production')),
  tin           text not null,
  branch_id     text not null,
  last_invc_no  bigint not null default 0 check (last_invc_no >= 0),
  locked_until  timestamptz,
  lock_owner    text,
  primary key (env, tin, branch_id)
);

create table public.tax_documents (
  id               uuid primary key default gen_random_uuid(),
  order_id         uuid not null references public.orders (id) on delete restrict,
  kind             text not null check (kind in ('invoice', 'credit_note')),
  source           text not null check (source in ('payment', 'collection', 'door_fee', 'refund')),
  source_id        text not null check (length(source_id) between 1 and 100),
  amount_cents     bigint not null check (amount_cents > 0),
  occurred_at      timestamptz not null,
  original_id      uuid references public.tax_documents (id) on delete restrict,
  status           text not null default 'queued' check (status in ('queued', 'sending', 'signed', 'failed')),
  env              text check (env is null or env in ('local', 'sandbox', 'production')),
  tin              text,
  branch_id        text,
  invc_no          bigint check (invc_no is null or invc_no > 0),
  org_invc_no      bigint,
  -- Made by the worker moments after the row is queued (src/server/etims/prepare.ts).
  lines            jsonb check (lines is null or jsonb_typeof(lines) = 'array'),
  taxable_cents    bigint,
  vat_cents        bigint,
  by_type          jsonb,
  buyer_name       text,
  buyer_pin        text,
  -- The exact saveTrnsSalesOsdc body sent, and KRA's answer.
  request          jsonb,
  result_cd        text,
  result_msg       text check (result_msg is null or length(result_msg) <= 1000),
  result_dt        text,
  sdc_id           text,
  mrc_no           text,
  cur_rcpt_no      bigint,
  tot_rcpt_no      bigint,
  intrl_data       text,
  rcpt_sign        text,
  sdc_date_time    text,
  cu_signed_at     timestamptz,
  qr_url           text,
  attempts         integer not null default 0,
  next_attempt_at  timestamptz not null default now(),
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  signed_at        timestamptz,
  unique (source, source_id),
  unique (env, tin, branch_id, invc_no),
  constraint tax_documents_credit_has_original check ((kind = 'credit_note') = (source = 'refund')),
  constraint tax_documents_signed_whole check (status <> 'signed' or (invc_no is not null and rcpt_sign is not null and signed_at is not null)),
  constraint tax_documents_sending_numbered check (status <> 'sending' or invc_no is not null)
);
create index tax_documents_order_idx on public.tax_documents (order_id, created_at);
create index tax_documents_open_idx on public.tax_documents (created_at) where status in ('queued', 'sending');
create index tax_documents_period_idx on public.tax_documents (occurred_at);
create trigger tax_documents_touch before update on public.tax_documents
  for each row execute function private.touch_updated_at();

-- Only the server reads and writes them; through the Data API admins at aal2 read the documents
-- (never the devices: the communication key is a secret), customers nothing (they read their
-- invoice through the API, which checks the order is theirs).
do $$
declare
  t text;
begin
  foreach t in array array['etims_devices', 'etims_items', 'etims_sequences', 'tax_documents'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on public.%I to service_role', t);
    if t <> 'etims_devices' then
      execute format('create policy %I on public.%I for select to authenticated using ((select private.is_admin()))',
        t || ': admins read all', t);
    end if;
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated
         using (not (select private.admin_below_aal2())) with check (not (select private.admin_below_aal2()))',
      t || ': admins only at aal2', t);
  end loop;
end $$;
revoke all on all sequences in schema public from anon, authenticated;

-- Each tax point queues its document in the transaction that records it, whichever code records it.
create function private.queue_tax_document(
  p_order uuid, p_kind text, p_source text, p_source_id text, p_amount bigint, p_at timestamptz, p_original uuid
) returns void
language sql security definer set search_path = '' as $$
  insert into public.tax_documents (order_id, kind, source, source_id, amount_cents, occurred_at, original_id)
  select p_order, p_kind, p_source, p_source_id, p_amount, p_at, p_original
   where p_amount > 0
  on conflict (source, source_id) do nothing;
$$;
revoke all on function private.queue_tax_document(uuid, text, text, text, bigint, timestamptz, uuid) from public;

-- An online payment Pesapal reports completed: an invoice for what it paid.
create function private.payment_tax_document() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.provider = 'pesapal' and new.status = 'COMPLETED' and (tg_op = 'INSERT' or old.status is distinct from 'COMPLETED') then
    perform private.queue_tax_document(new.order_id, 'invoice', 'payment', new.id::text, new.amount_cents,
      coalesce(new.completed_at, now()), null);
  end if;
  return null;
end $$;
create trigger payments_tax_document after insert or update of status on public.payments
  for each row execute function private.payment_tax_document();

-- Cash (or M-PESA to the till) a driver brought back: each collection is a tax point of its own.
create function private.collection_tax_document() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform private.queue_tax_document(new.order_id, 'invoice', 'collection', new.id::text, new.amount_cents, new.recorded_at, null);
  return null;
end $$;
create trigger cash_collections_tax_document after insert on public.cash_collections
  for each row execute function private.collection_tax_document();

-- The delivery fee of an order paid online, handed to the driver: a tax point when it is delivered.
create function private.door_fee_tax_document() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.delivery_status = 'delivered' and old.delivery_status is distinct from 'delivered'
     and new.payment_method <> 'Cash' and new.delivery_collect = 'on-delivery' and coalesce(new.delivery_fee_cents, 0) > 0 then
    perform private.queue_tax_document(new.id, 'invoice', 'door_fee', new.id::text, new.delivery_fee_cents, now(), null);
  end if;
  return null;
end $$;
create trigger orders_door_fee_tax_document after update of delivery_status on public.orders
  for each row when (old.delivery_status is distinct from new.delivery_status)
  execute function private.door_fee_tax_document();

-- A refund Pesapal reports done: a credit note against the payment's invoice.
create function private.refund_tax_document() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status = 'completed' and old.status is distinct from 'completed' then
    perform private.queue_tax_document(new.order_id, 'credit_note', 'refund', new.id::text, new.amount_cents,
      coalesce(new.completed_at, now()),
      (select d.id from public.tax_documents d where d.source = 'payment' and d.source_id = new.payment_id::text));
  end if;
  return null;
end $$;
create trigger refunds_tax_document after update of status on public.refunds
  for each row execute function private.refund_tax_document();

revoke all on function private.payment_tax_document() from public;
revoke all on function private.collection_tax_document() from public;
revoke all on function private.door_fee_tax_document() from public;
revoke all on function private.refund_tax_document() from public;
