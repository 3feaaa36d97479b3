-- Lay-by plans through Supabase's Data API (issue 47): no grant at all, as for every table of the
-- shop (20261128000500_data_api_aal2.sql, docs/security.md). The shop reads and writes plans only
-- through its API; customers see theirs on /track and /orders, the team on /admin/layby. The
-- policies of 20261130000700_layby.sql stay behind the missing grant: should one come back, a
-- customer reads only the plans of their own orders, an admin all of them at aal2, anonymous nobody.
revoke all on public.layby_plans from anon, authenticated;
