-- Installation by licensed technicians (issue 48; reference solar-installation-epra.md). Under the
-- Energy (Solar Photovoltaic Systems) Regulations 2012 only a licensed technician may install a PV
-- system, by class: T1 small DC systems up to 100 Wp, T2 up to 300 Wp with an inverter, T3
-- grid-tied and hybrid systems. Each licence runs a year.
--
-- An installation belongs to an order: its price is one of the order's lines (product id
-- 'installation', a service taxed as delivery is), so the order's totals, VAT, invoices and
-- messages carry it as they carry every line; this row keeps the job:
--
--   unscheduled ─day chosen→ booked ─technician→ assigned ─customer's code→ completed
--        (a lay-by's until it is paid in full)  └─ the order cancelled → cancelled
--
-- The legal moves live in src/lib/installation/job.ts. A day holds a zone's jobs up to its
-- capacity (installation_capacity, or that day's own in installation_days); a booking counts
-- while it stands and, for an online order not yet paid, while its hold lasts (as the order's
-- stock does). Booking locks the zone's day (its installation_days row) before counting, so two
-- checkouts at once can never both take its last job, on PostgreSQL as on PGlite.

create table public.technicians (
  id               uuid primary key default gen_random_uuid(),
  name             text not null check (length(btrim(name)) between 1 and 120),
  -- Kenyan mobile in international form, +2547XXXXXXXX (lib/phone.ts): the job sheet's link goes there.
  phone            text not null check (phone ~ '^\+254[17][0-9]{8}$'),
  -- The EPRA licence as printed on it.
  licence_number   text not null check (length(btrim(licence_number)) between 3 and 40),
  licence_class    text not null check (licence_class in ('T1', 'T2', 'T3')),
  -- The licence's last valid day (the 2012 licences run a year): a job on a later day is refused.
  licence_expires  date not null,
  -- County codes ('001'…'047') where the technician works.
  counties         text[] not null check (cardinality(counties) between 1 and 47),
  active           boolean not null default true,
  created_at       timestamptz not null default now(),
  updated_at       timestamptz not null default now(),
  constraint technicians_licence_once unique (licence_number)
);
create trigger technicians_touch before update on public.technicians
  for each row execute function private.touch_updated_at();

-- How many installations the team takes per day in each delivery zone (1 Nairobi and metro … 4
-- remote), set by the team on the admin's installations page; a day of its own in installation_days.
create table public.installation_capacity (
  zone          smallint primary key check (zone between 1 and 4),
  jobs_per_day  integer not null check (jobs_per_day between 0 and 100),
  updated_at    timestamptz not null default now()
);
insert into public.installation_capacity (zone, jobs_per_day) values (1, 3), (2, 2), (3, 1), (4, 1);

-- A zone's day: the row a booking locks before it counts the day's jobs, and that day's own
-- capacity where the team set one (null: the zone's).
create table public.installation_days (
  zone      smallint not null check (zone between 1 and 4),
  day       date not null,
  capacity  integer check (capacity is null or capacity between 0 and 100),
  primary key (zone, day)
);

create table public.installations (
  order_id            uuid primary key references public.orders (id) on delete cascade,
  status              text not null check (status in ('unscheduled', 'booked', 'assigned', 'completed', 'cancelled')),
  county              text not null check (county ~ '^0[0-4][0-9]$'),
  zone                smallint not null check (zone between 1 and 4),
  -- The size band priced (CMS installation settings) and the licence class the job needs.
  band                text not null check (length(band) between 1 and 40),
  required_class      text not null check (required_class in ('T1', 'T2', 'T3')),
  -- The price as the shopper was shown it (the order's installation line holds the same).
  price_cents         bigint not null check (price_cents >= 0),
  -- What is included, as published when the order was placed, both languages.
  terms               jsonb not null check (jsonb_typeof(terms) = 'object'),
  day                 date,
  -- An online order not yet paid holds its day until then, as its stock (null: held for good).
  hold_until          timestamptz,
  technician_id       uuid references public.technicians (id),
  assigned_at         timestamptz,
  -- sha-256 (hex) of the job sheet's link token: valid for this job and this technician only.
  job_token_hash      text unique,
  -- The technician's commissioning record (lib/installation/checklist.ts) and each unit's serial.
  checklist           jsonb check (checklist is null or jsonb_typeof(checklist) = 'object'),
  serials             jsonb check (serials is null or jsonb_typeof(serials) = 'array'),
  -- The completion code sent to the customer's phone: its hash, when sent, wrong tries since.
  code_hash           text,
  code_sent_at        timestamptz,
  code_attempts       integer not null default 0 check (code_attempts >= 0),
  completed_at        timestamptz,
  -- The workmanship warranty: from the day of completion, for the months the settings said.
  workmanship_months  integer not null check (workmanship_months between 1 and 120),
  workmanship_until   date,
  reschedules         integer not null default 0 check (reschedules >= 0),
  created_at          timestamptz not null default now(),
  updated_at          timestamptz not null default now(),
  constraint installations_day_by_status check ((status = 'unscheduled') = (day is null) or status = 'cancelled'),
  constraint installations_assigned check ((status in ('assigned', 'completed')) <= (technician_id is not null)),
  constraint installations_completed check ((status = 'completed') = (completed_at is not null))
);
create index installations_day_idx on public.installations (zone, day) where status in ('booked', 'assigned', 'completed');
create index installations_technician_idx on public.installations (technician_id, day) where technician_id is not null;
create trigger installations_touch before update on public.installations
  for each row execute function private.touch_updated_at();

-- The order's money settles its day: paid (or to pay on delivery, or a lay-by's deposit) and the
-- hold ends; cancelled or its money going back and the job is cancelled, its day free again.
create function private.order_installation_moves() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.status in ('paid', 'layby', 'cash_on_delivery', 'awaiting_confirmation') then
    update public.installations set hold_until = null where order_id = new.id and hold_until is not null;
  elsif new.status in ('cancelled', 'refund_requested', 'refunded') then
    update public.installations set status = 'cancelled', hold_until = null
     where order_id = new.id and status <> 'completed' and status <> 'cancelled';
  end if;
  return null;
end $$;
revoke all on function private.order_installation_moves() from public;
create trigger orders_installation_moves after update of status on public.orders
  for each row when (old.status is distinct from new.status) execute function private.order_installation_moves();

-- Through Supabase's Data API: no grant at all, as for every table of the shop
-- (20261128000500_data_api_aal2.sql, docs/security.md). Should a grant come back, the policies
-- stand behind it: admins at aal2 only (technicians' phones and licences are the team's), a
-- customer reads only the installation of their own order.
alter table public.technicians enable row level security;
alter table public.installation_capacity enable row level security;
alter table public.installation_days enable row level security;
alter table public.installations enable row level security;
revoke all on public.technicians, public.installation_capacity, public.installation_days, public.installations
  from anon, authenticated;
grant select, insert, update, delete on public.technicians, public.installation_capacity, public.installation_days,
  public.installations to service_role;
create policy "technicians: admins read" on public.technicians
  for select to authenticated using ((select private.is_admin()));
create policy "technicians: admins only at aal2" on public.technicians
  as restrictive for all to authenticated
  using (not (select private.admin_below_aal2())) with check (not (select private.admin_below_aal2()));
create policy "installation_capacity: admins read" on public.installation_capacity
  for select to authenticated using ((select private.is_admin()));
create policy "installation_capacity: admins only at aal2" on public.installation_capacity
  as restrictive for all to authenticated
  using (not (select private.admin_below_aal2())) with check (not (select private.admin_below_aal2()));
create policy "installation_days: admins read" on public.installation_days
  for select to authenticated using ((select private.is_admin()));
create policy "installation_days: admins only at aal2" on public.installation_days
  as restrictive for all to authenticated
  using (not (select private.admin_below_aal2())) with check (not (select private.admin_below_aal2()));
create policy "installations: read with own order" on public.installations
  for select to authenticated using (exists (
    select 1 from public.orders o where o.id = order_id and o.user_id = (select auth.uid())));
create policy "installations: admins read all" on public.installations
  for select to authenticated using ((select private.is_admin()));
create policy "installations: admins only at aal2" on public.installations
  as restrictive for all to authenticated
  using (not (select private.admin_below_aal2())) with check (not (select private.admin_below_aal2()));

-- Messages to the technician (the job sheet's link) are a third audience beside the customer and the shop.
alter table public.outbox_messages drop constraint outbox_messages_audience_check;
alter table public.outbox_messages add constraint outbox_messages_audience_check
  check (audience in ('customer', 'shop', 'technician'));

alter table public.outbox_messages drop constraint outbox_messages_event_check;
alter table public.outbox_messages add constraint outbox_messages_event_check check (event in
  ('order_received', 'payment_failed', 'delivery_shipped', 'delivery_delivered', 'delivery_cancelled', 'shop_new_order',
   'order_cancelled', 'refund_requested', 'refund_completed', 'shop_order_cancelled',
   'warranty_registered', 'warranty_claim_received', 'warranty_claim_status',
   'cash_received', 'order_confirmed', 'warranty_serial_corrected',
   'back_in_stock', 'shop_low_stock',
   'layby_started', 'layby_payment', 'layby_paid', 'layby_reminder', 'layby_ended',
   'installation_assigned', 'installation_job', 'installation_rescheduled', 'installation_code',
   'installation_completed', 'installation_withdrawn'));

alter table public.order_actions drop constraint order_actions_action_check;
alter table public.order_actions add constraint order_actions_action_check check (action in
  ('cancel', 'refund_request', 'refund_failed', 'refund_completed', 'late_payment', 'page_closed', 'page_close_failed',
   'layby_extended', 'layby_ended', 'layby_cash',
   'installation_booked', 'installation_rescheduled', 'installation_completed'));

alter table public.admin_actions drop constraint admin_actions_action_check;
alter table public.admin_actions add constraint admin_actions_action_check check (action in
  ('order.delivery', 'order.cancel', 'order.refund', 'message.resend', 'warranty.claim.status', 'contact.read',
   'order.cash', 'order.confirm', 'warranty.serial',
   'stock.count', 'stock.receive', 'stock.adjust', 'stock.threshold', 'stock.return', 'stock.import',
   'invoice.retry', 'layby.cash', 'layby.extend',
   'technician.create', 'technician.update', 'installation.assign', 'installation.capacity',
   'installation.reschedule'));

alter table public.admin_actions drop constraint admin_actions_target_kind_check;
alter table public.admin_actions add constraint admin_actions_target_kind_check check (target_kind in
  ('order', 'claim', 'contact_message', 'registration', 'product', 'technician', 'zone'));
