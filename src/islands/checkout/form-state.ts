import type { PaymentMethod } from '../../lib/order-types.ts';
import type { AGREEMENT_FIELDS, CUSTOMER_FIELDS } from '../../lib/checkout/form-errors.ts';

/** What the shopper typed and chose on step 1. */
export interface CheckoutForm {
  customer: Record<(typeof CUSTOMER_FIELDS)[number], string>;
  paymentMethod: PaymentMethod;
  agreements: Record<(typeof AGREEMENT_FIELDS)[number], boolean>;
}

export const EMPTY_FORM: CheckoutForm = {
  customer: { fullName: '', email: '', phone: '', address: '', apartment: '', city: '', county: '', postalCode: '' },
  paymentMethod: 'MPESA',
  agreements: { termsAndConditions: false, privacyPolicy: false, financialDisclaimer: false },
};
