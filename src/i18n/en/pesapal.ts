/**
 * Strings of the local Pesapal sandbox's hosted payment page (local/pesapal). A developer tool
 * that stands in for Pesapal's page, so these are kept out of the shop's `en` table (and out of
 * its browser bundles); the sandbox page reads them from here.
 */
export const pesapalSandbox = {
  'page.title': 'Pay {merchant}',
  'page.sandboxNote': 'Local Pesapal sandbox: no real money moves.',
  'page.merchant': 'Merchant',
  'page.amount': 'Amount',
  'page.reference': 'Reference',
  'page.description': 'Description',
  'page.chooseMethod': 'Choose how to pay',
  'page.cancel': 'Cancel and return to the shop',
  'page.notFound': 'This payment link is not valid.',
  'page.lastAttemptFailed': 'Your last attempt failed: {detail} You can try again.',

  'method.mpesa': 'M-PESA',
  'method.card': 'Card (Visa, Mastercard)',
  'method.bank': 'Bank',

  'mpesa.phone': 'M-PESA phone number',
  'mpesa.phoneHint': 'A Kenyan number: 07XX XXX XXX or +254 7XX XXX XXX.',
  'mpesa.phoneInvalid': 'Enter a Kenyan M-PESA number, e.g. 0712 345 678.',
  'mpesa.pay': 'Send M-PESA prompt',
  'mpesa.promptTitle': 'Check your phone',
  'mpesa.promptText': 'An M-PESA prompt for {amount} was sent to {phone}. Simulate the handset:',
  'mpesa.approve': 'Enter PIN and approve',
  'mpesa.cancel': 'Cancel on the phone',
  'mpesa.wrongPin': 'Enter a wrong PIN',
  'mpesa.timeout': 'Let it time out',
  'mpesa.cancelled': 'The M-PESA request was cancelled on the phone.',
  'mpesa.wrongPinDetail': 'The M-PESA PIN entered was wrong.',
  'mpesa.timedOut': 'The M-PESA prompt was not answered in time.',

  'card.number': 'Card number',
  'card.numberHint': 'Test cards: 4111 1111 1111 1111 (Visa) or 5555 5555 5555 4444 (Mastercard) approve; 4000 0000 0000 0002 is declined.',
  'card.expiry': 'Expiry (MM/YY)',
  'card.cvv': 'Security code (CVV)',
  'card.name': 'Name on card',
  'card.pay': 'Pay {amount}',
  'card.invalid': 'Check the card number, expiry date and security code.',
  'card.declined': 'Unable to Authorize Transaction.Kindly contact your bank for assistance',
  'card.unknown': 'This card is not a sandbox test card and was declined.',

  'bank.choose': 'Your bank',
  'bank.pay': 'Continue to bank',
  'bank.promptTitle': 'Approve in {bank}',
  'bank.promptText': 'Your bank asks you to approve a payment of {amount} to {merchant}.',
  'bank.approve': 'Approve payment',
  'bank.decline': 'Decline payment',
  'bank.declined': 'The payment was declined at the bank.',

  'done.completed': 'Payment received. Thank you!',
  'done.reversed': 'This payment was reversed.',
  'done.cancelled': 'This order was cancelled and can no longer be paid.',
  'done.return': 'Return to {merchant}',
  'done.redirecting': 'Taking you back to the shop...',
} as const;

export type PesapalSandboxKey = keyof typeof pesapalSandbox;
