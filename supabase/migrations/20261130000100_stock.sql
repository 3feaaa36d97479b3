-- Stock that is counted (issue 44). Counts live here, per product and stock location, with every
-- movement kept (received, reserved, released, sold, returned, adjusted: who, why, when). The
-- editors' CMS says whether a product is on sale at all; this says how many can be bought.
--
--   on hand    units in a store that are the shop's to sell (a paid order's units leave it when it is paid)
--   reserved   units held for open orders: an unpaid online order until its hold expires, a cash
--              order until it is dispatched or cancelled
--   available  on hand less reserved: what checkout may still take
--
-- A product is counted once it has a stock_items row (the team set a count, received stock or
-- imported a stocktake); a product without one is sold on its "on sale" tick alone, as a shop that
-- does not track a product's quantity sells it. Checkout takes units with one guarded update per
-- line (private.stock_reserve) in the transaction that writes the order; an order's later moves
-- (paid, dispatched, cancelled) move its units by the trigger on orders below, whichever code path
-- changes the order; the sweep releases the holds of online orders left unpaid
-- (private.release_expired_stock). Writers lock levels in product order, so two checkouts never
-- wait on each other in a circle.

create table public.stock_locations (
  id          text primary key check (id ~ '^[a-z0-9-]{1,40}$'),
  name        text not null check (length(btrim(name)) between 1 and 80),
  -- The county codes it delivers to (src/lib/delivery/counties.ts); empty: every county.
  counties    text[] not null default '{}',
  -- Where a county no store names is served from, and where a count lands when none is named.
  is_default  boolean not null default false,
  created_at  timestamptz not null default now()
);
create unique index stock_locations_one_default on public.stock_locations (is_default) where is_default;
insert into public.stock_locations (id, name, is_default) values ('nairobi', 'Nairobi store', true);

create table public.stock_items (
  product_id     text primary key check (length(product_id) between 1 and 200),
  -- At or below it the product is "low": "Only 3 left" for shoppers, the daily alert for the shop.
  low_threshold  integer not null default 3 check (low_threshold between 0 and 100000),
  created_at     timestamptz not null default now(),
  updated_at     timestamptz not null default now()
);

create table public.stock_levels (
  product_id   text not null references public.stock_items (product_id) on delete cascade,
  location_id  text not null references public.stock_locations (id),
  -- Below zero only when a payment that came after its hold had ended found nothing left: oversold,
  -- shown to the team, never refused (a payment is never lost).
  on_hand      integer not null default 0,
  reserved     integer not null default 0 check (reserved >= 0),
  updated_at   timestamptz not null default now(),
  primary key (product_id, location_id)
);

create table public.stock_reservations (
  id           bigint generated always as identity primary key,
  order_id     uuid not null references public.orders (id) on delete cascade,
  product_id   text not null,
  location_id  text not null,
  quantity     integer not null check (quantity > 0),
  status       text not null default 'held' check (status in ('held', 'sold', 'released', 'returned')),
  -- When an unpaid online order's hold ends; null for cash on delivery (held until dispatched or cancelled).
  expires_at   timestamptz,
  created_at   timestamptz not null default now(),
  ended_at     timestamptz,
  constraint stock_reservations_once unique (order_id, product_id, location_id),
  foreign key (product_id, location_id) references public.stock_levels (product_id, location_id)
);
create index stock_reservations_due_idx on public.stock_reservations (expires_at) where status = 'held' and expires_at is not null;

create table public.stock_movements (
  id               bigint generated always as identity primary key,
  product_id       text not null,
  location_id      text not null references public.stock_locations (id),
  kind             text not null check (kind in ('received', 'reserved', 'released', 'sold', 'returned', 'adjusted')),
  on_hand_change   integer not null,
  reserved_change  integer not null,
  on_hand_after    integer not null,
  reserved_after   integer not null,
  order_id         uuid references public.orders (id) on delete set null,
  actor_id         uuid references auth.users (id) on delete set null,
  -- Kept when the account is deleted, as in admin_actions.
  actor_email      text check (actor_email is null or length(actor_email) <= 320),
  note             text check (note is null or length(note) <= 500),
  at               timestamptz not null default now()
);
create index stock_movements_product_idx on public.stock_movements (product_id, id desc);
create index stock_movements_order_idx on public.stock_movements (order_id) where order_id is not null;

