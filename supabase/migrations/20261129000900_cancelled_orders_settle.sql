-- A cancelled order never keeps the customer's money (issue 43, item 12). Once an order has ended
-- (cancelled, or its refund asked or done), each of its payment pages still open at Pesapal is
-- closed (CancelOrder) and each payment that completed is returned (RefundRequest), at once by the
-- request that finds it so, else by a sweep that tries again with a growing wait. What the sweep
-- has still to do is read from the payments and refunds themselves (src/server/orders/settle.ts);
-- these columns keep only its schedule: how often it has failed, when it may try next, and why.
alter table public.payments
  add column settle_tries   integer not null default 0 check (settle_tries >= 0),
  add column settle_next_at timestamptz,
  add column settle_error   text check (settle_error is null or length(settle_error) <= 500);

-- The sweep reads the payments an ended order may still owe something on: open pages and completed payments.
create index payments_settle_idx on public.payments (order_id) where status in ('PENDING', 'FAILED', 'COMPLETED');

-- The order's audit (what the admin reads on the order page) names what the shop did on its own:
-- a payment that completed after the order was cancelled (its money goes back at once), a payment
-- page closed after the cancellation, and a close Pesapal could not take (tried again).
alter table public.order_actions drop constraint order_actions_action_check;
alter table public.order_actions add constraint order_actions_action_check check (action in
  ('cancel', 'refund_request', 'refund_failed', 'refund_completed', 'late_payment', 'page_closed', 'page_close_failed'));
