import type { PaymentMethod } from '../../lib/order-types.ts';
import type { AGREEMENT_FIELDS, CUSTOMER_FIELDS } from '../../lib/checkout/form-errors.ts';

/** What the shopper typed and chose on step 1. */
export interface CheckoutForm {
  customer: Record<(typeof CUSTOMER_FIELDS)[number], string>;
  paymentMethod: PaymentMethod;
  /** Delivery options on top of the county's rate; the server prices them. */
  delivery: { express: boolean; weekend: boolean };
  /** "I need a tax invoice for a business", and the business as typed: kept when unticked, sent only while ticked. */
  taxInvoice: { wanted: boolean; businessName: string; kraPin: string };
  agreements: Record<(typeof AGREEMENT_FIELDS)[number], boolean>;
}

export const EMPTY_FORM: CheckoutForm = {
  customer: { fullName: '', email: '', phone: '', address: '', apartment: '', city: '', county: '', postalCode: '' },
  paymentMethod: 'MPESA',
  delivery: { express: false, weekend: false },
  taxInvoice: { wanted: false, businessName: '', kraPin: '' },
  agreements: { termsAndConditions: false, privacyPolicy: false, financialDisclaimer: false },
};
