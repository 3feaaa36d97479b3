-- What a payment attempt needs so that checkout can be retried safely: the hosted page Pesapal
-- gave us (a repeat of the same checkout answers the same page), and whether the
-- SubmitOrderRequest of the attempt is in flight, answered, or failed (a failed submit is retried
-- with a new attempt and a new merchant reference).

alter table public.payments
  add column redirect_url text check (redirect_url is null or length(redirect_url) between 1 and 2000),
  add column submit_state text not null default 'answered' check (submit_state in ('submitting', 'answered', 'failed'));

-- At most one SubmitOrderRequest in flight per order.
create unique index payments_one_submit_in_flight on public.payments (order_id) where submit_state = 'submitting';
