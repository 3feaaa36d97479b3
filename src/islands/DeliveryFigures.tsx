import type { OrderDelivery } from '../lib/delivery/order-delivery.ts';
import { deliveryCollectText, deliveryDetailText, deliveryFeeText } from '../lib/delivery/describe.ts';

/**
 * An order's delivery in the same words everywhere it is shown (checkout, /orders, admin): the fee,
 * then zone, size class, weight and days, then who collects the fee.
 */
export function DeliveryFigures({ delivery }: { delivery: OrderDelivery }) {
  const collect = deliveryCollectText(delivery);
  return (
    <>
      <span className="delivery-figures__fee" data-delivery-fee>
        {deliveryFeeText(delivery)}
      </span>
      <span className="delivery-figures__detail">{deliveryDetailText(delivery)}</span>
      {collect && <span className="delivery-figures__detail">{collect}</span>}
    </>
  );
}
