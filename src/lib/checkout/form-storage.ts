import * as z from 'zod/mini';
import { PAYMENT_METHODS } from '../payment-methods.ts';
import { AGREEMENT_FIELDS, CUSTOMER_FIELDS } from './form-errors.ts';
import { FORM_STORAGE_KEY, type FormStorage } from './form-kept.ts';

export { FORM_STORAGE_KEY, forgetCheckoutForm } from './form-kept.ts';

/**
 * What the shopper typed at checkout, kept in this tab's session (sessionStorage) until the order
 * is paid or placed as cash on delivery: after a wrong PIN or a cancelled payment, Back to
 * Checkout finds the form as it was. Card numbers are typed at Pesapal and never come here.
 * Checked with zod's smaller build (`zod/mini`) when read back (issue 27).
 */
const text = z.string().check(z.maxLength(5000));

const storedCheckoutForm = z.object({
  customer: z.object(
    Object.fromEntries(CUSTOMER_FIELDS.map((field) => [field, text])) as Record<(typeof CUSTOMER_FIELDS)[number], typeof text>,
  ),
  paymentMethod: z.enum(PAYMENT_METHODS),
  delivery: z.object({ express: z.boolean(), weekend: z.boolean() }),
  /** A form kept before the tax invoice was asked for reads as not asking for one. */
  taxInvoice: z._default(z.optional(z.object({ wanted: z.boolean(), businessName: text, kraPin: text })), {
    wanted: false,
    businessName: '',
    kraPin: '',
  }),
  agreements: z.object(
    Object.fromEntries(AGREEMENT_FIELDS.map((field) => [field, z.boolean()])) as Record<
      (typeof AGREEMENT_FIELDS)[number],
      z.ZodMiniBoolean
    >,
  ),
});
export type StoredCheckoutForm = z.infer<typeof storedCheckoutForm>;

/** The kept form, or null when there is none or what is kept is not a form (damaged, from another version). */
export function restoreCheckoutForm(storage: FormStorage | null): StoredCheckoutForm | null {
  try {
    const parsed = storedCheckoutForm.safeParse(JSON.parse(storage?.getItem(FORM_STORAGE_KEY) ?? 'null'));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function keepCheckoutForm(storage: FormStorage | null, form: StoredCheckoutForm): void {
  try {
    storage?.setItem(FORM_STORAGE_KEY, JSON.stringify(form));
  } catch {
    // Storage full or blocked: the form still holds on this page.
  }
}
