/** Strings of checkout: form validation and the order's refusal messages. */
export const checkout = {
  'checkout.error.fullName': 'Full name is required',
  'checkout.error.email': 'Valid email is required',
  'checkout.error.phone': 'Valid Kenyan phone number is required (e.g., +254712345678 or 0712345678)',
  'checkout.error.address': 'Delivery address is required',
  'checkout.error.city': 'City is required',
  'checkout.error.county': 'County is required',
  'checkout.error.postalCode': 'Postal code is required',
  'checkout.error.terms': 'You must accept the Terms and Conditions',
  'checkout.error.privacy': 'You must accept the Privacy Policy',
  'checkout.error.disclaimer': 'You must acknowledge the financial disclaimer',
  'checkout.error.policies': 'Unable to load policy versions. Please refresh.',
  'checkout.error.paymentMethod': 'Choose how you will pay',
  'checkout.error.items': 'Your cart is empty',
  'checkout.error.quantity': 'Quantity must be a whole number from 1 to 100',

  'order.error.unknownProduct': "Line {line}: '{id}' is not in our catalogue any more. Remove it from your cart.",
  'order.error.outOfStock': 'Line {line}: {name} is out of stock. Remove it from your cart.',
  'order.error.tooMany': 'Line {line}: {name} can be ordered at most 100 at a time.',
  'order.error.policyMissing': 'Please accept the current {policy} to place your order.',
  'order.error.policyStale': 'Our {policy} changed since you opened checkout. Please review it and confirm again.',
} as const;