-- Only the server writes them; through the Data API, admins at aal2 read them, customers nothing.
do $$
declare
  t text;
begin
  foreach t in array array['stock_locations', 'stock_items', 'stock_levels', 'stock_reservations', 'stock_movements'] loop
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

-- One movement: changes a level by what it moves and writes the history row with the figures after.
create function private.stock_move(
  p_product text, p_location text, p_kind text, p_on_hand integer, p_reserved integer,
  p_order uuid, p_actor uuid, p_actor_email text, p_note text
) returns void
language plpgsql security definer set search_path = '' as $$
declare
  after_on_hand integer;
  after_reserved integer;
begin
  update public.stock_levels
     set on_hand = on_hand + p_on_hand, reserved = reserved + p_reserved, updated_at = now()
   where product_id = p_product and location_id = p_location
  returning on_hand, reserved into after_on_hand, after_reserved;
  if not found then
    raise exception 'no stock level for % at %', p_product, p_location;
  end if;
  insert into public.stock_movements
    (product_id, location_id, kind, on_hand_change, reserved_change, on_hand_after, reserved_after, order_id, actor_id, actor_email, note)
  values (p_product, p_location, p_kind, p_on_hand, p_reserved, after_on_hand, after_reserved, p_order, p_actor, p_actor_email, p_note);
end $$;

-- Checkout's take of one line, in the order's transaction: from the first store serving the county
-- (a store that names it before one that serves every county) that has enough, in one guarded
-- update, so that concurrent checkouts can never take more than there is. Returns ok, or the most
-- any such store has left; ok and a null for a product the shop does not count.
create function private.stock_reserve(
  p_order uuid, p_product text, p_quantity integer, p_county text, p_expires timestamptz,
  out ok boolean, out available integer
)
language plpgsql security definer set search_path = '' as $$
declare
  taken text;
begin
  -- One statement: the store's level locked (a concurrent take waits, then is checked again
  -- against what is left), its hold, and the movement.
  with pick as (
    select s.location_id
      from public.stock_levels s
      join public.stock_locations l on l.id = s.location_id
     where s.product_id = p_product and (l.counties = '{}' or p_county = any (l.counties))
       and s.on_hand - s.reserved >= p_quantity
     order by (l.counties = '{}'), l.is_default desc, l.id
     limit 1
       for update of s
  ), took as (
    update public.stock_levels s
       set reserved = s.reserved + p_quantity, updated_at = now()
      from pick
     where s.product_id = p_product and s.location_id = pick.location_id and s.on_hand - s.reserved >= p_quantity
    returning s.location_id, s.on_hand, s.reserved
  ), held as (
    insert into public.stock_reservations (order_id, product_id, location_id, quantity, expires_at)
    select p_order, p_product, took.location_id, p_quantity, p_expires from took
  )
  insert into public.stock_movements
    (product_id, location_id, kind, on_hand_change, reserved_change, on_hand_after, reserved_after, order_id, note)
  select p_product, took.location_id, 'reserved', 0, p_quantity, took.on_hand, took.reserved, p_order,
         case when p_expires is null then 'Held until dispatched or cancelled' else 'Held until paid' end
    from took
  returning location_id into taken;
  if taken is not null then
    ok := true;
    available := null;
    return;
  end if;
  -- Not taken: a product the shop does not count is sold all the same; else the most a store serving the county has left.
  if not exists (select 1 from public.stock_items i where i.product_id = p_product) then
    ok := true;
    available := null;
    return;
  end if;
  ok := false;
  select coalesce(max(s.on_hand - s.reserved), 0) into available
    from public.stock_levels s join public.stock_locations l on l.id = s.location_id
   where s.product_id = p_product and (l.counties = '{}' or p_county = any (l.counties));
