import type { ReactNode } from 'react';
import type { LaybyQuoteAnswer, Quote } from '../../api/checkout.ts';
import type { FormErrors } from '../../lib/checkout/form-errors.ts';
import type { PaymentMethod } from '../../lib/order-types.ts';
import type { CashTerms } from './cash-note.ts';
import type { CheckoutForm } from './form-state.ts';
import type { PlanChoice } from './layby-offer.ts';

export interface Upsell {
  href: string;
  name: string;
}

/** What the details step is given: the form and its errors, what the server said, and a handler per change. */
export interface DetailsProps {
  form: CheckoutForm;
  errors: FormErrors;
  /** Name and e-mail come from the signed-in account. */
  lockedName: boolean;
  lockedEmail: boolean;
  policiesState: 'loading' | 'ready' | 'failed';
  policyError: string | null;
  upsell: Upsell | null;
  onCustomer: (field: keyof CheckoutForm['customer'], value: string) => void;
  onMethod: (method: PaymentMethod) => void;
  /** Lay-by for this cart as the server last quoted it (kept while it is asked again); null when the shop offers none. */
  layby: LaybyQuoteAnswer | null;
  /** Pay all now, or Lipa Mdogo Mdogo. */
  plan: PlanChoice;
  onPlan: (plan: PlanChoice) => void;
  /** Cash on delivery for this order under the shop's limit, from the server's price of it; null while it is asked for. */
  cash: CashTerms | null;
  onDelivery: (option: keyof CheckoutForm['delivery'], value: boolean) => void;
  /** A change to the tax invoice's request: ticked or not, its business name or KRA PIN. */
  onTaxInvoice: (change: Partial<CheckoutForm['taxInvoice']>) => void;
  /** The server's price of delivery to the chosen county, or why there is none yet. */
  deliveryQuote: { state: 'none' | 'loading' | 'failed' } | { state: 'ready'; quote: Quote };
  onAgreement: (field: keyof CheckoutForm['agreements'], value: boolean) => void;
  onContinue: () => void;
  /** The installation section (issue 48), after delivery: its price and day depend on the county. */
  installation: ReactNode;
}
