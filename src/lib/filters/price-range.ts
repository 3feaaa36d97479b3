/** Storefront spec section 9: listings and search start at 0 to 1,000,000 KSh; the inverter page at 0 to 2,000,000. */
export const DEFAULT_MAX_PRICE = 1_000_000;
export const INVERTER_MAX_PRICE = 2_000_000;
const ROUND_TO = 5_000;

/**
 * The upper end of a price filter's default range, in whole shillings: the spec's default, raised
 * (to a multiple of 5,000) when a product costs more, so the default view never hides a product.
 */
export function defaultMaxPrice(pricesCents: readonly number[], specDefault = DEFAULT_MAX_PRICE): number {
  const highest = Math.max(0, ...pricesCents) / 100;
  return Math.max(specDefault, Math.ceil(highest / ROUND_TO) * ROUND_TO);
}
