import { endAttempt } from '../../lib/checkout/attempt-key.ts';
import { forgetCheckoutForm } from '../../lib/checkout/form-kept.ts';
import { cart } from '../../stores/cart.ts';
import { browserStorage } from '../../client/storage.ts';
import { forgetPlan } from '../checkout/plan-kept.ts';

/**
 * The checkout is done (paid, or placed as cash on delivery): empty the cart, end the checkout
 * attempt and forget the kept form and lay-by choice, so the next checkout is a new order. Until then a failed or
 * cancelled payment leaves all three, and Back to Checkout finds the form as it was.
 */
export function checkoutDone(): void {
  cart.clear();
  cart.flush();
  endAttempt(browserStorage('session'));
  forgetCheckoutForm(browserStorage('session'));
  forgetPlan(browserStorage('session'));
}
