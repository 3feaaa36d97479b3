import type { Translate } from '../../i18n/index.ts';
import { formatKes } from '../money.ts';
import type { OrderDelivery } from './order-delivery.ts';
import type { DeliveryStatus } from '../order-types.ts';

/**
 * The words of a delivery line, the same on the product page, cart, checkout, /orders and the
 * admin order: the fee ("KSh 2,500", "Free", "To be quoted by our team"), the detail ("Other
 * major towns · medium order (30 kg) · 3 to 5 business days · express") and who collects the fee.
 * A zone is called by its name in the page's language; the admin adds its number (`numbered`).
 */
export type DeliveryWords = Pick<
  OrderDelivery,
  'zone' | 'zoneName' | 'sizeClass' | 'weightKg' | 'feeCents' | 'free' | 'days' | 'express' | 'weekend' | 'collect'
>;

export function deliveryFeeText(delivery: Pick<DeliveryWords, 'feeCents'>, t: Translate): string {
  if (delivery.feeCents === null) return t('delivery.fee.quote');
  return delivery.feeCents === 0 ? t('delivery.fee.free') : formatKes(delivery.feeCents, t.locale);
}

/** The zone as a shopper reads it ("Other major towns"), or as the admin does ("Other major towns (zone 2)"). */
export function zoneText(delivery: Pick<DeliveryWords, 'zone' | 'zoneName'>, t: Translate, numbered = false): string {
  const name = delivery.zoneName[t.locale];
  return numbered ? t('delivery.zoneNumbered', { name, zone: delivery.zone }) : name;
}

export function deliveryDetailText(delivery: DeliveryWords, t: Translate, numbered = false): string {
  const size = t(`delivery.size.${delivery.sizeClass}`);
  const kg = Number(delivery.weightKg.toFixed(1)).toLocaleString('en-KE');
  const zone = zoneText(delivery, t, numbered);
  const base = delivery.days
    ? t('delivery.detail', { zone, size, kg, days: t('delivery.days', delivery.days) })
    : t('delivery.detailQuote', { zone, size, kg });
  // Free standard delivery with paid extras: say so, or the fee looks like the zone's rate.
  const waived = delivery.free && (delivery.express || delivery.weekend) ? t('delivery.freeStandard') : '';
  const extras = [waived, delivery.express ? t('delivery.withExpress') : '', delivery.weekend ? t('delivery.withWeekend') : ''].filter(
    Boolean,
  );
  return [base, ...extras].join(' · ');
}

/**
 * An order's delivery as its words may still describe it when they are read: once the goods have
 * arrived (or the delivery was called off) there are no days left to wait, so no estimate of them
 * ("5 to 7 business days" is not true of a delivered order).
 */
export function deliveryAsNow<D extends Pick<OrderDelivery, 'days'>>(delivery: D, deliveryStatus: DeliveryStatus): D {
  return deliveryStatus === 'delivered' || deliveryStatus === 'cancelled' ? { ...delivery, days: null } : delivery;
}

/** One line for a table cell: "Other major towns (zone 2) · medium order · KSh 2,500 on delivery". */
export function deliveryShortText(delivery: DeliveryWords, t: Translate, numbered = false): string {
  const params = {
    zone: zoneText(delivery, t, numbered),
    size: t(`delivery.size.${delivery.sizeClass}`),
    fee: deliveryFeeText(delivery, t),
  };
  const owedToDriver = delivery.collect === 'on-delivery' && delivery.feeCents !== null && delivery.feeCents > 0;
  return t(owedToDriver ? 'delivery.shortOnDelivery' : 'delivery.short', params);
}

/** Who takes the fee: paid online in the total, to the driver, or quoted later; null when there is nothing to pay. */
export function deliveryCollectText(delivery: Pick<DeliveryWords, 'feeCents' | 'collect'>, t: Translate): string | null {
  if (delivery.feeCents === null) return t('delivery.quoteNote');
  if (delivery.feeCents === 0) return null;
  return delivery.collect === 'online' ? t('delivery.paidOnline') : t('delivery.paidOnDelivery');
}
