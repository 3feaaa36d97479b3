-- Favourites kept with the account (issue 46, item 4). A guest's hearts live in the browser
-- (localStorage 'wishlist'); once signed in, the browser's list is merged into the account's here
-- and every heart after that is written here too, so the list follows the shopper to another phone
-- (src/client/favourites-sync.ts, src/server/routes/favourites.ts).
--
-- A row names a product by its catalogue id, not by a foreign key: the catalogue lives in the CMS.
-- A product the catalogue drops keeps its row (it may come back); the favourites page leaves out
-- what the shop no longer lists. The API caps a list at MAX_FAVOURITES (src/lib/favourites/limits.ts).
create table public.favourites (
  user_id     uuid not null references auth.users (id) on delete cascade,
  product_id  text not null check (length(product_id) between 1 and 200),
  created_at  timestamptz not null default now(),
  primary key (user_id, product_id)
);
-- A shopper's list, newest last, as the API answers it.
create index favourites_user_created_idx on public.favourites (user_id, created_at);

-- Only the server reads and writes them (through the API, which checks the token). Through the Data
-- API a shopper would read their own rows, should a grant come back; nobody else's, admins included:
-- a shopper's favourites are theirs, not the team's. And the restrictive aal2 policy every table has.
alter table public.favourites enable row level security;
revoke all on public.favourites from anon, authenticated;
grant select, insert, update, delete on public.favourites to service_role;
create policy "favourites: read own" on public.favourites
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "favourites: admins only at aal2" on public.favourites as restrictive for all to authenticated
  using (not (select private.admin_below_aal2())) with check (not (select private.admin_below_aal2()));
