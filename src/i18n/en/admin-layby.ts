/** The owner's lay-by view (issue 47): plans by state, a payment made at the shop, an extended end date. English, as the admin area is. */
export const adminLayby = {
  'admin.audit.action.layby.cash': 'Lay-by payment at the shop recorded: {amount}',
  'admin.audit.action.layby.extend': 'Lay-by end date moved from {from} to {to}: {reason}',
  'admin.action.layby_ended': 'Lay-by ended: the fee kept, the rest going back',
  'admin.action.layby_extended': 'Lay-by end date extended',
  'admin.action.layby_cash': 'Lay-by payment at the shop',
} as const;
