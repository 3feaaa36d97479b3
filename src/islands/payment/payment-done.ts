import { endAttempt } from '../../lib/checkout/attempt-key.ts';
import { cart } from '../../stores/cart.ts';

/** The payment completed: empty the cart and end the checkout attempt (the next one is a new order). */
export function paymentCompleted(): void {
  cart.clear();
  cart.flush();
  try {
    endAttempt(window.sessionStorage);
  } catch {
    endAttempt(null);
  }
}
