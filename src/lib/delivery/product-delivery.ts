import type { Translate } from '../../i18n/index.ts';
import { COUNTIES_BY_NAME, type CountyCode } from './counties.ts';
import { deliveryCollectText, deliveryFeeText, zoneText } from './describe.ts';
import { toOrderDelivery, type OrderDelivery } from './order-delivery.ts';
import { priceDelivery, type DeliverySettings, type ZoneName } from './price-delivery.ts';

/**
 * Delivery of one of a product to each county, priced at build by the rule the server prices
 * orders with and put in the words every delivery line uses, so a product page can show it
 * without a pricing script: its script only picks the words of the chosen county.
 */

/** What a shopper reads for one county: its zone's name, the fee, the business days (none while quoted) and who takes the fee. */
export interface ProductDeliveryWords {
  zone: string;
  fee: string;
  days: string | null;
  /** Null when delivery is free: nobody collects anything. */
  note: string | null;
}

export interface ProductDeliveryChoices {
  /** The distinct words, each once: one per zone (the zone's name is among them). */
  outcomes: ProductDeliveryWords[];
  /** Every county, A to Z, with the index of its words in `outcomes`. */
  counties: { code: CountyCode; name: string; outcome: number }[];
}

function productDeliveryWords(delivery: OrderDelivery, t: Translate): ProductDeliveryWords {
  return {
    zone: zoneText(delivery, t),
    fee: deliveryFeeText(delivery, t),
    days: delivery.days ? t('delivery.days', delivery.days) : null,
    note: deliveryCollectText(delivery, t),
  };
}

const STANDARD = { express: false, weekend: false } as const;

export function productDeliveryChoices(
  product: { priceCents: number; weightKg: number | null },
  settings: DeliverySettings,
  t: Translate,
): ProductDeliveryChoices {
  const line = { weightKg: product.weightKg, quantity: 1, lineTotalCents: product.priceCents };
  const outcomes: ProductDeliveryWords[] = [];
  const indexOf = new Map<string, number>();
  const counties = COUNTIES_BY_NAME.map((county) => {
    const delivery = toOrderDelivery(priceDelivery([line], county.code, STANDARD, settings), settings.collect);
    // The words follow from the zone, the fee and the days alone: each outcome is worded once, not 47 times (10,000 pages a build).
    const key = `${delivery.zone} ${delivery.feeCents} ${delivery.days?.min} ${delivery.days?.max}`;
    let outcome = indexOf.get(key);
    if (outcome === undefined) {
      outcome = outcomes.push(productDeliveryWords(delivery, t)) - 1;
      indexOf.set(key, outcome);
    }
    return { code: county.code, name: county.name, outcome };
  });
  return { outcomes, counties };
}

/** One zone's delivery of one of a product: the zone's days and free threshold, and this product's fee there. */
export interface ProductZoneRow {
  zone: number;
  /** The zone's name in each language, as the delivery document gives it. */
  name: ZoneName;
  /** Business days from dispatch; null where the zone is quoted. */
  days: { min: number; max: number } | null;
  /** The fee for one of this product (0 when free); null when our team quotes it. */
  feeCents: number | null;
  /** The goods above this go free in the zone (the lower of the zone's and the nationwide threshold); null where nothing is free. */
  freeAboveCents: number | null;
}

/**
 * The product page's Shipping tab, zone by zone, by the one rule checkout prices with: each zone
 * priced through one of its counties, so the tab and the county box can never disagree.
 */
export function productZoneRows(product: { priceCents: number; weightKg: number | null }, settings: DeliverySettings): ProductZoneRow[] {
  const line = { weightKg: product.weightKg, quantity: 1, lineTotalCents: product.priceCents };
  return settings.zones.flatMap((rule) => {
    const county = COUNTIES_BY_NAME.find((c) => settings.counties[c.code] === rule.zone);
    if (!county) return [];
    const delivery = toOrderDelivery(priceDelivery([line], county.code, STANDARD, settings), settings.collect);
    const thresholds = rule.ratesCents
      ? [rule.freeAboveCents, settings.nationwideFreeAboveCents].filter((amount): amount is number => amount !== null)
      : [];
    return [
      {
        zone: rule.zone,
        name: rule.name,
        days: delivery.days,
        feeCents: delivery.feeCents,
        freeAboveCents: thresholds.length ? Math.min(...thresholds) : null,
      },
    ];
  });
}
