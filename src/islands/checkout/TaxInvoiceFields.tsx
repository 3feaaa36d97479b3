import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import type { FormErrors } from '../../lib/checkout/form-errors.ts';
import { KRA_PIN_PATTERN, normaliseKraPin } from '../../lib/tax/kra-pin.ts';
import type { CheckoutForm } from './form-state.ts';
import { TextField } from './TextField.tsx';

const t = translationsFor(pageLocale());

/**
 * "I need a tax invoice for a business": ticked, the business name and KRA PIN it is made out to.
 * The PIN is written in capitals as it is typed and tidied (spaces dropped) when the field is left.
 */
export function TaxInvoiceFields({
  taxInvoice,
  errors,
  onChange,
}: {
  taxInvoice: CheckoutForm['taxInvoice'];
  errors: FormErrors;
  onChange: (change: Partial<CheckoutForm['taxInvoice']>) => void;
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
