import { z } from 'zod';
import type { CatalogueSnapshot } from '../catalogue/snapshot.ts';
import type { CountyCode } from '../delivery/counties.ts';
import { toOrderDelivery, type OrderDelivery } from '../delivery/order-delivery.ts';
import { priceDelivery, type DeliveryOptions } from '../delivery/price-delivery.ts';
import { countyCodeSchema, deliveryOptionsSchema } from '../delivery/request-schema.ts';
import type { OrderItem } from '../order-types.ts';

/** What the shopper asks about delivery on the quote: where to, and whether express or on a weekend. */
export const deliveryRequestSchema = z.object({ ...deliveryOptionsSchema.shape, county: countyCodeSchema });

/**
 * Prices delivery of the server's own lines with the snapshot's weights and delivery settings;
 * nothing the browser says about fees or weights is used. Null when the build published no
 * delivery settings (the team then quotes every order).
 */
export function deliveryForOrder(
  orderLines: readonly OrderItem[],
  snapshot: CatalogueSnapshot,
  county: CountyCode,
  options: DeliveryOptions,
): OrderDelivery | null {
  const settings = snapshot.delivery;
  if (!settings) return null;
  const lines = orderLines.map((line) => ({
    weightKg: snapshot.products[line.productId]?.weightKg ?? null,
    quantity: line.quantity,
    lineTotalCents: line.lineTotalCents,
  }));
  return toOrderDelivery(priceDelivery(lines, county, options, settings), settings.collect);
}
