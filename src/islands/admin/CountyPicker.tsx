import { useId, useState } from 'react';
import { translationsFor } from '../../i18n/index.ts';
import { pageLocale } from '../../i18n/page-locale.ts';
import { KENYA_COUNTIES, countyOf } from '../../lib/delivery/counties.ts';
import { countiesMatching } from './installation-words.ts';

const t = translationsFor(pageLocale());

interface Props {
  /** County codes chosen. */
  chosen: ReadonlySet<string>;
  onChange: (chosen: Set<string>) => void;
  error: string | undefined;
}

/**
 * The counties a technician works in: the 47 as checkboxes, narrowed by what is typed in the search
 * box (a county chosen stays chosen while hidden), with all or none at a press and the choice
 * counted and named.
 */
export function CountyPicker({ chosen, onChange, error }: Props) {
  const id = useId();
  const [query, setQuery] = useState('');
  const shown = countiesMatching(query);
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen);
    if (on) next.add(code);
    else next.delete(code);
    onChange(next);
  };
  const names = [...chosen]
    .map((code) => countyOf(code)?.name ?? code)
    .sort((a, b) => a.localeCompare(b, 'en'))
    .join(', ');
  return (
    <fieldset className="install-counties" aria-describedby={`${id}-chosen ${id}-error`} aria-invalid={error ? true : undefined}>
      <legend>{t('admin.technicians.form.counties')}</legend>
      <div className="form-field">
        <label htmlFor={`${id}-search`}>{t('admin.technicians.form.countySearch')}</label>
        <input
          id={`${id}-search`}
          type="search"
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') event.preventDefault();
          }}
        />
      </div>
      <div className="install-counties__buttons">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => onChange(new Set(KENYA_COUNTIES.map((county) => county.code)))}
        >
          {t('admin.technicians.form.allCounties')}
        </button>
        <button type="button" className="button button--ghost" onClick={() => onChange(new Set())}>
          {t('admin.technicians.form.noCounties')}
        </button>
      </div>
      <p id={`${id}-chosen`} className="admin__hint">
        {chosen.size === 0 ? t('admin.technicians.form.noneChosen') : t('admin.technicians.form.chosen', { count: chosen.size, names })}
      </p>
      {shown.length === 0 ? (
        <p className="admin__hint">{t('admin.technicians.form.noCountyFound', { query })}</p>
      ) : (
        <ul className="install-counties__list">
          {shown.map((county) => (
            <li key={county.code}>
              <input
                type="checkbox"
                id={`${id}-${county.code}`}
                name="counties"
                value={county.code}
                checked={chosen.has(county.code)}
                onChange={(event) => toggle(county.code, event.currentTarget.checked)}
              />
              <label htmlFor={`${id}-${county.code}`}>{county.name}</label>
            </li>
          ))}
        </ul>
      )}
      <p id={`${id}-error`} className="form-field__error">
        {error}
      </p>
    </fieldset>
  );
}
