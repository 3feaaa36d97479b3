import { translationsFor } from '../i18n/index.ts';
import { COUNTIES_BY_NAME, type CountyCode } from '../lib/delivery/counties.ts';
import { isCountyCode } from '../lib/delivery/county-code.ts';
import { pageLocale } from '../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

interface Props {
  id: string;
  label: string;
  /** A county code, or '' before one is chosen. */
  value: string;
  onChange: (code: CountyCode | '') => void;
  error?: string | undefined;
  /** The wrapper's class: the form's own field style. */
  className?: string;
  required?: boolean;
}

/** Kenya's 47 counties as one labelled select, A to Z; the value is the county code. */
export function CountySelect({ id, label, value, onChange, error, className = 'checkout-field', required = true }: Props) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name="county"
        value={value}
        required={required}
        autoComplete="address-level1"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => onChange(isCountyCode(event.target.value) ? event.target.value : '')}
      >
        <option value="">{t('delivery.chooseCounty')}</option>
        {COUNTIES_BY_NAME.map((county) => (
          <option key={county.code} value={county.code}>
            {county.name}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="checkout-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
