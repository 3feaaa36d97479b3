-- Messages that are always true (issue 26). Before a message is sent it is checked against the
-- order as it then is; one that a later event has overtaken (a "payment failed" for an order since
-- paid) is kept as 'superseded', with the reason, and never sent. Africa's Talking's delivery
-- reports say what became of an SMS after the gateway took it (Success, Failed, Rejected,
-- Buffered...): they are recorded on the message by the provider's id.
alter table public.outbox_messages drop constraint outbox_messages_status_check;
alter table public.outbox_messages add constraint outbox_messages_status_check
  check (status in ('pending', 'sending', 'sent', 'failed', 'superseded'));
alter table public.outbox_messages
  add column superseded_reason text check (superseded_reason is null or length(superseded_reason) <= 100),
  add column delivery_status text check (delivery_status is null or length(delivery_status) <= 40),
  add column delivery_detail text check (delivery_detail is null or length(delivery_detail) <= 300),
  add column delivery_reported_at timestamptz;
alter table public.outbox_messages add constraint outbox_messages_superseded_reason
  check ((status = 'superseded') = (superseded_reason is not null));
create index outbox_messages_provider_idx on public.outbox_messages (provider_message_id) where provider_message_id is not null;
