/**
 * Where the checkout form is kept between tries (./form-storage.ts), and forgetting it: apart, and
 * without a schema, because the payment pages forget it and carry no schema library (issue 27).
 */
export const FORM_STORAGE_KEY = 'solar-shop:checkout-form';

export type FormStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The order is placed or paid: the next checkout starts empty. */
export function forgetCheckoutForm(storage: FormStorage | null): void {
  try {
    storage?.removeItem(FORM_STORAGE_KEY);
  } catch {
    // Nothing to forget.
  }
}
