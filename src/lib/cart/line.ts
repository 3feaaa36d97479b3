import * as z from 'zod/mini';

/** A cart line holds between 1 and this many of one product. */
export const MAX_QUANTITY = 100;
/** Brand and category given to items added without them. */
export const DEFAULT_BRAND = 'Unknown';
export const DEFAULT_CATEGORY = 'General';

/** A quantity a line may hold: a whole number above 0 and at most MAX_QUANTITY. */
export const quantitySchema = z.int().check(z.gt(0), z.lte(MAX_QUANTITY));

/** One line of the cart as kept in memory and in storage. */
export const cartLineSchema = z.object({
  /** Product id (its slug). */
  id: z.string().check(z.minLength(1)),
  name: z.string().check(z.minLength(1)),
  /** Unit selling price in integer cents (KES), the site discount applied. */
  price: z.int().check(z.gte(0)),
  quantity: quantitySchema,
  brand: z.string(),
  category: z.string(),
  /** Image URL, or empty when the product has none. */
  image: z._default(z.string(), ''),
});

/** What an Add to Cart button sends: quantity, brand, category and image may be left out. */
export const cartAddSchema = z.object({
  ...cartLineSchema.def.shape,
  quantity: z._default(quantitySchema, 1),
  brand: z._default(z.string(), DEFAULT_BRAND),
  category: z._default(z.string(), DEFAULT_CATEGORY),
});

export type CartLine = z.output<typeof cartLineSchema>;
export type CartAddInput = z.input<typeof cartAddSchema>;
export type Cart = readonly CartLine[];
