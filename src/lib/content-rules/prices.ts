import { formatKes, isWholeShillings } from '../money.ts';
import { discountedPrice, percentOff } from '../pricing.ts';
import type { RuleResult } from './rule.ts';

/** The price fields of a product, in cents, as an editor sets them. */
export interface ProductPrices {
  price?: number | null;
  compareAtPrice?: number | null;
  discountPercent?: number | null;
  flashSale?: boolean | null;
}

const CENTS_HINT = 'in cents: KSh 12,500 is 1250000';

/**
 * Money an editor types (a list or compare-at price, a delivery rate, fee or threshold) is whole
 * shillings: typed in cents, it ends in 00. M-PESA moves whole shillings, and every price the shop
 * makes from it is rounded to one (src/lib/pricing.ts).
 */
export function wholeShillingsRule(cents: number | null | undefined): RuleResult {
  return cents == null || isWholeShillings(cents) ? true : `Must be whole shillings, ending in 00 (${CENTS_HINT})`;
}

/** The list price: whole shillings, above zero (a product is never free: checkout cannot take KSh 0). */
export function listPriceRule(price: number | null | undefined): RuleResult {
  if (price == null) return true;
  const whole = wholeShillingsRule(price);
  if (whole !== true) return whole;
  return price > 0 ? true : `Must be above 0 (${CENTS_HINT})`;
}

/** The "was" price shown struck through is whole shillings, and above the list price it is compared with. */
export function compareAtPriceRule({ price, compareAtPrice }: ProductPrices): RuleResult {
  const whole = wholeShillingsRule(compareAtPrice);
  if (whole !== true || compareAtPrice == null || price == null) return whole;
  return compareAtPrice > price ? true : `Must be above the list price (${formatKes(price, 'en')}), or left empty`;
}

/**
 * The "% off" shoppers read must be what the prices give: percent off the compare-at price of the
 * price they pay (the list price less the site-wide discount), within 1 point for rounding.
 */
export function discountPercentRule(
  { price, compareAtPrice, discountPercent }: ProductPrices,
  siteDiscountPercent: number | null | undefined,
): RuleResult {
  if (discountPercent == null) return true;
  if (compareAtPrice == null) return 'Needs a compare-at price: set that first, or clear the discount';
  if (price == null || siteDiscountPercent == null || !Number.isInteger(price) || price < 0) return true;
  const paid = discountedPrice(price, siteDiscountPercent);
  const actual = percentOff(compareAtPrice, paid);
  return Math.abs(actual - discountPercent) <= 1
    ? true
    : `Shows ${discountPercent}% off, but the prices give ${actual}% (${formatKes(compareAtPrice, 'en')} down to ${formatKes(paid, 'en')}, the list price less the ${siteDiscountPercent}% site-wide discount): set ${actual} or change the prices`;
}

/** A product in the flash sale shows its "was" price and its discount, so it needs both. */
export function flashSaleRule({ compareAtPrice, discountPercent, flashSale }: ProductPrices): RuleResult {
  return !flashSale || (compareAtPrice != null && discountPercent != null)
    ? true
    : 'A flash-sale product needs a compare-at price and a discount: set both, or switch the flash sale off';
}
