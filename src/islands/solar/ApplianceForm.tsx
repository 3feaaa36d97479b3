import { translationsFor } from '../../i18n/index.ts';
import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import '../../i18n/sizing-page.ts';
import type { SizingPageKey } from '../../i18n/sizing-page.ts';
import { APPLIANCES, findAppliance } from '../../lib/sizing/appliances.ts';
import type { Load } from '../../lib/sizing/types.ts';
import { isHours, isQuantity, isWatts, MAX_QUANTITY, MAX_WATTS, ownLoad, readyLoad } from '../../lib/sizing/url-state.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { OWN_APPLIANCE as OWN } from '../../lib/sizing/add-from-address.ts';

const t = translationsFor(pageLocale());

type Field = 'name' | 'watts' | 'quantity' | 'hours';

/**
 * What the shopper typed into the page's plain form (PlainAddForm.astro) before this form took its
 * place, and the field that had the focus: read while the plain form is still on the page.
 */
function typedBefore(): { values: Record<'appliance' | Field, string>; focus: string | null } | null {
  const form = document.querySelector<HTMLFormElement>('form[data-sizing-plain-form]');
  if (!form) return null;
  const value = (id: string) => form.querySelector<HTMLInputElement | HTMLSelectElement>(`#sizing-add-${id}`)?.value.trim() ?? '';
  const focused = document.activeElement;
  return {
    values: {
      appliance: value('appliance'),
      name: value('name'),
      watts: value('watts'),
      quantity: value('quantity'),
      hours: value('hours'),
    },
    focus: focused instanceof HTMLElement && form.contains(focused) && focused.id ? focused.id : null,
  };
}

interface Props {
  onAdd: (load: Load) => void;
}

/** Adds one line: an appliance from the ready list (its typical watts and hours filled in, both editable) or the shopper's own. */
export function ApplianceForm({ onAdd }: Props) {
  const [typed] = useState(typedBefore);
  const before = typed?.values;
  const start = before?.appliance === OWN ? undefined : (findAppliance(before?.appliance ?? '') ?? APPLIANCES[0]);
  const [choice, setChoice] = useState(start?.id ?? OWN);
  const [name, setName] = useState(before?.name ?? '');
  const [watts, setWatts] = useState(before?.watts || String(start?.watts ?? ''));
  const [quantity, setQuantity] = useState(before?.quantity || '1');
  const [hours, setHours] = useState(before?.hours || String(start?.hoursPerDay ?? ''));
  // Where the shopper was typing in the plain form, they go on typing here.
  useEffect(() => {
    if (typed?.focus) document.getElementById(typed.focus)?.focus();
  }, [typed]);
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
