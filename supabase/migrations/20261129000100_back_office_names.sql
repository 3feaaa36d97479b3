-- Names the back office (issue 43) writes, allowed ahead of the work that writes them, so that the
-- changes made side by side (cash collected, orders confirmed by phone, serials corrected) each
-- add rows without redefining the same constraints in turn.
alter table public.admin_actions drop constraint admin_actions_action_check;
alter table public.admin_actions add constraint admin_actions_action_check check (action in
  ('order.delivery', 'order.cancel', 'order.refund', 'message.resend', 'warranty.claim.status', 'contact.read',
   'order.cash', 'order.confirm', 'warranty.serial'));
alter table public.admin_actions drop constraint admin_actions_target_kind_check;
alter table public.admin_actions add constraint admin_actions_target_kind_check check (target_kind in
  ('order', 'claim', 'contact_message', 'registration'));

alter table public.outbox_messages drop constraint outbox_messages_event_check;
alter table public.outbox_messages add constraint outbox_messages_event_check check (event in
  ('order_received', 'payment_failed', 'delivery_shipped', 'delivery_delivered', 'delivery_cancelled', 'shop_new_order',
   'order_cancelled', 'refund_requested', 'refund_completed', 'shop_order_cancelled',
   'warranty_registered', 'warranty_claim_received', 'warranty_claim_status',
   'cash_received', 'order_confirmed', 'warranty_serial_corrected'));
