-- An order's life (issue 43): cash on delivery above the shop's limit waits for the team to confirm
-- it by phone before anything is packed (awaiting_confirmation). The moves between the statuses are
-- written once, in src/lib/orders/lifecycle.ts.
alter table public.orders drop constraint orders_status_check;
alter table public.orders add constraint orders_status_check check (status in
  ('awaiting_payment', 'awaiting_confirmation', 'paid', 'payment_failed', 'cancelled', 'refund_requested', 'refunded', 'cash_on_delivery'));
