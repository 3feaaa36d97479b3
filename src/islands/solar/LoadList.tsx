import { translationsFor } from '../../i18n/index.ts';
import '../../i18n/sizing-page.ts';
import type { Load } from '../../lib/sizing/types.ts';
import { isHours, isQuantity, isWatts, MAX_QUANTITY, MAX_WATTS } from '../../lib/sizing/url-state.ts';
import { formatWhole, loadName } from './names.ts';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

export interface Row {
  key: number;
  load: Load;
}

interface Props {
  rows: readonly Row[];
  onChange: (key: number, load: Load) => void;
  onRemove: (key: number, index: number) => void;
}

/** The shopper's list: each line's watts, quantity and hours editable in place, and a Remove button. */
export function LoadList({ rows, onChange, onRemove }: Props) {
  if (rows.length === 0) return <p className="sizing-muted">{t('sizing.page.emptyList')}</p>;
  return (
    <ul className="sizing-loads">
      {rows.map(({ key, load }, index) => {
        const name = loadName(load);
        const edit =
          (field: 'watts' | 'quantity' | 'hoursPerDay', valid: (value: number) => boolean) =>
          (event: { currentTarget: HTMLInputElement }) => {
            const value = Number(event.currentTarget.value);
            const ok = event.currentTarget.value.trim() !== '' && valid(value);
            event.currentTarget.setAttribute('aria-invalid', String(!ok));
            if (!ok) return;
            // A cycling load's daily energy follows its watts, as on the ready list (url-state readyLoad).
            const dailyWh = field === 'watts' && load.dailyWh !== null ? (load.dailyWh * value) / load.watts : load.dailyWh;
            onChange(key, { ...load, [field]: value, dailyWh });
          };
        const input = (
          field: 'watts' | 'quantity' | 'hoursPerDay',
          label: string,
          value: number,
          valid: (value: number) => boolean,
          attrs: Record<string, string | number>,
        ) => (
          <label className="sizing-load__field">
            <span>{label}</span>
            <input
              type="number"
              inputMode="decimal"
              defaultValue={String(value)}
              aria-label={t('sizing.page.fieldOf', { field: label, name })}
              onChange={edit(field, valid)}
              {...attrs}
            />
          </label>
        );
        return (
          <li key={key} className="sizing-load">
            <p className="sizing-load__name">{name}</p>
            <div className="sizing-load__fields">
              {input('watts', t('sizing.page.watts'), load.watts, isWatts, { min: 1, max: MAX_WATTS, step: 'any' })}
              {input('quantity', t('sizing.page.quantity'), load.quantity, isQuantity, {
                min: 1,
                max: MAX_QUANTITY,
                step: 1,
                inputMode: 'numeric',
              })}
              {load.dailyWh === null ? (
                input('hoursPerDay', t('sizing.page.hours'), load.hoursPerDay, isHours, { min: 0.25, max: 24, step: 'any' })
              ) : (
                <p className="sizing-muted sizing-load__cycles">{t('sizing.page.cycles', { wh: formatWhole(load.dailyWh) })}</p>
              )}
              <button
                type="button"
                className="link-button"
                onClick={() => onRemove(key, index)}
                aria-label={t('sizing.page.removeNamed', { name })}
              >
                {t('sizing.page.remove')}
              </button>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
