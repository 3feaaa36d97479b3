/**
 * The one pricing rule of the shop: the site-wide discount (storefront spec section 9: 5%),
 * a site setting, applied to the editor's list price and rounded to the cent.
 * The pages, the cart and the server all price through this function.
 */
export function discountedPrice(listPriceCents: number, siteDiscountPercent: number): number {
  if (!Number.isInteger(listPriceCents) || listPriceCents < 0) {
    throw new RangeError(`List price must be a whole number of cents, got ${listPriceCents}`);
  }
  if (!(siteDiscountPercent >= 0 && siteDiscountPercent < 100)) {
    throw new RangeError(`Discount must be from 0 to below 100 percent, got ${siteDiscountPercent}`);
  }
  return Math.round((listPriceCents * (100 - siteDiscountPercent)) / 100);
}

/** Percent off the compare-at price that a selling price gives, rounded to a whole percent. */
export function percentOff(compareAtCents: number, sellingCents: number): number {
  return Math.round(((compareAtCents - sellingCents) / compareAtCents) * 100);
}
