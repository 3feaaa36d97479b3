-- Order messages (issue 17): the transactional outbox. Each e-mail and SMS is written in the same
-- transaction as the change that causes it (order placed, payment completed or failed, delivery
-- status set), once per order, event, channel and recipient: a repeated IPN or request finds the row
-- already there and queues nothing. A worker in the server process claims due rows
-- (FOR UPDATE SKIP LOCKED, with a lease so a killed worker's rows come back), sends them, and
-- records the provider's answer.
create table public.outbox_messages (
  id                  bigint generated always as identity primary key,
  order_id            uuid not null references public.orders (id) on delete cascade,
  event               text not null check (event in
                        ('order_received', 'payment_failed', 'delivery_shipped', 'delivery_delivered',
                         'delivery_cancelled', 'shop_new_order')),
  channel             text not null check (channel in ('email', 'sms')),
  audience            text not null check (audience in ('customer', 'shop')),
  recipient           text not null check (length(recipient) between 3 and 320),
  subject             text check (subject is null or length(subject) <= 300),
  body                text not null check (length(body) between 1 and 20000),
  html                text check (html is null or length(html) <= 100000),
  status              text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts            integer not null default 0 check (attempts >= 0),
  next_attempt_at     timestamptz not null default now(),
  locked_until        timestamptz,
  provider_message_id text,
  last_error          text check (last_error is null or length(last_error) <= 1000),
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now(),
  sent_at             timestamptz,
  constraint outbox_messages_once unique (order_id, event, channel, recipient),
  constraint outbox_messages_email_subject check ((channel = 'email') = (subject is not null)),
  constraint outbox_messages_sent_time check ((status = 'sent') = (sent_at is not null))
);
create index outbox_messages_due_idx on public.outbox_messages (next_attempt_at) where status in ('pending', 'sending');
create index outbox_messages_order_idx on public.outbox_messages (order_id, created_at);
create index outbox_messages_failed_idx on public.outbox_messages (updated_at desc) where status = 'failed';
create trigger outbox_messages_touch before update on public.outbox_messages
  for each row execute function private.touch_updated_at();

alter table public.outbox_messages enable row level security;
revoke all on public.outbox_messages from anon, authenticated;
grant select on public.outbox_messages to authenticated;
grant select, insert, update, delete on public.outbox_messages to service_role;
create policy "outbox_messages: admins read all" on public.outbox_messages
  for select to authenticated using ((select private.is_admin()));
