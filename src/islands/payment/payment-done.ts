import { endAttempt } from '../../lib/checkout/attempt-key.ts';
import { cart } from '../../stores/cart.ts';
import { browserStorage } from '../../client/storage.ts';

/** The payment completed: empty the cart and end the checkout attempt (the next one is a new order). */
export function paymentCompleted(): void {
  cart.clear();
  cart.flush();
  endAttempt(browserStorage('session'));
}
