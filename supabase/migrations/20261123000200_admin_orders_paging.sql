-- The admin orders desk at volume. The table lists newest first with the id breaking ties;
-- this index holds exactly that order, so a page's ids are read from the index (from either end)
-- instead of sorting every order, and the dashboard's latest orders are its first entries.
-- It replaces the index on created_at alone, which it covers.
create index orders_created_id_idx on public.orders (created_at desc, id desc);
drop index public.orders_created_idx;
