import type { OrderDelivery } from '../lib/delivery/order-delivery.ts';
import { deliveryCollectText, deliveryDetailText, deliveryFeeText } from '../lib/delivery/describe.ts';
import { translationsFor } from '../i18n/index.ts';
import { pageLocale } from '../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/**
 * An order's delivery in the same words everywhere it is shown (checkout, /orders, admin): the fee,
 * then zone, size class, weight and days, then who collects the fee.
 */
export function DeliveryFigures({ delivery }: { delivery: OrderDelivery }) {
  const collect = deliveryCollectText(delivery, t);
  return (
    <>
      <span className="delivery-figures__fee" data-delivery-fee>
        {deliveryFeeText(delivery, t)}
      </span>
      <span className="delivery-figures__detail">{deliveryDetailText(delivery, t)}</span>
      {collect && <span className="delivery-figures__detail">{collect}</span>}
    </>
  );
}
