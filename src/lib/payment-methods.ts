/** The payment method chosen on the checkout form (checkout spec section 3). */
export const PAYMENT_METHODS = ['MPESA', 'Card', 'Bank', 'Cash'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
