import type { CountyCode, Zone } from '../../lib/delivery/counties.ts';
import type { OrderDelivery } from '../../lib/delivery/order-delivery.ts';
import type { SizeClass } from '../../lib/delivery/price-delivery.ts';
import type { Row } from './sql.ts';
import { int, text } from './values.ts';

/** The orders columns that hold an order's delivery record (migrations 20261124000100_order_delivery, 20261130000610_order_delivery_zone_names). */
export const DELIVERY_COLUMNS = [
  'delivery_county',
  'delivery_zone',
  'delivery_zone_name_en',
  'delivery_zone_name_sw',
  'delivery_size_class',
  'delivery_weight_grams',
  'delivery_express',
  'delivery_weekend',
  'delivery_fee_cents',
  'delivery_free',
  'delivery_collect',
  'delivery_days_min',
  'delivery_days_max',
] as const;

/** The values of DELIVERY_COLUMNS, in their order, for an insert (all null for an order without one). */
export function deliveryValues(delivery: OrderDelivery | null): unknown[] {
  if (!delivery) return DELIVERY_COLUMNS.map(() => null);
  return [
    delivery.county,
    delivery.zone,
    delivery.zoneName.en,
    delivery.zoneName.sw,
    delivery.sizeClass,
    Math.round(delivery.weightKg * 1000),
    delivery.express,
    delivery.weekend,
    delivery.feeCents,
    delivery.free,
    delivery.collect,
    delivery.days?.min ?? null,
    delivery.days?.max ?? null,
  ];
}

/** The delivery record of a row that selected DELIVERY_COLUMNS; null for orders placed before delivery pricing. */
export function deliveryOfRow(row: Row): OrderDelivery | null {
  if (row.delivery_county === null || row.delivery_county === undefined) return null;
  return {
    county: text(row.delivery_county) as CountyCode,
    zone: int(row.delivery_zone) as Zone,
    zoneName: { en: text(row.delivery_zone_name_en), sw: text(row.delivery_zone_name_sw) },
    sizeClass: text(row.delivery_size_class) as SizeClass,
    weightKg: int(row.delivery_weight_grams) / 1000,
    express: row.delivery_express === true,
    weekend: row.delivery_weekend === true,
    feeCents: row.delivery_fee_cents === null ? null : int(row.delivery_fee_cents),
    free: row.delivery_free === true,
    collect: text(row.delivery_collect) as OrderDelivery['collect'],
    days: row.delivery_days_min === null ? null : { min: int(row.delivery_days_min), max: int(row.delivery_days_max) },
  };
}
