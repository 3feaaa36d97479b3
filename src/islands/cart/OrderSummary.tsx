import { t } from '../../i18n/index.ts';
import { formatKes } from '../../lib/money.ts';

interface Props {
  count: number;
  subtotal: number;
  needsReview: boolean;
}

/** Subtotal and total in KSh; shipping and tax are 0, as the checkout spec sets them. */
export function OrderSummary({ count, subtotal, needsReview }: Props) {
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('cart.summary')}</h2>
      <dl>
        <div>
          <dt>
            {t('cart.subtotal')} ({t('cart.itemCount', { count })})
          </dt>
          <dd data-subtotal>{formatKes(subtotal)}</dd>
        </div>
        <div>
          <dt>{t('cart.shipping')}</dt>
          <dd>{formatKes(0)}</dd>
        </div>
        <div>
          <dt>{t('cart.tax')}</dt>
          <dd>{formatKes(0)}</dd>
        </div>
        <div className="cart-summary__total">
          <dt>{t('cart.total')}</dt>
          <dd data-total>{formatKes(subtotal)}</dd>
        </div>
      </dl>
      {needsReview && <p className="cart-summary__review" role="status">{t('cart.notice.review')}</p>}
      <a className="button button--primary" href="/checkout">
        {t('cart.proceedToCheckout')}
      </a>
      <a className="button" href="/shop">
        {t('cart.continueShopping')}
      </a>
    </section>
  );
}
