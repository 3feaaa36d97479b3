import type { FormEvent, ReactNode } from 'react';
import { localizedPath } from '../../i18n/locales.ts';
import { translationsFor, type MessageKey } from '../../i18n/index.ts';
import type { FormErrors } from '../../lib/checkout/form-errors.ts';
import { PAYMENT_METHODS, type PaymentMethod } from '../../lib/order-types.ts';
import type { CheckoutForm } from './form-state.ts';
import { TextField } from './TextField.tsx';
import { CountySelect } from '../CountySelect.tsx';
import { DeliveryFigures } from '../DeliveryFigures.tsx';
import type { Quote } from '../../api/checkout.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { cashNote, type CashTerms } from './cash-note.ts';
import { KRA_PIN_PATTERN, normaliseKraPin } from '../../lib/tax/kra-pin.ts';
import type { LaybyQuoteAnswer } from '../../api/checkout.ts';
import { LaybyChoice, LaybyWhy } from './LaybyChoice.tsx';
import type { PlanChoice } from './layby-offer.ts';

const t = translationsFor(pageLocale());

export interface Upsell {
  href: string;
  name: string;
}

interface Props {
  form: CheckoutForm;
  errors: FormErrors;
  /** Name and e-mail come from the signed-in account. */
  lockedName: boolean;
  lockedEmail: boolean;
  policiesState: 'loading' | 'ready' | 'failed';
  policyError: string | null;
  upsell: Upsell | null;
  onCustomer: (field: keyof CheckoutForm['customer'], value: string) => void;
  onMethod: (method: PaymentMethod) => void;
  /** Lay-by for this cart as the server last quoted it (kept while it is asked again); null when the shop offers none. */
  layby: LaybyQuoteAnswer | null;
  /** Pay all now, or Lipa Mdogo Mdogo. */
  plan: PlanChoice;
  onPlan: (plan: PlanChoice) => void;
  /** Cash on delivery for this order under the shop's limit, from the server's price of it; null while it is asked for. */
  cash: CashTerms | null;
  onDelivery: (option: keyof CheckoutForm['delivery'], value: boolean) => void;
  /** A change to the tax invoice's request: ticked or not, its business name or KRA PIN. */
  onTaxInvoice: (change: Partial<CheckoutForm['taxInvoice']>) => void;
  /** The server's price of delivery to the chosen county, or why there is none yet. */
  deliveryQuote: { state: 'none' | 'loading' | 'failed' } | { state: 'ready'; quote: Quote };
  onAgreement: (field: keyof CheckoutForm['agreements'], value: boolean) => void;
  onContinue: () => void;
  /** The installation section (issue 48), after delivery: its price and day depend on the county. */
  installation: ReactNode;
}

