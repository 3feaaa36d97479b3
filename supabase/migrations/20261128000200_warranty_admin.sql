-- The admin's warranty lists (issue 31). The registrations search finds serials by their first
-- characters: a left-anchored LIKE uses a btree only with the pattern operator class (outside the C
-- collation). The lists' default orders, newest first, walk these instead of sorting every row.
create index warranty_registrations_serial_prefix_idx on public.warranty_registrations (serial text_pattern_ops);
create index warranty_registrations_registered_idx on public.warranty_registrations (registered_at, id);
create index warranty_claims_created_idx on public.warranty_claims (created_at, id);
