import { translationsFor, type MessageKey } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import type { Quote } from '../../api/checkout.ts';
import type { CheckoutForm } from './form-state.ts';
import { countyOf } from '../../lib/delivery/counties.ts';
import { OrderTotals } from '../order/OrderTotals.tsx';
import { quoteFigures } from '../../lib/orders/figures.ts';
import { OrderLines } from '../order/OrderLines.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';
import { cashTerms } from './cash-note.ts';
import { normaliseKraPin } from '../../lib/tax/kra-pin.ts';
import { taxBuyerWords } from '../../lib/orders/tax-buyer-words.ts';
import { everyWords, figuresToPay, laybySummary, offeredLayby, type PlanChoice } from './layby-offer.ts';
import { formatLongDate } from '../../lib/date-time.ts';

const t = translationsFor(pageLocale());

interface Props {
  form: CheckoutForm;
  /** The server's prices and totals; null while they are being asked for. */
  quote: Quote | null;
  quoteError: string | null;
  /** Pay all now, or Lipa Mdogo Mdogo: then the deposit is what is paid now. */
  plan: PlanChoice;
  /** Place Order stays disabled until the policy versions are loaded, and while processing. */
  canSubmit: boolean;
  processing: boolean;
  onBack: () => void;
  onSubmit: () => void;
  /** The installation booked with the order (issue 48): its day, or null for a lay-by's (chosen once paid in full); undefined: none. */
  installationDay?: string | null | undefined;
}

/** Step 2: the server-priced order, where it goes, how it is paid, and Place Order. */
export function ReviewStep({ form, quote, quoteError, plan, canSubmit, processing, onBack, onSubmit, installationDay }: Props) {
  const c = form.customer;
  const layby = plan === 'layby' ? offeredLayby(quote?.layby) : null;
  return (
    <section className="checkout-review" aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title" tabIndex={-1}>
        {t('checkout.step.review')}
      </h2>
      <h3>{t('checkout.review.items')}</h3>
      {quoteError ? (
        <div className="checkout-field__error" role="alert">
          <p>{quoteError}</p>
          <a href={localizedPath('/cart', t.locale)}>{t('checkout.review.editCart')}</a>
        </div>
      ) : !quote ? (
        <p aria-live="polite">{t('checkout.review.pricing')}</p>
      ) : (
        <>
          <OrderLines lines={quote.lines} />
          <OrderTotals
            figures={figuresToPay(quoteFigures(quote, form.paymentMethod), plan, quote.layby)}
            delivery={quote.delivery}
            unpricedDelivery={t('delivery.fee.quote')}
          />
          <p className="checkout-muted">{t('checkout.review.priceNote')}</p>
        </>
      )}
      <div className="checkout-review__summary">
        <div>
          <h3>{t('checkout.review.deliverTo')}</h3>
          <p>
            {c.fullName}
            <br />
            {c.address}
            {c.apartment && (
              <>
                <br />
                {c.apartment}
              </>
            )}
            <br />
            {c.city}, {countyOf(c.county)?.name ?? c.county} {c.postalCode}
            <br />
            {c.phone} · {c.email}
          </p>
        </div>
        <div>
          <h3>{t('checkout.review.payWith')}</h3>
          <p>{t(`checkout.method.${form.paymentMethod}` as MessageKey)}</p>
          {layby && (
            <div data-testid="review-layby">
              <h3>{t('checkout.layby.option')}</h3>
              <p>{laybySummary(layby, t)}</p>
              <p>
                {t('checkout.layby.suggested')}: {everyWords(layby.suggestedCents, layby.cadenceDays, t)}
              </p>
              <p className="checkout-muted">{t('checkout.layby.delivered')}</p>
            </div>
          )}
          {form.paymentMethod === 'Cash' && cashTerms(quote)?.offer === 'call-first' && (
            <p className="checkout-callfirst" data-testid="review-call-first">
              {t('checkout.review.callFirst', { phone: c.phone })}
            </p>
          )}
        </div>
        {installationDay !== undefined && (
          <div data-testid="review-installation">
            <h3>{t('installation.checkout.review')}</h3>
            <p>{installationDay ? formatLongDate(installationDay, t.locale) : t('installation.checkout.layby')}</p>
          </div>
        )}
        {form.taxInvoice.wanted && (
          <div>
            <h3>{t('confirm.taxInvoiceTo')}</h3>
            <p data-testid="review-tax-buyer">
              {taxBuyerWords({ businessName: form.taxInvoice.businessName.trim(), kraPin: normaliseKraPin(form.taxInvoice.kraPin) }, t)}
            </p>
          </div>
        )}
      </div>
      <div className="checkout-actions">
        <button type="button" className="button button--ghost" onClick={onBack} disabled={processing}>
          {t('checkout.back')}
        </button>
        <button type="button" className="button" onClick={onSubmit} disabled={!canSubmit || processing || !quote}>
          {processing ? t('checkout.processing') : t('checkout.placeOrder')}
        </button>
      </div>
    </section>
  );
}
