import type { FormEvent } from 'react';
import type { CheckoutForm } from './form-state.ts';
import type { DetailsProps } from './details-props.ts';
import { localizedPath } from '../../i18n/locales.ts';
import { translationsFor } from '../../i18n/index.ts';
import { TextField } from './TextField.tsx';
import { CountySelect } from '../CountySelect.tsx';
import { DeliveryFigures } from '../DeliveryFigures.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';
import { LaybyChoice } from './LaybyChoice.tsx';
import { Agreements } from './Agreements.tsx';
import { PaymentMethods } from './PaymentMethods.tsx';
import { TaxInvoiceFields } from './TaxInvoiceFields.tsx';

const t = translationsFor(pageLocale());

/** The delivery line under the county: what the server will charge, announced as it changes. */
function DeliveryEstimate({ quote }: { quote: DetailsProps['deliveryQuote'] }) {
  const delivery = quote.state === 'ready' ? quote.quote.delivery : undefined;
  return (
    <div className="checkout-delivery" aria-live="polite" data-testid="checkout-delivery">
      {quote.state === 'none' && <p className="checkout-note">{t('checkout.delivery.chooseCounty')}</p>}
      {quote.state === 'loading' && <p className="checkout-note">{t('checkout.delivery.pricing')}</p>}
      {quote.state === 'failed' && <p className="checkout-note">{t('checkout.delivery.atReview')}</p>}
      {quote.state === 'ready' &&
        (delivery ? (
          <p>
            <span className="checkout-delivery__label">{t('delivery.line')}</span> <DeliveryFigures delivery={delivery} />
          </p>
        ) : (
          <p className="checkout-note">{t('delivery.quoteNote')}</p>
        ))}
    </div>
  );
}

/** Step 1: contact, delivery, tax invoice, payment method and agreements. */
export function DetailsStep(props: DetailsProps) {
  const { form, errors, onCustomer } = props;
  const c = form.customer;
  const field = (name: keyof CheckoutForm['customer']) => ({
    name,
    value: c[name],
    error: errors[name],
    onChange: (value: string) => onCustomer(name, value),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    props.onContinue();
  }

  return (
    <form className="checkout-form" noValidate onSubmit={submit} aria-labelledby="checkout-step-title">
      <h2 id="checkout-step-title">{t('checkout.step.details')}</h2>
      <fieldset>
        <legend>{t('checkout.contact')}</legend>
        {(props.lockedName || props.lockedEmail) && <p className="checkout-note">{t('checkout.lockedNote')}</p>}
        <TextField {...field('fullName')} label={t('checkout.field.fullName')} autoComplete="name" readOnly={props.lockedName} />
        <TextField
          {...field('email')}
          label={t('checkout.field.email')}
          type="email"
          inputMode="email"
          autoComplete="email"
          readOnly={props.lockedEmail}
        />
        <TextField
          {...field('phone')}
          label={t('checkout.field.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('checkout.field.phoneHint')}
        />
      </fieldset>
      <fieldset>
        <legend>{t('checkout.delivery')}</legend>
        <TextField {...field('address')} label={t('checkout.field.address')} autoComplete="address-line1" />
        <TextField {...field('apartment')} label={t('checkout.field.apartment')} autoComplete="address-line2" required={false} />
        <div className="checkout-row">
          <TextField {...field('city')} label={t('checkout.field.city')} autoComplete="address-level2" />
          <CountySelect
            id="checkout-county"
            label={t('checkout.field.county')}
            value={c.county}
            error={errors.county}
            onChange={(code) => onCustomer('county', code)}
          />
          <TextField {...field('postalCode')} label={t('checkout.field.postalCode')} autoComplete="postal-code" />
        </div>
        <div className="checkout-check">
          <input
            id="checkout-express"
            type="checkbox"
            checked={form.delivery.express}
            onChange={(e) => props.onDelivery('express', e.target.checked)}
          />
          <label htmlFor="checkout-express">{t('checkout.delivery.express')}</label>
        </div>
        <div className="checkout-check">
          <input
            id="checkout-weekend"
            type="checkbox"
            checked={form.delivery.weekend}
            onChange={(e) => props.onDelivery('weekend', e.target.checked)}
          />
          <label htmlFor="checkout-weekend">{t('checkout.delivery.weekend')}</label>
        </div>
        <DeliveryEstimate quote={props.deliveryQuote} />
      </fieldset>
      {props.installation}
      <TaxInvoiceFields taxInvoice={form.taxInvoice} errors={errors} onChange={props.onTaxInvoice} />
      <LaybyChoice layby={props.layby} plan={props.plan} method={form.paymentMethod} onPlan={props.onPlan} />
      <PaymentMethods {...props} />
      <Agreements {...props} />
      <aside className="checkout-upsell" aria-labelledby="checkout-upsell-title">
        <h3 id="checkout-upsell-title">{t('checkout.upsell.title')}</h3>
        <ul>
          {props.upsell && (
            <li>
              <a href={localizedPath(props.upsell.href, t.locale)}>{t('checkout.upsell.product', { name: props.upsell.name })}</a>
            </li>
          )}
          <li>
            <a href={localizedPath('/shop?category=power-backups', t.locale)}>{t('checkout.upsell.backups')}</a>
          </li>
        </ul>
      </aside>
      <div className="checkout-actions">
        <button type="submit" className="button">
          {t('checkout.next')}
        </button>
      </div>
    </form>
  );
}
