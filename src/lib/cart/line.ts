/**
 * A cart line and its validation. Every catalogue page loads this (the header badge reads the
 * stored cart), so it checks by hand instead of through zod: any client use of zod puts the
 * shared zod core (7 to 17 KB gzipped, growing with every island that uses zod) on every page.
 */

/**
 * The most of one product a cart line, and an order line, may hold: the one definition of the
 * quantity limit (cart, product page, checkout schema, server pricing, their tests).
 */
export const MAX_LINE_QUANTITY = 100;
/** Brand and category given to items added without them. */
const DEFAULT_BRAND = 'Unknown';
const DEFAULT_CATEGORY = 'General';

/** One line of the cart as kept in memory and in storage. */
export interface CartLine {
  /** Product id (its slug). */
  id: string;
  name: string;
  /** Unit selling price in integer cents (KES), the site discount applied. */
  priceCents: number;
  /** A whole number from 1 to MAX_LINE_QUANTITY. */
  quantity: number;
  brand: string;
  category: string;
  /** Image URL, or empty when the product has none. */
  image: string;
}

export type Cart = readonly CartLine[];

/** A quantity a line may hold: a whole number above 0 and at most MAX_LINE_QUANTITY. */
export function isQuantity(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) > 0 && (value as number) <= MAX_LINE_QUANTITY;
}

const isText = (value: unknown): value is string => typeof value === 'string';
const isFilledText = (value: unknown): value is string => isText(value) && value !== '';
const isPrice = (value: unknown): value is number => Number.isInteger(value) && (value as number) >= 0;

/** Fields left out of an item take these values; absent means undefined, not null or ''. */
interface Defaults {
  quantity?: number;
  brand?: string;
  category?: string;
}

function toLine(value: unknown, defaults: Defaults): CartLine | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const item = value as Record<string, unknown>;
  const pick = (key: keyof Defaults) => (item[key] === undefined ? defaults[key] : item[key]);
  const { id, name } = item;
  // `price`: the cart's key before priceCents (carts already stored in shoppers' browsers), and the
  // short key of the add-to-cart buttons' data on catalogue pages. Lines are written back with priceCents.
  const priceCents = item.priceCents === undefined ? item.price : item.priceCents;
  const quantity = pick('quantity');
  const brand = pick('brand');
  const category = pick('category');
  const image = item.image ?? '';
  if (!isFilledText(id) || !isFilledText(name) || !isPrice(priceCents) || !isQuantity(quantity)) return null;
  if (!isText(brand) || !isText(category) || !isText(image)) return null;
  return { id, name, priceCents, quantity, brand, category, image };
}

/** A stored line: every field present and valid (image may be left out or null; the unit price as priceCents or, stored before the rename, price). Null when invalid. */
export function parseStoredLine(value: unknown): CartLine | null {
  return toLine(value, {});
}

/** An item to add (the unit price as priceCents or price): quantity defaults to 1, brand to 'Unknown', category to 'General'. Null when invalid. */
export function parseAddedItem(value: unknown): CartLine | null {
  return toLine(value, { quantity: 1, brand: DEFAULT_BRAND, category: DEFAULT_CATEGORY });
}
