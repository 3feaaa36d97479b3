import { translationsFor } from '../../i18n/index.ts';
import { localizedPath } from '../../i18n/locales.ts';
import type { CountyCode } from '../../lib/delivery/counties.ts';
import { formatKes } from '../../lib/money.ts';
import { CountySelect } from '../CountySelect.tsx';
import { DeliveryEstimate, type CartDelivery } from './DeliveryEstimate.tsx';
import { InstallationChoice, InstallationRow } from './InstallationChoice.tsx';
import type { CartInstallation } from './installation-figures.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

interface Props {
  count: number;
  subtotalCents: number;
  /** The goods, plus the estimated delivery fee where it is paid online. */
  totalCents: number;
  /** The VAT that total includes (lib/cart/cart-vat.ts); null while it cannot be known. */
  vatCents: number | null;
  needsReview: boolean;
  /** A line is sold out or asks for more than is left: no way to checkout until it is changed. */
  blocked: boolean;
  county: CountyCode | null;
  onCounty: (code: CountyCode | '') => void;
  delivery: CartDelivery;
  /** Installation for the cart's goods (issue 48), as the quote offers it and the shopper wants it. */
  installation: CartInstallation;
  onInstallation: (wanted: boolean) => void;
  /** The WhatsApp link with this order typed in, or null when the shop has no WhatsApp number. */
  whatsapp: string | null;
}

/** Subtotal, the delivery estimate for the chosen county, the total in KSh and the VAT it includes (prices include VAT: none is added). */
export function OrderSummary({
  count,
  subtotalCents,
  totalCents,
  vatCents,
  needsReview,
  blocked,
  county,
  onCounty,
  delivery,
  installation,
  onInstallation,
  whatsapp,
}: Props) {
  const estimate = delivery.kind === 'estimate';
  return (
    <section className="cart-summary" aria-labelledby="cart-summary-title">
      <h2 id="cart-summary-title">{t('cart.summary')}</h2>
      <CountySelect
        id="cart-county"
        className="cart-summary__county"
        label={t('cart.delivery.county')}
        value={county ?? ''}
        onChange={onCounty}
        required={false}
      />
      <InstallationChoice installation={installation} county={county} onWanted={onInstallation} />
      <dl>
        <div>
          <dt>
            {t('cart.subtotal')} ({t('cart.itemCount', { count })})
          </dt>
          <dd data-subtotal>{formatKes(subtotalCents, t.locale)}</dd>
        </div>
        <DeliveryEstimate county={county} delivery={delivery} />
        <InstallationRow installation={installation} />
        <div className="cart-summary__total">
          <dt>{totalCents === subtotalCents ? t('cart.total') : t('cart.estimatedTotal')}</dt>
          <dd data-total>{formatKes(totalCents, t.locale)}</dd>
        </div>
        {vatCents !== null && (
          <div className="cart-summary__vat">
            <dt>{t('totals.includesVat')}</dt>
            <dd data-vat>{formatKes(vatCents, t.locale)}</dd>
          </div>
        )}
      </dl>
      {vatCents === null && <p className="cart-summary__note">{t('totals.vatIncluded')}</p>}
      {estimate && <p className="cart-summary__note">{t('cart.delivery.estimate')}</p>}
      {needsReview && !blocked && (
        <p className="cart-summary__review" role="status">
          {t('cart.notice.review')}
        </p>
      )}
      {blocked ? (
        <p className="cart-summary__blocked" role="status">
          {t('cart.stockBlocked')}
        </p>
      ) : (
        <a className="button button--primary" href={localizedPath('/checkout', t.locale)}>
          {t('cart.proceedToCheckout')}
        </a>
      )}
      {whatsapp && (
        <a className="button" href={whatsapp} target="_blank" rel="noopener">
          {t('whatsapp.sendCart')}
          <span className="visually-hidden"> {t('whatsapp.opens')}</span>
        </a>
      )}
      <a className="button" href={localizedPath('/shop', t.locale)}>
        {t('cart.continueShopping')}
      </a>
    </section>
  );
}
