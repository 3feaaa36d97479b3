/** Strings of the cart: Add to Cart feedback, the toast, the drawer and the /cart page. */
export const cart = {
  'cart.added': 'Added!',
  'cart.toast.added': '{name} added to your cart.',
  'cart.toast.limited': '{name}: your cart already holds the most we take in one order ({max}).',
  'cart.toast.view': 'View cart',
  'cart.toast.dismiss': 'Dismiss',
} as const;
