import { atom } from 'nanostores';

/** Number of items in the cart, read by the header and tab-bar badges. */
export const $cartCount = atom(0);
