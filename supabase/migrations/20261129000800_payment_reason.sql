-- Why a payment attempt failed, as Pesapal coded it (its payment_status_code: request_terminated_by_user,
-- a timeout, a decline...), beside its words in status_message. The payment pages tell the shopper in
-- the shop's own words what happened (src/lib/payment-status.ts, paymentOutcome): paid, declined by the
-- bank, cancelled, timed out, failed, still waiting; Pesapal's code and words stay for the team.
alter table public.payments
  add column status_reason text check (status_reason is null or length(status_reason) <= 100);

-- Attempts recorded before: the reason as the last report kept it in the history.
update public.payments p
   set status_reason = left(nullif(btrim(p.status_history -> -1 -> 'raw' ->> 'reason'), ''), 100)
 where p.status in ('FAILED', 'CANCELLED') and jsonb_array_length(p.status_history) > 0;
