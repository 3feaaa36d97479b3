import { translationsFor } from '../../i18n/index.ts';
import type { OrderDelivery } from '../../lib/delivery/order-delivery.ts';
import { formatKes } from '../../lib/money.ts';
import type { OrderFigures } from '../../lib/orders/figures.ts';
import { figureRows, vatNote } from '../../lib/orders/figure-rows.ts';
import { DeliveryFigures } from '../DeliveryFigures.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

interface Props {
  /** The order's figures (src/lib/orders/figures.ts): from the API's answer, or a quote's (quoteFigures). */
  figures: OrderFigures;
  /** Delivery as priced; null for an order from before delivery was priced (its shipping is then shown as an amount). */
  delivery: OrderDelivery | null;
  /** Said in place of the delivery line while delivery is not priced yet (checkout before a county is chosen). */
  unpricedDelivery?: string;
}

/**
 * An order's totals the same on the review step, the confirmation, /orders and /track: the goods,
 * the delivery line, then its figures (the total and the VAT it includes, what was paid, what is
 * still to pay now online and to the driver, what was refunded); for an order from before lines
 * kept their tax type, only that prices include VAT.
 */
export function OrderTotals({ figures, delivery, unpricedDelivery }: Props) {
  const note = vatNote(figures, t);
  return (
    <>
      <dl className="order-totals">
        <div>
          <dt>{t('totals.subtotal')}</dt>
          <dd>{formatKes(figures.goodsCents, t.locale)}</dd>
        </div>
        <div data-testid="order-delivery">
          <dt>{t('delivery.line')}</dt>
          <dd>
            {delivery ? <DeliveryFigures delivery={delivery} /> : (unpricedDelivery ?? formatKes(figures.delivery.feeCents ?? 0, t.locale))}
          </dd>
        </div>
        {figureRows(figures, t).map((row) => (
          <div
            key={row.id}
            className={row.strong ? 'order-totals__total' : row.id === 'vat-included' ? 'order-totals__vat' : 'order-totals__due'}
          >
            <dt>{row.label}</dt>
            <dd data-testid={row.id}>
              {row.amount}
              {row.quote && <span className="order-totals__quote">{row.quote}</span>}
            </dd>
          </div>
        ))}
      </dl>
      {note && <p className="order-totals__note">{note}</p>}
    </>
  );
}
