-- The admin audit (issue 33): every admin action, who took it (user id and e-mail, kept when the
-- user is deleted), what it was and to which order, claim or message, what changed, the assurance
-- level of the token it was taken with (aal, and the sign-in methods in amr), the client's address
-- and when. Written by the API in the transaction of the action itself; append-only: nobody writes
-- through the Data API, and not even the service role may change or delete an entry.
create table public.admin_actions (
  id             bigint generated always as identity primary key,
  actor_id       uuid references auth.users (id) on delete set null,
  actor_email    text check (actor_email is null or length(actor_email) <= 320),
  action         text not null check (action in
    ('order.delivery', 'order.cancel', 'order.refund', 'message.resend', 'warranty.claim.status', 'contact.read')),
  target_kind    text not null check (target_kind in ('order', 'claim', 'contact_message')),
  target_id      text not null check (length(target_id) between 1 and 100),
  details        jsonb not null default '{}' check (jsonb_typeof(details) = 'object'),
  aal            text not null check (aal in ('aal1', 'aal2')),
  amr            jsonb not null default '[]' check (jsonb_typeof(amr) = 'array'),
  client_address text check (client_address is null or length(client_address) <= 100),
  at             timestamptz not null default now()
);
-- The dashboard and GET /api/admin/actions read the newest first, by id (the primary key's index);
-- an order's or a claim's own history by its target.
create index admin_actions_target_idx on public.admin_actions (target_kind, target_id, id desc);

alter table public.admin_actions enable row level security;
revoke all on public.admin_actions from anon, authenticated;
grant select on public.admin_actions to authenticated;
grant select, insert on public.admin_actions to service_role;

create policy "admin_actions: admins read all" on public.admin_actions
  for select to authenticated using ((select private.is_admin()));
