/** Strings of order messages: the e-mails and SMS the outbox sends to customers and to the shop. */
export const messages = {
  'messages.greeting': 'Hello {name},',
  'messages.signoff': 'Thank you for shopping with {shop}.',
  'messages.contact': 'Questions? Call {phone}, e-mail {email} or reply to this e-mail.',
  'messages.contactWhatsapp': 'Questions? Call {phone}, e-mail {email}, reply to this e-mail, or WhatsApp us: {whatsapp}',
  'messages.whatsappText': 'Hello {shop}, about my order {reference}:',
  'messages.reference': 'Order {reference}',
  'messages.lines': 'Your order',
  'messages.line': '{name} x{quantity}: {total}',
  'messages.subtotal': 'Subtotal: {amount}',
  'messages.delivery': 'Delivery: {fee} ({detail})',
  'messages.deliveryCollect': '{collect}',
  'messages.total': 'Total: {amount}',
  'messages.vatIncluded': 'Prices include VAT.',
  'messages.includesVat': 'Includes VAT: {amount}',
  'messages.payNow': 'Pay now: {amount}',
  'messages.payDriver': 'Pay the driver: {amount}',
  'messages.payDriverQuote': 'Pay the driver: the delivery fee our team quotes',
  'messages.payDriverAndQuote': 'Pay the driver: {amount}, plus the delivery fee our team quotes',
  'messages.paid': 'Paid: {amount}',
  'messages.refunded': 'Refunded: {amount}',
  'messages.driverPlusQuote': '{amount} + delivery fee',
  'messages.method': 'Payment: {method}',
  'messages.receipt': '{label}: {code}',
  'messages.deliverTo': 'Deliver to: {address}',
  'messages.taxInvoiceTo': 'Tax invoice to: {name}, KRA PIN {pin}',
  'messages.viewOrder': 'Your orders: {url}',
  'messages.follow': 'Follow your order: {url}',
  'messages.invoice': 'Your tax invoice (KRA eTIMS), to keep or print: {url}',

  'messages.order_received.subject': 'Order {reference} received: {shop}',
  'messages.order_received.paid': 'We have received your payment for order {reference}. We will call you to arrange delivery.',
  'messages.order_received.cash': 'We have received your order {reference}. You pay in cash on delivery; we will call you to arrange it.',
  'messages.order_received.sms.paid': '{shop}: {total} received for order {reference}. We will call you. Track: {url}',
  'messages.order_received.sms.paidMpesa': '{shop}: {total} received for order {reference} (M-PESA {code}). We will call you. Track: {url}',
  'messages.order_received.sms.cash': '{shop}: order {reference} received. Pay the driver {driver} on delivery. Track: {url}',
  'messages.order_received.callFirst':
    'We have received your order {reference}. You pay in cash on delivery. Because of its value, we will call you to confirm it before we send it: nothing is packed before that call.',
  'messages.order_received.sms.callFirst':
    '{shop}: order {reference} ({total}) received. We will call to confirm before sending. Track: {url}',
  'messages.order_confirmed.subject': 'Order {reference} confirmed: {shop}',
  'messages.order_confirmed.body':
    'Thank you for confirming your order {reference} on the phone. We are preparing it for delivery, and you pay the driver when it arrives.',
  'messages.order_confirmed.sms':
    '{shop}: order {reference} is confirmed. We are preparing it; you pay the driver on delivery. Track: {url}',

  'messages.cash_received.subject': 'Receipt for order {reference}: {amount} received',
  'messages.cash_received.paid.cash': 'We have received {amount} in cash for order {reference}. Thank you: your order is paid in full.',
  'messages.cash_received.paid.mpesa':
    'We have received {amount} by M-PESA for order {reference} (receipt {receipt}). Thank you: your order is paid in full.',
  'messages.cash_received.short.cash':
    'We have received {amount} in cash for order {reference}. {rest} is still to pay: we will call you about it.',
  'messages.cash_received.short.mpesa':
    'We have received {amount} by M-PESA for order {reference} (receipt {receipt}). {rest} is still to pay: we will call you about it.',
  'messages.cash_received.sms.paid.cash': '{shop}: received {amount} in cash, order {reference}. Paid in full, thank you. Track: {url}',
  'messages.cash_received.sms.paid.mpesa':
    '{shop}: received {amount}, M-PESA {receipt}, order {reference}. Paid in full, thank you. Track: {url}',
  'messages.cash_received.sms.short.cash': '{shop}: received {amount} in cash, order {reference}. Still to pay: {rest}. Track: {url}',
  'messages.cash_received.sms.short.mpesa':
    '{shop}: received {amount}, M-PESA {receipt}, order {reference}. Still to pay: {rest}. Track: {url}',

  'messages.payment_failed.subject': 'Payment for order {reference} did not go through',
  'messages.payment_failed.body':
    'Your payment of {total} for order {reference} did not go through, and nothing was charged. Your order is kept: pay again at {url} (your phone number and this reference open it on any phone), or call us and we will help.',
  'messages.payment_failed.sms': '{shop}: payment of {total} for order {reference} failed; nothing was charged. Pay again: {url}',

  'messages.delivery_shipped.subject': 'Order {reference} is on its way',
  'messages.delivery_shipped.body': 'Your order {reference} has left our warehouse and is on its way to you.',
  'messages.delivery_shipped.sms': '{shop}: order {reference} is on its way. Our driver will call before delivery. Track: {url}',
  'messages.delivery_delivered.subject': 'Order {reference} delivered',
  'messages.delivery_delivered.body':
    'Your order {reference} has been delivered. Report any damage within 48 hours.\n\nRegister the serial numbers of what you bought for your warranty record and certificate: {warranty}',
  'messages.delivery_delivered.sms':
    '{shop}: order {reference} delivered. Report any damage within 48 hours. Register your warranty: {warranty}',
  'messages.delivery_cancelled.subject': 'Order {reference} cancelled',
  'messages.delivery_cancelled.body':
    'Delivery of your order {reference} has been cancelled. If you paid, our team will contact you about your refund.',
  'messages.delivery_cancelled.sms': '{shop}: delivery of order {reference} was cancelled. We will contact you about any refund.',

  'messages.order_cancelled.subject': 'Order {reference} cancelled',
  'messages.order_cancelled.body.paid':
    'Your order {reference} has been cancelled. You paid {total}: it is being refunded to the account you paid from, and we will tell you when it is done.',
  'messages.order_cancelled.body.unpaid': 'Your order {reference} has been cancelled. Nothing was charged and nothing is due.',
  'messages.order_cancelled.sms.paid': '{shop}: order {reference} is cancelled; your {total} is being refunded to you. Track: {url}',
  'messages.order_cancelled.sms.unpaid': '{shop}: order {reference} is cancelled. Nothing was charged and nothing is due. Track: {url}',
  'messages.refund_requested.subject': 'Refund for order {reference} on its way',
  'messages.refund_requested.body':
    'We have asked Pesapal to refund {amount} for order {reference} to the account you paid from. It usually arrives within 7 to 14 business days; we will tell you when it is done.',
  'messages.refund_requested.sms': '{shop}: refund of {amount} for order {reference} is on its way (7-14 business days). Track: {url}',
  'messages.late_payment.subject': 'Your payment for cancelled order {reference} is going back to you',
  'messages.late_payment.body':
    'Your payment of {amount} for order {reference} (code {code}) reached us after the order was cancelled. We keep none of it: we are returning all of it to the account you paid from through Pesapal. It usually arrives within 7 to 14 business days; we will tell you when it is done.',
  'messages.late_payment.sms': '{shop}: {amount} for cancelled order {reference} came late; all of it goes back to you. {url}',
  'messages.refund_completed.subject': 'Refund for order {reference} completed',
  'messages.refund_completed.body':
    'Pesapal has returned {amount} for order {reference} to the account you paid from. If you do not see it within 3 days, call us with this reference.',
  'messages.refund_completed.sms':
    '{shop}: refund of {amount} for order {reference} is done: Pesapal has returned it to the account you paid from.',
  'messages.shop_order_cancelled.subject': 'Order {reference} cancelled by the customer: {total} ({method})',
  'messages.shop_order_cancelled.body': '{name} ({phone}, {email}) cancelled order {reference}. Their reason: "{reason}"',
  'messages.shop_order_cancelled.paid': 'It was paid: check on the order page that its refund went to Pesapal.',
  'messages.shop_order_cancelled.lines': 'Cancelled order {reference} · {total} · {method}',
  'messages.shop_order_cancelled.sms': 'Order {reference} cancelled by {name} {phone} ({total}, {method}): {reason}',

  'messages.warranty_registered.subject': 'Warranty registered for order {reference}',
  'messages.warranty_registered.body': 'We have recorded these serial numbers of order {reference} for their warranty:',
  'messages.warranty_registered.line': '{product}, serial {serial}: covered until {ends}',
  'messages.warranty_registered.keep': 'Your certificate is kept for you; open or print it at any time with your phone number: {url}',
  'messages.warranty_registered.sms': '{shop}: warranty registered for order {reference}. Your certificate: {url}',
  'messages.warranty_claim_received.subject': 'Warranty claim {claim} received: {product}',
  'messages.warranty_claim_received.body':
    'We have received your warranty claim {claim} for {product} (serial {serial}, order {reference}). We will call you to arrange the inspection and tell you of every step.',
  'messages.warranty_claim_received.outOfWarranty':
    'We have received your claim {claim} for {product} (serial {serial}, order {reference}). Its warranty has ended, so a repair may be charged: we will call you with what we find before doing any work.',
  'messages.warranty_claim_received.sms':
    '{shop}: warranty claim {claim} for serial {serial} received. We will call you to arrange an inspection.',
  'messages.warranty_claim_status.subject': 'Warranty claim {claim} for {product}: {status}',
  'messages.warranty_claim_status.received': 'Your warranty claim for {product} (serial {serial}) is back with our team as received.',
  'messages.warranty_claim_status.inspecting':
    'Our technicians are inspecting your {product} (serial {serial}). We will tell you what we find.',
  'messages.warranty_claim_status.repaired':
    'Your {product} (serial {serial}) has been repaired under warranty. We will call you to arrange its return.',
  'messages.warranty_claim_status.replaced':
    'Your {product} (serial {serial}) is being replaced under warranty. We will call you to arrange delivery of the new one.',
  'messages.warranty_claim_status.rejected': 'Your warranty claim for {product} (serial {serial}) was not accepted. The reason: {reason}',
  'messages.warranty_claim_status.sms': '{shop}: warranty claim {claim}, serial {serial}: {status}. We will call you.',
  'messages.warranty_claim_status.sms.rejected': '{shop}: warranty claim {claim}, serial {serial}, was not accepted: {reason}',
  'messages.warranty_claim.contact': 'Questions? Call us on {phone} and give your claim reference, {claim}. Your warranty record: {url}',
  'messages.warranty_serial_corrected.subject': 'Serial number corrected: {product}',
  'messages.warranty_serial_corrected.body':
    'We have corrected the serial number of your {product} (order {reference}) from {from} to {to}. Your warranty is unchanged: covered until {ends}.',
  'messages.warranty_serial_corrected.keep': 'Your certificate shows the corrected serial number: {url}',
  'messages.warranty_serial_corrected.sms': '{shop}: warranty serial corrected to {to}. Certificate: {url}',

  'messages.shop_new_order.subject': 'New order {reference}: {total} ({method})',
  'messages.shop_new_order.body': 'A new order {reference} was placed by {name} ({phone}, {email}).',
  'messages.shop_new_order.sms': 'New order {reference}: {total}, {method}, {county}. {name} {phone}',
  'messages.shop_new_order.subject.callFirst': 'Call to confirm: new order {reference}: {total} ({method})',
  'messages.shop_new_order.callFirst':
    'Call {name} on {phone} to confirm this order before it is packed: cash on delivery above the shop’s limit. Then press Confirmed by phone on the order’s page.',
  'messages.shop_new_order.sms.callFirst': 'CALL TO CONFIRM new order {reference}: {total}, {method}, {county}. {name} {phone}',
  'messages.shop_new_order.lines': 'New order {reference} · {total} · {method}',
  'messages.shop_new_order.admin': 'Open it: {url}',

  'messages.back_in_stock.subject': '{product} is back in stock',
  'messages.back_in_stock.greeting': 'Hello,',
  'messages.back_in_stock.body': '{product} is back in stock at {shop}. You asked us to tell you: order it here while it lasts.',
  'messages.back_in_stock.once':
    'We told everyone who asked at the same time, and this is the only message we send about it: to hear of the next time, sign up again on its page.',
  'messages.back_in_stock.unsubscribe': 'Stop back-in-stock messages to this address: {unsubscribe}',
  'messages.back_in_stock.signoff': 'With thanks,\n{shop}',
  'messages.back_in_stock.sms': '{shop}: {product} is back in stock. Order: {url} Stop these alerts: {unsubscribe}',
  'messages.shop_low_stock.subject': 'Low stock on {date}: products to reorder ({count})',
  'messages.shop_low_stock.body':
    'These counted products are at or below their low-stock threshold this morning ({date}), the fewest available first:',
  'messages.shop_low_stock.line': '{name} ({id}): {available} available ({onHand} on hand, {reserved} reserved), threshold {threshold}',
  'messages.shop_low_stock.lineOut':
    '{name} ({id}): sold out, {available} available ({onHand} on hand, {reserved} reserved), threshold {threshold}',
  'messages.shop_low_stock.more': 'And {count} more: see them all on the stock page.',
  'messages.shop_low_stock.admin': 'Receive stock and change thresholds on the stock page: {url}',
  'messages.shop_low_stock.once': 'This alert comes once a day, and not on a day when nothing is low.',

  'messages.auth.greeting': 'Hello,',
  'messages.auth.signoff': 'With thanks,\n{shop}',
  'messages.auth.linkOnce': { one: 'The link works once, for {minutes} minute.', other: 'The link works once, for {minutes} minutes.' },
  'messages.auth.signup.subject': 'Confirm your e-mail for {shop}',
  'messages.auth.signup.body': 'Thank you for signing up at {shop}. Confirm your e-mail address to open your account:',
  'messages.auth.signup.notYou': 'If you did not sign up, ignore this e-mail: no account is opened without this link.',
  'messages.auth.recovery.subject': 'Choose a new password for {shop}',
  'messages.auth.recovery.body': 'We were asked to reset the password of your {shop} account. Choose a new one here:',
  'messages.auth.recovery.notYou': 'If you did not ask, ignore this e-mail: your password stays as it is.',
  'messages.auth.magiclink.subject': 'Your link to sign in to {shop}',
  'messages.auth.magiclink.body': 'Sign in to your {shop} account with this link:',
  'messages.auth.magiclink.notYou': 'If you did not ask, ignore this e-mail: nobody signs in without this link.',
  'messages.auth.reauthentication.subject': 'Your {shop} confirmation code',
  'messages.auth.reauthentication.body': 'Enter this code to confirm it is you: {code}',
  'messages.auth.reauthentication.lifetime': {
    one: 'The code works for {minutes} minute.',
    other: 'The code works for {minutes} minutes.',
  },
  'messages.auth.reauthentication.notYou': 'If you did not ask, ignore this e-mail: nothing changes without this code.',
} as const;
