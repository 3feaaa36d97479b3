import { z } from 'zod';
import { t } from '../../i18n/index.ts';
import type { CatalogueSnapshot } from '../catalogue/snapshot.ts';
import { isCountyCode, type CountyCode } from '../delivery/counties.ts';
import { priceDelivery, type DeliveryQuote, type DeliverySettings } from '../delivery/price-delivery.ts';
import type { PricedOrder } from './price-order.ts';

/** What the shopper asks about delivery: where to, and whether express or on a weekend. */
export const deliveryRequestSchema = z.object({
  county: z.string().refine(isCountyCode, t('checkout.error.countyCode')),
  express: z.boolean().default(false),
  weekend: z.boolean().default(false),
});
export type DeliveryRequest = z.infer<typeof deliveryRequestSchema>;

/** The server's delivery answer for an order: the quote, and whether the fee is paid online or to the driver. */
export type OrderDelivery = DeliveryQuote & { collect: DeliverySettings['collect'] };

/**
 * Prices delivery of the server's own lines with the snapshot's weights and delivery settings;
 * nothing the browser says about fees or weights is used. Null when the build published no
 * delivery settings (the team then quotes every order).
 */
export function deliveryForOrder(order: PricedOrder, snapshot: CatalogueSnapshot, request: DeliveryRequest): OrderDelivery | null {
  const settings = snapshot.delivery;
  if (!settings) return null;
  const lines = order.lines.map((line) => ({
    weightKg: snapshot.products[line.productId]?.weightKg ?? null,
    quantity: line.quantity,
    lineTotalCents: line.lineTotalCents,
  }));
  const quote = priceDelivery(lines, request.county as CountyCode, { express: request.express, weekend: request.weekend }, settings);
  return { ...quote, collect: settings.collect };
}
