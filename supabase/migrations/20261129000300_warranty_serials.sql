-- Warranty serials the team can correct, find and trust (issue 43, item 16).
--
-- 1. A serial is found however it was typed: "deye5k 2311 0457" is "DEYE5K-2311-0457". Beside the
--    serial as printed (upper case, without spaces: what the certificate shows), each registration
--    keeps its comparison key, the serial without hyphens, dots and slashes either
--    (src/lib/warranty/serial.ts writes it; the check below holds the two to the same rule). A
--    serial is registered once per product by its key, and looked up and searched by it.
-- 2. Each claim gets a reference the customer can read out on the phone: C- and 7 random digits.
--    It opens nothing; random, so it says nothing of how many claims the shop has had.
-- 3. A serial already registered to another customer's order, tried again, is kept for the team:
--    which order tried it, against which registration, how often and when (a possible fake or
--    stolen unit). Only the server reads and writes it; admins at aal2 may read it.
-- A serial corrected by an admin keeps its old value in the admin audit (action warranty.serial,
-- target registration, details { from, to, reason }), allowed by 20261129000100_back_office_names.sql.

alter table public.warranty_registrations add column serial_key text;
update public.warranty_registrations set serial_key = regexp_replace(serial, '[-./]', '', 'g');
alter table public.warranty_registrations alter column serial_key set not null;
alter table public.warranty_registrations add constraint warranty_registrations_serial_key_check
  check (serial_key ~ '^[A-Z0-9]{1,40}$' and serial_key = regexp_replace(serial, '[-./]', '', 'g'));

-- Two registrations of one product whose serials differ only by - . / are the same unit registered
-- twice: they cannot both stand under the new uniqueness, and which is genuine is the team's call.
do $$
declare
  clash text;
begin
  select string_agg(format('%s (%s)', serials, product_id), '; ') into clash from (
    select product_id, string_agg(serial || ' ' || id::text, ', ' order by registered_at) as serials
    from public.warranty_registrations group by product_id, serial_key having count(*) > 1
  ) twice;
  if clash is not null then
    raise exception 'warranty serials registered twice once - . / are ignored: %', clash
      using hint = 'Correct one serial of each pair (update public.warranty_registrations set serial = ''…'' where id = ''…''), then migrate again.';
  end if;
end $$;

alter table public.warranty_registrations drop constraint warranty_registrations_once;
alter table public.warranty_registrations add constraint warranty_registrations_once unique (product_id, serial_key);
-- Lookups by key (=) and the admin's search by its start (LIKE 'ABC%') use one pattern index.
drop index public.warranty_registrations_serial_idx;
drop index public.warranty_registrations_serial_prefix_idx;
create index warranty_registrations_serial_key_idx on public.warranty_registrations (serial_key text_pattern_ops);

alter table public.warranty_claims add column reference text;
-- Claims made before have their reference given now; their updated_at stays as it was.
alter table public.warranty_claims disable trigger warranty_claims_touch;
do $$
declare
  claim record;
  candidate text;
begin
  for claim in select id from public.warranty_claims order by created_at, id loop
    loop
      candidate := 'C-' || lpad(floor(random() * 10000000)::int::text, 7, '0');
      exit when not exists (select 1 from public.warranty_claims where reference = candidate);
    end loop;
    update public.warranty_claims set reference = candidate where id = claim.id;
  end loop;
end $$;
alter table public.warranty_claims enable trigger warranty_claims_touch;
alter table public.warranty_claims alter column reference set not null;
alter table public.warranty_claims add constraint warranty_claims_reference_check check (reference ~ '^C-[0-9]{7}$');
alter table public.warranty_claims add constraint warranty_claims_reference_once unique (reference);

create table public.warranty_duplicate_attempts (
  id               bigint generated always as identity primary key,
  -- The registration the serial is already registered as, and the order that tried it again.
  registration_id  uuid not null references public.warranty_registrations (id) on delete cascade,
  order_id         uuid not null references public.orders (id) on delete cascade,
  -- The serial as the second customer typed it (upper case, without spaces).
  serial           text not null check (serial ~ '^[A-Z0-9][A-Z0-9./-]{2,39}$'),
  attempts         integer not null default 1 check (attempts >= 1),
  first_at         timestamptz not null default now(),
  last_at          timestamptz not null default now(),
  constraint warranty_duplicate_attempts_once unique (registration_id, order_id)
);
create index warranty_duplicate_attempts_last_idx on public.warranty_duplicate_attempts (last_at, id);
create index warranty_duplicate_attempts_order_idx on public.warranty_duplicate_attempts (order_id);

alter table public.warranty_duplicate_attempts enable row level security;
revoke all on public.warranty_duplicate_attempts from anon, authenticated;
grant select, insert, update, delete on public.warranty_duplicate_attempts to service_role;
create policy "warranty_duplicate_attempts: admins read all" on public.warranty_duplicate_attempts
  for select to authenticated using ((select private.is_admin()));
create policy "warranty_duplicate_attempts: admins only at aal2" on public.warranty_duplicate_attempts
  as restrictive for all to authenticated
  using (not (select private.admin_below_aal2())) with check (not (select private.admin_below_aal2()));
