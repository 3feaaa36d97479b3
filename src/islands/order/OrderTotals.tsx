import { translationsFor } from '../../i18n/index.ts';
import type { PaymentMethod } from '../../lib/order-types.ts';
import type { OrderDelivery } from '../../lib/delivery/order-delivery.ts';
import { formatKes } from '../../lib/money.ts';
import { amountsDue } from '../../lib/orders/amounts-due.ts';
import { DeliveryFigures } from '../DeliveryFigures.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

interface Props {
  subtotalCents: number;
  /** The order's total as the server priced it (the goods, plus the fee when it is charged online). */
  totalCents: number;
  /** Delivery as priced; null for an order from before delivery was priced (its shipping is then shown as an amount). */
  delivery: OrderDelivery | null;
  shippingCents: number;
  chosenMethod: PaymentMethod;
  /** Said in place of the delivery line while delivery is not priced yet (checkout before a county is chosen). */
  unpricedDelivery?: string;
  /** A cancelled or refunded order: nothing is to be paid. */
  ended?: boolean;
}

/**
 * An order's totals the same on the review step, the confirmation, /orders and /track: the goods,
 * the delivery line, that prices include VAT, then what is paid now (online), what is paid to the
 * driver, and the sum of both (src/lib/orders/amounts-due.ts).
 */
export function OrderTotals({ subtotalCents, totalCents, delivery, shippingCents, chosenMethod, unpricedDelivery, ended = false }: Props) {
  const due = amountsDue({ chosenMethod, totalCents, delivery, ended });
  return (
    <>
      <dl className="order-totals">
        <div>
          <dt>{t('totals.subtotal')}</dt>
          <dd>{formatKes(subtotalCents, t.locale)}</dd>
        </div>
        <div data-testid="order-delivery">
          <dt>{t('delivery.line')}</dt>
          <dd>{delivery ? <DeliveryFigures delivery={delivery} /> : (unpricedDelivery ?? formatKes(shippingCents, t.locale))}</dd>
        </div>
        {due.nowCents > 0 && (
          <div className="order-totals__due">
            <dt>{t('totals.payNow')}</dt>
            <dd data-testid="pay-now">{formatKes(due.nowCents, t.locale)}</dd>
          </div>
        )}
        {(due.driverCents > 0 || due.driverFeeToQuote) && (
          <div className="order-totals__due">
            <dt>{t('totals.payDriver')}</dt>
            <dd data-testid="pay-driver">
              {due.driverCents > 0 && formatKes(due.driverCents, t.locale)}
              {due.driverFeeToQuote && (
                <span className="order-totals__quote">{due.driverCents > 0 ? t('totals.plusQuotedFee') : t('totals.quotedFee')}</span>
              )}
            </dd>
          </div>
        )}
        <div className="order-totals__total">
          <dt>{t('totals.total')}</dt>
          <dd data-testid="order-total">{formatKes(due.sumCents, t.locale)}</dd>
        </div>
      </dl>
      <p className="order-totals__note">{t('totals.vatIncluded')}</p>
    </>
  );
}
