/** Strings of "Tell me when it's back" (issue 44): the form on a sold-out product, the pages the server answers it with, and unsubscribing. */
export const stockAlerts = {
  'stockAlert.heading': 'Tell me when it’s back',
  'stockAlert.intro':
    'Leave your phone number or e-mail and we will send you one SMS or e-mail when {product} is back in stock. No account needed.',
  'stockAlert.contact': 'Phone number or e-mail',
  'stockAlert.contactHint': 'A Kenyan mobile number (07… or +254…) for an SMS, or an e-mail address.',
  'stockAlert.submit': 'Notify me',
  'stockAlert.error.contact': 'Enter a Kenyan mobile number (such as 0712 345 678) or an e-mail address.',
  'stockAlert.error.oneContact': 'Give a phone number or an e-mail address: one of the two.',
  'stockAlert.error.productId': 'Name the product to hear about.',
  'stockAlert.error.locale': 'The language is en or sw.',
  'stockAlert.error.unknownProduct': 'We do not sell this product.',
  'stockAlert.error.inStock': '{product} is in stock now: you can order it.',
  'stockAlert.pageTitle': 'Back-in-stock messages',
  'stockAlert.pageIntro':
    'On a product that is sold out, leave your phone number or e-mail and we will tell you once, when it is back in stock.',
  'stockAlert.done.heading': 'We will tell you',
  'stockAlert.done.sms': 'We will send one SMS to {address} when {product} is back in stock.',
  'stockAlert.done.email': 'We will send one e-mail to {address} when {product} is back in stock.',
  'stockAlert.done.once':
    'Just the once: after that message, sign up again to hear of the next time. Each message has a link to stop them.',
  'stockAlert.inStockNow.heading': 'It is in stock now',
  'stockAlert.backToProduct': 'Back to {product}',
  'stockAlert.continue': 'Continue shopping',
  'stockAlert.unsubscribe.heading': 'Stop back-in-stock messages',
  'stockAlert.unsubscribe.ask': 'Stop the messages we send to {address} when a product you asked about is back in stock?',
  'stockAlert.unsubscribe.submit': 'Stop these messages',
  'stockAlert.unsubscribe.done': 'Done: {address} will get no more messages about products coming back in stock.',
  'stockAlert.unsubscribe.again': 'Changed your mind? Sign up again on any product that is sold out.',
  'stockAlert.unsubscribe.unknown': 'We do not know this link. Open the link in your message just as it was sent.',
  'stockAlert.unsubscribe.noToken': 'To stop back-in-stock messages, open the link at the end of the message we sent you.',
} as const;