end $$;

-- Every line of an order in one call (one round trip), in product order; stops at the first line
-- short and answers it (the caller rolls the order back), or answers nothing.
create function private.stock_reserve_lines(
  p_order uuid, p_products text[], p_quantities integer[], p_county text, p_expires timestamptz,
  out product_id text, out available integer
) returns setof record
language plpgsql security definer set search_path = '' as $$
declare
  i integer;
  taken record;
begin
  for i in select s.i from unnest(p_products) with ordinality as s(id, i) order by s.id loop
    select * into taken from private.stock_reserve(p_order, p_products[i], p_quantities[i], p_county, p_expires);
    if not taken.ok then
      product_id := p_products[i];
      available := taken.available;
      return next;
      return;
    end if;
  end loop;
end $$;

-- Pay now on an online order whose hold has ended: its units are taken again, as checkout takes
-- them (the first line short ends it: the caller rolls back and answers OUT_OF_STOCK), and a hold
-- still live runs from now again.
create function private.stock_rehold(
  p_order uuid, p_expires timestamptz,
  out ok boolean, out product_id text, out available integer
)
language plpgsql security definer set search_path = '' as $$
declare
  r record;
begin
  ok := true;
  update public.stock_reservations s set expires_at = greatest(s.expires_at, p_expires)
   where s.order_id = p_order and s.status = 'held' and s.expires_at is not null;
  for r in
    select * from public.stock_reservations s
     where s.order_id = p_order and s.status = 'released' order by s.product_id, s.location_id for update
  loop
    update public.stock_levels l
       set reserved = l.reserved + r.quantity, updated_at = now()
     where l.product_id = r.product_id and l.location_id = r.location_id and l.on_hand - l.reserved >= r.quantity;
    if not found then
      ok := false;
      product_id := r.product_id;
      available := greatest(0, coalesce((select l.on_hand - l.reserved from public.stock_levels l
        where l.product_id = r.product_id and l.location_id = r.location_id), 0));
      return;
    end if;
    update public.stock_reservations set status = 'held', expires_at = p_expires, ended_at = null where id = r.id;
    insert into public.stock_movements
      (product_id, location_id, kind, on_hand_change, reserved_change, on_hand_after, reserved_after, order_id, note)
    select r.product_id, r.location_id, 'reserved', 0, r.quantity, l.on_hand, l.reserved, p_order, 'Held again for payment'
      from public.stock_levels l where l.product_id = r.product_id and l.location_id = r.location_id;
  end loop;
end $$;

-- An order's units move with the order, whichever code changes it:
--   paid, or a cash order dispatched → sold (on hand down; a hold that had expired is sold all the same);
--   cancelled (or its refund) before dispatch → a hold released, units already sold returned to the count.
-- After dispatch nothing comes back by itself: the team receives a return (POST /api/admin/stock/{id}/return).
create function private.order_stock_moves() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  r record;
  ended_before boolean := old.status in ('cancelled', 'refund_requested', 'refunded') or old.delivery_status = 'cancelled';
  ended_now boolean := new.status in ('cancelled', 'refund_requested', 'refunded') or new.delivery_status = 'cancelled';
  went_before boolean := old.delivery_status in ('shipped', 'delivered');
