import type { CountyCode } from '../delivery/counties.ts';
import { chargedOnline, toOrderDelivery, type OrderDelivery } from '../delivery/order-delivery.ts';
import { priceDelivery, type DeliveryLine, type DeliverySettings } from '../delivery/price-delivery.ts';
import type { CatalogueProducts } from './catalogue-check.ts';
import type { Cart } from './line.ts';

/**
 * The cart's delivery estimate: the cart priced by the server's own rule (priceDelivery) with the
 * snapshot's weights and prices, before checkout prices the order for real. Express and weekend
 * delivery are chosen at checkout, so the cart estimates standard delivery.
 */

const STANDARD = { express: false, weekend: false } as const;

/**
 * The cart's lines as delivery weighs and values them, from the snapshot as the server does. A
 * product the snapshot lacks has no weight, so the order is quoted rather than guessed.
 */
export function deliveryLines(lines: Cart, products: CatalogueProducts): DeliveryLine[] {
  return lines.map((line) => {
    const product = Object.hasOwn(products, line.id) ? products[line.id] : undefined;
    return {
      weightKg: product?.weightKg ?? null,
      quantity: line.quantity,
      lineTotalCents: (product?.priceCents ?? line.priceCents) * line.quantity,
    };
  });
}

/** Delivery of the cart to `county`; null when the snapshot has no delivery settings to price with. */
export function estimateCartDelivery(
  lines: Cart,
  products: CatalogueProducts,
  settings: DeliverySettings | null | undefined,
  county: CountyCode,
): OrderDelivery | null {
  if (!settings) return null;
  return toOrderDelivery(priceDelivery(deliveryLines(lines, products), county, STANDARD, settings), settings.collect);
}

/** The cart's estimated total: the goods, plus the delivery fee only where it is paid online. */
export function estimatedTotal(subtotalCents: number, delivery: OrderDelivery | null): number {
  return subtotalCents + chargedOnline(delivery);
}
