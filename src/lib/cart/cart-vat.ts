import { chargedOnline, type OrderDelivery } from '../delivery/order-delivery.ts';
import { SERVICE_TAX_TYPE, statutoryTax } from '../tax/tax-types.ts';
import { vatIncluded, type TaxedAmount } from '../tax/vat.ts';
import type { CatalogueProducts } from './catalogue-check.ts';
import type { Cart } from './line.ts';
import { lineTotal } from './rules.ts';

/**
 * The VAT the cart's total includes ("Includes VAT KSh X"), split as KRA splits it (lib/tax/vat.ts):
 * each line at the price the cart shows, under its product's tax type in the catalogue snapshot,
 * and the delivery estimate where the total counts it (a fee paid online; a fee paid at the door
 * is not in the cart's total, so neither is its VAT). Checkout prices the order for real.
 *
 * Null when the figure cannot be known: the snapshot not (yet) had, or a line whose product it no
 * longer lists. The cart then says only that prices include VAT, never a guessed figure.
 */
export function cartVatIncluded(
  lines: Cart,
  products: CatalogueProducts | null | undefined,
  delivery: OrderDelivery | null,
): number | null {
  if (!products) return null;
  const amounts: TaxedAmount[] = [];
  for (const line of lines) {
    const product = Object.hasOwn(products, line.id) ? products[line.id] : undefined;
    if (!product) return null;
    amounts.push({ grossCents: lineTotal(line), ...statutoryTax(product.taxType) });
  }
  const fee = chargedOnline(delivery);
  if (fee > 0) amounts.push({ grossCents: fee, ...statutoryTax(SERVICE_TAX_TYPE) });
  return vatIncluded(amounts);
}
