/** Lay-by's e-mails and SMS (issue 47): started, payment received, paid in full, reminders, ended. */
export const laybyMessages = {
  'messages.layby_started.subject': 'Lay-by {reference}: your deposit reserved your order',
  'messages.layby_started.body':
    'We received your deposit of {amount} (M-PESA code {code}). Your order {reference} is reserved for you until {endsOn}. Paid {paid} of {total}; balance {balance}. Pay any amount from {suggested} a week until then, and we deliver as soon as it is paid in full.',
  'messages.layby_started.sms': '{shop}: deposit {amount} received. Order {reference} reserved. Balance {balance} by {endsOn}. Pay: {url}',
  'messages.layby_payment.subject': 'Lay-by {reference}: {amount} received',
  'messages.layby_payment.body': 'We received {amount} (M-PESA code {code}). Paid {paid} of {total}; balance {balance} by {endsOn}.',
  'messages.layby_payment.sms': '{shop}: {amount} received ({code}). Paid {paid} of {total}. Balance {balance} by {endsOn}. {url}',
  'messages.layby_paid.subject': 'Lay-by {reference} is paid in full',
  'messages.layby_paid.body':
    'We received {amount} (M-PESA code {code}): your order {reference} is paid in full, {total}. We now prepare it for delivery and tell you when it leaves.',
  'messages.layby_paid.sms': '{shop}: order {reference} paid in full ({total}). We prepare it for delivery now. {url}',
  'messages.layby_ended.subject': 'Lay-by {reference} has ended',
  'messages.layby_ended.body':
    'Your lay-by {reference} has ended and the reserved goods are released. Of the {paid} you paid, {refund} goes back to you (a fee of {fee} kept, as the terms say), each payment to where it came from.',
  'messages.layby_ended.sms': '{shop}: lay-by {reference} ended. {refund} of {paid} goes back to you. {url}',
} as const;