begin
  if ended_now and not ended_before then
    if went_before then
      return null;
    end if;
    for r in
      select * from public.stock_reservations
       where order_id = new.id and status in ('held', 'sold') order by product_id, location_id for update
    loop
      if r.status = 'held' then
        perform private.stock_move(r.product_id, r.location_id, 'released', 0, -r.quantity, new.id, null, null, 'Order cancelled');
        update public.stock_reservations set status = 'released', ended_at = now() where id = r.id;
      else
        perform private.stock_move(r.product_id, r.location_id, 'returned', r.quantity, 0, new.id, null, null, 'Order cancelled before dispatch');
        update public.stock_reservations set status = 'returned', ended_at = now() where id = r.id;
      end if;
    end loop;
    return null;
  end if;
  if ended_now then
    return null;
  end if;
  if (new.status = 'paid' and old.status <> 'paid')
     or (new.delivery_status in ('shipped', 'delivered') and not went_before) then
    for r in
      select * from public.stock_reservations
       where order_id = new.id and status in ('held', 'released') order by product_id, location_id for update
    loop
      perform private.stock_move(
        r.product_id, r.location_id, 'sold', -r.quantity, case when r.status = 'held' then -r.quantity else 0 end,
        new.id, null, null, case when new.status = 'paid' and old.status <> 'paid' then 'Paid' else 'Dispatched' end);
      update public.stock_reservations set status = 'sold', ended_at = now() where id = r.id;
    end loop;
  end if;
  return null;
end $$;

create trigger orders_stock_moves after update of status, delivery_status on public.orders
  for each row when (old.status is distinct from new.status or old.delivery_status is distinct from new.delivery_status)
  execute function private.order_stock_moves();

-- The sweep: holds of online orders still unpaid when they expire go back to available. A hold
-- another transaction is moving (a payment arriving) is skipped and left to it.
create function private.release_expired_stock(p_now timestamptz, p_limit integer) returns integer
language plpgsql security definer set search_path = '' as $$
declare
  r record;
  released integer := 0;
begin
  for r in
    select s.* from public.stock_reservations s
      join public.orders o on o.id = s.order_id
     where s.status = 'held' and s.expires_at <= p_now and o.status in ('awaiting_payment', 'payment_failed')
     order by s.product_id, s.location_id
     limit p_limit
       for update of s skip locked
  loop
    perform private.stock_move(r.product_id, r.location_id, 'released', 0, -r.quantity, r.order_id, null, null, 'Unpaid in time');
    update public.stock_reservations set status = 'released', ended_at = now() where id = r.id;
    released := released + 1;
  end loop;
  return released;
end $$;

revoke all on function private.stock_move(text, text, text, integer, integer, uuid, uuid, text, text) from public;
revoke all on function private.stock_reserve(uuid, text, integer, text, timestamptz) from public;
revoke all on function private.release_expired_stock(timestamptz, integer) from public;
revoke all on function private.stock_rehold(uuid, timestamptz) from public;
revoke all on function private.stock_reserve_lines(uuid, text[], integer[], text, timestamptz) from public;
revoke all on function private.order_stock_moves() from public;
grant execute on function private.stock_move(text, text, text, integer, integer, uuid, uuid, text, text) to service_role;
grant execute on function private.stock_reserve(uuid, text, integer, text, timestamptz) to service_role;
grant execute on function private.release_expired_stock(timestamptz, integer) to service_role;
grant execute on function private.stock_rehold(uuid, timestamptz) to service_role;
grant execute on function private.stock_reserve_lines(uuid, text[], integer[], text, timestamptz) to service_role;

-- The team's stock actions, audited with the others; a product is their target.
alter table public.admin_actions drop constraint admin_actions_action_check;
alter table public.admin_actions add constraint admin_actions_action_check check (action in
  ('order.delivery', 'order.cancel', 'order.refund', 'message.resend', 'warranty.claim.status', 'contact.read',
   'order.cash', 'order.confirm', 'warranty.serial',
   'stock.count', 'stock.receive', 'stock.adjust', 'stock.threshold', 'stock.return', 'stock.import'));
alter table public.admin_actions drop constraint admin_actions_target_kind_check;
alter table public.admin_actions add constraint admin_actions_target_kind_check check (target_kind in
  ('order', 'claim', 'contact_message', 'registration', 'product'));
