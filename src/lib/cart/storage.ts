import { addItem } from './rules.ts';
import { parseStoredLine, type Cart } from './line.ts';

/** The localStorage key the cart lives under. */
export const CART_STORAGE_KEY = 'cart';

/** A stored value read back: a list (its invalid items dropped), or the reason it is not one. */
export type DecodedCart = { ok: true; lines: Cart; dropped: number } | { ok: false; reason: string };

/**
 * Reads a stored cart. Items that fail validation are dropped and counted; repeated ids are
 * merged as an add would merge them. Anything that is not a JSON list is not a cart.
 */
export function decodeCart(raw: string | null): DecodedCart {
  if (raw === null) return { ok: true, lines: [], dropped: 0 };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { ok: false, reason: 'stored cart is not valid JSON' };
  }
  if (!Array.isArray(data)) return { ok: false, reason: 'stored cart is not a list' };
  let lines: Cart = [];
  let dropped = 0;
  for (const item of data) {
    const line = parseStoredLine(item);
    if (line) lines = addItem(lines, line).cart;
    else dropped += 1;
  }
  return { ok: true, lines, dropped };
}

/**
 * The stored form of a cart. Each line also carries its price under the key carts were stored with
 * before priceCents (`price`): a tab still running the previous release reads the cart in the same
 * storage, and a line it cannot read it would drop, for every tab. Drop `price` a release later.
 */
export function encodeCart(lines: Cart): string {
  return JSON.stringify(lines.map((line) => ({ ...line, price: line.priceCents })));
}
