-- "Tell me when it's back" and the shop's daily low-stock alert (issue 44, items 5 and 6).
--
-- A shopper without an account leaves a phone number or an e-mail on a sold-out product; when
-- units of it become available (stock received, a count set, an adjustment up, a return, a hold
-- released), one SMS or e-mail goes to each live subscription through the outbox, written in the
-- same transaction that marks the subscription notified: no one is told twice, and someone told
-- signs up again if they want to hear of the next time (src/server/stock/back-in-stock.ts).
--
-- The message carries an unsubscribe link. Its token is made when the message is written and only
-- its SHA-256 is kept here, so this table alone gives no one a working link. Unsubscribing ends
-- every live subscription of that address (src/server/db/stock-alerts.ts).
create table public.stock_alerts (
  id               bigint generated always as identity primary key,
  product_id       text not null check (length(product_id) between 1 and 200),
  channel          text not null check (channel in ('email', 'sms')),
  -- An e-mail address as typed (trimmed), or a Kenyan mobile number as +254 and nine digits (src/lib/phone.ts).
  address          text not null check (length(address) between 3 and 320),
  -- The language the shopper signed up in: the message and the unsubscribe page speak it.
  locale           text not null check (locale in ('en', 'sw')),
  -- SHA-256 (hex) of the unsubscribe token in the message; null until the message is written.
  token_hash       text unique check (token_hash is null or token_hash ~ '^[0-9a-f]{64}$'),
  created_at       timestamptz not null default now(),
  notified_at      timestamptz,
  unsubscribed_at  timestamptz,
  constraint stock_alerts_address_form check (
    (channel = 'sms' and address ~ '^\+254[17][0-9]{8}$') or (channel = 'email' and address like '_%@_%')),
  constraint stock_alerts_token_when_notified check ((token_hash is null) = (notified_at is null))
);
-- One live subscription per product, channel and address: a second sign-up finds the first.
create unique index stock_alerts_live_once on public.stock_alerts (product_id, channel, address)
  where notified_at is null and unsubscribed_at is null;
-- Unsubscribing ends every live subscription of an address.
create index stock_alerts_live_address_idx on public.stock_alerts (channel, address)
  where notified_at is null and unsubscribed_at is null;

-- The daily low-stock alert, once a day on the shop's calendar (Africa/Nairobi): the first sweep of
-- the day at or after its hour claims the day here, on whichever host it runs, and queues the
-- e-mail in the same transaction; a second sweep, on this host or the other, finds the day taken.
create table public.low_stock_alert_days (
  day         date primary key,
  -- How many counted products were at or below their threshold when the day was checked (0: no e-mail).
  products    integer not null check (products >= 0),
  checked_at  timestamptz not null default now()
);

-- Only the server reads and writes them; through the Data API, admins at aal2 read them, customers nothing.
do $$
declare
  t text;
begin
  foreach t in array array['stock_alerts', 'low_stock_alert_days'] loop
    execute format('alter table public.%I enable row level security', t);
    execute format('revoke all on public.%I from anon, authenticated', t);
    execute format('grant select, insert, update, delete on public.%I to service_role', t);
    execute format('create policy %I on public.%I for select to authenticated using ((select private.is_admin()))',
      t || ': admins read all', t);
    execute format(
      'create policy %I on public.%I as restrictive for all to authenticated
         using (not (select private.admin_below_aal2())) with check (not (select private.admin_below_aal2()))',
      t || ': admins only at aal2', t);
  end loop;
end $$;
revoke all on all sequences in schema public from anon, authenticated;

-- Messages that belong to no order: the back-in-stock message (once per subscription, its dedupe
-- key 'stock-alert:<id>') and the shop's low-stock alert (once per recipient and day, 'day:<date>').
-- The worker sends them without an order to check (src/server/messages/outbox-worker.ts).
alter table public.outbox_messages alter column order_id drop not null;
alter table public.outbox_messages drop constraint outbox_messages_event_check;
alter table public.outbox_messages add constraint outbox_messages_event_check check (event in
  ('order_received', 'payment_failed', 'delivery_shipped', 'delivery_delivered', 'delivery_cancelled', 'shop_new_order',
   'order_cancelled', 'refund_requested', 'refund_completed', 'shop_order_cancelled',
   'warranty_registered', 'warranty_claim_received', 'warranty_claim_status',
   'cash_received', 'order_confirmed', 'warranty_serial_corrected',
   'back_in_stock', 'shop_low_stock'));
alter table public.outbox_messages add constraint outbox_messages_order_of_event
  check ((order_id is null) = (event in ('back_in_stock', 'shop_low_stock')));
-- The order's messages are once per order, event, channel, recipient and dedupe key (outbox_messages_once);
-- these, without an order, once per event, channel, recipient and dedupe key.
create unique index outbox_messages_once_without_order on public.outbox_messages (event, channel, recipient, dedupe_key)
  where order_id is null;