function Agreement({
  name,
  checked,
  error,
  onChange,
  children,
}: {
  name: string;
  checked: boolean;
  error: string | undefined;
  onChange: (value: boolean) => void;
  children: ReactNode;
}) {
  const id = `checkout-${name}`;
  return (
    <div className="checkout-check">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
      {error && (
        <p id={`${id}-error`} className="checkout-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

function PolicyLink({ href, label }: { href: string; label: string }) {
  return (
    <a href={href} target="_blank" rel="noopener">
      {label} <span className="visually-hidden">{t('checkout.agree.newTab')}</span>
    </a>
  );
}

/** The delivery line under the county: what the server will charge, announced as it changes. */
function DeliveryEstimate({ quote }: { quote: Props['deliveryQuote'] }) {
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

/**
 * "I need a tax invoice for a business": ticked, the business name and KRA PIN it is made out to.
 * The PIN is written in capitals as it is typed and tidied (spaces dropped) when the field is left.
 */
function TaxInvoiceFields({
  taxInvoice,
  errors,
  onChange,
}: {
  taxInvoice: CheckoutForm['taxInvoice'];
  errors: FormErrors;
  onChange: Props['onTaxInvoice'];
}) {
  return (
    <fieldset>
      <legend>{t('checkout.taxInvoice')}</legend>
      <div className="checkout-check">
        <input
          id="checkout-taxInvoice"
          type="checkbox"
          checked={taxInvoice.wanted}
          onChange={(e) => onChange({ wanted: e.target.checked })}
        />
        <label htmlFor="checkout-taxInvoice">{t('checkout.taxInvoice.ask')}</label>
      </div>
      {taxInvoice.wanted && (
        <>
          <TextField
            name="businessName"
            label={t('checkout.field.businessName')}
            value={taxInvoice.businessName}
            error={errors.businessName}
            onChange={(businessName) => onChange({ businessName })}
            autoComplete="organization"
          />
          <TextField
            name="kraPin"
            label={t('checkout.field.kraPin')}
            value={taxInvoice.kraPin}
            error={errors.kraPin}
            onChange={(kraPin) => onChange({ kraPin: kraPin.toUpperCase() })}
            onBlur={() => {
              const tidy = normaliseKraPin(taxInvoice.kraPin);
              if (tidy !== taxInvoice.kraPin) onChange({ kraPin: tidy });
            }}
            hint={t('checkout.field.kraPinHint')}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            pattern={KRA_PIN_PATTERN}
          />
        </>
      )}
    </fieldset>
  );
}

/** Step 1: contact, delivery, tax invoice, payment method and agreements. */
export function DetailsStep(props: Props) {
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
      <fieldset className="checkout-methods" aria-describedby={errors.paymentMethod ? 'checkout-paymentMethod-error' : undefined}>
        <legend>{t('checkout.payment')}</legend>
        {PAYMENT_METHODS.map((method) => {
          // Cash on delivery says the shop's limit before it is chosen, and is not offered above a limit that says so.
          const limit = method === 'Cash' ? cashNote(props.cash, t) : null;
          // A lay-by is paid online: cash on delivery says so while lay-by is chosen.
          const notWithLayby = method === 'Cash' && props.plan === 'layby';
          return (
            <label key={method} className="checkout-method">
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                // Where focus goes when the choice is in error: the first method.
                id={method === PAYMENT_METHODS[0] ? 'checkout-paymentMethod' : undefined}
                checked={form.paymentMethod === method}
                disabled={notWithLayby || (method === 'Cash' && props.cash?.offer === 'not-offered')}
                onChange={() => props.onMethod(method)}
              />
              <span className="checkout-method__name">{t(`checkout.method.${method}` as MessageKey)}</span>
              <span className="checkout-method__hint">{t(`checkout.method.${method}.hint` as MessageKey)}</span>
              {limit && (
                <span
                  className={limit.above ? 'checkout-method__hint checkout-method__limit' : 'checkout-method__hint'}
                  data-testid="cash-limit"
                >
                  {limit.text}
                </span>
              )}
              {notWithLayby && <span className="checkout-method__hint checkout-method__limit">{t('checkout.layby.cashNotWithLayby')}</span>}
            </label>
          );
        })}
        <LaybyWhy layby={props.layby} />
        {errors.paymentMethod && (
          <p id="checkout-paymentMethod-error" className="checkout-field__error">
            {errors.paymentMethod}
          </p>
        )}
      </fieldset>
      <fieldset>
        <legend>{t('checkout.agreements')}</legend>
        <Agreement
          name="termsAndConditions"
          checked={form.agreements.termsAndConditions}
          error={errors.termsAndConditions}
          onChange={(v) => props.onAgreement('termsAndConditions', v)}
        >
          {t('checkout.agree.terms.before')}
          <PolicyLink href={localizedPath('/terms-and-conditions', t.locale)} label={t('checkout.agree.terms.link')} />
        </Agreement>
        <Agreement
          name="privacyPolicy"
          checked={form.agreements.privacyPolicy}
          error={errors.privacyPolicy}
          onChange={(v) => props.onAgreement('privacyPolicy', v)}
        >
          {t('checkout.agree.privacy.before')}
          <PolicyLink href={localizedPath('/privacy-policy', t.locale)} label={t('checkout.agree.privacy.link')} />
        </Agreement>
        <Agreement
          name="financialDisclaimer"
          checked={form.agreements.financialDisclaimer}
          error={errors.financialDisclaimer}
          onChange={(v) => props.onAgreement('financialDisclaimer', v)}
        >
          {t('checkout.agree.disclaimer')}
        </Agreement>
        {props.policiesState === 'loading' && <p className="checkout-note">{t('checkout.policiesLoading')}</p>}
        {props.policiesState === 'failed' && (
          <p className="checkout-field__error" role="alert">
            {props.policyError || t('checkout.policiesFailed')}
          </p>
        )}
        {errors.policies && (
          <p id="checkout-policies" className="checkout-field__error" tabIndex={-1}>
            {errors.policies}
          </p>
        )}
      </fieldset>
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
