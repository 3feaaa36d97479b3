import type { ReactNode } from 'react';
import { localizedPath } from '../../i18n/locales.ts';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import type { DetailsProps } from './details-props.ts';

const t = translationsFor(pageLocale());

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

/** The three ticks a checkout needs (terms, privacy, the financial disclaimer), the policies' loading state and their error. */
export function Agreements(props: Pick<DetailsProps, 'form' | 'errors' | 'policiesState' | 'policyError' | 'onAgreement'>) {
  const { form, errors } = props;
  return (
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
  );
}
