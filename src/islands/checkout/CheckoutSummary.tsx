import { translationsFor } from '../../i18n/index.ts';
import type { Quote } from '../../api/checkout.ts';
import type { PaymentMethod } from '../../lib/order-types.ts';
import { formatKes } from '../../lib/money.ts';
import { OrderTotals } from '../order/OrderTotals.tsx';
import { quoteFigures } from '../../lib/orders/figures.ts';
import { OrderLines } from '../order/OrderLines.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';
import { figuresToPay, type PlanChoice } from './layby-offer.ts';

const t = translationsFor(pageLocale());

interface Props {
  /** The server's prices of the cart (with delivery once a county is chosen); null while asked for or when asking failed. */
  quote: Quote | null;
  chosenMethod: PaymentMethod;
  /** On lay-by, what is paid now is the deposit. */
  plan: PlanChoice;
  failed: boolean;
}

/**
 * The order beside step 1 (above it on a phone, folded): what is bought and what it costs as the
 * server priced it, updated as the county, delivery options and payment method change.
 */
export function CheckoutSummary({ quote, chosenMethod, plan, failed }: Props) {
  return (
    <aside className="checkout-summary" aria-labelledby="checkout-summary-title">
      {/* Open beside the form on a wide screen; folded to its total above it on a phone. */}
      <details open={window.matchMedia('(min-width: 960px)').matches}>
        <summary>
          <h2 id="checkout-summary-title">{t('checkout.summary.title')}</h2>
          {quote && (
            <span className="checkout-summary__glance">
              {t('checkout.summary.glance', { total: formatKes(quoteFigures(quote, chosenMethod).totalCents, t.locale) })}
            </span>
          )}
        </summary>
        {!quote ? (
          <p className="checkout-note" aria-live="polite">
            {failed ? t('checkout.summary.failed') : t('checkout.review.pricing')}
          </p>
        ) : (
          <>
            <OrderLines lines={quote.lines} />
            <OrderTotals
              figures={figuresToPay(quoteFigures(quote, chosenMethod), plan, quote.layby)}
              delivery={quote.delivery}
              unpricedDelivery={t('checkout.delivery.chooseCounty')}
            />
          </>
        )}
      </details>
    </aside>
  );
}
