import { translationsFor } from '../../i18n/index.ts';
import '../../i18n/sizing-page.ts';
import type { CountyCode } from '../../lib/delivery/counties.ts';
import type { Chemistry, SystemMode } from '../../lib/sizing/types.ts';
import { DEFAULT_AUTONOMY, MAX_AUTONOMY, MIN_AUTONOMY } from '../../lib/sizing/url-state.ts';
import { CountySelect } from '../CountySelect.tsx';
import { pageLocale } from '../../i18n/page-locale.ts';

const t = translationsFor(pageLocale());

export interface Setup {
  county: CountyCode;
  mode: SystemMode;
  autonomyDays: number;
  chemistry: Chemistry;
}

interface Props {
  setup: Setup;
  onChange: (setup: Setup) => void;
}

const MODES: ReadonlyArray<[SystemMode, 'sizing.page.mode.backup' | 'sizing.page.mode.offGrid']> = [
  ['backup', 'sizing.page.mode.backup'],
  ['off-grid', 'sizing.page.mode.offGrid'],
];
const CHEMISTRIES: ReadonlyArray<[Chemistry, 'sizing.page.chemistry.lithium' | 'sizing.page.chemistry.leadAcid']> = [
  ['lithium', 'sizing.page.chemistry.lithium'],
  ['lead-acid', 'sizing.page.chemistry.leadAcid'],
];

/** Where the home is and what the system is for: county, backup or off-grid, days without sun, battery type. */
export function SetupFields({ setup, onChange }: Props) {
  return (
    <div className="sizing-setup">
      <CountySelect
        id="sizing-county"
        label={t('sizing.page.county')}
        value={setup.county}
        className="checkout-field"
        onChange={(county) => {
          if (county) onChange({ ...setup, county });
        }}
      />
      <fieldset className="sizing-choice">
        <legend>{t('sizing.page.mode')}</legend>
        {MODES.map(([mode, key]) => (
          <label key={mode}>
            <input
              type="radio"
              name="sizing-mode"
              value={mode}
              checked={setup.mode === mode}
              onChange={() => onChange({ ...setup, mode, autonomyDays: DEFAULT_AUTONOMY[mode] })}
            />
            {t(key)}
          </label>
        ))}
      </fieldset>
      <div className="checkout-field">
        <label htmlFor="sizing-autonomy">{t('sizing.page.autonomy')}</label>
        <select
          id="sizing-autonomy"
          value={String(setup.autonomyDays)}
          onChange={(event) => onChange({ ...setup, autonomyDays: Number(event.currentTarget.value) })}
        >
          {Array.from({ length: MAX_AUTONOMY - MIN_AUTONOMY + 1 }, (_, i) => MIN_AUTONOMY + i).map((days) => (
            <option key={days} value={String(days)}>
              {days}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="sizing-choice">
        <legend>{t('sizing.page.chemistry')}</legend>
        {CHEMISTRIES.map(([chemistry, key]) => (
          <label key={chemistry}>
            <input
              type="radio"
              name="sizing-chemistry"
              value={chemistry}
              checked={setup.chemistry === chemistry}
              onChange={() => onChange({ ...setup, chemistry })}
            />
            {t(key)}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
