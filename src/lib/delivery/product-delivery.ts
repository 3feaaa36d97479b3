import { t } from '../../i18n/index.ts';
import { COUNTIES_BY_NAME, type CountyCode } from './counties.ts';
import { deliveryCollectText, deliveryFeeText } from './describe.ts';
import { toOrderDelivery, type OrderDelivery } from './order-delivery.ts';
import { priceDelivery, type DeliverySettings } from './price-delivery.ts';

/**
 * Delivery of one of a product to each county, priced at build by the rule the server prices
 * orders with and put in the words every delivery line uses, so a product page can show it
 * without a pricing script: its script only picks the words of the chosen county.
 */

/** What a shopper reads for one county: the fee, the business days (none while quoted) and who takes the fee. */
export interface ProductDeliveryWords {
  fee: string;
  days: string | null;
  /** Null when delivery is free: nobody collects anything. */
  note: string | null;
}

export interface ProductDeliveryChoices {
  /** The distinct words, each once: most products have one per zone. */
  outcomes: ProductDeliveryWords[];
  /** Every county, A to Z, with the index of its words in `outcomes`. */
  counties: { code: CountyCode; name: string; outcome: number }[];
}

export function productDeliveryWords(delivery: OrderDelivery): ProductDeliveryWords {
  return {
    fee: deliveryFeeText(delivery),
    days: delivery.days ? t('delivery.days', delivery.days) : null,
    note: deliveryCollectText(delivery),
  };
}

const STANDARD = { express: false, weekend: false } as const;

export function productDeliveryChoices(product: { price: number; weightKg: number | null }, settings: DeliverySettings): ProductDeliveryChoices {
  const line = { weightKg: product.weightKg, quantity: 1, lineTotalCents: product.price };
  const outcomes: ProductDeliveryWords[] = [];
  const indexOf = new Map<string, number>();
  const counties = COUNTIES_BY_NAME.map((county) => {
    const delivery = toOrderDelivery(priceDelivery([line], county.code, STANDARD, settings), settings.collect);
    // The words follow from the fee and the days alone: each outcome is worded once, not 47 times (10,000 pages a build).
    const key = `${delivery.feeCents} ${delivery.days?.min} ${delivery.days?.max}`;
    let outcome = indexOf.get(key);
    if (outcome === undefined) {
      outcome = outcomes.push(productDeliveryWords(delivery)) - 1;
      indexOf.set(key, outcome);
    }
    return { code: county.code, name: county.name, outcome };
  });
  return { outcomes, counties };
}
