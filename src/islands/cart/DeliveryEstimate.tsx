import { translationsFor } from '../../i18n/index.ts';
import { countyOf, type CountyCode } from '../../lib/delivery/counties.ts';
import { deliveryCollectText, deliveryDetailText, deliveryFeeText } from '../../lib/delivery/describe.ts';
import type { OrderDelivery } from '../../lib/delivery/order-delivery.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

/** What the cart can say about delivery: ask for a county, wait for the snapshot, defer to checkout, or estimate. */
export type CartDelivery =
  { kind: 'choose' } | { kind: 'loading' } | { kind: 'unavailable' } | { kind: 'estimate'; delivery: OrderDelivery };

interface Props {
  county: CountyCode | null;
  delivery: CartDelivery;
}

const MESSAGES = { choose: 'cart.delivery.choose', loading: 'cart.delivery.loading', unavailable: 'cart.delivery.atCheckout' } as const;

/** The summary's delivery row, announced politely as the county or the cart changes. */
export function DeliveryEstimate({ county, delivery }: Props) {
  const name = county ? countyOf(county)?.name : undefined;
  return (
    <div className="cart-summary__delivery" aria-live="polite" aria-atomic="true">
      <dt>{name ? t('cart.delivery.to', { county: name }) : t('cart.delivery.line')}</dt>
      {delivery.kind === 'estimate' ? (
        <>
          <dd data-delivery-fee>{deliveryFeeText(delivery.delivery, t)}</dd>
          <dd className="cart-summary__detail">{deliveryDetailText(delivery.delivery, t)}</dd>
          {deliveryCollectText(delivery.delivery, t) && (
            <dd className="cart-summary__detail">{deliveryCollectText(delivery.delivery, t)}</dd>
          )}
        </>
      ) : (
        <dd className="cart-summary__detail">{t(MESSAGES[delivery.kind])}</dd>
      )}
    </div>
  );
}
