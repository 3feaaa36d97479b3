import type { OrderDelivery } from '../lib/delivery/order-delivery.ts';
import { deliveryCollectText, deliveryDetailText, deliveryFeeText } from '../lib/delivery/describe.ts';
import { translationsFor } from '../i18n/index.ts';
import { pageLocale } from '../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/**
 * An order's delivery in the same words everywhere it is shown (checkout, /orders, admin): the fee,
 * then zone, size class, weight and days, then who collects the fee. The zone by its name; the
 * admin (`numbered`) adds its number.
 */
export function DeliveryFigures({ delivery, numbered = false }: { delivery: OrderDelivery; numbered?: boolean }) {
  const collect = deliveryCollectText(delivery, t);
  return (
    <>
      <span className="delivery-figures__fee" data-delivery-fee>
        {deliveryFeeText(delivery, t)}
      </span>
      <span className="delivery-figures__detail">{deliveryDetailText(delivery, t, numbered)}</span>
      {collect && <span className="delivery-figures__detail">{collect}</span>}
    </>
  );
}
