import { translationsFor } from '../../i18n/index.ts';
import { useState, type FormEvent, type ReactNode } from 'react';
import '../../i18n/sizing-page.ts';
import type { SizingPageKey } from '../../i18n/sizing-page.ts';
import { APPLIANCES, findAppliance } from '../../lib/sizing/appliances.ts';
import type { Load } from '../../lib/sizing/types.ts';
import { isHours, isQuantity, isWatts, MAX_QUANTITY, MAX_WATTS, ownLoad, readyLoad } from '../../lib/sizing/url-state.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

const OWN = 'own';
type Field = 'name' | 'watts' | 'quantity' | 'hours';

interface Props {
  onAdd: (load: Load) => void;
}

/** Adds one line: an appliance from the ready list (its typical watts and hours filled in, both editable) or the shopper's own. */
export function ApplianceForm({ onAdd }: Props) {
  const first = APPLIANCES[0];
  const [choice, setChoice] = useState(first?.id ?? OWN);
  const [name, setName] = useState('');
  const [watts, setWatts] = useState(String(first?.watts ?? ''));
  const [quantity, setQuantity] = useState('1');
  const [hours, setHours] = useState(String(first?.hoursPerDay ?? ''));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const appliance = findAppliance(choice);
  const cycles = appliance?.dailyWh != null;

  function choose(id: string) {
    setChoice(id);
    setErrors({});
    const picked = findAppliance(id);
    setWatts(picked ? String(picked.watts) : '');
    setHours(picked ? String(picked.hoursPerDay) : '');
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const w = Number(watts);
    const q = Number(quantity);
    const h = cycles ? 24 : Number(hours);
    const found: Partial<Record<Field, string>> = {};
    if (!appliance && name.trim() === '') found.name = t('sizing.page.error.name');
    if (watts.trim() === '' || !isWatts(w)) found.watts = t('sizing.page.error.watts');
    if (!isQuantity(q)) found.quantity = t('sizing.page.error.quantity');
    if (!cycles && (hours.trim() === '' || !isHours(h))) found.hours = t('sizing.page.error.hours');
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const load = appliance ? readyLoad(appliance.id, q, h, w) : ownLoad(name.trim(), w, q, h);
    if (!load) return;
    onAdd(load);
    setName('');
    setQuantity('1');
  }

  const field = (key: Field | 'appliance', label: string, input: ReactNode) => (
    <div className="checkout-field">
      <label htmlFor={`sizing-add-${key}`}>{label}</label>
      {input}
      {key !== 'appliance' && errors[key] && (
        <p id={`sizing-add-${key}-error`} className="checkout-field__error">
          {errors[key]}
        </p>
      )}
    </div>
  );
  const numberProps = (key: Field) => ({
    id: `sizing-add-${key}`,
    type: 'number',
    inputMode: 'decimal' as const,
    'aria-invalid': errors[key] ? true : undefined,
    'aria-describedby': errors[key] ? `sizing-add-${key}-error` : undefined,
  });

  return (
    <form className="sizing-add" onSubmit={submit} noValidate>
      {field(
        'appliance',
        t('sizing.page.appliance'),
        <select id="sizing-add-appliance" value={choice} onChange={(event) => choose(event.currentTarget.value)}>
          {APPLIANCES.map((a) => (
            <option key={a.id} value={a.id}>
              {t('sizing.page.applianceOption', { name: t(a.nameKey as SizingPageKey), w: a.watts })}
            </option>
          ))}
          <option value={OWN}>{t('sizing.page.ownOption')}</option>
        </select>,
      )}
      {!appliance &&
        field(
          'name',
          t('sizing.page.ownName'),
          <input
            id="sizing-add-name"
            type="text"
            maxLength={40}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? 'sizing-add-name-error' : undefined}
          />,
        )}
      {field(
        'watts',
        t('sizing.page.watts'),
        <input
          {...numberProps('watts')}
          min={1}
          max={MAX_WATTS}
          step="any"
          value={watts}
          onChange={(event) => setWatts(event.currentTarget.value)}
        />,
      )}
      {field(
        'quantity',
        t('sizing.page.quantity'),
        <input
          {...numberProps('quantity')}
          inputMode="numeric"
          min={1}
          max={MAX_QUANTITY}
          step={1}
          value={quantity}
          onChange={(event) => setQuantity(event.currentTarget.value)}
        />,
      )}
      {!cycles &&
        field(
          'hours',
          t('sizing.page.hours'),
          <input
            {...numberProps('hours')}
            min={0.25}
            max={24}
            step="any"
            value={hours}
            onChange={(event) => setHours(event.currentTarget.value)}
          />,
        )}
      <button type="submit" className="button button--primary">
        {t('sizing.page.add')}
      </button>
    </form>
  );
}
