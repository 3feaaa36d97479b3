import { MAX_LINE_QUANTITY, isQuantity, parseAddedItem, type Cart, type CartLine } from './line.ts';

/** What an add did: added in full, added but stopped at the line limit, or ignored as invalid. */
type AddOutcome = 'added' | 'limited' | 'invalid';

export interface AddResult {
  cart: Cart;
  outcome: AddOutcome;
  /** The line as it stands after the add; absent when the add was invalid. */
  line?: CartLine;
}

/** Adds an item; an id already present sums the quantities, capped at MAX_LINE_QUANTITY. */
export function addItem(cart: Cart, input: unknown): AddResult {
  const item = parseAddedItem(input);
  if (!item) return { cart, outcome: 'invalid' };
  const existing = cart.find((line) => line.id === item.id);
  if (!existing) return { cart: [...cart, item], outcome: 'added', line: item };
  const wanted = existing.quantity + item.quantity;
  const line = { ...existing, quantity: Math.min(wanted, MAX_LINE_QUANTITY) };
  return {
    cart: cart.map((l) => (l.id === item.id ? line : l)),
    outcome: wanted > MAX_LINE_QUANTITY ? 'limited' : 'added',
    line,
  };
}

/** Sets a line's quantity; needs a string id of a line and a whole number above 0 and at most MAX_LINE_QUANTITY. */
export function updateQuantity(cart: Cart, id: unknown, quantity: unknown): Cart {
  if (typeof id !== 'string' || !isQuantity(quantity)) return cart;
  const index = cart.findIndex((line) => line.id === id);
  const current = cart[index];
  if (!current || current.quantity === quantity) return cart;
  return cart.map((line) => (line.id === id ? { ...line, quantity } : line));
}

/** Deletes the line with this id; the cart is unchanged when there is none. */
export function removeItem(cart: Cart, id: unknown): Cart {
  return cart.some((line) => line.id === id) ? cart.filter((line) => line.id !== id) : cart;
}

/** Sets a line's unit price, when the shopper accepts the catalogue's current price. */
export function setPrice(cart: Cart, id: string, priceCents: number): Cart {
  if (!Number.isInteger(priceCents) || priceCents < 0) return cart;
  const current = cart.find((line) => line.id === id);
  if (!current || current.priceCents === priceCents) return cart;
  return cart.map((line) => (line.id === id ? { ...line, priceCents } : line));
}

/** The number of items: the sum of the quantities. */
export function itemCount(cart: Cart): number {
  return cart.reduce((sum, line) => sum + line.quantity, 0);
}

/** A line's total in cents. */
export function lineTotal(line: CartLine): number {
  return line.priceCents * line.quantity;
}

/** The sum of the line totals in cents. */
export function subtotal(cart: Cart): number {
  return cart.reduce((sum, line) => sum + lineTotal(line), 0);
}
