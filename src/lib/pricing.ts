/**
 * How the shop makes a price from a percentage, stated once: **to the nearest whole shilling, half
 * a shilling up** (KSh 997.50 is KSh 998, KSh 997.49 is KSh 997). M-PESA moves whole shillings and
 * an order is marked paid only on the exact amount, so every price the shop makes is whole: the
 * site-wide discount, a delivery surcharge, any share of a price. Percentages count to a thousandth
 * of a percent (12.5 and 33.333 are exact; 33.3333 is taken as 33.333).
 */

/** A thousandth of a percent of a shilling, in cents: 100 cents × 100 percent × 1000. */
const SCALE = 10_000_000;

/** `percent` % of `amountCents`, rounded by the rule above: a whole number of shillings, in cents. */
export function percentOf(amountCents: number, percent: number): number {
  if (!Number.isInteger(amountCents) || amountCents < 0) {
    throw new RangeError(`An amount must be a whole number of cents, got ${amountCents}`);
  }
  if (!(Number.isFinite(percent) && percent >= 0)) throw new RangeError(`A percentage must be 0 or more, got ${percent}`);
  // In integers, so that no half shilling is lost to binary fractions (1050 × 0.95 is 997.4999… in floating point).
  const scaled = amountCents * Math.round(percent * 1000);
  if (!Number.isSafeInteger(scaled)) throw new RangeError(`${percent}% of ${amountCents} cents is beyond exact arithmetic`);
  const rest = scaled % SCALE;
  const shillings = (scaled - rest) / SCALE + (rest * 2 >= SCALE ? 1 : 0);
  return shillings * 100;
}

/**
 * The one pricing rule of the shop: the site-wide discount (storefront spec section 9: 5%), a site
 * setting, taken off the editor's list price, the price rounded to the whole shilling, half up
 * (percentOf). The pages, the cart and the server all price through this function.
 */
export function discountedPrice(listPriceCents: number, siteDiscountPercent: number): number {
  if (!Number.isInteger(listPriceCents) || listPriceCents < 0) {
    throw new RangeError(`List price must be a whole number of cents, got ${listPriceCents}`);
  }
  if (!(siteDiscountPercent >= 0 && siteDiscountPercent < 100)) {
    throw new RangeError(`Discount must be from 0 to below 100 percent, got ${siteDiscountPercent}`);
  }
  return percentOf(listPriceCents, 100 - siteDiscountPercent);
}

/** Percent off the compare-at price that a selling price gives, rounded to a whole percent. */
export function percentOff(compareAtCents: number, sellingCents: number): number {
  return Math.round(((compareAtCents - sellingCents) / compareAtCents) * 100);
}
