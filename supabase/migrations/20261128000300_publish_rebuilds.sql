-- Publish → live (issue 32). Sanity calls POST /api/hooks/sanity when an editor publishes; each
-- accepted delivery is kept here by a hash of its signature (never the signature itself), so the
-- same signed call sent again is refused as a replay. Rows older than the signature's window are
-- pruned: by then the timestamp check refuses the call anyway.
create table public.sanity_webhook_deliveries (
  signature_hash   text primary key check (signature_hash ~ '^[A-Za-z0-9_-]{43}$'),
  signed_at        timestamptz not null,
  received_at      timestamptz not null,
  document_id      text not null check (length(document_id) between 1 and 200),
  document_type    text not null check (length(document_type) between 1 and 100),
  operation        text check (operation is null or operation in ('create', 'update', 'delete')),
  idempotency_key  text check (idempotency_key is null or length(idempotency_key) <= 200),
  burst_id         bigint
);
create index sanity_webhook_deliveries_signed_idx on public.sanity_webhook_deliveries (signed_at);

-- A burst of publishes: the first opens it, those that come before it closes join it, and once it
-- is due the host's deploy hook is called once for it. One burst at most is open; a closer claims
-- due bursts (status 'calling', with a lease so a closer that dies gives them back), and a failed
-- call leaves them 'calling' with the lease ending at the retry time and the error kept.
create table public.deploy_bursts (
  id               bigint generated always as identity primary key,
  status           text not null default 'open' check (status in ('open', 'calling', 'requested')),
  opened_at        timestamptz not null,
  due_at           timestamptz not null check (due_at >= opened_at),
  publishes        integer not null default 1 check (publishes >= 1),
  last_document_id text check (last_document_id is null or length(last_document_id) <= 200),
  attempts         integer not null default 0 check (attempts >= 0),
  locked_until     timestamptz,
  last_error       text check (last_error is null or length(last_error) <= 1000),
  requested_at     timestamptz,
  deploy_id        text check (deploy_id is null or length(deploy_id) <= 200),
  constraint deploy_bursts_requested_time check ((status = 'requested') = (requested_at is not null)),
  constraint deploy_bursts_calling_lease check (status <> 'calling' or locked_until is not null)
);
create unique index deploy_bursts_one_open on public.deploy_bursts (status) where status = 'open';
create index deploy_bursts_pending_idx on public.deploy_bursts (due_at) where status in ('open', 'calling');

-- Only the server reads and writes these (nobody through the Data API).
alter table public.sanity_webhook_deliveries enable row level security;
alter table public.deploy_bursts enable row level security;
revoke all on public.sanity_webhook_deliveries, public.deploy_bursts from anon, authenticated;
grant select, insert, update, delete on public.sanity_webhook_deliveries, public.deploy_bursts to service_role;
