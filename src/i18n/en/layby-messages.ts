/** Lay-by's e-mails and SMS (issue 47): started, payment received, paid in full, reminders, ended. */
export const laybyMessages = {
  'messages.layby_started.subject': 'Lay-by {reference}: your deposit reserved your order',
  'messages.layby_started.body':
    'We received your deposit of {amount} (M-PESA code {code}). Your order {reference} is reserved for you until {endsOn}. Paid {paid} of {total}; balance {balance}. Pay any amount from {suggested} a week until then, and we deliver as soon as it is paid in full.',
  'messages.layby_started.sms': '{shop}: deposit {amount} paid; order {reference} reserved to {endsOn}, balance {balance}. {url}',
  'messages.layby_payment.subject': 'Lay-by {reference}: {amount} received',
  'messages.layby_payment.body': 'We received {amount} (M-PESA code {code}). Paid {paid} of {total}; balance {balance} by {endsOn}.',
  'messages.layby_payment.sms': '{shop}: {amount} received ({code}). Balance {balance} by {endsOn}. {url}',
  'messages.layby_paid.subject': 'Lay-by {reference} is paid in full',
  'messages.layby_paid.body':
    'We received {amount} (M-PESA code {code}): your order {reference} is paid in full, {total}. We now prepare it for delivery and tell you when it leaves.',
  'messages.layby_paid.sms': '{shop}: order {reference} paid in full ({total}). We prepare it for delivery now. {url}',
  'messages.layby_ended.subject': 'Lay-by {reference} has ended',
  'messages.layby_ended.body':
    'Your lay-by {reference} has ended and the reserved goods are released. Of the {paid} you paid, {refund} goes back to you (a fee of {fee} kept, as the terms say), each payment to where it came from.',
  'messages.layby_ended.sms': '{shop}: lay-by {reference} ended. {refund} of {paid} goes back to you. {url}',
  'messages.layby_ended.expired.body':
    'Your lay-by {reference} has ended: its end date, {endsOn}, and the days of grace after it passed with {balance} still to pay, so the reserved goods are released. Of the {paid} you paid, {refund} goes back to you (a fee of {fee} kept, as the terms say), each payment to where it came from.',
  'messages.layby_ended.expired.sms': '{shop}: lay-by {reference} ended unpaid after its grace. {refund} of {paid} goes back to you. {url}',
  'messages.layby_ended.unpaid.subject': 'Lay-by {reference} was not started',
  'messages.layby_ended.unpaid.body':
    'The deposit for your lay-by {reference} was not paid within a day, so nothing was reserved and the order is cancelled. Nothing was paid and nothing is owed. You are welcome to order again at any time.',
  'messages.layby_ended.unpaid.sms':
    '{shop}: the deposit for lay-by {reference} was not paid, so the order is cancelled. Nothing is owed. {url}',
  'messages.layby_reminder.payAt': 'Pay any amount from {min} here, by M-PESA or card: {url}',
  'messages.layby_reminder.upcoming.subject': 'Lay-by {reference}: next payment {amount} by {day}',
  'messages.layby_reminder.upcoming.body':
    'A reminder: the next suggested payment on your lay-by {reference} is {amount}, by {day}. Paid {paid} of {total}; balance {balance}, to be paid by {endsOn}. We deliver as soon as it is paid in full.',
  'messages.layby_reminder.upcoming.sms': '{shop}: lay-by {reference}: next payment {amount} by {day}. Balance {balance}. {url}',
  'messages.layby_reminder.behind.subject': 'Lay-by {reference}: {amount} to catch up',
  'messages.layby_reminder.behind.body':
    'Your lay-by {reference} is behind its suggested payments: {amount} is due now, unpaid since {day}. Paid {paid} of {total}; balance {balance}, to be paid by {endsOn}. Pay what you can: every payment counts, and the goods stay reserved for you until then.',
  'messages.layby_reminder.behind.sms': '{shop}: lay-by {reference} is behind: {amount} due since {day}. Balance {balance}. {url}',
  'messages.layby_reminder.ending.subject': 'Lay-by {reference} ends on {endsOn}',
  'messages.layby_reminder.ending.body':
    'Your lay-by {reference} ends on {endsOn}, with {balance} still to pay (paid {paid} of {total}). Pay the balance by then and we deliver. Need more time? Call us on {phone} before then to ask for a later end date.',
  'messages.layby_reminder.ending.sms': '{shop}: lay-by {reference} ends {endsOn}, balance {balance}. More time? Call {phone}. {url}',
  'messages.layby_reminder.grace.subject': 'Lay-by {reference}: reserved until {last}',
  'messages.layby_reminder.grace.body':
    'Your lay-by {reference} passed its end date, {endsOn}, with {balance} still to pay. We keep the goods reserved for you until {last}: pay the balance by then and we deliver. If it is not paid, the lay-by ends on {expires}, the goods are released, and {terms}. Need more time? Call us on {phone}.',
  'messages.layby_reminder.grace.sms': '{shop}: lay-by {reference}: pay {balance} by {last} or it ends, {terms}. {url}',
  'messages.layby_reminder.terms.fee': 'what you paid, {paid}, goes back to you less a fee of at most {fee}, as the terms say',
  'messages.layby_reminder.terms.noFee': 'all you paid, {paid}, goes back to you',
  'messages.layby_reminder.smsTerms.fee': 'refund less {fee}',
  'messages.layby_reminder.smsTerms.noFee': 'full refund',
} as const;
