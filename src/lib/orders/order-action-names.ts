/** The entries of an order's audit (order_actions.action): who did what to an order, and why. */
export const ORDER_ACTIONS = [
  'cancel',
  'refund_request',
  'refund_failed',
  'refund_completed',
  // What the shop did on its own once an order was cancelled (orders/settle.ts).
  'late_payment',
  'page_closed',
  'page_close_failed',
  // Lay-by (issue 47): its end (cancelled or expired: the fee kept, what goes back), an extended end date, a payment at the shop.
  'layby_ended',
  'layby_extended',
  'layby_cash',
  // Installation (issue 48): its day chosen or moved (by the customer or the team), the job completed.
  'installation_booked',
  'installation_rescheduled',
  'installation_completed',
] as const;
export type OrderActionName = (typeof ORDER_ACTIONS)[number];
