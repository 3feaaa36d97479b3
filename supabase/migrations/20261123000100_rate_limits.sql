-- Per-client request counters of the API's rate limits (rate-limiter-flexible's Postgres store),
-- shared by every server instance. Keys are a limit's name and a hash of the client's address;
-- the address itself is never stored. Not exposed through the Data API.

create table private.rate_limits (
  key     varchar(255) primary key,
  points  integer not null default 0,
  expire  bigint
);
revoke all on private.rate_limits from public, anon, authenticated;
grant select, insert, update, delete on private.rate_limits to service_role;

-- Contact messages were limited by counting rows per hashed address; the counters above do that
-- now, so the hash is no longer kept with the message.
drop index public.contact_messages_client_created_idx;
alter table public.contact_messages drop column client_key;
