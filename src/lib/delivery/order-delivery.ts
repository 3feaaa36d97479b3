import type { CountyCode, Zone } from './counties.ts';
import type { DeliveryQuote, DeliverySettings, SizeClass, ZoneName } from './price-delivery.ts';

/**
 * Delivery as an order records it and every screen shows it: the quote the server priced at
 * checkout, and whether the fee was charged online with the goods or is paid on delivery.
 */
export interface OrderDelivery {
  county: CountyCode;
  zone: Zone;
  /** The zone's name in each language when the order was priced: what the order's pages and messages call it. */
  zoneName: ZoneName;
  sizeClass: SizeClass;
  weightKg: number;
  express: boolean;
  weekend: boolean;
  /** The fee in cents (0 when free); null when the team quotes it (Zone 4, or a product without a weight). */
  feeCents: number | null;
  /** The standard fee was waived: the goods are above the free-delivery threshold. */
  free: boolean;
  collect: DeliverySettings['collect'];
  /** Business days from dispatch; null while the delivery is to be quoted. */
  days: { min: number; max: number } | null;
}

export function toOrderDelivery(quote: DeliveryQuote, collect: DeliverySettings['collect']): OrderDelivery {
  const priced = quote.kind === 'priced';
  return {
    county: quote.county,
    zone: quote.zone,
    zoneName: quote.zoneName,
    sizeClass: quote.sizeClass,
    weightKg: quote.weightKg,
    express: quote.options.express,
    weekend: quote.options.weekend,
    feeCents: priced ? quote.feeCents : null,
    free: priced && quote.free,
    collect,
    days: priced ? quote.days : null,
  };
}

/** What the order's total charges for delivery: the fee when it is paid online, else nothing. */
export function chargedOnline(delivery: OrderDelivery | null): number {
  return delivery?.collect === 'online' ? (delivery.feeCents ?? 0) : 0;
}
