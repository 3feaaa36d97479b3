import type { z } from 'zod/mini';
import type { MessageKey, Translate } from '../../i18n/index.ts';

/**
 * The checkout form's fields, and where each one's error comes from in the order request
 * (`customer.phone` → `phone`). Editing a field clears its error (checkout spec section 5).
 */
export const CUSTOMER_FIELDS = ['fullName', 'email', 'phone', 'address', 'apartment', 'city', 'county', 'postalCode'] as const;
export const AGREEMENT_FIELDS = ['termsAndConditions', 'privacyPolicy', 'financialDisclaimer'] as const;
/** "I need a tax invoice for a business": its two fields (`taxInvoice.kraPin` → `kraPin`). */
const TAX_INVOICE_FIELDS = ['businessName', 'kraPin'] as const;

export type FormField =
  | (typeof CUSTOMER_FIELDS)[number]
  | (typeof TAX_INVOICE_FIELDS)[number]
  | (typeof AGREEMENT_FIELDS)[number]
  | 'paymentMethod'
  | 'items'
  | 'policies';
export type FormErrors = Partial<Record<FormField, string>>;

function fieldOf(path: ReadonlyArray<PropertyKey>): FormField | null {
  const [head, name] = path;
  if ((head === 'customer' || head === 'agreements') && typeof name === 'string') return name as FormField;
  if (head === 'taxInvoice' && TAX_INVOICE_FIELDS.some((field) => field === name)) return name as FormField;
  if (head === 'paymentMethod') return 'paymentMethod';
  if (head === 'items') return 'items';
  if (head === 'acceptedPolicyHashes') return 'policies';
  return null;
}

/** The first message per form field, from the shared schema's issues (their messages are keys: `t` writes them in the page's language). */
export function formErrors(error: z.core.$ZodError, t: Translate): FormErrors {
  const errors: FormErrors = {};
  for (const issue of error.issues) {
    const field = fieldOf(issue.path);
    if (field && !errors[field]) errors[field] = t(issue.message as MessageKey);
  }
  return errors;
}

/** The order in which fields appear, so focus goes to the first field in error. */
const FIELD_ORDER: readonly FormField[] = [
  ...CUSTOMER_FIELDS,
  ...TAX_INVOICE_FIELDS,
  'paymentMethod',
  ...AGREEMENT_FIELDS,
  'policies',
  'items',
];

export function firstInvalid(errors: FormErrors): FormField | null {
  return FIELD_ORDER.find((field) => errors[field]) ?? null;
}
