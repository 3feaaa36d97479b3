-- Tax invoices (issue 45, item 6): the team's retry of an invoice or credit note KRA refused
-- (POST /api/admin/orders/{orderId}/invoices/{documentId}/retry) is audited as `invoice.retry`,
-- against the order. The full list, as 20261130000100_stock.sql left it, plus the new name.
alter table public.admin_actions drop constraint admin_actions_action_check;
alter table public.admin_actions add constraint admin_actions_action_check check (action in
  ('order.delivery', 'order.cancel', 'order.refund', 'message.resend', 'warranty.claim.status', 'contact.read',
   'order.cash', 'order.confirm', 'warranty.serial',
   'stock.count', 'stock.receive', 'stock.adjust', 'stock.threshold', 'stock.return', 'stock.import',
   'invoice.retry'));
